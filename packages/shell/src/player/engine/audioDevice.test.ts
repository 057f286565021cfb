import { AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { http } from '@upclub/shared/api';
import { answerEveryRequest } from '@upclub/shared/testing';
import type { SongPost } from '@upclub/shared/types';
// The OpenSubsonic provider is its own chunk with no entry of @upclub/shared: this test reaches
// its playback by path, to drive the one engine with the real audio device player.
import { activeAudioPlayer, audioElement } from '../../../../shared/src/providers/opensubsonic/audioPlayer';
import { FakeAudioElement } from '../../../../shared/src/providers/opensubsonic/fakeAudioElement';
import { openSubsonicPlayback } from '../../../../shared/src/providers/opensubsonic/playback';
import { makeEngine } from '../testing/fakeSdk';
import { songPost } from '../testing/posts';
import { AUTHORIZE_ROUTE } from './deps';

// The engine on OpenSubsonic: the same engine as on Spotify, given the audio element's playback.
// jsdom plays no media: FakeAudioElement raises the events a browser raises.

const page = { name: 'discover' };
const TRACK_MS = 10_000;
/** Posts whose track details are the OpenSubsonic server's (the API's track cache answers them so). */
const post = (id: number): SongPost => {
  const details = songPost(id).track_details!;
  return songPost(id, {
    track_details: { ...details, uri: `opensubsonic:track:track${id}`, duration_ms: TRACK_MS },
  });
};
const list = [1, 2, 3].map(post);

/** Each stream request, answered with its track's signed path. */
function answerStreams(): string[] {
  const asked: string[] = [];
  http.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    const id = /tracks\/([^/]+)\/stream/.exec(config.url ?? '')?.[1] ?? '';
    asked.push(id);
    const data = { url: `v1/music/stream/${id}/?expires=9&signature=s` };
    return { status: 200, statusText: 'OK', data, headers: new AxiosHeaders(), config } as AxiosResponse;
  };
  return asked;
}

/** Lets the stream request (axios and its interceptors) and the element's play settle. */
async function settle(): Promise<void> {
  for (let i = 0; i < 30; i += 1) await Promise.resolve();
}

/** An engine on the audio device, started and ready; `media` is the page's (fake) audio element. */
async function audioEngine(overrides: Parameters<typeof makeEngine>[0] = {}) {
  const media = new FakeAudioElement(audioElement());
  const made = makeEngine({
    loadPlayer: openSubsonicPlayback.loadPlayer,
    getToken: openSubsonicPlayback.getToken,
    needsAuthorization: openSubsonicPlayback.needsAuthorization,
    startPlayback: jest.fn(openSubsonicPlayback.startPlayback),
    transferPlayback: openSubsonicPlayback.transferPlayback,
    getPlaybackState: openSubsonicPlayback.getPlaybackState,
    trackUri: openSubsonicPlayback.trackUri,
    ...overrides,
  });
  made.engine.start();
  await settle();
  const status = () => made.engine.getSnapshot().status;
  const current = () => made.engine.getSnapshot().player.current?.song_post;
  return { ...made, media, status, current };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  activeAudioPlayer()?.disconnect();
  http.defaults.adapter = undefined;
  document.body.innerHTML = '';
  jest.useRealTimers();
});

