import { FakeSdkPlayer, flush, makeEngine } from '../testing/fakeSdk';
import { songPost } from '../testing/posts';

// The engine composes the device session, the playback commands and the Now Playing state; each
// has its own tests beside it. These tests check the composition: through the bus commands and
// the fake SDK, as the page drives it.

const page = { name: 'discover' };
const list = [1, 2, 3].map((id) =>
  songPost(id, { track_details: { ...songPost(id).track_details!, duration_ms: 10_000 } }),
);
const play = (id: number) => ({ uris: [`spotify:track:track${id}`] });

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

describe('PlayerEngine: start and stop', () => {
  it('restores the saved playback paused and connects the device at the stored volume', async () => {
    const { engine, deps, published, sdk } = await readyEngine({
      stored: { list, index: 1, current: list[1], repeat: 'none', shuffle: true, open: true },
      volume: 40,
    });
    const { player, status, nowPlaying } = engine.getSnapshot();
    expect(player).toMatchObject({ index: 1, repeat: 'none', shuffle: true, open: false });
    expect(status).toMatchObject({
      post: { song_post: 2 },
      playing: false,
      durationMs: 10_000,
      volume: 40,
      ready: true,
    });
    expect(nowPlaying).toEqual({ open: false, view: 'player', post: list[1], chosen: false });
    expect(published[0]).toMatchObject({ post: { song_post: 2 }, ready: false });
    expect(sdk.volume).toBe(0.4);
    expect(deps.startPlayback).not.toHaveBeenCalled();
    engine.toggle();
    expect(deps.startPlayback).toHaveBeenCalledWith('this-device', play(2));
  });

  it('starts once; stopping disconnects the device, ends the timers and publishes a stopped player', async () => {
    const { engine, sdk, deps, published } = await readyEngine();
    engine.start();
    await flush();
    expect(FakeSdkPlayer.instances).toHaveLength(1);
    engine.handle({ type: 'playList', list, index: 0, page, openPlayer: true });
    engine.next();
    engine.stop();
    expect(sdk.disconnect).toHaveBeenCalled();
    expect(deps.setReinitializer).toHaveBeenLastCalledWith(null);
    expect(published.at(-1)).toMatchObject({ playing: false, ready: false });
    jest.advanceTimersByTime(5000);
    expect(engine.getSnapshot().status.positionMs).toBe(0);
    expect(engine.getSnapshot().nowPlaying.post?.song_post).toBe(1);
  });

  it('notifies its subscribers of every change until they unsubscribe', async () => {
    const { engine } = await readyEngine();
    const listener = jest.fn();
    const off = engine.subscribe(listener);
    engine.handle({ type: 'playList', list, index: 0, page });
    expect(listener).toHaveBeenCalled();
    const before = engine.getSnapshot();
    listener.mockClear();
    off();
    engine.cycleRepeat();
    expect(listener).not.toHaveBeenCalled();
    expect(engine.getSnapshot()).not.toBe(before);
  });
});

