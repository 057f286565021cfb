import { tabStorage } from './tab';

/**
 * The club room this tab is in (docs/rooms.md), so that a reload comes back into it without
 * another Join. The shell's room session writes and reads it (its chunk: shell/src/rooms/session/
 * keptRoom.ts, with its schema); here is only what every page needs: whether there is one (to
 * load the room's code at start), and forgetting it when the product session ends. Session
 * storage, as the session-ended mark (./ended): the room is this tab's, not the user's other tabs'.
 */
export const ROOM_SESSION_KEY = 'room_session';

/** Whether this tab kept a room to come back into (read and checked by the room session). */
export const hasKeptRoom = (): boolean => (tabStorage()?.getItem(ROOM_SESSION_KEY) ?? null) !== null;

export function forgetRoom(): void {
  tabStorage()?.removeItem(ROOM_SESSION_KEY);
}