describe('the player engine on the audio device', () => {
  it('is ready at once, and plays, pauses, resumes and seeks the track on the element', async () => {
    const asked = answerStreams();
    const { engine, media, status } = await audioEngine();
    expect(status().ready).toBe(true);

    engine.playList(list, 0, page);
    await settle();
    expect(asked).toEqual(['track1']);
    expect(media.audio.src).toBe('http://localhost/api/v1/music/stream/track1/?expires=9&signature=s');
    expect(status()).toMatchObject({ post: { song_post: 1 }, playing: true, positionMs: 0 });
    media.loadMetadata(TRACK_MS);
    expect(status()).toMatchObject({ playing: true, durationMs: TRACK_MS });

    jest.advanceTimersByTime(1000);
    expect(status().positionMs).toBe(1000);
    media.playTo(1000);

    engine.pause();
    expect(media.paused).toBe(true);
    expect(status()).toMatchObject({ playing: false, positionMs: 1000 });
    jest.advanceTimersByTime(3000);
    expect(status().positionMs).toBe(1000);

    // Play again resumes what the element holds: no new stream.
    engine.toggle();
    await settle();
    expect(asked).toEqual(['track1']);
    expect(media.paused).toBe(false);
    expect(status()).toMatchObject({ playing: true, positionMs: 1000 });

    engine.seek(4000);
    expect(media.currentTime).toBe(4);
    expect(status()).toMatchObject({ playing: true, positionMs: 4000 });
  });

  it('advances to the next post when 2 s remain, as on Spotify, and stops at the end of the list with repeat none', async () => {
    const asked = answerStreams();
    const { engine, media, status, current } = await audioEngine();
    engine.playList(list, 1, page);
    await settle();
    media.loadMetadata(TRACK_MS);

    jest.advanceTimersByTime(7000);
    expect(asked).toEqual(['track2']);
    jest.advanceTimersByTime(1000);
    await settle();
    expect(asked).toEqual(['track2', 'track3']);
    expect(current()).toBe(3);
    expect(status()).toMatchObject({ playing: true, positionMs: 0 });

    // Repeat all -> track -> none: at the last post the list stops, and the track plays out.
    engine.cycleRepeat();
    engine.cycleRepeat();
    expect(engine.getSnapshot().player.repeat).toBe('none');
    media.loadMetadata(TRACK_MS);
    jest.advanceTimersByTime(9000);
    await settle();
    expect(asked).toEqual(['track2', 'track3']);
    media.end();
    expect(current()).toBe(3);
    expect(status()).toMatchObject({ playing: false, positionMs: 0 });
    jest.advanceTimersByTime(5000);
    expect(current()).toBe(3);
  });

  it('advances at the end of the track when its clock fell behind (timers slowed in a background tab)', async () => {
    const asked = answerStreams();
    const { engine, media, current, status } = await audioEngine();
    engine.playList(list, 0, page);
    await settle();
    media.loadMetadata(TRACK_MS);
    jest.advanceTimersByTime(3000);
    media.end();
    await settle();
    expect(asked).toEqual(['track1', 'track2']);
    expect(current()).toBe(2);
    expect(status()).toMatchObject({ playing: true, positionMs: 0 });
  });

  it('previous plays the post before (wrapping to the last) however far the track has played', async () => {
    const asked = answerStreams();
    const { engine, media, current } = await audioEngine();
    engine.playList(list, 1, page);
    await settle();
    media.loadMetadata(TRACK_MS);
    jest.advanceTimersByTime(5000);

    engine.previous();
    await settle();
    expect(current()).toBe(1);
    expect(asked).toEqual(['track2', 'track1']);

    // At once after it started: still the post before, wrapping round.
    engine.previous();
    await settle();
    expect(current()).toBe(3);
    expect(asked).toEqual(['track2', 'track1', 'track3']);
  });

  it('replays the track with repeat track, and shuffles without touching what plays', async () => {
    const asked = answerStreams();
    const { engine, media, current } = await audioEngine();
    engine.playList(list, 0, page);
    await settle();
    engine.toggleShuffle();
    expect(engine.getSnapshot().player.shuffle).toBe(true);
    expect(current()).toBe(1);
    engine.cycleRepeat();
    expect(engine.getSnapshot().player.repeat).toBe('track');
    media.loadMetadata(TRACK_MS);
    jest.advanceTimersByTime(8000);
    await settle();
    expect(asked).toEqual(['track1', 'track1']);
    expect(current()).toBe(1);
  });

  it('restores the saved post paused after a reload, and plays it from the element on play', async () => {
    const asked = answerStreams();
    const { engine, media, status, deps } = await audioEngine({ stored: { list, index: 2, current: list[2] } });
    expect(status()).toMatchObject({ post: { song_post: 3 }, playing: false, ready: true });
    expect(asked).toEqual([]);
    engine.toggle();
    await settle();
    expect(deps.startPlayback).toHaveBeenCalledWith('upclub-audio', { uris: ['opensubsonic:track:track3'] });
    expect(media.paused).toBe(false);
    expect(status().playing).toBe(true);
  });

  it('plays a post without track details by the provider’s URI of its track id', async () => {
    answerStreams();
    const { engine, deps } = await audioEngine();
    engine.toggle(songPost(9, { track_details: null, post_type: 1, song: 'abc' }), []);
    await settle();
    expect(deps.startPlayback).toHaveBeenCalledWith('upclub-audio', { uris: ['opensubsonic:track:abc'] });
  });

  it('shows the track stopped when the element fails for good', async () => {
    answerStreams();
    const { engine, media, status } = await audioEngine();
    engine.playList(list, 0, page);
    await settle();
    media.loadMetadata(TRACK_MS);
    media.fail();
    await settle();
    media.loadMetadata(TRACK_MS);
    expect(status().playing).toBe(true);
    media.fail();
    expect(status().playing).toBe(false);
  });

  it('keeps the play and sends the user to link again when the API says the account is not linked', async () => {
    const undo = answerEveryRequest(409, { detail: 'Connect to your music server first.', code: 'not_linked' });
    const { engine, deps, status } = await audioEngine();
    engine.playList(list, 0, page);
    await settle();
    undo();
    expect(deps.savePendingPlay).toHaveBeenCalledWith(
      expect.objectContaining({ post: expect.objectContaining({ song_post: 1 }) }),
    );
    expect(deps.navigate).toHaveBeenCalledWith(AUTHORIZE_ROUTE);
    expect(deps.premiumRequired).not.toHaveBeenCalled();
    expect(status().playing).toBe(false);
  });
});
