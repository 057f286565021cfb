import { AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { http } from '@upclub/shared/api';
import { answerEveryRequest } from '@upclub/shared/testing';
import type { DeviceEvents, DeviceState } from '../capabilities';
import { AUDIO_DEVICE_ID, AudioDevicePlayer, activeAudioPlayer, audioElement } from './audioPlayer';
import { FakeAudioElement } from './fakeAudioElement';
import { openSubsonicPlayback as playback } from './playback';

const API = 'https://api.upclub.test/api/';
const streamPath = (id: string) => `v1/music/stream/${id}/?expires=9&signature=s`;

/** The API answers each stream request with the signed path of its track (`urls` overrides it). */
function answerStreams(urls: Record<string, string> = {}) {
  const asked: string[] = [];
  http.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    asked.push(`${config.method?.toUpperCase()} ${config.url}`);
    const id = /tracks\/([^/]+)\/stream/.exec(config.url ?? '')?.[1] ?? '';
    const url = urls[id] ?? streamPath(id);
    return { status: 200, statusText: 'OK', data: { url }, headers: new AxiosHeaders(), config } as AxiosResponse;
  };
  return asked;
}

/** A connected audio player over a fake element; `events` lists what it reported, in order. */
async function connected(volume = 0.5) {
  const player = new AudioDevicePlayer({ name: 'UpClub web', volume, getOAuthToken: () => undefined });
  const events: Array<[keyof DeviceEvents, unknown]> = [];
  const names: Array<keyof DeviceEvents> = ['ready', 'player_state_changed', 'playback_error', 'account_error'];
  names.forEach((name) => player.addListener(name, (payload) => events.push([name, payload])));
  const media = new FakeAudioElement(audioElement());
  await player.connect();
  const states = () => events.filter(([name]) => name === 'player_state_changed').map(([, s]) => s as DeviceState);
  const last = () => states()[states().length - 1];
  return { player, events, media, states, last };
}

const track = (id: string) => ({ id, uri: `opensubsonic:track:${id}` });

beforeEach(() => {
  http.defaults.baseURL = API;
});
afterEach(() => {
  activeAudioPlayer()?.disconnect();
  http.defaults.adapter = undefined;
  http.defaults.baseURL = '/api/';
  document.body.innerHTML = '';
});

