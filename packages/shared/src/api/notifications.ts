import type { NotificationCategory } from '@upclub/shared/constants';
import type { Notification, NotificationsCount, Paged } from '@upclub/shared/types';
import { http } from './client';

// The Notifications calls of spec part 2 §7, and where the live events stream is. The unread
// counts (v1/getnotificationscount/) are read in accounts.ts.

/**
 * The signed-in user's notifications of the chosen filters (their categories comma-joined, in the
 * filters' order), newest first, paged; or the page at the `next` URL of the previous answer.
 */
export const getNotifications = (categories: readonly NotificationCategory[], next?: string | null) =>
  next
    ? http.get<Paged<Notification>>(next).then((r) => r.data)
    : http
        .get<Paged<Notification>>('v1/getnotifications/', { params: { category: categories.join(',') } })
        .then((r) => r.data);

/** Marks every notification read (not the messages); answers the unread counts afterwards. */
export const clearNotifications = () => http.post<NotificationsCount>('v1/clearnotifications/', {}).then((r) => r.data);

/**
 * The absolute address of the live events stream (v1/events/, Server-Sent Events) under the API
 * base the shell configured. The token goes in the Authorization header, never in this address.
 */
export function liveEventsUrl(): string {
  const base = new URL(http.defaults.baseURL ?? '/api/', window.location.href);
  return new URL('v1/events/', base).toString();
}
