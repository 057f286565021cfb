import { DEVICE_TRANSFER_DELAY_MS } from '@upclub/shared/constants';
import type { DevicePlayer, DevicePlayerFactory, DeviceState } from '@upclub/shared/providers';
import { AUTHORIZE_ROUTE, type EngineDeps } from './deps';

export const PLAYER_NAME = 'UpClub web';
/** How long a re-initialised player may take to report ready before the retried call goes on. */
export const REINIT_READY_WAIT_MS = 10_000;

const SDK_EVENTS = [
  'ready',
  'not_ready',
  'player_state_changed',
  'initialization_error',
  'authentication_error',
  'account_error',
  'playback_error',
] as const;

export type SessionDeps = Pick<
  EngineDeps,
  | 'loadPlayer'
  | 'getToken'
  | 'needsAuthorization'
  | 'getPlaybackState'
  | 'transferPlayback'
  | 'navigate'
  | 'premiumRequired'
  | 'setReinitializer'
>;

/** What the session tells the playback about its device. */
export interface DeviceListener {
  /** A device is ready to play (the first one, or again after a loss or a re-creation). */
  ready: (deviceId: string) => void;
  /** The device went away or cannot start. */
  lost: () => void;
  /** The device player was disconnected (stopped, or re-created): nothing it played is held any more. */
  detached: () => void;
  /** The device's playback state (null: playback went to another device or stopped). */
  stateChanged: (state: DeviceState | null) => void;
  playbackFailed: () => void;
}

/** The device as the playback commands drive it. */
export interface Device {
  /** The id of the ready device, or null. */
  readonly id: string | null;
  /** Whether a device was ready since the player was (re)created: a play without one then means it was lost. */
  readonly wasReady: boolean;
  /** The user gesture the provider needs before the page may play sound (DESIGN §5). */
  activate(): void;
  pause(): void;
  /** Resumes what the device player holds; false when there is no device player. */
  resume(): boolean;
  seek(positionMs: number): void;
  setVolume(percent: number): void;
  /** What the device plays now, read from it (null: no player, or it cannot tell). */
  currentState(): Promise<DeviceState | null>;
  /** Whether the device player can play faster or slower (a club's room catches up with it). */
  readonly canChangeRate: boolean;
  /** Plays faster or slower (1: normal), where the device player can. */
  setPlaybackRate(rate: number): void;
}

/**
 * The page's streaming device (spec §4 Player, §8 streaming errors): loads the provider's device
 * player (the Web Playback SDK, or UpClub's audio element: the seam's `Playback`), creates and
 * connects it, follows its readiness, moves playback here 300 ms after
 * it is ready, re-creates it when the provider client asks (404) or after an authentication
 * error, and sends the user to authorize again when the grant is gone.
 */
