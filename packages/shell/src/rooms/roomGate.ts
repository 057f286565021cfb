import { noticeError, onRoomCommand, type RoomCommand } from '@upclub/shared/bus';
import { NOTICE } from '@upclub/shared/constants';
import { hasKeptRoom } from '@upclub/shared/session';
import type { RoomChunk, RoomSessionHandle } from './types';

// The page's room session (./session) is code a page needs only once someone joins a room, and
// the signed-in shell is close to its first-load budget: the gate listens for the room commands
// and loads the room's chunk on the first join, handing the session every command in order. A
// tab that was in a room before a reload loads it at start, to come back into that room.

/** Everything a page in a club's room needs, one chunk: the session, the player's follower, the leave question. */
export const loadRoomChunk = (): Promise<RoomChunk> => import(/* webpackChunkName: "room" */ './chunk');

/**
 * Listens to the room commands. Before the first join there is no room to leave or to apply a
 * state to, so only a join loads the session, or a room this tab was in before a reload (`kept`),
 * which the session joins again if it is still live. A chunk that cannot be fetched says 'Please
 * check your internet connection.', as the player's does; the next join tries again.
 * Returns the unsubscribe.
 */
export function startRoomGate(
  load: () => Promise<{ startRoomSession: () => RoomSessionHandle }> = loadRoomChunk,
  onCommand: (fn: (command: RoomCommand) => void) => () => void = onRoomCommand,
  kept: () => boolean = hasKeptRoom,
): () => void {
  let session: Promise<RoomSessionHandle> | null = null;
  const withSession = (run: (started: RoomSessionHandle) => void) => {
    const loading = (session ??= load().then((chunk) => chunk.startRoomSession()));
    loading.then(run, () => {
      if (session !== loading) return;
      session = null;
      noticeError(NOTICE.noNetwork);
    });
  };
  if (kept()) withSession((started) => started.rejoin());
  return onCommand((command) => {
    if (!session && command.type !== 'join') return;
    withSession((started) => started.handle(command));
  });
}
