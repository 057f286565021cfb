/// <reference types="@testing-library/jest-dom" />
import { act, screen, within } from '@testing-library/react';
import {
  emitAccountError,
  emitPlayerCommand,
  onNotice,
  onOverlayRequest,
  type Notice,
  type OverlayRequest,
  type RoomSession,
} from '@upclub/shared/bus';
import { STORAGE_KEYS } from '@upclub/shared/session';
import type { PlayerEngine } from '../engine/PlayerEngine';
import { FakeSdkPlayer, flush, makeEngine } from '../testing/fakeSdk';
import { songPost } from '../testing/posts';
import { withProviders } from '../testing/render';
import { LazyPlayer, type PlayerModule } from './LazyPlayer';
import { setStreamingProvider } from '@upclub/shared/providers';
import { fakeStreamingProvider } from '@upclub/shared/testing';

jest.mock('@upclub/shared/api', () => ({
  getFirstLevelComments: jest.fn(async () => ({ next: null, results: [] })),
}));
// The like button saves the track in the provider's library (a fake provider's, set per test).
const provider = fakeStreamingProvider();
const { saveTracks, removeSavedTracks } = provider.library;
beforeEach(() => {
  saveTracks.mockResolvedValue(undefined);
  removeSavedTracks.mockResolvedValue(undefined);
  provider.library.savedTracksContain.mockResolvedValue([false]);
  setStreamingProvider(provider);
});

const page = { name: 'discover' };
const list = [songPost(1), songPost(2), songPost(3)];
const bar = () => screen.queryByRole('region', { name: 'Player' });

/** A player chunk whose arrival the test decides (`arrive`), or makes fail (`fail`). */
function deferredChunk() {
  let settle: { resolve: (m: PlayerModule) => void; reject: (e: Error) => void } | null = null;
  const load = jest.fn(
    () =>
      new Promise<PlayerModule>((resolve, reject) => {
        settle = { resolve, reject };
      }),
  );
  const arrive = async () => {
    const module = await import('../Player');
    await act(async () => {
      settle!.resolve(module);
      await flush();
    });
  };
  const fail = async () => {
    await act(async () => {
      settle!.reject(new Error('ChunkLoadError'));
      await flush();
    });
  };
  return { load, arrive, fail };
}

/** The chrome's player place on an engine with a fake SDK (created only when the player loads). */
function renderLazyPlayer(options: Parameters<typeof makeEngine>[0] = {}) {
  FakeSdkPlayer.instances = [];
  const made = makeEngine(options);
  const createEngine = jest.fn((): PlayerEngine => made.engine);
  const chunk = deferredChunk();
  const view = withProviders(<LazyPlayer load={chunk.load} createEngine={createEngine} />);
  return { ...made, ...chunk, createEngine, view };
}

/** The SDK player connects and its device is ready. */
async function deviceReady() {
  await act(async () => {
    await flush();
    FakeSdkPlayer.latest().ready();
    await flush();
  });
}

describe('LazyPlayer: the player loads when first needed', () => {
  beforeEach(() => {
    localStorage.clear();
    document.body.className = '';
  });

  it('loads nothing on a first visit, whatever needs a current post', () => {
    const { load, createEngine } = renderLazyPlayer();
    act(() => {
      emitPlayerCommand({ type: 'pause' });
      emitPlayerCommand({ type: 'toggle' });
      emitPlayerCommand({ type: 'open' });
    });
    expect(load).not.toHaveBeenCalled();
    expect(createEngine).not.toHaveBeenCalled();
    expect(bar()).not.toBeInTheDocument();
    expect(document.body).not.toHaveClass('uc-player-expected');
  });

  it('plays a request made before the player was loaded, and the bar appears', async () => {
    const { load, arrive, deps } = renderLazyPlayer();
    act(() => {
      emitPlayerCommand({ type: 'playList', list, index: 1, page });
      emitPlayerCommand({ type: 'open' });
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(bar()).not.toBeInTheDocument();

    await arrive();
    expect(within(bar()!).getByText('Song 2')).toBeVisible();
    expect(document.body).toHaveClass('uc-has-player');
    expect(await screen.findByRole('dialog', { name: 'Now Playing' })).toBeInTheDocument();

    await deviceReady();
    expect(deps.startPlayback).toHaveBeenCalledWith('this-device', { uris: ['spotify:track:track2'] });
    expect(deps.startPlayback).toHaveBeenCalledTimes(1);

    // From now on the player listens itself: a command is played once, at once.
    act(() => emitPlayerCommand({ type: 'next' }));
    await act(flush);
    expect(deps.startPlayback).toHaveBeenLastCalledWith('this-device', { uris: ['spotify:track:track3'] });
    expect(deps.startPlayback).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads at start when the last visit left a list, keeping the bar its room from the first paint', async () => {
    localStorage.setItem(STORAGE_KEYS.currentPostList, JSON.stringify({ list, index: 0, open: false }));
    const { load, arrive } = renderLazyPlayer({ stored: { list, index: 0, current: list[0] } });
    expect(load).toHaveBeenCalledTimes(1);
    expect(document.body).toHaveClass('uc-player-expected');

    await arrive();
    expect(within(bar()!).getByText('Song 1')).toBeVisible();
    expect(document.body).toHaveClass('uc-has-player');
    expect(document.body).not.toHaveClass('uc-player-expected');
  });

  it('loads when a club room is being joined (the player follows the room)', () => {
    FakeSdkPlayer.instances = [];
    const chunk = deferredChunk();
    let session: ((value: RoomSession | null) => void) | null = null;
    const onRoomSession = (fn: (value: RoomSession | null) => void) => {
      session = fn;
      fn(null);
      return () => undefined;
    };
    withProviders(<LazyPlayer load={chunk.load} onRoomSession={onRoomSession} />);
    expect(chunk.load).not.toHaveBeenCalled();
    act(() => session?.({ room: 7, club: 3, status: 'joining', state: null, clockOffsetMs: 0 }));
    expect(chunk.load).toHaveBeenCalledTimes(1);
  });

  it('answers an account error without loading the player', () => {
    const overlays: OverlayRequest[] = [];
    const off = onOverlayRequest((request) => overlays.push(request));
    const { load } = renderLazyPlayer();
    act(() => emitAccountError({ reason: 'premium_required' }));
    expect(overlays).toEqual([{ type: 'premiumRequired' }]);
    expect(load).not.toHaveBeenCalled();
    off();
  });

  it('says so when the player cannot be loaded, and tries again on the next play', async () => {
    const notices: Notice[] = [];
    const off = onNotice((notice) => notices.push(notice));
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { load, fail, arrive, deps } = renderLazyPlayer();
    act(() => emitPlayerCommand({ type: 'playList', list, index: 0, page }));
    await fail();
    expect(notices).toEqual([{ kind: 'error', text: 'Please check your internet connection.' }]);
    expect(bar()).not.toBeInTheDocument();

    act(() => emitPlayerCommand({ type: 'playList', list, index: 2, page }));
    expect(load).toHaveBeenCalledTimes(2);
    await arrive();
    await deviceReady();
    expect(within(bar()!).getByText('Song 3')).toBeVisible();
    expect(deps.startPlayback).toHaveBeenCalledWith('this-device', { uris: ['spotify:track:track3'] });
    expect(deps.startPlayback).toHaveBeenCalledTimes(1);
    error.mockRestore();
    off();
  });
});
