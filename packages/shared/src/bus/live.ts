import type { LiveEvent, LiveEventType } from '@upclub/shared/types';
import { channel, stateChannel } from './bus';

// The live events stream (v1/events/). The shell holds the one connection of the page and
// publishes what arrives here, so every piece reacts without a connection of its own.

/**
 * - `off`: nobody is signed in (no connection);
 * - `connecting`: a connection is being made;
 * - `open`: events arrive;
 * - `down`: the last try failed or the stream ended; another is scheduled (the counts are polled
 *   meanwhile).
 */
export type LiveStatus = 'off' | 'connecting' | 'open' | 'down';
const liveStatus = stateChannel<LiveStatus>('off');
export const setLiveStatus = liveStatus.set;
export const getLiveStatus = liveStatus.get;
export const onLiveStatus = liveStatus.on;

const liveEvents = channel<LiveEvent>();
export const emitLiveEvent = liveEvents.emit;
export const onLiveEvent = liveEvents.on;

/** The data of one type of live event. */
export type LiveEventData<K extends LiveEventType> = Extract<LiveEvent, { type: K }>['data'];

/** Listens to one type of live event: `onLiveEventOf('notification', ({ notification }) => ...)`. */
export function onLiveEventOf<K extends LiveEventType>(type: K, fn: (data: LiveEventData<K>) => void): () => void {
  return liveEvents.on((event) => {
    if (event.type === type) fn(event.data as LiveEventData<K>);
  });
}
