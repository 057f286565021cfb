import { errorText } from '@upclub/shared/api';
import { getRoom, joinRoom, leaveRoom, roomHeartbeat, timedRoomCall } from '@upclub/shared/rooms/api';
import {
  emitNotice,
  emitRoomReactions,
  onCurrentUser,
  onLiveEventOf,
  onLiveStatus,
  setRoomSession,
} from '@upclub/shared/bus';
import { forgetRoom } from '@upclub/shared/session';
import { keepRoom, keptRoom } from './keptRoom';
import { RoomSessionController } from './RoomSessionController';

export { RoomSessionController, type RoomSessionDeps } from './RoomSessionController';

let started: RoomSessionController | null = null;

/**
 * The page's one room session on the real API, bus and live events (loaded by ../roomGate on the
 * first join; a gate started again, as a remounted chrome does, gets the same one).
 */
export function startRoomSession(): RoomSessionController {
  if (started) return started;
  const controller = new RoomSessionController({
    join: (room) => timedRoomCall(() => joinRoom(room)),
    get: (room) => timedRoomCall(() => getRoom(room)),
    heartbeat: (room) => timedRoomCall(() => roomHeartbeat(room)),
    leave: leaveRoom,
    publish: setRoomSession,
    reactions: emitRoomReactions,
    notice: (text) => emitNotice({ kind: 'info', text }),
    errorText: (error) => errorText(error),
    onState: (fn) => onLiveEventOf('room', fn),
    onPresence: (fn) => onLiveEventOf('room_presence', fn),
    onReactions: (fn) => onLiveEventOf('room_reaction', fn),
    onEnded: (fn) => onLiveEventOf('room_ended', fn),
    onLiveStatus,
    onUser: onCurrentUser,
    keepRoom: (kept) => (kept ? keepRoom(kept) : forgetRoom()),
    keptRoom,
  });
  controller.start();
  started = controller;
  return controller;
}
