import { useSyncExternalStore } from 'react';
import { getCurrentUser, getRoomSession, onCurrentUser, onRoomSession, type RoomSession } from '@upclub/shared/bus';

/** The signed-in user's id (null before the shell knows it): a club's menus follow the user's role. */
export function useCurrentUserId(): number | null {
  return useSyncExternalStore(onCurrentUser, () => getCurrentUser()?.upclubuser ?? null);
}

/** The page's room session, as the shell keeps it (null when the user is in no room). */
export function useRoomSession(): RoomSession | null {
  return useSyncExternalStore(onRoomSession, getRoomSession);
}

/** Whether the session is in `room` (joining it, in it, or reconnecting to it). */
export const isInRoom = (session: RoomSession | null, room: number): boolean =>
  session?.room === room &&
  (session.status === 'joining' || session.status === 'listening' || session.status === 'reconnecting');
