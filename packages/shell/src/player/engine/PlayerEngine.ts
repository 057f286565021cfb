/// <reference types="spotify-web-playback-sdk" />
import { PLAYER_PROGRESS_TICK_MS, PLAYING_POST_RESET_DELAY_MS } from '@upclub/shared/constants';
import type { AccountErrorReason, PlayerCommand, PostChange } from '@upclub/shared/bus';
import type { PlaybackStatus, PlayerState, SongPost, TrackPage } from '@upclub/shared/types';
import {
  INITIAL_PLAYER_STATE,
  autoAdvance,
  cycleRepeat,
  next,
  playList,
  playPost,
  previous,
  removePost,
  resetCurrent,
  shouldAdvance,
  toggleShuffle,
} from '../actions';
import { NowPlayingState, type NowPlaying, type NowPlayingView } from './NowPlayingState';
import { patchPost, samePost, sdkTrackIs, trackUriOf } from './posts';
import { AUTHORIZE_ROUTE, type EngineDeps } from './deps';
import { DeviceSession } from './DeviceSession';

export type { NowPlaying, NowPlayingView } from './NowPlayingState';
export { trackUriOf } from './posts';
export { AUTHORIZE_ROUTE, type EngineDeps } from './deps';
export { PLAYER_NAME } from './DeviceSession';

/** What the player bar and Now Playing draw. */
export interface EngineSnapshot {
  player: PlayerState;
  status: PlaybackStatus;
  nowPlaying: NowPlaying;
}

const statusOf = (error: unknown): number | undefined =>
  typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number' ? error.status : undefined;

interface Snapshot {
  player: PlayerState;
  positionMs: number;
  playing: boolean;
}

/**
 * The page's one player (spec §4 Player): drives the provider's SDK player, applies the rules
 * of `../actions` to the PlayerState, follows the SDK's state, publishes the playback status on
 * the bus and keeps the state in local storage.
 */
export class PlayerEngine {
  private state: PlayerState = INITIAL_PLAYER_STATE;
  private status: PlaybackStatus;
  private readonly nowPlaying = new NowPlayingState({ current: () => this.state.current, changed: () => this.changed() });
  private snapshotCache: EngineSnapshot;
  private listeners = new Set<() => void>();

  private readonly device: DeviceSession;
  /** The post the device was last asked to play (the SDK's track is checked against it). */
  private expected: SongPost | null = null;
  private advanced = false;
  private started = false;
  private whenReady: Array<() => void> = [];
  private saved: Snapshot | null = null;

