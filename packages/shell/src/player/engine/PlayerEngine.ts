import type { AccountErrorReason, PlayerCommand, PostChange, PostListOrigin } from '@upclub/shared/bus';
import type { PlaybackStatus, PlayerState, SongPost, TrackPage } from '@upclub/shared/types';
import { answerAccountError } from './accountErrors';
import type { EngineDeps } from './deps';
import { DeviceSession } from './DeviceSession';
import { NowPlayingState, type NowPlaying, type NowPlayingView } from './NowPlayingState';
import { PlaybackCommands } from './PlaybackCommands';

export type { NowPlaying, NowPlayingView } from './NowPlayingState';
export { AUTHORIZE_ROUTE, type EngineDeps } from './deps';
export { PLAYER_NAME } from './DeviceSession';
export { trackUriOf } from './posts';

/** What the player bar and Now Playing draw. */
export interface EngineSnapshot {
  player: PlayerState;
  status: PlaybackStatus;
  nowPlaying: NowPlaying;
}

/**
 * The page's one player (spec §4 Player), composed of three parts:
 * - `DeviceSession`: the provider's device player and its device;
 * - `PlaybackCommands`: the commands, built on the pure rules of `../actions`, played on that device;
 * - `NowPlayingState`: what the Now Playing modal shows.
 * The engine starts and stops them, routes the bus to them, and publishes their state: to React
 * (useSyncExternalStore) and, as the playback status, on the bus.
 */
export class PlayerEngine {
  private readonly device: DeviceSession;
  private readonly playback: PlaybackCommands;
  private readonly nowPlaying: NowPlayingState;
  private snapshot: EngineSnapshot;
  private readonly listeners = new Set<() => void>();
  private started = false;

  constructor(private readonly deps: EngineDeps) {
    this.device = new DeviceSession(deps, {
      ready: () => this.playback.deviceReady(),
      lost: () => this.playback.deviceLost(),
      detached: () => this.playback.deviceDetached(),
      stateChanged: (state) => this.playback.followDevice(state),
      playbackFailed: () => this.playback.playbackFailed(),
    });
    this.playback = new PlaybackCommands(
      deps,
      this.device,
      ({ currentChanged }) => {
        if (currentChanged) this.nowPlaying.currentChanged();
        this.publish();
      },
      deps.loadVolume(),
    );
    this.nowPlaying = new NowPlayingState({
      current: () => this.playback.state.current,
      changed: () => this.publish(),
    });
    this.snapshot = this.build();
  }

  // ---- store for React (useSyncExternalStore) ----

  getSnapshot = (): EngineSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private build(): EngineSnapshot {
    return { player: this.playback.state, status: this.playback.status, nowPlaying: this.nowPlaying.snapshot };
  }

  private publish(): void {
    this.snapshot = this.build();
    this.deps.publishStatus(this.snapshot.status);
    this.listeners.forEach((fn) => fn());
  }

  // ---- life cycle ----

  /** Restores the saved playback (paused), loads the device player and connects the player. */
  start(): void {
    if (this.started) return;
    this.started = true;
    const restored = this.deps.loadState();
    this.playback.restore(restored);
    this.nowPlaying.restore(restored.current);
    this.publish();
    this.device.start(this.playback.status.volume);
  }

  stop(): void {
    if (!this.started) return;
    this.started = false;
    this.device.stop();
    this.nowPlaying.stop();
    this.playback.stop();
  }

  /** Re-creates the device player (the provider client's 404 rule). */
  reinitialize(): Promise<void> {
    return this.device.reinitialize();
  }

  /** A provider account problem raised on the bus (spec §7: 403 -> account error event; §8). */
  handleAccountError(reason: AccountErrorReason): void {
    answerAccountError(reason, { ...this.deps, refreshToken: () => void this.device.authenticationFailed() });
  }

  // ---- playback ----

  playList(list: SongPost[], index: number, page: TrackPage, openPlayer = false): void {
    this.playback.playList(list, index, page);
    if (openPlayer) this.open('player');
  }

  toggle(post?: SongPost, list?: SongPost[], page?: TrackPage): void {
    this.playback.toggle(post, list, page);
  }

  pause(): void {
    this.playback.pause();
  }

  next(): void {
    this.playback.next();
  }

  previous(): void {
    this.playback.previous();
  }

  toggleShuffle(): void {
    this.playback.toggleShuffle();
  }

  cycleRepeat(): void {
    this.playback.cycleRepeat();
  }

  seek(positionMs: number): void {
    this.playback.seek(positionMs);
  }

  setVolume(volume: number): void {
    this.playback.setVolume(volume);
  }

  remove(songPost: number): void {
    this.playback.remove(songPost);
  }

  /** Plays a post once the player is ready (share links, notifications), opening Now Playing if asked. */
  playWhenReady(post: SongPost, openPlayer = false): void {
    this.playback.playWhenReady(post);
    if (openPlayer) this.open('player');
  }

  /** Plays the post Now Playing shows for its comments (its Play control), from the list it was shown in. */
  playShown(): void {
    const { post, from } = this.nowPlaying.snapshot;
    if (post) this.playback.toggle(post, from?.list, from?.page);
  }

  /** A post changed elsewhere (like, comment count): every copy the player holds follows. */
  applyPostChange(change: PostChange): void {
    const shown = this.nowPlaying.applyPostChange(change);
    const held = this.playback.applyPostChange(change);
    if (shown && !held) this.publish();
  }

  // ---- Now Playing ----

  open(view: NowPlayingView = 'player'): void {
    this.nowPlaying.open(view);
    this.playback.setOpen(true);
  }

  /** Shows `post`'s comments; playback is left alone (the post plays only from its Play control). */
  openComments(post: SongPost, from?: PostListOrigin): void {
    this.nowPlaying.openComments(post, from);
    this.playback.setOpen(true);
  }

  close(): void {
    if (this.nowPlaying.close()) this.playback.setOpen(false);
  }

  setView(view: NowPlayingView): void {
    this.nowPlaying.setView(view);
    this.publish();
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
        return this.open();
      case 'openComments':
        return this.openComments(command.post, command.from);
      case 'playWhenReady':
        return this.playWhenReady(command.post, command.openPlayer);
      case 'saveSnapshot':
        return this.playback.saveSnapshot();
      case 'restoreSnapshot':
        return this.playback.restoreSnapshot();
    }
  }
}
