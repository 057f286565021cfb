import type { PlayerState } from '@upclub/shared/types';
import * as actions from '../actions';
import { FakeDevice } from '../testing/fakeDevice';
import { TestSessionError, fakeDeps, flush, sdkState } from '../testing/fakeSdk';
import { playing, songPost } from '../testing/posts';
import type { EngineDeps } from './deps';
import { PlaybackCommands } from './PlaybackCommands';

const page = { name: 'discover' };
const short = (id: number) => songPost(id, { track_details: { ...songPost(id).track_details!, duration_ms: 10_000 } });
const list = [1, 2, 3].map(short);
const uri = (id: number) => `spotify:track:track${id}`;
const play = (id: number, position?: number) => ({ uris: [uri(id)], ...(position && { position_ms: position }) });

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** Commands on a fake device ('this-device', ready); `stored` is restored first, then `list[playingAt]` played. */
function commands(
  options: Partial<EngineDeps> & { stored?: PlayerState; device?: FakeDevice; playingAt?: number } = {},
) {
  const { stored, device = new FakeDevice(), playingAt, ...overrides } = options;
  const { deps } = fakeDeps(overrides);
  const changed = jest.fn();
  const playback = new PlaybackCommands(deps, device, changed, 100);
  if (stored) playback.restore(stored);
  if (playingAt !== undefined) playback.playList(list, playingAt, page);
  return { playback, deps, device, changed };
}

/** What is saved of a play kept for after a new authorization. */
const kept = (id: number) => ({ post: expect.objectContaining({ song_post: id }), list: expect.any(Array), page });

/** The parts of a state a rule decides (the engine clears pauseNext once it has acted on it). */
const rule = ({ list, index, current, repeat, shuffle }: PlayerState) => ({ list, index, current, repeat, shuffle });

