import type { MetricCategory } from '@upclub/shared/constants';
import type {
  BroadcastResult,
  BroadcastSongPostPayload,
  BroadcastTextPayload,
  MetricsResponse,
  SendSongPostToAllPayload,
  SendTextToAllPayload,
} from '@upclub/shared/types';
import { http } from './client';

// The Staff calls of spec part 2 §7. Metrics need user_type bit 2, the rest bit 4 (403 otherwise).

/** The optional day range of a metrics request (YYYY-MM-DD, both ends included; default the last 90 days). */
export interface MetricsRange {
  from?: string;
  to?: string;
}

/** One metrics category, per day: GET v1/getallmetrics/{category}?from=&to= */
export const getAllMetrics = (category: MetricCategory, range: MetricsRange = {}) =>
  http
    .get<MetricsResponse>(`v1/getallmetrics/${category}`, {
      params: { ...(range.from && { from: range.from }), ...(range.to && { to: range.to }) },
    })
    .then((r) => r.data);

/**
 * Broadcasts a song post with a text to every user (a live toast); answers once everyone has it.
 * `quiet`: the caller shows the failure itself (no global notices but the no-network one).
 */
export const pushNotificationBroadcast = (payload: BroadcastSongPostPayload, options: { quiet?: boolean } = {}) =>
  http.post<BroadcastResult>('v1/pushnotificationbroadcast/', payload, { quiet: options.quiet }).then((r) => r.data);

/** Broadcasts a text to every user (a live toast). */
export const pushNotificationBroadcastText = (payload: BroadcastTextPayload) =>
  http.post<BroadcastResult>('v1/pushnotificationbroadcasttext/', payload).then((r) => r.data);

/** Sends a song post to every user as a message in their 1:1 thread with the sender. */
export const sendToAllMessage = (payload: SendSongPostToAllPayload) =>
  http.post<BroadcastResult>('v1/sendtoallmessage/', payload).then((r) => r.data);

/** Sends a text to every user as a message in their 1:1 thread with the sender. */
export const sendToAllMessageText = (payload: SendTextToAllPayload) =>
  http.post<BroadcastResult>('v1/sendtoallmessagetext/', payload).then((r) => r.data);
