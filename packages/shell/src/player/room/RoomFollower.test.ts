import { ROOM_DRIFT_CHECK_MS, ROOM_SETTLE_CHECK_MS } from '@upclub/shared/rooms';
import { aRoomItem, aRoomState } from '@upclub/shared/testing';
import type { SongPost } from '@upclub/shared/types';
import type { DevicePosition, RoomDevice } from '../engine/RoomPlayback';
import { RoomFollower } from './RoomFollower';

// The player following a room: what the device is asked to do for each state of the room, and
// how a drift is corrected. The room's clock is the page's here (offset 0) unless a test says.

/** A device that records what it is asked (`calls`), where `at` says where it is. */
class FakeRoomDevice implements RoomDevice {
  calls: string[] = [];
  at: DevicePosition | null = null;
  canChangeRate = true;
  song = jest.fn((post: SongPost, positionAt: () => number, playing: boolean) => {
    this.calls.push(`song ${post.song} ${positionAt()} ${playing ? 'playing' : 'paused'}`);
  });
  pause = jest.fn(() => void this.calls.push('pause'));
  resume = jest.fn((positionAt: () => number) => void this.calls.push(`resume ${positionAt()}`));
  seek = jest.fn((positionMs: number) => void this.calls.push(`seek ${positionMs}`));
  clear = jest.fn(() => void this.calls.push('clear'));
  position = jest.fn(async () => this.at);
  setRate = jest.fn((rate: number) => void this.calls.push(`rate ${rate}`));
}

let now = 1_000_000;
beforeEach(() => {
  jest.useFakeTimers();
  now = 1_000_000;
});
afterEach(() => jest.useRealTimers());

function follower() {
  const device = new FakeRoomDevice();
  return { device, follower: new RoomFollower(device, () => now) };
}

/** Moves both the page's clock and the timers on. */
function later(ms: number) {
  now += ms;
  jest.advanceTimersByTime(ms);
}

const flush = async () => {
  for (let i = 0; i < 4; i += 1) await Promise.resolve();
};

describe('what the device plays', () => {
  it("plays the room's song at the room's position now, on the server's clock", () => {
    const { device, follower: f } = follower();
    // Playing from 15 s since server time 990_000; the server clock is 2 s ahead of this page.
    f.follow(aRoomState({ position_ms: 15_000, position_at: 990_000 }), 2_000);
    expect(device.calls).toEqual(['song trk41 27000 playing']);
    expect(device.song.mock.calls[0][0]).toMatchObject({ song_post: -41, club: 3, club_name: 'Night Owls' });
  });

  it('holds a paused room paused where it is, and a moved pause there', () => {
    const { device, follower: f } = follower();
    f.follow(aRoomState({ playing: false, position_ms: 9_000 }), 0);
    f.follow(aRoomState({ version: 2, playing: false, position_ms: 9_000 }), 0);
    f.follow(aRoomState({ version: 3, playing: false, position_ms: 60_000 }), 0);
    expect(device.calls).toEqual(['song trk41 9000 paused', 'seek 60000']);
  });

  it('pauses and resumes from where the room is', () => {
    const { device, follower: f } = follower();
    f.follow(aRoomState(), 0);
    f.follow(aRoomState({ version: 2, playing: false, position_ms: 4_000, position_at: now }), 0);
    later(10_000);
    f.follow(aRoomState({ version: 3, playing: true, position_ms: 4_000, position_at: now }), 0);
    later(500);
    expect(device.calls).toEqual(['song trk41 0 playing', 'pause', 'seek 4000', 'resume 4000']);
  });

  it('holds a pause at the room’s position, not where the pause reached the device later', () => {
    const { device, follower: f } = follower();
    f.follow(aRoomState({ position_ms: 0, position_at: now }), 0);
    later(5_000);
    // The DJ paused at 4.9 s; the event reached this device at 5 s.
    f.follow(aRoomState({ version: 2, playing: false, position_ms: 4_900, position_at: now - 100 }), 0);
    expect(device.calls).toEqual(['song trk41 0 playing', 'pause', 'seek 4900']);
  });

  it('loads the new song when the current item changes, the same song queued again included', () => {
    const { device, follower: f } = follower();
    f.follow(aRoomState(), 0);
    f.follow(aRoomState({ version: 2, current: aRoomItem(42), position_at: now }), 0);
    f.follow(aRoomState({ version: 3, current: aRoomItem(43, { song: 'trk42' }), position_at: now }), 0);
    expect(device.calls).toEqual(['song trk41 0 playing', 'song trk42 0 playing', 'song trk42 0 playing']);
  });

  it('stops when nothing is current, once', () => {
    const { device, follower: f } = follower();
    f.follow(aRoomState(), 0);
    f.follow(aRoomState({ version: 2, current: null, playing: false, queue: [] }), 0);
    f.follow(aRoomState({ version: 3, current: null, playing: false, queue: [] }), 0);
    expect(device.calls).toEqual(['song trk41 0 playing', 'clear']);
  });

  it("moves on to the queue's next song at the song's end, without waiting for the room's event", () => {
    const { device, follower: f } = follower();
    f.follow(aRoomState({ position_ms: 178_000 }), 0);
    later(1_999);
    expect(device.calls).toEqual(['song trk41 178000 playing']);
    later(2);
    expect(device.calls).toEqual(['song trk41 178000 playing', 'song trk42 1 playing']);
    // The room's event then only confirms it.
    f.follow(aRoomState({ version: 2, current: aRoomItem(42), queue: [], position_at: now - 1 }), 0);
    expect(device.song).toHaveBeenCalledTimes(2);
  });
});