describe('PlaybackCommands: each command applies its pure action', () => {
  it('playList: the list rule, then the chosen post plays on the device', () => {
    const { playback, deps, device } = commands({ random: () => 0.3 });
    const expected = actions.playList(playback.state, list, 1, page, () => 0.3);
    playback.playList(list, 1, page);
    expect(playback.state).toEqual(expected);
    expect(deps.startPlayback).toHaveBeenCalledWith('this-device', play(2));
    expect(device.calls).toEqual(['activate']);
    expect(playback.status).toMatchObject({ post: expected.current, playing: true, positionMs: 0, durationMs: 10_000 });
    expect(deps.saveState).toHaveBeenLastCalledWith(expected);
  });

  it('toggle on another post: the play-post rule (within the current list)', () => {
    const { playback, deps } = commands({ stored: playing(3, 0) });
    const before = playback.state;
    playback.toggle(songPost(3));
    expect(rule(playback.state)).toEqual(rule(actions.playPost(before, songPost(3))));
    expect(deps.startPlayback).toHaveBeenCalledWith('this-device', play(3));
  });

  it('next and previous: their rules, each played', () => {
    const { playback, deps } = commands({ stored: playing(3, 1) });
    let before = playback.state;
    playback.next();
    expect(rule(playback.state)).toEqual(rule(actions.next(before)));
    expect(deps.startPlayback).toHaveBeenLastCalledWith('this-device', play(3));
    before = playback.state;
    playback.previous();
    expect(rule(playback.state)).toEqual(rule(actions.previous(before)));
    expect(deps.startPlayback).toHaveBeenLastCalledWith('this-device', play(2));
  });

  it('next at the end wraps to the first post and holds it paused (the pause-next flag)', () => {
    const { playback, deps, device } = commands({ playingAt: 2 });
    playback.followDevice(sdkState('track3'));
    const wrapped = actions.next(playback.state);
    expect(wrapped.pauseNext).toBe(true);
    playback.next();
    expect(rule(playback.state)).toEqual(rule(wrapped));
    expect(playback.state.pauseNext).toBe(false);
    expect(playback.status).toMatchObject({ playing: false, positionMs: 0 });
    expect(deps.startPlayback).toHaveBeenCalledTimes(1);
    expect(device.pause).toHaveBeenCalled();
    playback.toggle();
    expect(deps.startPlayback).toHaveBeenLastCalledWith('this-device', play(1));
  });

  it('shuffle and repeat: their rules, saved, nothing played', () => {
    const { playback, deps } = commands({ stored: playing(4, 2), random: () => 0.7 });
    let before = playback.state;
    playback.toggleShuffle();
    expect(playback.state).toEqual(actions.toggleShuffle(before, () => 0.7));
    before = playback.state;
    playback.cycleRepeat();
    expect(playback.state).toEqual(actions.cycleRepeat(before));
    expect(deps.saveState).toHaveBeenLastCalledWith(playback.state);
    expect(deps.startPlayback).not.toHaveBeenCalled();
  });

  it('removing the playing post: the remove rule, and the next post plays', () => {
    const { playback, deps, device } = commands();
    playback.playList(list.slice(0, 2), 0, page);
    playback.followDevice(sdkState('track1'));
    const before = playback.state;
    playback.remove(1);
    expect(rule(playback.state)).toEqual(rule(actions.removePost(before, 1).state));
    expect(deps.startPlayback).toHaveBeenLastCalledWith('this-device', play(2));
    playback.followDevice(sdkState('track2'));
    playback.remove(2);
    expect(playback.state.current).toBeNull();
    expect(playback.status).toMatchObject({ post: null, playing: false, positionMs: 0, durationMs: 0 });
    expect(device.pause).toHaveBeenCalledTimes(1);
  });

  it('removing the paused current post moves to the next one, paused; another post only leaves the list', () => {
    const { playback, deps } = commands({ stored: playing(3, 0) });
    playback.remove(3);
    expect(playback.state.list.map((p) => p.song_post)).toEqual([1, 2]);
    expect(playback.state.current?.song_post).toBe(1);
    playback.remove(1);
    expect(playback.state.current?.song_post).toBe(2);
    expect(playback.status.playing).toBe(false);
    expect(deps.startPlayback).not.toHaveBeenCalled();
    playback.remove(99);
    expect(deps.saveState).toHaveBeenCalledTimes(2);
  });

  it('tells the engine when another post became current', () => {
    const { playback, changed } = commands({ stored: playing(3, 0) });
    playback.cycleRepeat();
    expect(changed).toHaveBeenLastCalledWith({ currentChanged: false });
    playback.next();
    expect(changed).toHaveBeenCalledWith({ currentChanged: true });
  });
});

describe('PlaybackCommands: play, pause and resume on the device', () => {
  it('pause and resume go to the device when it holds the current post', () => {
    const { playback, deps, device } = commands({ playingAt: 0 });
    playback.followDevice(sdkState('track1'));
    playback.toggle();
    expect(playback.status.playing).toBe(false);
    playback.toggle();
    expect(device.calls).toEqual(['activate', 'pause', 'resume']);
    expect(playback.status.playing).toBe(true);
    expect(deps.startPlayback).toHaveBeenCalledTimes(1);
  });

  it('a restored post (not on the device) plays from its position instead of resuming', () => {
    const { playback, deps, device } = commands({ stored: playing(3, 1) });
    playback.seek(4000.4);
    expect(device.seek).not.toHaveBeenCalled();
    playback.toggle();
    expect(device.resume).not.toHaveBeenCalled();
    expect(deps.startPlayback).toHaveBeenCalledWith('this-device', play(2, 4000));
  });

  it('a device that cannot resume gets the post played again from where it was', () => {
    const device = new FakeDevice();
    device.canResume = false;
    const { playback, deps } = commands({ device, playingAt: 0 });
    playback.followDevice(sdkState('track1', { position: 3000, duration: 10_000 }));
    playback.pause();
    playback.toggle();
    expect(deps.startPlayback).toHaveBeenLastCalledWith('this-device', play(1, 3000));
  });

  it('seek goes to the device holding the post; volume is clamped, set and remembered', () => {
    const { playback, deps, device } = commands();
    playback.seek(5000);
    expect(playback.status.positionMs).toBe(0);
    playback.playList(list, 0, page);
    playback.seek(-20);
    playback.seek(2500.6);
    expect(device.calls).toEqual(['activate', 'seek 0', 'seek 2501']);
    playback.setVolume(130);
    playback.setVolume(29.6);
    expect(device.setVolume).toHaveBeenLastCalledWith(30);
    expect(deps.saveVolume).toHaveBeenCalledWith(100);
    expect(deps.saveVolume).toHaveBeenLastCalledWith(30);
    expect(playback.status.volume).toBe(30);
  });
});

