import { onNotice, onOverlayRequest, type Notice, type OverlayRequest } from '@upclub/shared/bus';
import { setStreamingProvider, type Playback, type StreamingProvider } from '@upclub/shared/providers';
import { FakeSdkPlayer, fakeSdk, flush } from '../testing/fakeSdk';
import { songPost } from '../testing/posts';
import { createPlayerEngine } from './createPlayerEngine';

/** A provider's playback made of mocks: the engine must reach it only through the seam. */
function fakePlayback() {
  return {
    loadPlayer: jest.fn(async () => fakeSdk),
    getToken: jest.fn(async () => 'token'),
    needsAuthorization: jest.fn(() => false),
    startPlayback: jest.fn(async () => null),
    transferPlayback: jest.fn(async () => null),
    getPlaybackState: jest.fn(async () => null),
    setReinitializer: jest.fn(),
    trackUri: jest.fn((id: string) => `opensubsonic:track:${id}`),
  } satisfies Playback;
}

afterEach(() => setStreamingProvider(null));

describe('the player wired to the page', () => {
  it('plays through the loaded provider’s playback', async () => {
    const playback = fakePlayback();
    setStreamingProvider({ kind: 'opensubsonic', playback } as unknown as StreamingProvider);
    FakeSdkPlayer.instances = [];
    const engine = createPlayerEngine();
    engine.start();
    await flush();
    expect(playback.loadPlayer).toHaveBeenCalled();
    expect(playback.setReinitializer).toHaveBeenCalledWith(expect.any(Function));
    FakeSdkPlayer.latest().ready('audio');

    // A post without track details is played by the provider's URI of its track id.
    engine.toggle(songPost(9, { track_details: null, post_type: 1, song: 'abc' }), []);
    expect(playback.trackUri).toHaveBeenCalledWith('abc');
    expect(playback.startPlayback).toHaveBeenCalledWith('audio', { uris: ['opensubsonic:track:abc'] });
    engine.stop();
    expect(playback.setReinitializer).toHaveBeenLastCalledWith(null);
  });

  it('answers each account error of the bus as spec §8 says', () => {
    const notices: Notice[] = [];
    const overlays: OverlayRequest[] = [];
    const offs = [onNotice((n) => notices.push(n)), onOverlayRequest((r) => overlays.push(r))];
    window.history.pushState({}, '', '/discover');
    const engine = createPlayerEngine(fakePlayback());

    engine.handleAccountError('no_network');
    expect(notices).toEqual([{ kind: 'error', text: 'Please check your internet connection.' }]);
    expect(overlays).toEqual([]);

    engine.handleAccountError('forbidden');
    expect(window.location.pathname).toBe('/authorize-spotify');
    expect(overlays).toEqual([]);

    engine.handleAccountError('premium_required');
    expect(overlays).toEqual([{ type: 'premiumRequired' }]);
    expect(notices).toHaveLength(1);
    offs.forEach((off) => off());
  });
});
