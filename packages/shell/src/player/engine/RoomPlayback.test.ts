import { aRoomItem } from '@upclub/shared/testing';
import { roomPost } from '../room/roomPost';
import { FakeDevice } from '../testing/fakeDevice';
import { fakeDeps, flush, sdkState } from '../testing/fakeSdk';
import { songPost } from '../testing/posts';
import { RoomPlayback } from './RoomPlayback';

// The player in a club room's mode: the room's follower drives it, the listener's own list waits
// aside (unsaved over), and comes back paused when they leave.

const page = { name: 'discover' };
const short = (id: number) => songPost(id, { track_details: { ...songPost(id).track_details!, duration_ms: 10_000 } });
const list = [1, 2, 3].map(short);
const club = { club: 3, club_name: 'Night Owls' };
const song = (item: number) => roomPost(aRoomItem(item), club);
const uri = (item: number) => `spotify:track:trk${item}`;

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** Room-mode commands on a fake device, the listener playing `list[1]` at 4 s. */
function listening(device = new FakeDevice()) {
  const { deps } = fakeDeps();
  const playback = new RoomPlayback(deps, device, jest.fn(), 100);
  playback.playList(list, 1, page);
  playback.seek(4_000);
  jest.mocked(deps.saveState).mockClear();
  device.calls = [];
  return { playback, deps, device };
}

describe('entering and leaving a room', () => {
  it("stops the listener's playback and keeps their list aside, saving nothing over it", () => {
    const { playback, device, deps } = listening();
    playback.enterRoom();
    expect(device.calls).toEqual(['pause']);
    expect(playback.following).toBe(true);
    expect(playback.state).toMatchObject({ list: [], current: null, index: -1 });
    expect(playback.status).toMatchObject({ playing: false, post: null });
    playback.song(song(41), () => 15_000, true);
    expect(deps.saveState).not.toHaveBeenCalled();
  });

  it('gives the player back on leaving: their list, paused where they were, the speed normal again', () => {
    const { playback, device, deps } = listening();
    playback.enterRoom();
    playback.song(song(41), () => 15_000, true);
    device.calls = [];
    playback.leaveRoom();
    expect(playback.following).toBe(false);
    expect(device.calls).toEqual(['rate 1', 'pause']);
    expect(playback.state).toMatchObject({ index: 1, current: { song_post: 2 } });
    expect(playback.status).toMatchObject({ playing: false, positionMs: 4_000, post: { song_post: 2 } });
    expect(deps.saveState).toHaveBeenLastCalledWith(expect.objectContaining({ index: 1 }));
    // Play starts their post anew from there (the device holds the room's song).
    playback.toggle();
    expect(deps.startPlayback).toHaveBeenLastCalledWith('this-device', {
      uris: ['spotify:track:track2'],
      position_ms: 4_000,
    });
  });
});

describe("the room's song", () => {
  it('plays from the position asked for, or holds it paused there', () => {
    const { playback, deps } = listening();
    playback.enterRoom();
    playback.song(song(41), () => 15_000, true);
    expect(deps.startPlayback).toHaveBeenLastCalledWith('this-device', { uris: [uri(41)], position_ms: 15_000 });
    expect(playback.status).toMatchObject({ playing: true, positionMs: 15_000, durationMs: 180_000 });
    playback.song(song(42), () => 9_000, false);
    expect(playback.status).toMatchObject({ playing: false, positionMs: 9_000, post: { song_post: -42 } });
    expect(deps.startPlayback).toHaveBeenCalledTimes(2);
  });

  it('starts where the room is by the time a starting device is ready', () => {
    const device = new FakeDevice();
    const { playback, deps } = listening(device);
    device.notReady(false);
    playback.enterRoom();
    let room = 1_000;
    playback.song(song(41), () => room, true);
    expect(deps.startPlayback).toHaveBeenCalledTimes(1);
    room = 2_500;
    device.id = 'this-device';
    playback.deviceReady();
    expect(deps.startPlayback).toHaveBeenLastCalledWith('this-device', { uris: [uri(41)], position_ms: 2_500 });
  });

  it('resumes where the room is: sought first, then sound', () => {
    const { playback, device } = listening();
    playback.enterRoom();
    playback.song(song(41), () => 15_000, true);
    playback.pause();
    device.calls = [];
    playback.resume(() => 20_000);
    expect(device.calls).toEqual(['seek 20000', 'resume']);
    expect(playback.status).toMatchObject({ playing: true, positionMs: 20_000 });
  });

  it('does not advance near the end (even on repeat this song) nor reset off track: the room decides', () => {
    const { playback, deps } = listening();
    while (playback.state.repeat !== 'track') playback.cycleRepeat();
    playback.enterRoom();
    playback.song(song(41), () => 179_000, true);
    playback.followDevice(sdkState('trk41', { position: 179_000, duration: 180_000 }));
    jest.advanceTimersByTime(3_000);
    playback.followDevice(sdkState('elsewhere', { position: 1_000 }));
    jest.advanceTimersByTime(3_000);
    expect(deps.startPlayback).toHaveBeenCalledTimes(2);
    expect(playback.state.current).toMatchObject({ song_post: -41 });
  });

  it("keeps no search modal's snapshot to put back over the room's next song", () => {
    const { playback, deps } = listening();
    playback.enterRoom();
    playback.song(song(41), () => 0, true);
    playback.saveSnapshot();
    playback.song(song(42), () => 0, true);
    playback.restoreSnapshot();
    expect(deps.startPlayback).toHaveBeenLastCalledWith('this-device', { uris: [uri(42)] });
    expect(playback.state.current).toMatchObject({ song_post: -42 });
  });

  it('drops a snapshot taken before the room: not put back in the room, nor after it', () => {
    const { playback, deps } = listening();
    playback.saveSnapshot();
    playback.enterRoom();
    playback.song(song(41), () => 0, true);
    playback.restoreSnapshot();
    expect(playback.state.current).toMatchObject({ song_post: -41 });
    playback.leaveRoom();
    playback.next();
    const plays = jest.mocked(deps.startPlayback).mock.calls.length;
    playback.restoreSnapshot();
    expect(deps.startPlayback).toHaveBeenCalledTimes(plays);
    expect(playback.state.current).toMatchObject({ song_post: 3 });
  });

  it('stops when the room has nothing to play', () => {
    const { playback, device } = listening();
    playback.enterRoom();
    playback.song(song(41), () => 0, true);
    device.calls = [];
    playback.clear();
    expect(device.calls).toEqual(['pause']);
    expect(playback.state.current).toBeNull();
    expect(playback.status).toMatchObject({ playing: false, positionMs: 0, durationMs: 0 });
  });
});

describe("the device's own position", () => {
  it("is read from the device while it plays the room's song, and not otherwise", async () => {
    const { playback, device } = listening();
    playback.enterRoom();
    expect(await playback.position()).toBeNull();
    playback.song(song(41), () => 0, true);
    device.state = sdkState('trk41', { position: 12_345 });
    expect(await playback.position()).toEqual({ positionMs: 12_345, paused: false });
    device.state = sdkState('other', { position: 1 });
    expect(await playback.position()).toBeNull();
    await flush();
  });

  it('changes speed where the device can', () => {
    const { playback, device } = listening();
    expect(playback.canChangeRate).toBe(false);
    device.canChangeRate = true;
    expect(playback.canChangeRate).toBe(true);
    playback.setRate(1.05);
    expect(device.setPlaybackRate).toHaveBeenCalledWith(1.05);
  });
});
