import { noticeError, onRoomCommand, type RoomCommand } from '@upclub/shared/bus';
import { NOTICE } from '@upclub/shared/constants';
import type { RoomChunk, RoomSessionHandle } from './types';

// The page's room session (./session) is code a page needs only once someone joins a room, and
// the signed-in shell is close to its first-load budget: the gate listens for the room commands
// and loads the room's chunk on the first join, handing the session every command in order.

/** Everything a page in a club's room needs, one chunk: the session, the player's follower, the leave question. */
export const loadRoomChunk = (): Promise<RoomChunk> => import(/* webpackChunkName: "room" */ './chunk');

/**
 * Listens to the room commands. Before the first join there is no room to leave or to apply a
 * state to, so only a join loads the session. A chunk that cannot be fetched says 'Please check
 * your internet connection.', as the player's does; the next join tries again.
 * Returns the unsubscribe.
 */
export function startRoomGate(
  load: () => Promise<{ startRoomSession: () => RoomSessionHandle }> = loadRoomChunk,
  onCommand: (fn: (command: RoomCommand) => void) => () => void = onRoomCommand,
): () => void {
  let session: Promise<RoomSessionHandle> | null = null;
  return onCommand((command) => {
    if (!session && command.type !== 'join') return;
    const loading = (session ??= load().then((chunk) => chunk.startRoomSession()));
    loading.then(
      (started) => started.handle(command),
      () => {
        if (session !== loading) return;
        session = null;
        noticeError(NOTICE.noNetwork);
      },
    );
  });
}