  private tickTimer: ReturnType<typeof setInterval> | null = null;
  private resetTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly deps: EngineDeps) {
    this.status = { post: null, playing: false, positionMs: 0, durationMs: 0, volume: deps.loadVolume(), ready: false };
    this.snapshotCache = this.buildSnapshot();
    this.device = new DeviceSession(deps, {
      ready: () => this.onReady(),
      lost: () => this.setStatus({ ready: false, playing: false }),
      detached: () => {
        this.expected = null;
        this.status = { ...this.status, ready: false };
      },
      stateChanged: (state) => this.onSdkState(state),
      playbackFailed: () => this.setStatus({ playing: false }),
    });
  }

  // ---- store for React (useSyncExternalStore) ----

  getSnapshot = (): EngineSnapshot => this.snapshotCache;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private buildSnapshot(): EngineSnapshot {
    return { player: this.state, status: this.status, nowPlaying: this.nowPlaying.snapshot };
  }

  private changed(options: { persist?: boolean } = {}): void {
    if (options.persist) this.deps.saveState(this.state);
    this.snapshotCache = this.buildSnapshot();
    this.deps.publishStatus(this.status);
    this.listeners.forEach((fn) => fn());
  }

  private setState(state: PlayerState): void {
    const before = this.state.current;
    this.state = state;
    this.status = { ...this.status, post: state.current };
    if (!samePost(before, state.current)) this.nowPlaying.currentChanged();
    this.changed({ persist: true });
  }

  private setStatus(patch: Partial<PlaybackStatus>): void {
    this.status = { ...this.status, ...patch };
    this.syncTick();
    this.changed();
  }

  // ---- life cycle ----

  /** Restores the saved playback (paused), loads the SDK and connects the player. */
  start(): void {
    if (this.started) return;
    this.started = true;
    const restored = this.deps.loadState();
    this.state = { ...restored, open: false };
    this.nowPlaying.restore(restored.current);
    const duration = restored.current?.track_details?.duration_ms ?? 0;
    this.status = { ...this.status, post: restored.current, playing: false, positionMs: 0, durationMs: duration };
    this.changed();
    this.device.start(this.status.volume);
  }

  stop(): void {
    if (!this.started) return;
    this.started = false;
    this.device.stop();
    this.clearTimers();
    this.nowPlaying.stop();
    this.whenReady = [];
    this.status = { ...this.status, playing: false, ready: false };
    this.changed();
  }

  private clearTimers(): void {
    if (this.tickTimer) clearInterval(this.tickTimer);
    if (this.resetTimer) clearTimeout(this.resetTimer);
    this.tickTimer = this.resetTimer = null;
  }

  /** Re-creates the SDK player (the provider client's 404 rule). */
  reinitialize(): Promise<void> {
    return this.device.reinitialize();
  }

  /** A device is ready: plays waiting for one (and a play kept over a new authorization) start. */
  private onReady(): void {
    this.setStatus({ ready: true });
    const pending = this.deps.takePendingPlay();
    if (pending) this.whenReady.push(() => this.play(playPost(this.state, pending.post, pending.list, pending.page ?? undefined)));
    this.whenReady.splice(0).forEach((run) => run());
  }

  /** A provider account problem raised on the bus (spec §7: 403 -> account error event). */
  handleAccountError(reason: AccountErrorReason): void {
    if (reason === 'premium_required' || reason === 'forbidden') this.deps.premiumRequired();
    else if (reason === 'authentication') void this.device.authenticationFailed();
  }

  // ---- following the SDK ----

  private onSdkState(sdkState: Spotify.PlaybackState | null): void {
    if (!sdkState) {
      // Playback went to another device or stopped.
      this.setStatus({ playing: false });
      return;
    }
    const track = sdkState.track_window?.current_track;
    const matches = this.expected ? sdkTrackIs(track, this.expected) : false;
    if (matches || !this.expected) this.clearResetTimer();
    if (this.expected && !matches && !this.resetTimer) {
      this.resetTimer = setTimeout(() => this.onResetTimer(), PLAYING_POST_RESET_DELAY_MS);
    }
    const onCurrent = matches && samePost(this.expected, this.state.current);
    this.setStatus({
      playing: onCurrent && !sdkState.paused,
      ...(onCurrent && { positionMs: sdkState.position, durationMs: sdkState.duration || this.status.durationMs }),
    });
    if (onCurrent && !sdkState.paused) this.maybeAdvance();
  }

  private clearResetTimer(): void {
    if (this.resetTimer) clearTimeout(this.resetTimer);
    this.resetTimer = null;
  }

  /** The device kept playing something else than the expected post for 2 s: no post is current. */
  private onResetTimer(): void {
    this.resetTimer = null;
    this.expected = null;
    this.setState(resetCurrent(this.state));
    this.setStatus({ playing: false, positionMs: 0 });
  }

  private syncTick(): void {
    if (this.status.playing && !this.tickTimer) {
      this.tickTimer = setInterval(() => this.tick(), PLAYER_PROGRESS_TICK_MS);
    } else if (!this.status.playing && this.tickTimer) {
      clearInterval(this.tickTimer);
      this.tickTimer = null;
    }
  }

  private tick(): void {
    const { positionMs, durationMs } = this.status;
    const position = durationMs > 0 ? Math.min(durationMs, positionMs + PLAYER_PROGRESS_TICK_MS) : positionMs + PLAYER_PROGRESS_TICK_MS;
    this.setStatus({ positionMs: position });
    this.maybeAdvance();
  }

  /** Advances once per play when 2 s or less remain (spec §4 Player). */
  private maybeAdvance(): void {
    if (this.advanced || !shouldAdvance(this.status.positionMs, this.status.durationMs)) return;
    this.advanced = true;
    const { state, effect } = autoAdvance(this.state);
    if (effect === 'stop') return;
    this.play(state);
  }

  // ---- playing ----

  /** Makes `state` current and plays its current post on this device (from `positionMs`). */
  private play(state: PlayerState, positionMs = 0): void {
    this.setState({ ...state, pauseNext: false });
    const post = this.state.current;
    if (!post) return;
    // The provider needs a user gesture before the page may play sound (DESIGN §5).
    this.device.activate();
    const durationMs = post.track_details?.duration_ms ?? 0;
    const deviceId = this.device.id;
    this.advanced = false;
    this.setStatus({ playing: Boolean(deviceId), positionMs, durationMs });
    if (!deviceId) {
      if (this.device.wasReady) {
        // Spec §4 Player: device not ready -> authorize again; the play waits for the new device.
        this.deps.savePendingPlay({ post, list: this.state.list, page: this.state.page });
        this.deps.navigate(AUTHORIZE_ROUTE);
      } else {
        // Still starting: played as soon as the device is ready.
        this.whenReady = [() => this.play(this.state, positionMs)];
      }
      return;
    }
    this.startOnDevice(post, deviceId, positionMs, false);
  }

  private startOnDevice(post: SongPost, deviceId: string, positionMs: number, retried: boolean): void {
    this.expected = post;
    this.clearResetTimer();
    this.deps
      .startPlayback(deviceId, { uris: [trackUriOf(post)], ...(positionMs > 0 && { position_ms: positionMs }) })
      .catch((error: unknown) => {
        if (!samePost(this.state.current, post)) return;
        // A 404 re-created the player (provider client): the call went to the old device, so
        // it is made once more on the new one.
        if (!retried && statusOf(error) === 404 && this.device.id && this.device.id !== deviceId) {
          this.startOnDevice(post, this.device.id, positionMs, true);
          return;
        }
        this.expected = null;
        this.setStatus({ playing: false });
        if (this.deps.isSessionError(error)) {
          this.deps.savePendingPlay({ post, list: this.state.list, page: this.state.page });
          this.deps.navigate(AUTHORIZE_ROUTE);
        }
      });
  }

  /** Shows the current post paused (next wrapped from the end: the pause-next flag). */
  private holdPaused(state: PlayerState): void {
    this.setState({ ...state, pauseNext: false });
    if (this.status.playing) this.device.pause();
    const durationMs = state.current?.track_details?.duration_ms ?? 0;
    this.setStatus({ playing: false, positionMs: 0, durationMs });
  }

  /** Whether the device holds the current post (so play/pause resumes instead of restarting). */
  private holdsCurrent(): boolean {
    return Boolean(this.device.id && this.expected && samePost(this.expected, this.state.current));
  }

  playList(list: SongPost[], index: number, page: TrackPage, openPlayer = false): void {
    this.play(playList(this.state, list, index, page, this.deps.random));
    if (openPlayer) this.open('player');
  }

  /** Play/pause (spec §4: play, pause, resume); starts `post` when it is not the current one. */
  toggle(post?: SongPost, list?: SongPost[], page?: TrackPage): void {
    if (post && !samePost(post, this.state.current)) {
      this.play(playPost(this.state, post, list, page));
      return;
    }
    if (!this.state.current) return;
    if (this.status.playing) {
      this.pause();
      return;
    }
    if (this.holdsCurrent() && this.device.resume()) {
      this.setStatus({ playing: true });
      return;
    }
    this.play(this.state, this.status.positionMs);
  }

  pause(): void {
    if (!this.status.playing) return;
    this.device.pause();
    this.setStatus({ playing: false });
  }

  next(): void {
    const state = next(this.state);
    if (state === this.state) return;
    if (state.pauseNext) this.holdPaused(state);
    else this.play(state);
  }

  previous(): void {
    const state = previous(this.state);
    if (state !== this.state) this.play(state);
  }

  toggleShuffle(): void {
    this.setState(toggleShuffle(this.state, this.deps.random));
  }

  cycleRepeat(): void {
    this.setState(cycleRepeat(this.state));
  }

  seek(positionMs: number): void {
    if (!this.state.current) return;
    const position = Math.max(0, Math.round(positionMs));
    if (this.holdsCurrent()) this.device.seek(position);
    if (!shouldAdvance(position, this.status.durationMs)) this.advanced = false;
    this.setStatus({ positionMs: position });
  }

  setVolume(volume: number): void {
    const value = Math.max(0, Math.min(100, Math.round(volume)));
    this.device.setVolume(value);
    this.deps.saveVolume(value);
    this.setStatus({ volume: value });
  }

  /** A post was deleted: the player moves past it, or clears playback (spec §4 Player). */
  remove(songPost: number): void {
    const wasPlaying = this.status.playing;
    const { state, effect } = removePost(this.state, songPost);
    if (state === this.state) return;
    if (effect === 'cleared') {
      if (wasPlaying) this.device.pause();
      this.expected = null;
      this.setState(state);
      this.setStatus({ playing: false, positionMs: 0, durationMs: 0 });
    } else if (effect === 'moved' && wasPlaying) {
      this.play(state);
    } else if (effect === 'moved') {
      this.holdPaused(state);
    } else {
      this.setState(state);
    }
  }

  /** Plays a post once the player is ready (share links, notifications). */
  playWhenReady(post: SongPost, openPlayer = false, view: NowPlayingView = 'player'): void {
    const run = () => this.play(playPost(this.state, post));
    if (this.device.id) run();
    else {
      this.whenReady.push(run);
      this.setState(playPost(this.state, post));
    }
    if (openPlayer) this.open(view);
  }

  /** A search modal opened: remember the playback. */
  saveSnapshot(): void {
    this.saved = { player: this.state, positionMs: this.status.positionMs, playing: this.status.playing };
  }

  /** The search modal closed: put the remembered playback back if it changed meanwhile. */
  restoreSnapshot(): void {
    const saved = this.saved;
    this.saved = null;
    if (!saved) return;
    if (samePost(saved.player.current, this.state.current)) {
      // Same post: only the list it came from comes back.
      this.setState({ ...this.state, list: saved.player.list, page: saved.player.page, index: saved.player.index });
      return;
    }
    if (saved.playing && saved.player.current) this.play(saved.player, saved.positionMs);
    else {
      this.holdPaused(saved.player);
      this.setStatus({ positionMs: saved.positionMs });
    }
  }

  /** A post changed elsewhere (like, comment count): every copy the player holds follows. */
  applyPostChange(change: PostChange): void {
    const patch = (post: SongPost) => patchPost(post, change);
    const holds = this.state.list.some((p) => p.song_post === change.songPost) || this.state.current?.song_post === change.songPost;
    const shown = this.nowPlaying.applyPostChange(change);
    if (!holds && !shown) return;
    this.state = { ...this.state, list: this.state.list.map(patch), current: this.state.current && patch(this.state.current) };
    this.status = { ...this.status, post: this.state.current };
    this.changed({ persist: true });
  }

  // ---- Now Playing ----

  open(view: NowPlayingView = 'player'): void {
    this.nowPlaying.open(view);
    this.state = { ...this.state, open: true };
    this.changed({ persist: true });
  }

  close(): void {
    if (!this.nowPlaying.close()) return;
    this.state = { ...this.state, open: false };
    this.changed({ persist: true });
  }

  setView(view: NowPlayingView): void {
    this.nowPlaying.setView(view);
    this.changed();
  }

  // ---- the bus ----

  handle(command: PlayerCommand): void {
    switch (command.type) {
      case 'playList':
        return this.playList(command.list, command.index, command.page, command.openPlayer);
      case 'toggle':
        return this.toggle(command.post, command.list, command.page);
      case 'pause':
        return this.pause();
      case 'next':
        return this.next();
      case 'previous':
        return this.previous();
      case 'removed':
        return this.remove(command.songPost);
      case 'open':
        return this.open(command.view);
      case 'playWhenReady':
        return this.playWhenReady(command.post, command.openPlayer, command.view);
      case 'saveSnapshot':
        return this.saveSnapshot();
      case 'restoreSnapshot':
        return this.restoreSnapshot();
    }
  }
}