describe('the audio device player', () => {
  it('is ready at once with the one device id, on an element kept in the page, at the volume asked', async () => {
    const { events, media } = await connected(0.5);
    expect(events).toEqual([['ready', { device_id: AUDIO_DEVICE_ID }]]);
    expect(media.audio.isConnected).toBe(true);
    expect(media.audio.volume).toBe(0.5);
    expect(audioElement()).toBe(media.audio);
  });

  it('plays a track from its signed stream URL, resolved against the API base, and reports as the SDK does', async () => {
    const { media, states, last } = await connected();
    const asked = answerStreams();

    await playback.startPlayback(AUDIO_DEVICE_ID, { uris: ['opensubsonic:track:s1'] });
    expect(asked).toEqual(['POST v1/music/tracks/s1/stream/']);
    expect(media.audio.src).toBe(`${API}${streamPath('s1')}`);
    expect(last()).toEqual({ paused: false, position: 0, duration: 0, track_window: { current_track: track('s1') } });

    media.loadMetadata(200_000);
    expect(last()).toMatchObject({ paused: false, duration: 200_000 });
    expect(states().every((s) => s.track_window.current_track?.uri === 'opensubsonic:track:s1')).toBe(true);
  });

  it('takes an absolute stream URL as it is', async () => {
    const { media } = await connected();
    answerStreams({ s2: 'https://media.upclub.test/v1/music/stream/s2/?signature=x' });
    await playback.startPlayback(AUDIO_DEVICE_ID, { uris: ['opensubsonic:track:s2'] });
    expect(media.audio.src).toBe('https://media.upclub.test/v1/music/stream/s2/?signature=x');
  });

  it('pauses, resumes and seeks the element, reporting each change', async () => {
    const { player, media, last } = await connected();
    answerStreams();
    await playback.startPlayback(AUDIO_DEVICE_ID, { uris: ['opensubsonic:track:s1'] });
    media.loadMetadata(200_000);
    media.playTo(10_000);

    await player.pause();
    expect(last()).toMatchObject({ paused: true, position: 10_000 });
    await player.resume();
    expect(last()).toMatchObject({ paused: false, position: 10_000 });
    await player.seek(95_000);
    expect(media.calls).toContain('seek 95000');
    expect(last()).toMatchObject({ paused: false, position: 95_000, duration: 200_000 });
    await player.setVolume(0.2);
    expect(media.audio.volume).toBe(0.2);
  });

  it('tells its state when asked and plays faster or slower when asked (how a club room catches up)', async () => {
    const { player, media } = await connected();
    expect(await player.getCurrentState()).toBeNull();
    answerStreams();
    await playback.startPlayback(AUDIO_DEVICE_ID, { uris: ['opensubsonic:track:s1'] });
    media.loadMetadata(200_000);
    media.playTo(12_345);
    expect(await player.getCurrentState()).toMatchObject({
      paused: false,
      position: 12_345,
      duration: 200_000,
      track_window: { current_track: track('s1') },
    });
    await player.setPlaybackRate(1.05);
    expect(media.audio.playbackRate).toBe(1.05);
    await player.setPlaybackRate(1);
    expect(media.audio.playbackRate).toBe(1);
  });

  it('starts at position_ms once the metadata lets it seek, and says so before', async () => {
    const { media, last } = await connected();
    answerStreams();
    await playback.startPlayback(AUDIO_DEVICE_ID, { uris: ['opensubsonic:track:s1'], position_ms: 42_000 });
    expect(media.calls).not.toContain('seek 42000');
    expect(last()).toMatchObject({ paused: false, position: 42_000 });
    media.loadMetadata(200_000);
    expect(media.calls).toContain('seek 42000');
    expect(media.currentTime).toBe(42);
    expect(last()).toMatchObject({ paused: false, position: 42_000, duration: 200_000 });
  });

  it('reports the end of a track: at the end, then paused at 0 on the same track as the SDK does', async () => {
    const { media, states, last } = await connected();
    answerStreams();
    await playback.startPlayback(AUDIO_DEVICE_ID, { uris: ['opensubsonic:track:s1'] });
    media.loadMetadata(200_000);
    media.end();
    expect(states().at(-2)).toMatchObject({ paused: false, position: 200_000, duration: 200_000 });
    expect(last()).toEqual({
      paused: true,
      position: 0,
      duration: 200_000,
      track_window: { current_track: track('s1') },
    });
  });

  it('stops what played at once when another track starts, and drops a URL that comes for an older start', async () => {
    const { media, states, last } = await connected();
    answerStreams();
    await playback.startPlayback(AUDIO_DEVICE_ID, { uris: ['opensubsonic:track:s1'] });
    media.loadMetadata(200_000);

    const resolvers: Array<() => void> = [];
    const answer = http.defaults.adapter as AxiosAdapter;
    http.defaults.adapter = (config) => new Promise((resolve) => resolvers.push(() => resolve(answer(config))));
    const first = playback.startPlayback(AUDIO_DEVICE_ID, { uris: ['opensubsonic:track:s2'] });
    const second = playback.startPlayback(AUDIO_DEVICE_ID, { uris: ['opensubsonic:track:s3'] });
    await Promise.resolve();
    expect(media.paused).toBe(true);
    // The old track's pause is not reported as this one's: the engine is told nothing meanwhile.
    const reported = states().length;
    await new Promise((resolve) => setTimeout(resolve, 0));
    resolvers[1]();
    await second;
    resolvers[0]();
    await first;
    expect(media.audio.src).toBe(`${API}${streamPath('s3')}`);
    expect(
      states()
        .slice(reported)
        .map((s) => s.track_window.current_track?.id),
    ).toEqual(['s3']);
    expect(last()).toMatchObject({ paused: false });
  });

  it('reports the track paused when the browser refuses to play it', async () => {
    const { media, last } = await connected();
    answerStreams();
    media.nextPlay = 'refuse';
    await playback.startPlayback(AUDIO_DEVICE_ID, { uris: ['opensubsonic:track:s1'] });
    expect(last()).toMatchObject({ paused: true, track_window: { current_track: track('s1') } });
  });

  it('asks for a new URL once when the download fails (an expired URL), then tells a playback error', async () => {
    const { events, media, last } = await connected();
    const asked = answerStreams();
    await playback.startPlayback(AUDIO_DEVICE_ID, { uris: ['opensubsonic:track:s1'] });
    media.loadMetadata(200_000);
    media.playTo(60_000);
    media.fail();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked).toHaveLength(2);
    expect(media.audio.src).toBe(`${API}${streamPath('s1')}`);
    media.loadMetadata(200_000);
    expect(media.currentTime).toBe(60);
    expect(last()).toMatchObject({ paused: false, position: 60_000 });

    media.fail();
    expect(events[events.length - 1]).toEqual(['playback_error', { message: 'The track could not be played.' }]);
  });

  it('resumes a failed element from a new URL, where it stopped', async () => {
    const { player, media } = await connected();
    const asked = answerStreams();
    await playback.startPlayback(AUDIO_DEVICE_ID, { uris: ['opensubsonic:track:s1'] });
    media.loadMetadata(200_000);
    media.playTo(30_000);
    await player.pause();
    media.error = { code: 2 };
    await player.resume();
    expect(asked).toHaveLength(2);
    expect(media.paused).toBe(false);
    media.loadMetadata(200_000);
    expect(media.currentTime).toBe(30);
  });

  it('plays a short silence within the first gesture only, and never reports it', async () => {
    const { player, media, states } = await connected();
    await player.activateElement();
    expect(media.calls).toEqual(['src silence', 'play']);
    await player.activateElement();
    expect(media.calls).toEqual(['src silence', 'play']);
    expect(states()).toEqual([]);
  });

  it('reports nothing once disconnected, and lets go of its source', async () => {
    const { player, media, states } = await connected();
    answerStreams();
    await playback.startPlayback(AUDIO_DEVICE_ID, { uris: ['opensubsonic:track:s1'] });
    const reported = states().length;
    player.disconnect();
    expect(media.audio.hasAttribute('src')).toBe(false);
    expect(media.calls).toContain('load');
    media.fire('play');
    expect(states()).toHaveLength(reported);
    await expect(playback.startPlayback(AUDIO_DEVICE_ID, { uris: ['opensubsonic:track:s1'] })).rejects.toThrow(
      'not connected',
    );
  });
});