describe('PlaybackCommands: following the device', () => {
  it('takes playing, position and duration from the device while it plays the current post', () => {
    const { playback } = commands({ playingAt: 0 });
    playback.followDevice(sdkState('track1', { position: 1500, duration: 9000, paused: true }));
    expect(playback.status).toMatchObject({ playing: false, positionMs: 1500, durationMs: 9000 });
    playback.followDevice(sdkState('track1', { position: 1600, duration: 9000 }));
    expect(playback.status.playing).toBe(true);
    playback.followDevice(null);
    expect(playback.status).toMatchObject({ playing: false, positionMs: 1600 });
  });

  it('ticks the progress every second while playing, up to the duration', () => {
    const { playback } = commands({ stored: { ...playing(1, 0), repeat: 'none' } });
    playback.toggle();
    playback.followDevice(sdkState('track1', { position: 1000, duration: 180_000 }));
    jest.advanceTimersByTime(1000);
    expect(playback.status.positionMs).toBe(2000);
    jest.advanceTimersByTime(2000);
    expect(playback.status.positionMs).toBe(4000);
    playback.pause();
    jest.advanceTimersByTime(3000);
    expect(playback.status.positionMs).toBe(4000);
    playback.followDevice(sdkState('track1', { position: 179_500, duration: 180_000 }));
    jest.advanceTimersByTime(2000);
    expect(playback.status.positionMs).toBe(180_000);
  });

  it('auto-advance plays what the advance rule gives, once (repeat all)', () => {
    const { playback, deps } = commands({ playingAt: 0 });
    const advanced = actions.autoAdvance(playback.state).state;
    playback.followDevice(sdkState('track1', { position: 7000, duration: 10_000 }));
    jest.advanceTimersByTime(1000);
    expect(rule(playback.state)).toEqual(rule(advanced));
    expect(deps.startPlayback).toHaveBeenLastCalledWith('this-device', play(2));
    expect(deps.startPlayback).toHaveBeenCalledTimes(2);
    // The device still reports the old track near its end: no second advance.
    playback.followDevice(sdkState('track1', { position: 9000, duration: 10_000 }));
    expect(deps.startPlayback).toHaveBeenCalledTimes(2);
  });

  it('repeat track replays the same post at the end; repeat none stops at the end of the list', () => {
    const { playback, deps } = commands({ playingAt: 2 });
    playback.cycleRepeat(); // all -> track
    playback.followDevice(sdkState('track3', { position: 8500, duration: 10_000 }));
    expect(deps.startPlayback).toHaveBeenLastCalledWith('this-device', play(3));
    expect(deps.startPlayback).toHaveBeenCalledTimes(2);
    playback.cycleRepeat(); // track -> none
    playback.followDevice(sdkState('track3', { position: 8500, duration: 10_000 }));
    jest.advanceTimersByTime(1000);
    expect(deps.startPlayback).toHaveBeenCalledTimes(2);
  });

  it('resets the current post (the reset rule) when the device plays another track for 2 s', () => {
    const { playback } = commands({ playingAt: 0 });
    const reset = actions.resetCurrent(playback.state);
    playback.followDevice(sdkState('someone-else'));
    expect(playback.status.playing).toBe(false);
    jest.advanceTimersByTime(1999);
    expect(playback.state.current?.song_post).toBe(1);
    jest.advanceTimersByTime(1);
    expect(playback.state).toEqual(reset);
    expect(playback.status).toMatchObject({ post: null, playing: false, positionMs: 0 });
  });

  it('keeps the current post when the device catches up within 2 s', () => {
    const { playback } = commands({ playingAt: 0 });
    playback.followDevice(sdkState('previous-track'));
    jest.advanceTimersByTime(1500);
    playback.followDevice(sdkState('track1'));
    jest.advanceTimersByTime(3000);
    expect(playback.state.current?.song_post).toBe(1);
  });

  it('a detached device holds nothing: play/pause plays the post again', () => {
    const { playback, deps } = commands({ playingAt: 0 });
    playback.followDevice(sdkState('track1', { paused: true }));
    playback.deviceDetached();
    expect(playback.status.ready).toBe(false);
    playback.toggle();
    expect(deps.startPlayback).toHaveBeenCalledTimes(2);
  });

  it('a lost device or a playback error stops the playing status', () => {
    const { playback } = commands();
    playback.deviceReady();
    playback.playList(list, 0, page);
    playback.playbackFailed();
    expect(playback.status.playing).toBe(false);
    playback.toggle();
    playback.deviceLost();
    expect(playback.status).toMatchObject({ playing: false, ready: false });
  });
});

