/**
 * @jest-environment jsdom
 */
/// <reference lib="dom" />
/// <reference types="spotify-web-playback-sdk" />
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { playerScriptSource } from '../src/sdk/routes';

// The player script as the browser gets it (compiled from src/sdk-script and wrapped as served),
// run against a fake Web Audio, EventSource and fetch.

function buildScript(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'sdk-script-'));
  try {
    for (const part of ['synth', 'common', 'player']) {
      const source = readFileSync(path.join(__dirname, `../src/sdk-script/${part}.ts`), 'utf8');
      const { outputText } = ts.transpileModule(source, { compilerOptions: { target: ts.ScriptTarget.ES2020 } });
      writeFileSync(path.join(dir, `${part}.js`), outputText);
    }
    return playerScriptSource(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
const SCRIPT = buildScript();

class FakeParam {
  value = 0;
  setValueAtTime(v: number) {
    this.value = v;
  }
  linearRampToValueAtTime(v: number) {
    this.value = v;
  }
  exponentialRampToValueAtTime(v: number) {
    this.value = v;
  }
  setTargetAtTime(v: number) {
    this.value = v;
  }
  cancelScheduledValues() {}
}

class FakeNode {
  gain = new FakeParam();
  frequency = new FakeParam();
  detune = new FakeParam();
  Q = new FakeParam();
  type = '';
  onended: (() => void) | null = null;
  started: number | undefined;
  stoppedAt: number | undefined;
  connect<T>(node: T): T {
    return node;
  }
  disconnect() {}
  start(when: number) {
    this.started = when;
  }
  stop(when: number) {
    this.stoppedAt = when;
  }
}

class FakeAudioContext {
  static instances: FakeAudioContext[] = [];
  currentTime = 0;
  state: 'running' | 'suspended' = 'running';
  destination = new FakeNode();
  oscillators: FakeNode[] = [];
  gains: FakeNode[] = [];
  constructor() {
    FakeAudioContext.instances.push(this);
  }
  createGain() {
    const node = new FakeNode();
    this.gains.push(node);
    return node;
  }
  createOscillator() {
    const node = new FakeNode();
    this.oscillators.push(node);
    return node;
  }
  createBiquadFilter() {
    return new FakeNode();
  }
  resume() {
    this.state = 'running';
    return Promise.resolve();
  }
}

class FakeEventSource {
  static CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readyState = 1;
  onmessage: ((e: { data: string }) => void) | null = null;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  close() {
    this.readyState = 2;
  }
  send(command: unknown) {
    this.onmessage?.({ data: JSON.stringify(command) });
  }
}

const TRACK = {
  album: { name: 'Blue Rivers', uri: 'spotify:album:A', images: [{ url: 'http://x/a.svg', height: 640, width: 640 }] },
  artists: [{ name: 'Ava Vale', uri: 'spotify:artist:B', url: 'http://x/artists/B' }],
  duration_ms: 150_000,
  id: '4iV5W9uYEdYUVa79Axb7Rh',
  is_playable: true,
  name: 'Golden River',
  uid: '4iV5W9uYEdYUVa79',
  uri: 'spotify:track:4iV5W9uYEdYUVa79Axb7Rh',
  media_type: 'audio',
  type: 'track',
  track_type: 'audio',
  linked_from: { uri: null, id: null },
};

type FetchCall = { url: string; method: string; body: Record<string, unknown> | undefined; auth: string | undefined };

describe('player script (Web Playback SDK stand-in)', () => {
  let calls: FetchCall[];
  let registerStatus: number;
  const w = window as unknown as {
    Spotify?: typeof Spotify;
    onSpotifyWebPlaybackSDKReady?: () => void;
    [name: string]: unknown;
  };

  function load(): void {
    // Indirect eval: runs as a classic script in the page's global scope.
    (0, eval)(SCRIPT);
  }

  async function connected(): Promise<{
    player: Spotify.Player;
    states: Spotify.PlaybackState[];
    events: FakeEventSource;
    ctx: FakeAudioContext;
  }> {
    load();
    const player = new w.Spotify!.Player({ name: 'UpClub', getOAuthToken: (cb) => cb('tok-1'), volume: 0.5 });
    const states: Spotify.PlaybackState[] = [];
    const ready = jest.fn();
    player.addListener('ready', ready);
    player.addListener('player_state_changed', (s) => states.push(s));
    await expect(player.connect()).resolves.toBe(true);
    const events = FakeEventSource.instances.at(-1)!;
    // Ready once the command stream is open.
    expect(ready).not.toHaveBeenCalled();
    events.onopen?.();
    events.onopen?.();
    expect(ready).toHaveBeenCalledTimes(1);
    expect(ready).toHaveBeenCalledWith({ device_id: 'dev-1' });
    return { player, states, events, ctx: FakeAudioContext.instances.at(-1)! };
  }

  beforeEach(() => {
    jest.useFakeTimers();
    FakeAudioContext.instances = [];
    FakeEventSource.instances = [];
    calls = [];
    registerStatus = 201;
    w.AudioContext = FakeAudioContext;
    w.EventSource = FakeEventSource;
    w.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
      const call: FetchCall = {
        url,
        method: init.method ?? 'GET',
        body: init.body ? JSON.parse(String(init.body)) : undefined,
        auth: (init.headers as Record<string, string> | undefined)?.Authorization,
      };
      calls.push(call);
      const status = url.endsWith('/devices') ? registerStatus : 204;
      return {
        ok: status < 300,
        status,
        json: async () => ({ device_id: 'dev-1' }),
      };
    });
  });
  afterEach(() => {
    jest.useRealTimers();
    delete w.Spotify;
    delete w.onSpotifyWebPlaybackSDKReady;
  });

  it('defines window.Spotify.Player and calls onSpotifyWebPlaybackSDKReady', () => {
    const ready = jest.fn();
    w.onSpotifyWebPlaybackSDKReady = ready;
    load();
    expect(ready).toHaveBeenCalledTimes(1);
    expect(typeof w.Spotify!.Player).toBe('function');
    // Nothing else leaks into the page.
    expect(w.SimPlayer).toBeUndefined();
  });

  it('connect registers a device with the token and opens its command stream', async () => {
    const { player, events } = await connected();
    expect(calls[0]).toEqual({
      url: 'http://localhost/provider/sdk/devices',
      method: 'POST',
      body: { name: 'UpClub', volume: 0.5 },
      auth: 'Bearer tok-1',
    });
    expect(events.url).toBe('http://localhost/provider/sdk/devices/dev-1/events?access_token=tok-1');
    expect(player._options.id).toBe('dev-1');
    await expect(player.getCurrentState()).resolves.toBeNull();
  });

  it('plays what the emulator loads, with sound, and follows pause, resume, seek and volume', async () => {
    const { player, states, events, ctx } = await connected();
    events.send({ type: 'load', track: TRACK, position_ms: 30_000, paused: false });
    expect(states.at(-1)).toMatchObject({ paused: false, position: 30_000, duration: 150_000 });
    expect(states.at(-1)!.track_window.current_track).toMatchObject({
      id: TRACK.id,
      name: 'Golden River',
      uri: TRACK.uri,
    });
    const scheduled = ctx.oscillators.length;
    expect(scheduled).toBeGreaterThan(0);

    ctx.currentTime = 2;
    jest.advanceTimersByTime(100);
    expect(ctx.oscillators.length).toBeGreaterThan(scheduled);
    const state = await player.getCurrentState();
    expect(state!.position).toBeGreaterThanOrEqual(31_900);
    expect(state!.position).toBeLessThanOrEqual(32_000);

    events.send({ type: 'pause' });
    expect(states.at(-1)).toMatchObject({ paused: true });
    const pausedAt = states.at(-1)!.position;
    // The notes already scheduled are stopped at once.
    expect(
      ctx.oscillators.slice(-3).every((o) => o.stoppedAt !== undefined && o.stoppedAt <= ctx.currentTime + 0.06),
    ).toBe(true);
    ctx.currentTime = 10;
    expect((await player.getCurrentState())!.position).toBe(pausedAt);

    events.send({ type: 'seek', position_ms: 60_000 });
    expect(states.at(-1)).toMatchObject({ paused: true, position: 60_000 });
    events.send({ type: 'resume' });
    expect(states.at(-1)).toMatchObject({ paused: false, position: 60_000 });

    events.send({ type: 'volume', volume_percent: 20 });
    await expect(player.getVolume()).resolves.toBeCloseTo(0.2);
  });

  it('different tracks sound different', async () => {
    const { events, ctx } = await connected();
    events.send({ type: 'load', track: TRACK, position_ms: 0, paused: false });
    const first = ctx.oscillators.map((o) => Math.round(o.frequency.value));
    events.send({
      type: 'load',
      track: { ...TRACK, id: 'ZZZZZZZZZZZZZZZZZZZZZ1', uri: 'spotify:track:ZZZZZZZZZZZZZZZZZZZZZ1' },
      position_ms: 0,
      paused: false,
    });
    const second = ctx.oscillators.slice(first.length).map((o) => Math.round(o.frequency.value));
    expect(second).not.toEqual(first);
  });

  it('local controls act at once and report the state to the emulator', async () => {
    const { player, states, events } = await connected();
    events.send({ type: 'load', track: TRACK, position_ms: 0, paused: false });
    await player.togglePlay();
    expect(states.at(-1)!.paused).toBe(true);
    expect(calls.at(-1)).toMatchObject({
      url: 'http://localhost/provider/sdk/devices/dev-1/state',
      method: 'PUT',
      body: { paused: true, track_id: TRACK.id },
      auth: 'Bearer tok-1',
    });
    await player.seek(90_000);
    expect(calls.at(-1)!.body).toMatchObject({ paused: true, position_ms: 90_000 });
    await player.resume();
    expect(states.at(-1)).toMatchObject({ paused: false, position: 90_000 });
    await player.setVolume(0.3);
    expect(calls.at(-1)!.body).toMatchObject({ volume_percent: 30 });
  });

  it('at the end of the track sends a last state paused at 0 and tells the emulator', async () => {
    const { states, events, ctx } = await connected();
    events.send({ type: 'load', track: TRACK, position_ms: 149_000, paused: false });
    ctx.currentTime = 1.1;
    jest.advanceTimersByTime(60);
    await Promise.resolve();
    expect(states.at(-1)).toMatchObject({ paused: true, position: 0 });
    expect(calls.at(-1)).toMatchObject({
      method: 'PUT',
      body: { ended: true, paused: true, position_ms: 0, track_id: TRACK.id },
    });
  });

  it('emits account_error for a free account and authentication_error for an expired token', async () => {
    load();
    for (const [status, event] of [
      [403, 'account_error'],
      [401, 'authentication_error'],
    ] as const) {
      registerStatus = status;
      const player = new w.Spotify!.Player({ name: 'UpClub', getOAuthToken: (cb) => cb('tok') });
      const onError = jest.fn();
      player.addListener(event, onError);
      await expect(player.connect()).resolves.toBe(false);
      expect(onError).toHaveBeenCalledWith({ message: expect.any(String) });
    }
  });

  it('emits initialization_error without Web Audio', async () => {
    delete w.AudioContext;
    load();
    const player = new w.Spotify!.Player({ name: 'UpClub', getOAuthToken: (cb) => cb('tok') });
    const onError = jest.fn();
    player.addListener('initialization_error', onError);
    await expect(player.connect()).resolves.toBe(false);
    expect(onError).toHaveBeenCalledWith({ message: expect.stringMatching(/Web Audio/) });
    expect(calls).toEqual([]);
  });

  it('activateElement resumes a suspended audio context', async () => {
    const { player, ctx } = await connected();
    ctx.state = 'suspended';
    await player.activateElement();
    expect(ctx.state).toBe('running');
  });

  it('a refused stream means the device is gone: not_ready, then a new device', async () => {
    const { player, events } = await connected();
    const notReady = jest.fn();
    const ready = jest.fn();
    player.addListener('not_ready', notReady);
    player.addListener('ready', ready);
    events.readyState = FakeEventSource.CLOSED;
    events.onerror?.();
    expect(notReady).toHaveBeenCalledWith({ device_id: 'dev-1' });
    await jest.advanceTimersByTimeAsync(1100);
    expect(FakeEventSource.instances.length).toBe(2);
    FakeEventSource.instances[1].onopen?.();
    expect(ready).toHaveBeenCalledWith({ device_id: 'dev-1' });
  });

  it('disconnect forgets the device at the emulator', async () => {
    const { player } = await connected();
    player.disconnect();
    await Promise.resolve();
    await Promise.resolve();
    expect(calls.at(-1)).toMatchObject({ url: 'http://localhost/provider/sdk/devices/dev-1', method: 'DELETE' });
    expect(FakeEventSource.instances[0].readyState).toBe(2);
  });
});
