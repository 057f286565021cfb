import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { http } from '@upclub/shared/api';
import {
  addToRoomQueue,
  controlRoom,
  endRoom,
  getClubRoom,
  getRoom,
  getRoomListeners,
  joinRoom,
  leaveRoom,
  reactInRoom,
  removeFromRoomQueue,
  roomHeartbeat,
  startClubRoom,
  timedRoomCall,
} from '@upclub/shared/rooms/api';

// Each room call of docs/rooms.md goes to its path, with its method and body.

let seen: InternalAxiosRequestConfig[] = [];
const original = http.defaults.adapter;
beforeEach(() => {
  seen = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    return { status: 200, data: { server_time: 5 }, headers: {}, config, statusText: 'OK' };
  };
  http.defaults.adapter = adapter;
});
afterAll(() => {
  http.defaults.adapter = original;
});

const last = () => {
  const config = seen[seen.length - 1];
  return { method: config.method, url: config.url, body: config.data ? JSON.parse(config.data as string) : undefined };
};

it.each([
  [() => getClubRoom(3), 'get', 'v1/clubs/3/room/', undefined],
  [() => startClubRoom(3), 'post', 'v1/clubs/3/room/', {}],
  [() => getRoom(7), 'get', 'v1/rooms/7/', undefined],
  [() => getRoomListeners(7), 'get', 'v1/rooms/7/listeners/', undefined],
  [() => joinRoom(7), 'post', 'v1/rooms/7/join/', {}],
  [() => roomHeartbeat(7), 'post', 'v1/rooms/7/heartbeat/', {}],
  [() => leaveRoom(7), 'post', 'v1/rooms/7/leave/', {}],
  [
    () => controlRoom(7, { action: 'seek', position_ms: 1000, version: 4 }),
    'post',
    'v1/rooms/7/control/',
    { action: 'seek', position_ms: 1000, version: 4 },
  ],
  [() => addToRoomQueue(7, { song_post: 88 }), 'post', 'v1/rooms/7/queue/', { song_post: 88 }],
  [() => removeFromRoomQueue(7, 41), 'delete', 'v1/rooms/7/queue/41/', undefined],
  [() => reactInRoom(7, { reaction: 'heart' }), 'post', 'v1/rooms/7/react/', { reaction: 'heart' }],
  [() => endRoom(7), 'post', 'v1/rooms/7/end/', {}],
] as const)('%# calls %s %s', async (call, method, url, body) => {
  await call();
  expect(last()).toEqual({ method, url, body });
});

it('times a call for the clock offset', async () => {
  const { answer, sentAt, receivedAt } = await timedRoomCall(() => roomHeartbeat(7));
  expect(answer).toEqual({ server_time: 5 });
  expect(receivedAt).toBeGreaterThanOrEqual(sentAt);
});

it("sends a DJ's write quietly when its page tells the failure itself, else as any write", async () => {
  await controlRoom(7, { action: 'play' }, { quiet: true });
  await addToRoomQueue(7, { song: 'trk1' }, { quiet: true });
  await removeFromRoomQueue(7, 41, { quiet: true });
  await endRoom(7, { quiet: true });
  await controlRoom(7, { action: 'play' });
  expect(seen.map((config) => config.quiet)).toEqual([true, true, true, true, undefined]);
});