describe('PlaybackCommands: without a ready device', () => {
  it('a play while the device is starting waits for it', () => {
    const device = new FakeDevice().notReady(false);
    const { playback, deps } = commands({ device, playingAt: 1 });
    expect(playback.status).toMatchObject({ playing: false, post: { song_post: 2 } });
    expect(deps.startPlayback).not.toHaveBeenCalled();
    device.id = 'this-device';
    playback.deviceReady();
    expect(playback.status.ready).toBe(true);
    expect(deps.startPlayback).toHaveBeenCalledWith('this-device', play(2));
  });

  it('a play after the device was lost is kept and the user authorizes again (spec §4)', () => {
    const { playback, deps } = commands({ device: new FakeDevice().notReady(true) });
    playback.playList(list, 0, page);
    expect(deps.startPlayback).not.toHaveBeenCalled();
    expect(deps.savePendingPlay).toHaveBeenCalledWith(kept(1));
    expect(deps.navigate).toHaveBeenCalledWith('/authorize-spotify');
  });

  it('playWhenReady makes the post current at once and plays it when the device is ready', () => {
    const device = new FakeDevice().notReady(false);
    const { playback, deps } = commands({ device });
    playback.playWhenReady(list[1]);
    expect(playback.state.current?.song_post).toBe(2);
    expect(deps.startPlayback).not.toHaveBeenCalled();
    device.id = 'this-device';
    playback.deviceReady();
    expect(deps.startPlayback).toHaveBeenCalledWith('this-device', play(2));
  });

  it('a ready device replays the play kept over a new authorization', () => {
    const takePendingPlay = jest.fn(() => ({ post: list[2], list, page }));
    const { playback, deps } = commands({ takePendingPlay });
    playback.deviceReady();
    expect(deps.startPlayback).toHaveBeenCalledWith('this-device', play(3));
    expect(rule(playback.state)).toEqual(rule(actions.playPost(actions.INITIAL_PLAYER_STATE, list[2], list, page)));
  });

  it('stopping drops the waiting plays and the ticks', () => {
    const device = new FakeDevice().notReady(false);
    const { playback, deps } = commands({ device, playingAt: 0 });
    playback.stop();
    device.id = 'this-device';
    playback.deviceReady();
    expect(deps.startPlayback).not.toHaveBeenCalled();
    expect(playback.status.playing).toBe(false);
  });
});