describe('settling a start', () => {
  it('makes up, soon after a start, a drift that later checks would let be', async () => {
    const { device, follower: f } = follower();
    device.canChangeRate = false;
    f.follow(aRoomState({ position_ms: 0, position_at: now }), 0);
    // The command took its time to reach the device: 150 ms behind half a second in.
    device.at = { positionMs: ROOM_SETTLE_CHECK_MS - 150, paused: false };
    later(ROOM_SETTLE_CHECK_MS);
    await flush();
    expect(device.calls).toEqual(['song trk41 0 playing', `seek ${ROOM_SETTLE_CHECK_MS}`]);
    // Once settled, the usual tolerance again.
    device.at = { positionMs: ROOM_DRIFT_CHECK_MS - 150, paused: false };
    later(ROOM_DRIFT_CHECK_MS - ROOM_SETTLE_CHECK_MS);
    await flush();
    expect(device.calls).toHaveLength(2);
  });

  it('settles the DJ’s Play again too, by speed on a device that can change it', async () => {
    const { device, follower: f } = follower();
    f.follow(aRoomState({ position_ms: 0, position_at: now }), 0);
    f.follow(aRoomState({ version: 2, playing: false, position_ms: 1_000, position_at: now }), 0);
    later(5_000);
    f.follow(aRoomState({ version: 3, playing: true, position_ms: 1_000, position_at: now }), 0);
    device.at = { positionMs: 1_000 + ROOM_SETTLE_CHECK_MS - 100, paused: false };
    later(ROOM_SETTLE_CHECK_MS);
    await flush();
    expect(device.calls.slice(-1)).toEqual(['rate 1.05']);
  });

  it('lets a start that landed close enough be', async () => {
    const { device, follower: f } = follower();
    f.follow(aRoomState({ position_ms: 0, position_at: now }), 0);
    device.at = { positionMs: ROOM_SETTLE_CHECK_MS - 20, paused: false };
    later(ROOM_SETTLE_CHECK_MS);
    await flush();
    expect(device.calls).toEqual(['song trk41 0 playing']);
  });
});

describe('drift', () => {
  it('lets a drift under 250 ms be', async () => {
    const { device, follower: f } = follower();
    f.follow(aRoomState(), 0);
    later(ROOM_DRIFT_CHECK_MS);
    device.at = { positionMs: ROOM_DRIFT_CHECK_MS - 200, paused: false };
    later(ROOM_DRIFT_CHECK_MS);
    await flush();
    expect(device.calls).toEqual(['song trk41 0 playing']);
  });

  it('makes up a middle drift a little faster, for as long as it takes, then plays at normal speed', async () => {
    const { device, follower: f } = follower();
    f.follow(aRoomState(), 0);
    // 500 ms behind at the check: 5% faster for 10 s.
    device.at = { positionMs: ROOM_DRIFT_CHECK_MS - 500, paused: false };
    later(ROOM_DRIFT_CHECK_MS);
    await flush();
    expect(device.calls.slice(1)).toEqual(['rate 1.05']);
    device.at = null;
    later(9_999);
    expect(device.calls.slice(1)).toEqual(['rate 1.05']);
    later(1);
    expect(device.calls.slice(1)).toEqual(['rate 1.05', 'rate 1']);
  });

  it('seeks a middle drift from 500 ms on a device that cannot change its speed', async () => {
    const { device, follower: f } = follower();
    device.canChangeRate = false;
    f.follow(aRoomState(), 0);
    device.at = { positionMs: ROOM_DRIFT_CHECK_MS + 600, paused: false };
    later(ROOM_DRIFT_CHECK_MS);
    await flush();
    expect(device.calls.slice(1)).toEqual([`seek ${ROOM_DRIFT_CHECK_MS}`]);
  });

  it("seeks a drift from 2 s at once, e.g. after a DJ's seek", async () => {
    const { device, follower: f } = follower();
    f.follow(aRoomState(), 0);
    device.at = { positionMs: 1_000, paused: false };
    f.follow(aRoomState({ version: 2, position_ms: 90_000, position_at: now }), 0);
    await flush();
    expect(device.calls).toEqual(['song trk41 0 playing', 'seek 90000']);
  });

  it('leaves a device alone that is not on the song yet, or held paused', async () => {
    const { device, follower: f } = follower();
    f.follow(aRoomState(), 0);
    device.at = { positionMs: 0, paused: true };
    later(ROOM_DRIFT_CHECK_MS * 3);
    await flush();
    expect(device.calls).toEqual(['song trk41 0 playing']);
  });
});

describe('rejoining and stopping', () => {
  it('plays the room again from where it is (a refused autoplay, then Play)', () => {
    const { device, follower: f } = follower();
    f.follow(aRoomState(), 0);
    later(30_000);
    f.rejoin();
    expect(device.calls).toEqual(['song trk41 0 playing', 'resume 30000']);
  });

  it('stops its timers and puts the speed back when the room is left', async () => {
    const { device, follower: f } = follower();
    f.follow(aRoomState({ position_ms: 170_000 }), 0);
    device.at = { positionMs: ROOM_DRIFT_CHECK_MS + 170_000 - 500, paused: false };
    later(ROOM_DRIFT_CHECK_MS);
    await flush();
    f.stop();
    later(60_000);
    await flush();
    expect(device.calls).toEqual(['song trk41 170000 playing', 'rate 1.05', 'rate 1']);
  });
});
