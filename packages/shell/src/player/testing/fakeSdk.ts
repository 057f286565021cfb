import type { DevicePlayerFactory, DevicePlayerOptions, DeviceState } from '@upclub/shared/providers';
import type { PlaybackStatus, PlayerState } from '@upclub/shared/types';
import { INITIAL_PLAYER_STATE } from '../actions/state';
import type { EngineDeps, SavedPlay } from '../engine/deps';
import { PlayerEngine } from '../engine/PlayerEngine';

type Listener = (arg?: unknown) => void;

/** A stand-in for the provider's SDK player: records calls, and tests fire its events. */
export class FakeSdkPlayer {
  static instances: FakeSdkPlayer[] = [];
  listeners = new Map<string, Listener>();
  calls: string[] = [];
  volume: number;

  constructor(readonly options: DevicePlayerOptions) {
    this.volume = options.volume ?? 1;
    FakeSdkPlayer.instances.push(this);
  }

  static latest(): FakeSdkPlayer {
    return FakeSdkPlayer.instances[FakeSdkPlayer.instances.length - 1];
  }

  addListener(event: string, cb: Listener) {
    this.listeners.set(event, cb);
    return true;
  }
  removeListener(event: string) {
    this.listeners.delete(event);
    return true;
  }
  connect = jest.fn(async () => true);
  disconnect = jest.fn(() => this.calls.push('disconnect'));
  pause = jest.fn(async () => void this.calls.push('pause'));
  resume = jest.fn(async () => void this.calls.push('resume'));
  seek = jest.fn(async (ms: number) => void this.calls.push(`seek ${ms}`));
  setVolume = jest.fn(async (v: number) => {
    this.volume = v;
  });
  activateElement = jest.fn(async () => undefined);

  emit(event: string, arg?: unknown) {
    this.listeners.get(event)?.(arg);
  }

  ready(deviceId = 'this-device') {
    this.emit('ready', { device_id: deviceId });
  }

  /** The SDK reports it plays (or holds paused) `trackId`. */
  state(trackId: string, options: SdkStateOptions = {}) {
    this.emit('player_state_changed', sdkState(trackId, options));
  }
}

export interface SdkStateOptions {
  paused?: boolean;
  position?: number;
  duration?: number;
}

/** The SDK's playback state while it plays (or holds paused) `trackId`. */
export function sdkState(trackId: string, options: SdkStateOptions = {}): DeviceState {
  const track = { id: trackId, uri: `spotify:track:${trackId}`, linked_from: { id: null, uri: null } };
  return {
    paused: options.paused ?? false,
    position: options.position ?? 0,
    duration: options.duration ?? 180_000,
    track_window: { current_track: track },
  };
}

export const fakeSdk = { Player: FakeSdkPlayer } as unknown as DevicePlayerFactory;

export class TestSessionError extends Error {}

/** Every dependency of the engine as a jest mock the test can inspect (`published`: each status published). */
export function fakeDeps(overrides: Partial<EngineDeps> & { stored?: Partial<PlayerState>; volume?: number } = {}) {
  const published: PlaybackStatus[] = [];
  const { stored, volume, ...rest } = overrides;
  const deps = {
    loadPlayer: jest.fn(async () => fakeSdk),
    getToken: jest.fn(async () => 'access-token'),
    needsAuthorization: (error: unknown) => error instanceof TestSessionError,
    startPlayback: jest.fn(async () => null),
    transferPlayback: jest.fn(async () => null),
    getPlaybackState: jest.fn(async () => null),
    trackUri: (id: string) => `spotify:track:${id}`,
    publishStatus: jest.fn((status: PlaybackStatus) => void published.push(status)),
    navigate: jest.fn(),
    premiumRequired: jest.fn(),
    networkNotice: jest.fn(),
    loadState: jest.fn(() => ({ ...INITIAL_PLAYER_STATE, ...stored })),
    saveState: jest.fn(),
    loadVolume: jest.fn(() => volume ?? 100),
    saveVolume: jest.fn(),
    savePendingPlay: jest.fn(),
    takePendingPlay: jest.fn((): SavedPlay | null => null),
    setReinitializer: jest.fn(),
    random: () => 0,
    ...rest,
  } satisfies EngineDeps;
  return { deps, published };
}

/** An engine wired to fakes; every dependency is a jest mock the test can inspect. */
export function makeEngine(overrides: Parameters<typeof fakeDeps>[0] = {}) {
  const { deps, published } = fakeDeps(overrides);
  const engine = new PlayerEngine(deps);
  return { engine, deps, published };
}

/** Lets pending promises (the SDK load, connect) settle under fake timers. */
export async function flush(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
}
