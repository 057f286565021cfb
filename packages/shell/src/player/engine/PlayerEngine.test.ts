import { FakeSdkPlayer, TestSessionError, flush, makeEngine } from '../testing/fakeSdk';
import { songPost } from '../testing/posts';

const page = { name: 'discover' };
const list = [1, 2, 3].map((id) => songPost(id, { track_details: { ...songPost(id).track_details!, duration_ms: 10_000 } }));

beforeEach(() => {
  jest.useFakeTimers();
  FakeSdkPlayer.instances = [];
});
afterEach(() => jest.useRealTimers());

/** An engine whose SDK player is connected and ready on device 'this-device'. */
async function readyEngine(overrides: Parameters<typeof makeEngine>[0] = {}) {
  const made = makeEngine(overrides);
  made.engine.start();
  await flush();
  const sdk = FakeSdkPlayer.latest();
  sdk.ready();
  return { ...made, sdk };
}

describe('PlayerEngine: connecting', () => {
  it('restores the saved playback paused', async () => {
    const { engine, deps } = await readyEngine({ stored: { list, index: 1, current: list[1], repeat: 'none', shuffle: true } });
    const { player, status } = engine.getSnapshot();
    expect(player.current?.song_post).toBe(2);
    expect(player.repeat).toBe('none');
    expect(status.playing).toBe(false);
    expect(deps.startPlayback).not.toHaveBeenCalled();
    engine.toggle();
    expect(deps.startPlayback).toHaveBeenCalledWith('this-device', { uris: ['spotify:track:track2'] });
  });
});

describe('PlayerEngine: playing', () => {
  it('plays a post of a list on this device and publishes the status', async () => {
    const { engine, deps, published } = await readyEngine();
    engine.playList(list, 0, page);
    expect(deps.startPlayback).toHaveBeenCalledWith('this-device', { uris: ['spotify:track:track1'] });
    expect(published.at(-1)).toMatchObject({ post: { song_post: 1 }, playing: true, positionMs: 0, durationMs: 10_000, ready: true });
    expect(deps.saveState).toHaveBeenLastCalledWith(expect.objectContaining({ index: 0, page }));
  });

  it('plays a post without track details by its track id', async () => {
    const { engine, deps } = await readyEngine();
    engine.toggle(songPost(9, { track_details: null, post_type: 1, song: 'abc' }));
    expect(deps.startPlayback).toHaveBeenCalledWith('this-device', { uris: ['spotify:track:abc'] });
  });

  it('ticks the progress every second while playing', async () => {
    const { engine, sdk } = await readyEngine();
    engine.playList(list, 0, page);
    sdk.state('track1', { position: 1000, duration: 10_000 });
    jest.advanceTimersByTime(1000);
    expect(engine.getSnapshot().status.positionMs).toBe(2000);
    jest.advanceTimersByTime(2000);
    expect(engine.getSnapshot().status.positionMs).toBe(4000);
    engine.pause();
    jest.advanceTimersByTime(3000);
    expect(engine.getSnapshot().status.positionMs).toBe(4000);
    expect(sdk.pause).toHaveBeenCalled();
  });

  it('advances once when 2 s or less remain (repeat all)', async () => {
    const { engine, deps, sdk } = await readyEngine();
    engine.playList(list, 0, page);
    sdk.state('track1', { position: 7000, duration: 10_000 });
    jest.advanceTimersByTime(1000);
    expect(deps.startPlayback).toHaveBeenLastCalledWith('this-device', { uris: ['spotify:track:track2'] });
    expect(deps.startPlayback).toHaveBeenCalledTimes(2);
    // The device still reports the old track near its end: no second advance.
    sdk.state('track1', { position: 9000, duration: 10_000 });
    expect(deps.startPlayback).toHaveBeenCalledTimes(2);
  });

  it('repeat track replays the same post at the end; repeat none stops at the end of the list', async () => {
    const { engine, deps, sdk } = await readyEngine();
    engine.playList(list, 2, page);
    engine.cycleRepeat(); // all -> track
    sdk.state('track3', { position: 8500, duration: 10_000 });
    expect(deps.startPlayback).toHaveBeenLastCalledWith('this-device', { uris: ['spotify:track:track3'] });
    expect(deps.startPlayback).toHaveBeenCalledTimes(2);
    engine.cycleRepeat(); // track -> none
    sdk.state('track3', { position: 8500, duration: 10_000 });
    jest.advanceTimersByTime(1000);
    expect(deps.startPlayback).toHaveBeenCalledTimes(2);
  });

  it('next at the end wraps to the first post and holds it paused', async () => {
    const { engine, deps, sdk } = await readyEngine();
    engine.playList(list, 2, page);
    sdk.state('track3');
    engine.next();
    const { player, status } = engine.getSnapshot();
    expect(player.current?.song_post).toBe(1);
    expect(status.playing).toBe(false);
    expect(deps.startPlayback).toHaveBeenCalledTimes(1);
    expect(sdk.pause).toHaveBeenCalled();
    engine.toggle();
    expect(deps.startPlayback).toHaveBeenLastCalledWith('this-device', { uris: ['spotify:track:track1'] });
  });

  it('previous at the start wraps to the last post and plays it', async () => {
    const { engine, deps } = await readyEngine();
    engine.playList(list, 0, page);
    engine.previous();
    expect(deps.startPlayback).toHaveBeenLastCalledWith('this-device', { uris: ['spotify:track:track3'] });
  });

  it('pause and resume go to the SDK when the device holds the post', async () => {
    const { engine, sdk, deps } = await readyEngine();
    engine.playList(list, 0, page);
    sdk.state('track1');
    engine.toggle();
    expect(engine.getSnapshot().status.playing).toBe(false);
    engine.toggle();
    expect(sdk.resume).toHaveBeenCalled();
    expect(deps.startPlayback).toHaveBeenCalledTimes(1);
  });

  it('removing the playing post plays the next one; removing the last one clears playback', async () => {
    const { engine, deps, sdk } = await readyEngine();
    engine.playList(list.slice(0, 2), 0, page);
    sdk.state('track1');
    engine.handle({ type: 'removed', songPost: 1 });
    expect(deps.startPlayback).toHaveBeenLastCalledWith('this-device', { uris: ['spotify:track:track2'] });
    engine.handle({ type: 'removed', songPost: 2 });
    expect(engine.getSnapshot().player.current).toBeNull();
    expect(engine.getSnapshot().status).toMatchObject({ post: null, playing: false });
  });

  it('sets the volume on the SDK and remembers it', async () => {
    const { engine, deps, sdk } = await readyEngine();
    engine.setVolume(30);
    expect(sdk.volume).toBe(0.3);
    expect(deps.saveVolume).toHaveBeenCalledWith(30);
    expect(engine.getSnapshot().status.volume).toBe(30);
  });

  it('plays a post asked for before the player was ready once it is ready', async () => {
    const { engine, deps } = makeEngine();
    engine.start();
    engine.handle({ type: 'playWhenReady', post: list[1], openPlayer: true });
    expect(engine.getSnapshot().nowPlaying).toMatchObject({ open: true, post: { song_post: 2 } });
    await flush();
    expect(deps.startPlayback).not.toHaveBeenCalled();
    FakeSdkPlayer.latest().ready();
    expect(deps.startPlayback).toHaveBeenCalledWith('this-device', { uris: ['spotify:track:track2'] });
  });
});