describe('PlaybackCommands: a play the provider refuses', () => {
  it('for a token reason: kept, and the user authorizes again', async () => {
    const startPlayback = jest.fn(async () => Promise.reject(new TestSessionError('refreshFailed')));
    const { playback, deps } = commands({ startPlayback, playingAt: 1 });
    await flush();
    expect(deps.savePendingPlay).toHaveBeenCalledWith(kept(2));
    expect(deps.navigate).toHaveBeenCalledWith('/authorize-spotify');
    expect(playback.status.playing).toBe(false);
  });

  it('for another reason: it only stops playing', async () => {
    const startPlayback = jest.fn(async () => Promise.reject(Object.assign(new Error('rate'), { status: 429 })));
    const { playback, deps } = commands({ startPlayback, playingAt: 1 });
    await flush();
    expect(playback.status.playing).toBe(false);
    expect(deps.savePendingPlay).not.toHaveBeenCalled();
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  it('a 404 that re-created the player: played once more on the new device, not twice', async () => {
    const device = new FakeDevice();
    const startPlayback = jest.fn(async (deviceId: string) => {
      device.id = deviceId === 'this-device' ? 'new-device' : 'newer-device';
      throw Object.assign(new Error('no device'), { status: 404 });
    });
    const { playback } = commands({ startPlayback, device, playingAt: 0 });
    await flush();
    expect(startPlayback.mock.calls.map(([id]) => id)).toEqual(['this-device', 'new-device']);
    expect(playback.status.playing).toBe(false);
  });

  it('a failure that arrives after another post became current is ignored', async () => {
    let fail!: (error: unknown) => void;
    const startPlayback = jest
      .fn()
      .mockImplementationOnce(() => new Promise((_, reject) => (fail = reject)))
      .mockResolvedValue(null);
    const { playback, deps } = commands({ startPlayback, playingAt: 0 });
    playback.next();
    fail(new TestSessionError('late'));
    await flush();
    expect(playback.status.playing).toBe(true);
    expect(deps.navigate).not.toHaveBeenCalled();
  });
});

describe('PlaybackCommands: the search modal snapshot and changes made elsewhere', () => {
  it('restores the playback remembered when a search modal opened, if it changed', () => {
    const { playback, deps } = commands({ playingAt: 1 });
    playback.followDevice(sdkState('track2', { position: 4000, duration: 10_000 }));
    playback.saveSnapshot();
    playback.playList([songPost(50)], 0, { name: 'song_search' });
    playback.restoreSnapshot();
    expect(playback.state.current?.song_post).toBe(2);
    expect(playback.state.page).toEqual(page);
    expect(deps.startPlayback).toHaveBeenLastCalledWith('this-device', play(2, 4000));
  });

  it('restores a paused playback paused, at its position', () => {
    const { playback, deps } = commands({ stored: playing(3, 1) });
    playback.seek(3000);
    playback.saveSnapshot();
    playback.playList([songPost(50)], 0, { name: 'song_search' });
    playback.restoreSnapshot();
    expect(playback.state.current?.song_post).toBe(2);
    expect(playback.status).toMatchObject({ playing: false, positionMs: 3000 });
    expect(deps.startPlayback).toHaveBeenCalledTimes(1);
  });

  it('leaves the playback alone when the same post plays (only its list comes back)', () => {
    const { playback, deps } = commands({ playingAt: 1 });
    playback.saveSnapshot();
    playback.restoreSnapshot();
    playback.restoreSnapshot();
    expect(deps.startPlayback).toHaveBeenCalledTimes(1);
    expect(playback.state.list).toEqual(actions.withOrder(list));
  });

  it('a like made elsewhere reaches every copy it holds, and is saved', () => {
    const { playback, deps } = commands({ stored: playing(3, 0) });
    expect(playback.applyPostChange({ songPost: 9, liked: true })).toBe(false);
    expect(playback.applyPostChange({ songPost: 1, liked: true, formatted_likes: '1' })).toBe(true);
    expect(playback.state.current).toMatchObject({ liked: true, formatted_likes: '1' });
    expect(playback.state.list[0]).toMatchObject({ liked: true });
    expect(playback.status.post).toMatchObject({ liked: true });
    expect(deps.saveState).toHaveBeenLastCalledWith(playback.state);
  });

  it('keeps whether Now Playing is open with the state; a restored state is closed', () => {
    const { playback, deps } = commands({ stored: { ...playing(3, 0), open: true } });
    expect(playback.state.open).toBe(false);
    playback.setOpen(true);
    expect(deps.saveState).toHaveBeenLastCalledWith(expect.objectContaining({ open: true }));
  });
});
