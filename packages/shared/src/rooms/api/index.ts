import type {
  RoomControlBody,
  RoomHeartbeat,
  RoomListeners,
  RoomQueueBody,
  RoomReactBody,
  RoomState,
} from '@upclub/shared/types';
import { http } from '@upclub/shared/api';

// Club listening rooms (docs/rooms.md): one function per call. An entry of its own
// (`@upclub/shared/rooms/api`), out of the api area that every page loads first. The room's state answers carry
// `server_time`; callers that keep a clock offset time the request themselves (timedRoomCall).

/** The club's live room; rejects with 404 when it has none. Quiet: the page says it. */
export const getClubRoom = (club: number) =>
  http.get<RoomState>(`v1/clubs/${club}/room/`, { quiet: true }).then((r) => r.data);

/** Starts the club's room (owner and curators). */
export const startClubRoom = (club: number) => http.post<RoomState>(`v1/clubs/${club}/room/`, {}).then((r) => r.data);

export const getRoom = (room: number) => http.get<RoomState>(`v1/rooms/${room}/`, { quiet: true }).then((r) => r.data);

export const getRoomListeners = (room: number) =>
  http.get<RoomListeners>(`v1/rooms/${room}/listeners/`, { quiet: true }).then((r) => r.data);

export const joinRoom = (room: number) => http.post<RoomState>(`v1/rooms/${room}/join/`, {}).then((r) => r.data);

/** Quiet: a missed heartbeat is retried by the next one. */
export const roomHeartbeat = (room: number) =>
  http.post<RoomHeartbeat>(`v1/rooms/${room}/heartbeat/`, {}, { quiet: true }).then((r) => r.data);

/** Quiet: leaving is best effort (presence times out anyway). */
export const leaveRoom = (room: number) =>
  http.post<void>(`v1/rooms/${room}/leave/`, {}, { quiet: true }).then(() => undefined);

/**
 * A DJ's write: `quiet` when the caller shows its failure itself (the room page's line), so it is
 * told once; a 429, a server fault or no answer the API client tells anyway.
 */
interface DjWrite {
  quiet?: boolean;
}

export const controlRoom = (room: number, body: RoomControlBody, { quiet }: DjWrite = {}) =>
  http.post<RoomState>(`v1/rooms/${room}/control/`, body, { quiet }).then((r) => r.data);

export const addToRoomQueue = (room: number, body: RoomQueueBody, { quiet }: DjWrite = {}) =>
  http.post<RoomState>(`v1/rooms/${room}/queue/`, body, { quiet }).then((r) => r.data);

export const removeFromRoomQueue = (room: number, item: number, { quiet }: DjWrite = {}) =>
  http.delete<RoomState>(`v1/rooms/${room}/queue/${item}/`, { quiet }).then((r) => r.data);

export const reactInRoom = (room: number, body: RoomReactBody) =>
  http.post<void>(`v1/rooms/${room}/react/`, body).then(() => undefined);

export const endRoom = (room: number, { quiet }: DjWrite = {}) =>
  http.post<RoomState>(`v1/rooms/${room}/end/`, {}, { quiet }).then((r) => r.data);

/**
 * A call timed for the clock offset: what it answered, and when it was sent and received (this
 * page's Date.now()), so the caller can estimate the server's clock from `server_time`.
 */
export async function timedRoomCall<T extends { server_time: number }>(
  call: () => Promise<T>,
): Promise<{ answer: T; sentAt: number; receivedAt: number }> {
  const sentAt = Date.now();
  const answer = await call();
  return { answer, sentAt, receivedAt: Date.now() };
}