describe('PlayerEngine: the playing post follows the device', () => {
  it('resets the current post when the device plays another track for 2 s', async () => {
    const { engine, sdk } = await readyEngine();
    engine.playList(list, 0, page);
    sdk.state('someone-else');
    jest.advanceTimersByTime(1999);
    expect(engine.getSnapshot().player.current?.song_post).toBe(1);
    jest.advanceTimersByTime(1);
    expect(engine.getSnapshot().player.current).toBeNull();
    expect(engine.getSnapshot().status.post).toBeNull();
  });

  it('keeps the current post when the device catches up within 2 s', async () => {
    const { engine, sdk } = await readyEngine();
    engine.playList(list, 0, page);
    sdk.state('previous-track');
    jest.advanceTimersByTime(1500);
    sdk.state('track1');
    jest.advanceTimersByTime(3000);
    expect(engine.getSnapshot().player.current?.song_post).toBe(1);
  });
});

describe('PlayerEngine: Now Playing', () => {
  it('shows the new post 500 ms after the track changes while open', async () => {
    const { engine } = await readyEngine();
    engine.playList(list, 0, page, true);
    expect(engine.getSnapshot().nowPlaying).toMatchObject({ open: true, post: { song_post: 1 } });
    engine.next();
    expect(engine.getSnapshot().nowPlaying.post?.song_post).toBe(1);
    jest.advanceTimersByTime(499);
    expect(engine.getSnapshot().nowPlaying.post?.song_post).toBe(1);
    jest.advanceTimersByTime(1);
    expect(engine.getSnapshot().nowPlaying.post?.song_post).toBe(2);
  });

  it('follows the current post at once while closed', async () => {
    const { engine } = await readyEngine();
    engine.playList(list, 0, page);
    engine.next();
    engine.open();
    expect(engine.getSnapshot().nowPlaying.post?.song_post).toBe(2);
    engine.close();
    expect(engine.getSnapshot().nowPlaying.open).toBe(false);
  });

  it('applies a like made elsewhere to the posts it holds', async () => {
    const { engine } = await readyEngine();
    engine.playList(list, 0, page, true);
    engine.applyPostChange({ songPost: 1, liked: true, formatted_likes: '1' });
    expect(engine.getSnapshot().player.current).toMatchObject({ liked: true, formatted_likes: '1' });
    expect(engine.getSnapshot().nowPlaying.post).toMatchObject({ liked: true });
  });
});

