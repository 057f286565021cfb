import type { RoomItem, RoomState } from '@upclub/shared/types';

// Where a room is (docs/rooms.md "Position now", "Versions", "The song's end"): pure functions of
// its state and the server's clock, the same for the player that follows the room and the page
// that draws it.

/** The server's clock now, from this page's clock and the estimated offset. */
export const serverNow = (clockOffsetMs: number, now: number = Date.now()) => now + clockOffsetMs;

/**
 * The position in `current` at `serverTime`, as docs/rooms.md gives it:
 * `playing ? position_ms + (serverNow − position_at) : position_ms`, capped at `duration_ms`.
 */
export function roomPositionMs(state: RoomState, serverTime: number): number {
  const duration = state.current?.track_details.duration_ms;
  const position = state.playing ? state.position_ms + Math.max(0, serverTime - state.position_at) : state.position_ms;
  const capped = duration ? Math.min(position, duration) : position;
  return Math.max(0, Math.round(capped));
}

/** What the room plays at a moment: its song (null: nothing), where in it, and whether it plays. */
export interface RoomTarget {
  item: RoomItem | null;
  positionMs: number;
  playing: boolean;
}

/**
 * What the room plays at `serverTime`. A song whose `duration_ms` has passed is over: the room has
 * moved on by itself to the next song of the queue, from 0 at the moment the song ended (the
 * server's rule), so a player can move on at the end without waiting for the `room` event that
 * says so. With nothing left, nothing plays; a track without a duration plays until a DJ skips.
 */
export function roomTarget(state: RoomState, serverTime: number): RoomTarget {
  const none: RoomTarget = { item: null, positionMs: 0, playing: false };
  if (!state.live || !state.current) return none;
  if (!state.playing) return { item: state.current, positionMs: roomPositionMs(state, serverTime), playing: false };
  let item = state.current;
  let position = state.position_ms + Math.max(0, serverTime - state.position_at);
  for (const next of state.queue) {
    const duration = item.track_details.duration_ms;
    if (!duration || position < duration) break;
    position -= duration;
    item = next;
  }
  const duration = item.track_details.duration_ms;
  if (duration && position >= duration) return none;
  return { item, positionMs: Math.max(0, Math.round(position)), playing: true };
}

/**
 * Whether `next` replaces `held`: a client keeps the state with the highest `version` (an answer
 * and an event may cross), and drops an older or the same one.
 */
export const isNewerRoomState = (held: RoomState | null, next: RoomState): boolean =>
  !held || held.room !== next.room || next.version > held.version;