describe('PlayerEngine: the bus commands drive the playback on the device', () => {
  it('plays a post of a list on this device and publishes the status', async () => {
    const { engine, deps, published } = await readyEngine();
    engine.handle({ type: 'playList', list, index: 0, page });
    expect(deps.startPlayback).toHaveBeenCalledWith('this-device', play(1));
    expect(published.at(-1)).toMatchObject({
      post: { song_post: 1 },
      playing: true,
      positionMs: 0,
      durationMs: 10_000,
      ready: true,
    });
    expect(deps.saveState).toHaveBeenLastCalledWith(expect.objectContaining({ index: 0, page }));
  });

  it('routes pause, next, previous and removed', async () => {
    const { engine, deps, sdk } = await readyEngine();
    engine.handle({ type: 'playList', list, index: 0, page });
    sdk.state('track1');
    engine.handle({ type: 'pause' });
    expect(sdk.pause).toHaveBeenCalled();
    engine.handle({ type: 'next' });
    expect(deps.startPlayback).toHaveBeenLastCalledWith('this-device', play(2));
    engine.handle({ type: 'previous' });
    expect(deps.startPlayback).toHaveBeenLastCalledWith('this-device', play(1));
    sdk.state('track1');
    engine.handle({ type: 'removed', songPost: 1 });
    expect(deps.startPlayback).toHaveBeenLastCalledWith('this-device', play(2));
    expect(engine.getSnapshot().player.list).toHaveLength(2);
  });

  it("follows the device's reports: progress ticks every second and the list advances near the end", async () => {
    const { engine, deps, sdk, published } = await readyEngine();
    engine.handle({ type: 'toggle', post: list[0], list, page });
    sdk.state('track1', { position: 6000, duration: 10_000 });
    jest.advanceTimersByTime(1000);
    expect(published.at(-1)).toMatchObject({ post: { song_post: 1 }, positionMs: 7000 });
    jest.advanceTimersByTime(1000);
    expect(deps.startPlayback).toHaveBeenLastCalledWith('this-device', play(2));
  });

  it("shows another post's comments without interrupting the playing one; its Play control plays it from its list", async () => {
    const { engine, deps, sdk } = await readyEngine();
    engine.handle({ type: 'playList', list, index: 0, page });
    sdk.state('track1', { position: 3000, duration: 10_000 });
    const other = songPost(7);
    const from = { list: [list[2], other], page: { name: 'club_posts', params: { club: 4 } } };
    engine.handle({ type: 'openComments', post: other, from });

    expect(deps.startPlayback).toHaveBeenCalledTimes(1);
    expect(sdk.pause).not.toHaveBeenCalled();
    expect(engine.getSnapshot().status).toMatchObject({ post: { song_post: 1 }, playing: true, positionMs: 3000 });
    expect(engine.getSnapshot().nowPlaying).toMatchObject({ open: true, view: 'comments', post: other, chosen: true });
    jest.advanceTimersByTime(1000);
    expect(engine.getSnapshot().status).toMatchObject({ playing: true, positionMs: 4000 });

    // The playing list goes on to its next post: the chosen post stays shown.
    engine.next();
    jest.advanceTimersByTime(1000);
    expect(engine.getSnapshot().nowPlaying).toMatchObject({ post: other, chosen: true });

    engine.playShown();
    expect(deps.startPlayback).toHaveBeenLastCalledWith('this-device', play(7));
    expect(engine.getSnapshot().player).toMatchObject({ list: from.list, index: 1, page: from.page });
    expect(engine.getSnapshot().nowPlaying).toMatchObject({ post: other, chosen: false });
  });

  it('plays a post asked for before the player was ready once it is ready, with Now Playing open on it', async () => {
    const { engine, deps } = makeEngine();
    engine.start();
    engine.handle({ type: 'playWhenReady', post: list[1], openPlayer: true });
    expect(engine.getSnapshot().nowPlaying).toMatchObject({ open: true, view: 'player', post: { song_post: 2 } });
    await flush();
    expect(deps.startPlayback).not.toHaveBeenCalled();
    FakeSdkPlayer.latest().ready();
    expect(deps.startPlayback).toHaveBeenCalledWith('this-device', play(2));
  });

  it('restores the playback remembered when a search modal opened', async () => {
    const { engine, deps, sdk } = await readyEngine();
    engine.handle({ type: 'playList', list, index: 1, page });
    sdk.state('track2', { position: 4000, duration: 10_000 });
    engine.handle({ type: 'saveSnapshot' });
    engine.handle({ type: 'playList', list: [songPost(50)], index: 0, page: { name: 'song_search' } });
    engine.handle({ type: 'restoreSnapshot' });
    expect(engine.getSnapshot().player.current?.song_post).toBe(2);
    expect(deps.startPlayback).toHaveBeenLastCalledWith('this-device', { ...play(2), position_ms: 4000 });
  });
});

describe('PlayerEngine: the device session and the playback together', () => {
  it('a lost device waits to be ready again; a play meanwhile goes to authorize and is kept', async () => {
    const { engine, deps, sdk } = await readyEngine();
    sdk.emit('not_ready', { device_id: 'this-device' });
    expect(engine.getSnapshot().status).toMatchObject({ ready: false, playing: false });
    expect(deps.navigate).not.toHaveBeenCalled();
    engine.playList(list, 0, page);
    expect(deps.startPlayback).not.toHaveBeenCalled();
    expect(deps.savePendingPlay).toHaveBeenCalledWith({
      post: expect.objectContaining({ song_post: 1 }),
      list: expect.any(Array),
      page,
    });
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
    expect(startPlayback).toHaveBeenLastCalledWith('new-device', play(1));
    expect(startPlayback).toHaveBeenCalledTimes(2);
  });

  it('a play asked for while the player is re-created waits for the new device', async () => {
    const { engine, deps, sdk } = await readyEngine();
    void engine.reinitialize();
    expect(sdk.disconnect).toHaveBeenCalled();
    engine.playList(list, 2, page);
    expect(engine.getSnapshot().status).toMatchObject({ ready: false, playing: false, post: { song_post: 3 } });
    expect(deps.navigate).not.toHaveBeenCalled();
    await flush();
    FakeSdkPlayer.latest().ready('new-device');
    expect(deps.startPlayback).toHaveBeenCalledWith('new-device', play(3));
  });

  it('replays the saved play once ready after the new authorization', async () => {
    const takePendingPlay = jest.fn(() => ({ post: list[2], list, page }));
    const { deps } = await readyEngine({ takePendingPlay });
    expect(deps.startPlayback).toHaveBeenCalledWith('this-device', play(3));
  });
});