describe('PlayerEngine: search modal snapshot', () => {
  it('restores the playback remembered when a search modal opened, if it changed', async () => {
    const { engine, deps, sdk } = await readyEngine();
    engine.playList(list, 1, page);
    sdk.state('track2', { position: 4000, duration: 10_000 });
    engine.handle({ type: 'saveSnapshot' });
    engine.handle({ type: 'playList', list: [songPost(50)], index: 0, page: { name: 'song_search' } });
    engine.handle({ type: 'restoreSnapshot' });
    expect(engine.getSnapshot().player.current?.song_post).toBe(2);
    expect(engine.getSnapshot().player.page).toEqual(page);
    expect(deps.startPlayback).toHaveBeenLastCalledWith('this-device', { uris: ['spotify:track:track2'], position_ms: 4000 });
  });

  it('leaves the playback alone when nothing changed', async () => {
    const { engine, deps } = await readyEngine();
    engine.playList(list, 1, page);
    engine.handle({ type: 'saveSnapshot' });
    engine.handle({ type: 'restoreSnapshot' });
    expect(deps.startPlayback).toHaveBeenCalledTimes(1);
  });
});

describe('PlayerEngine: errors', () => {
  it('a lost device waits to be ready again; a play meanwhile goes to authorize and is kept', async () => {
    const { engine, deps, sdk } = await readyEngine();
    sdk.emit('not_ready', { device_id: 'this-device' });
    expect(engine.getSnapshot().status.ready).toBe(false);
    expect(deps.navigate).not.toHaveBeenCalled();
    engine.playList(list, 0, page);
    expect(deps.startPlayback).not.toHaveBeenCalled();
    expect(deps.savePendingPlay).toHaveBeenCalledWith({ post: expect.objectContaining({ song_post: 1 }), list: expect.any(Array), page });
    expect(deps.navigate).toHaveBeenCalledWith('/authorize-spotify');
  });

  it('plays once more on the new device when the provider re-created the player after a 404', async () => {
    const startPlayback = jest.fn(async (deviceId: string) => {
      if (deviceId === 'this-device') {
        FakeSdkPlayer.latest().ready('new-device');
        throw Object.assign(new Error('no device'), { status: 404 });
      }
      return null;
    });
    const { engine } = await readyEngine({ startPlayback });
    engine.playList(list, 0, page);
    await flush();
    expect(startPlayback).toHaveBeenLastCalledWith('new-device', { uris: ['spotify:track:track1'] });
    expect(startPlayback).toHaveBeenCalledTimes(2);
  });

  it('a play that fails for a token reason is saved and the user authorizes again', async () => {
    const startPlayback = jest.fn(async () => {
      throw new TestSessionError('refreshFailed');
    });
    const { engine, deps } = await readyEngine({ startPlayback });
    engine.playList(list, 1, page);
    await flush();
    expect(deps.savePendingPlay).toHaveBeenCalledWith({ post: expect.objectContaining({ song_post: 2 }), list: expect.any(Array), page });
    expect(deps.navigate).toHaveBeenCalledWith('/authorize-spotify');
    expect(engine.getSnapshot().status.playing).toBe(false);
  });

  it('replays the saved play once ready after the new authorization', async () => {
    const takePendingPlay = jest.fn(() => ({ post: list[2], list, page }));
    const { deps } = await readyEngine({ takePendingPlay });
    expect(deps.startPlayback).toHaveBeenCalledWith('this-device', { uris: ['spotify:track:track3'] });
  });

  it('stopping disconnects the SDK player and its timers', async () => {
    const { engine, sdk, deps } = await readyEngine();
    engine.playList(list, 0, page);
    engine.stop();
    expect(sdk.disconnect).toHaveBeenCalled();
    expect(deps.setReinitializer).toHaveBeenLastCalledWith(null);
    jest.advanceTimersByTime(5000);
    expect(engine.getSnapshot().status.positionMs).toBe(0);
  });
});