describe('playback on OpenSubsonic', () => {
  it('sends the user to link again on the API’s 409 not_linked, and only then', async () => {
    const { media, states } = await connected();
    const undo = answerEveryRequest(409, { detail: 'Connect to your music server first.', code: 'not_linked' });
    const error: unknown = await playback
      .startPlayback(AUDIO_DEVICE_ID, { uris: ['opensubsonic:track:s1'] })
      .catch((e: unknown) => e);
    undo();
    expect(playback.needsAuthorization(error)).toBe(true);
    // Nothing plays and nothing is reported for the refused track.
    media.fire('pause');
    expect(states()).toEqual([]);

    const other = await (async () => {
      const undoOther = answerEveryRequest(409, { detail: 'Conflict', code: 'other' });
      const e: unknown = await playback
        .startPlayback(AUDIO_DEVICE_ID, { uris: ['opensubsonic:track:s1'] })
        .catch((x) => x);
      undoOther();
      return e;
    })();
    expect(playback.needsAuthorization(other)).toBe(false);
    expect(playback.needsAuthorization(new Error('x'))).toBe(false);
  });

  it('has no token, no other device and no account-wide state', async () => {
    await expect(playback.getToken()).resolves.toEqual(expect.any(String));
    await expect(playback.transferPlayback(AUDIO_DEVICE_ID, false)).resolves.toBeUndefined();
    await expect(playback.getPlaybackState()).resolves.toBeNull();
    expect(playback.trackUri('abc')).toBe('opensubsonic:track:abc');
    const factory = await playback.loadPlayer();
    expect(new factory.Player({ name: 'x', volume: 1, getOAuthToken: () => undefined })).toBeInstanceOf(
      AudioDevicePlayer,
    );
  });
});
