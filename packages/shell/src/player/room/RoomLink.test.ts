import { aRoomState } from '@upclub/shared/testing';
import { PlayerEngine } from '../engine/PlayerEngine';
import { FakeSdkPlayer, fakeDeps, flush } from '../testing/fakeSdk';
import { songPost } from '../testing/posts';
import { fakeRooms } from '../testing/rooms';
import { DJ_SEEK_SETTLE_MS } from './RoomLink';

// The player following the page's room session, and the user's own playback actions while it
// does: a listener is asked to leave first, a DJ controls the room (issue 25).

const page = { name: 'discover' };
const list = [1, 2, 3].map((id) => songPost(id));
const room = (overrides = {}) => aRoomState({ server_time: Date.now(), position_at: Date.now(), ...overrides });

beforeEach(() => {
  jest.useFakeTimers();
  FakeSdkPlayer.instances = [];
});
afterEach(() => jest.useRealTimers());

/** A started engine, its device ready, the listener playing `list[0]`, and the room session the test drives. */
async function inPage(options: Parameters<typeof fakeRooms>[0] = {}) {
  const rooms = fakeRooms(options);
  const { deps } = fakeDeps();
  const engine = new PlayerEngine(deps, rooms.deps);
  engine.start();
  await flush();
  FakeSdkPlayer.latest().ready();
  engine.playList(list, 0, page);
  return { engine, deps, rooms };
}

/** …then in room 7, its song playing. */
async function inRoom(options: Parameters<typeof fakeRooms>[0] = {}) {
  const made = await inPage(options);
  made.rooms.listening(room());
  await flush();
  return made;
}

describe('following the room', () => {
  it("plays the room's song once the join answered, the listener's list kept aside", async () => {
    const { engine, deps, rooms } = await inPage();
    rooms.session({ room: 7, club: 3, status: 'joining', state: null, clockOffsetMs: 0 });
    expect(rooms.deps.load).toHaveBeenCalled();
    expect(engine.getSnapshot().room).toBeNull();
    rooms.listening(room({ position_ms: 15_000 }));
    await flush();
    expect(deps.startPlayback).toHaveBeenLastCalledWith('this-device', {
      uris: ['spotify:track:trk41'],
      position_ms: 15_000,
    });
    expect(engine.getSnapshot().room).toEqual({
      room: 7,
      club: 3,
      clubName: 'Night Owls',
      dj: false,
      confirming: false,
      songItem: 41,
      songPost: 41,
      songPostPath: '/discover/?share_post=41',
    });
  });

  it("gives the player back when the room ends or the session goes: the listener's list, paused", async () => {
    for (const end of ['ended', 'gone'] as const) {
      const { engine, rooms } = await inRoom();
      if (end === 'ended') rooms.session({ room: 7, club: 3, status: 'ended', state: room(), clockOffsetMs: 0 });
      else rooms.session(null);
      const { player, status, room: shown } = engine.getSnapshot();
      expect(shown).toBeNull();
      expect(player.current).toMatchObject({ song_post: 1 });
      expect(status.playing).toBe(false);
    }
  });

  it('leaves shuffle and repeat alone while in a room', async () => {
    const { engine } = await inRoom();
    const before = engine.getSnapshot().player;
    engine.toggleShuffle();
    engine.cycleRepeat();
    expect(engine.getSnapshot().player).toBe(before);
  });
});

describe("a listener's own actions", () => {
  it('are asked about first: Stay drops them', async () => {
    const { engine, deps } = await inRoom();
    const plays = jest.mocked(deps.startPlayback).mock.calls.length;
    engine.pause();
    expect(engine.getSnapshot().room?.confirming).toBe(true);
    expect(engine.getSnapshot().status.playing).toBe(true);
    engine.stayInRoom();
    expect(engine.getSnapshot().room).toMatchObject({ confirming: false });
    expect(deps.startPlayback).toHaveBeenCalledTimes(plays);
  });

  it('Leave the room: out of it, then the action on their own list', async () => {
    const { engine, deps, rooms } = await inRoom();
    engine.next();
    engine.leaveRoomAndContinue();
    expect(rooms.commands).toEqual([{ type: 'leave' }]);
    expect(engine.getSnapshot().room).toBeNull();
    expect(deps.startPlayback).toHaveBeenLastCalledWith('this-device', { uris: ['spotify:track:track2'] });
    // The session then goes; the player stays the listener's.
    rooms.session(null);
    expect(engine.getSnapshot().player.current).toMatchObject({ song_post: 2 });
  });

  it('asks about a post played from a page too', async () => {
    const { engine } = await inRoom({ userId: 2 });
    engine.handle({ type: 'toggle', post: songPost(9) });
    expect(engine.getSnapshot().room?.confirming).toBe(true);
  });

  it('a Play while the room plays and this player does not (a refused autoplay) plays the room again, unasked', async () => {
    const { engine, deps } = await inRoom();
    FakeSdkPlayer.latest().state('trk41', { paused: true });
    expect(engine.getSnapshot().status.playing).toBe(false);
    jest.advanceTimersByTime(5_000);
    engine.toggle();
    expect(engine.getSnapshot().room?.confirming).toBe(false);
    expect(FakeSdkPlayer.latest().calls).toContain('seek 5000');
    expect(FakeSdkPlayer.latest().resume).toHaveBeenCalled();
    expect(deps.startPlayback).toHaveBeenCalledTimes(2);
  });
});

describe("a DJ's transport", () => {
  it('controls the room with the version they saw, and the answer is applied at once', async () => {
    const { engine, rooms } = await inRoom({ userId: 2 });
    expect(engine.getSnapshot().room?.dj).toBe(true);
    engine.toggle();
    engine.next();
    engine.previous();
    engine.pause();
    await flush();
    expect(rooms.deps.controlRoom.mock.calls).toEqual([
      [7, { action: 'pause', version: 1 }],
      [7, { action: 'skip', version: 1 }],
      [7, { action: 'previous', version: 1 }],
      [7, { action: 'pause', version: 1 }],
    ]);
    expect(rooms.commands[0]).toEqual({ type: 'apply', state: aRoomState({ version: 2 }) });
    expect(engine.getSnapshot().room?.confirming).toBe(false);
  });

  it('seeks the room to where the slider settled', async () => {
    const { engine, rooms } = await inRoom({ userId: 2 });
    engine.seek(10_000);
    engine.seek(20_000);
    engine.seek(30_400.6);
    jest.advanceTimersByTime(DJ_SEEK_SETTLE_MS);
    expect(rooms.deps.controlRoom.mock.calls).toEqual([[7, { action: 'seek', position_ms: 30_401, version: 1 }]]);
  });
});
