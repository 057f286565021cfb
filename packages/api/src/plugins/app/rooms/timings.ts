import { ROOM_DJ_ABSENT_END_MS, ROOM_PRESENCE_TIMEOUT_MS } from '@upclub/shared/rooms';

/** The server's clocks of the rooms (AppOptions.rooms; tests shorten them). */
export interface RoomTimings {
  /**
   * How often each process's sweeper moves on rooms whose song ended, takes out silent
   * listeners and ends rooms without a DJ (ROOM_SWEEP_MS): a song's end reaches the listeners
   * within it.
   */
  sweepMs: number;
  /** A listener unheard for this long has left (ROOM_PRESENCE_TIMEOUT_MS). */
  presenceTimeoutMs: number;
  /** A room with no DJ present for this long ends (ROOM_DJ_ABSENT_END_MS). */
  djAbsentEndMs: number;
}

/** A second: a song's end is heard within it, and a sweep of no due room is three small indexed reads. */
export const DEFAULT_ROOM_TIMINGS: RoomTimings = {
  sweepMs: 1_000,
  presenceTimeoutMs: ROOM_PRESENCE_TIMEOUT_MS,
  djAbsentEndMs: ROOM_DJ_ABSENT_END_MS,
};