describe('PlayerEngine: Now Playing', () => {
  it('shows the new post 500 ms after the track changes while open', async () => {
    const { engine } = await readyEngine();
    engine.playList(list, 0, page, true);
    expect(engine.getSnapshot().nowPlaying).toMatchObject({ open: true, post: { song_post: 1 } });
    engine.next();
    expect(engine.getSnapshot().player.current?.song_post).toBe(2);
    expect(engine.getSnapshot().nowPlaying.post?.song_post).toBe(1);
    jest.advanceTimersByTime(499);
    expect(engine.getSnapshot().nowPlaying.post?.song_post).toBe(1);
    jest.advanceTimersByTime(1);
    expect(engine.getSnapshot().nowPlaying.post?.song_post).toBe(2);
  });

  it('follows the current post at once while closed; opening and closing are kept with the state', async () => {
    const { engine, deps } = await readyEngine();
    engine.playList(list, 0, page);
    engine.next();
    expect(engine.getSnapshot().nowPlaying.post?.song_post).toBe(2);
    engine.handle({ type: 'open' });
    expect(engine.getSnapshot().nowPlaying).toMatchObject({ open: true, view: 'player' });
    expect(deps.saveState).toHaveBeenLastCalledWith(expect.objectContaining({ open: true }));
    engine.setView('comments');
    expect(engine.getSnapshot().nowPlaying.view).toBe('comments');
    engine.close();
    expect(engine.getSnapshot().nowPlaying.open).toBe(false);
    expect(deps.saveState).toHaveBeenLastCalledWith(expect.objectContaining({ open: false }));
    const saves = jest.mocked(deps.saveState).mock.calls.length;
    engine.close();
    expect(deps.saveState).toHaveBeenCalledTimes(saves);
  });

  it('applies a like made elsewhere to the posts it holds and to the post shown', async () => {
    const { engine, published } = await readyEngine();
    engine.playList(list, 0, page, true);
    engine.applyPostChange({ songPost: 1, liked: true, formatted_likes: '1' });
    expect(engine.getSnapshot().player.current).toMatchObject({ liked: true, formatted_likes: '1' });
    expect(engine.getSnapshot().nowPlaying.post).toMatchObject({ liked: true });
    expect(published.at(-1)?.post).toMatchObject({ liked: true });
  });

  it('a change to the post shown but no longer held is shown too', async () => {
    const { engine } = await readyEngine();
    engine.playList(list.slice(0, 1), 0, page, true);
    engine.remove(1);
    expect(engine.getSnapshot().player.current).toBeNull();
    const listener = jest.fn();
    engine.subscribe(listener);
    engine.applyPostChange({ songPost: 1, formatted_comments_count: '4' });
    expect(engine.getSnapshot().nowPlaying.post).toMatchObject({ song_post: 1, formatted_comments_count: '4' });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('PlayerEngine: account errors raised on the bus (spec §8)', () => {
  it('premium required asks for the premium-required modal (which signs out)', async () => {
    const { engine, deps } = await readyEngine();
    engine.handleAccountError('premium_required');
    expect(deps.premiumRequired).toHaveBeenCalled();
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  it('another 403 sends the user to authorize again, with no premium modal and no sign-out', async () => {
    const { engine, deps } = await readyEngine();
    engine.handleAccountError('forbidden');
    expect(deps.navigate).toHaveBeenCalledWith('/authorize-spotify');
    expect(deps.premiumRequired).not.toHaveBeenCalled();
  });

  it('a play refused with another 403 is kept for after the new authorization', async () => {
    const refused = Object.assign(new Error('Insufficient client scope'), { status: 403 });
    const startPlayback = jest.fn(async () => {
      engine.handleAccountError('forbidden'); // the provider client raises it before it rejects
      throw refused;
    });
    const needsAuthorization = (error: unknown) => error === refused;
    const { engine, deps } = await readyEngine({ startPlayback, needsAuthorization });
    engine.playList(list, 1, page);
    await flush();
    expect(deps.savePendingPlay).toHaveBeenCalledWith({
      post: expect.objectContaining({ song_post: 2 }),
      list: expect.any(Array),
      page,
    });
    expect(deps.navigate).toHaveBeenCalledWith('/authorize-spotify');
    expect(deps.premiumRequired).not.toHaveBeenCalled();
  });

  it('no network shows the network notice and changes nothing else', async () => {
    const { engine, deps } = await readyEngine();
    engine.handleAccountError('no_network');
    expect(deps.networkNotice).toHaveBeenCalledTimes(1);
    expect(deps.navigate).not.toHaveBeenCalled();
    expect(deps.premiumRequired).not.toHaveBeenCalled();
  });

  it('an authentication error forces a token refresh and re-creates the player', async () => {
    const { engine, deps, sdk } = await readyEngine();
    engine.handleAccountError('authentication');
    await flush();
    expect(deps.getToken).toHaveBeenCalledWith({ force: true });
    await flush();
    expect(sdk.disconnect).toHaveBeenCalled();
    expect(FakeSdkPlayer.instances).toHaveLength(2);
  });
});