export class DeviceSession implements Device {
  private player: DevicePlayer | null = null;
  private deviceId: string | null = null;
  private started = false;
  private everReady = false;
  /** One forced token refresh per ready device. */
  private authRefreshed = false;
  /** Bumped on stop and re-creation: a connect that finishes late is dropped. */
  private generation = 0;
  private volume = 100;
  private readyWaiters: Array<() => void> = [];
  private transferTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly deps: SessionDeps,
    private readonly listener: DeviceListener,
  ) {}

  get id(): string | null {
    return this.deviceId;
  }

  get wasReady(): boolean {
    return this.everReady;
  }

  /** Loads the device player and connects the player at `volume` (0-100). */
  start(volume: number): void {
    if (this.started) return;
    this.started = true;
    this.volume = volume;
    this.deps.setReinitializer(() => this.reinitialize());
    void this.connect();
  }

  stop(): void {
    if (!this.started) return;
    this.started = false;
    this.generation += 1;
    this.deps.setReinitializer(null);
    if (this.transferTimer) clearTimeout(this.transferTimer);
    this.transferTimer = null;
    this.disconnect();
    this.readyWaiters.splice(0).forEach((resolve) => resolve());
  }

  /** Re-creates the device player and waits (bounded) for its new device to be ready. */
  async reinitialize(): Promise<void> {
    if (!this.started) return;
    this.generation += 1;
    this.disconnect();
    // A play asked for meanwhile waits for the new device (not "device lost").
    this.everReady = false;
    const ready = new Promise<void>((resolve) => {
      this.readyWaiters.push(resolve);
      setTimeout(resolve, REINIT_READY_WAIT_MS);
    });
    void this.connect();
    await ready;
  }

  /** The SDK or the provider client reported an authentication error (spec §8: token refresh). */
  async authenticationFailed(): Promise<void> {
    // One forced refresh per ready device: a second rejection means the grant itself is gone.
    if (this.authRefreshed) {
      this.deps.navigate(AUTHORIZE_ROUTE);
      return;
    }
    this.authRefreshed = true;
    try {
      await this.deps.getToken({ force: true });
    } catch (error) {
      this.tokenFailed(error);
      return;
    }
    await this.reinitialize();
  }

  // ---- the device's controls ----

  activate(): void {
    void this.player?.activateElement?.();
  }

  pause(): void {
    void this.player?.pause().catch(() => undefined);
  }

  resume(): boolean {
    if (!this.player) return false;
    this.activate();
    void this.player.resume().catch(() => undefined);
    return true;
  }

  seek(positionMs: number): void {
    void this.player?.seek(positionMs).catch(() => undefined);
  }

  setVolume(percent: number): void {
    this.volume = percent;
    void this.player?.setVolume(percent / 100).catch(() => undefined);
  }

  async currentState(): Promise<DeviceState | null> {
    if (!this.player?.getCurrentState) return null;
    try {
      return await this.player.getCurrentState();
    } catch {
      return null;
    }
  }

  get canChangeRate(): boolean {
    return Boolean(this.player?.setPlaybackRate);
  }

  setPlaybackRate(rate: number): void {
    void this.player?.setPlaybackRate?.(rate).catch(() => undefined);
  }

  // ---- the device player ----

  private async connect(): Promise<void> {
    const generation = this.generation;
    let sdk: DevicePlayerFactory;
    try {
      sdk = await this.deps.loadPlayer();
    } catch {
      // The script did not load (network, blocked, no provider configured): the bar stays and
      // shows the device as not ready; playing waits for a reload.
      return;
    }
    if (generation !== this.generation || !this.started) return;
    const player = new sdk.Player({
      name: PLAYER_NAME,
      volume: this.volume / 100,
      getOAuthToken: (callback) => {
        this.deps.getToken().then(callback, (error) => this.tokenFailed(error));
      },
    });
    this.player = player;
    player.addListener('ready', ({ device_id }) => this.onReady(device_id));
    player.addListener('not_ready', () => this.deviceLost());
    player.addListener('player_state_changed', (state) => this.listener.stateChanged(state));
    player.addListener('initialization_error', () => this.deviceCannotStart());
    player.addListener('authentication_error', () => void this.authenticationFailed());
    // The SDK's account error means the account is not premium (spec §8); the audio player never raises it.
    player.addListener('account_error', () => this.deps.premiumRequired());
    player.addListener('playback_error', () => this.listener.playbackFailed());
    // A failed connect has already told why through the error events above.
    await player.connect();
  }

  private disconnect(): void {
    const player = this.player;
    this.player = null;
    this.deviceId = null;
    this.listener.detached();
    if (!player) return;
    for (const event of SDK_EVENTS) player.removeListener(event);
    player.disconnect();
  }

  private onReady(deviceId: string): void {
    this.deviceId = deviceId;
    this.everReady = true;
    this.authRefreshed = false;
    this.listener.ready(deviceId);
    this.readyWaiters.splice(0).forEach((resolve) => resolve());
    if (this.transferTimer) clearTimeout(this.transferTimer);
    this.transferTimer = setTimeout(() => void this.transferHere(deviceId), DEVICE_TRANSFER_DELAY_MS);
  }

  /** Playback moves to this browser when another device is active (spec §4 Player). */
  private async transferHere(deviceId: string): Promise<void> {
    this.transferTimer = null;
    try {
      const playback = await this.deps.getPlaybackState();
      if (playback?.device && playback.device.id !== deviceId && playback.device.is_active) {
        await this.deps.transferPlayback(deviceId, false);
      }
    } catch {
      // nothing to move, or the provider refused: this device still plays what is asked of it
    }
  }

  /** The device went away (the SDK reconnects by itself and reports ready again). */
  private deviceLost(): void {
    this.deviceId = null;
    this.listener.lost();
  }

  /** The SDK cannot make a device in this browser: the user goes to authorize the account again. */
  private deviceCannotStart(): void {
    this.deviceLost();
    if (this.started) this.deps.navigate(AUTHORIZE_ROUTE);
  }

  private tokenFailed(error: unknown): void {
    if (this.deps.needsAuthorization(error)) this.deps.navigate(AUTHORIZE_ROUTE);
  }
}
