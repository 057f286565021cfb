import type { AccountErrorReason, PlayerCommand, PostChange, PostListOrigin } from '@upclub/shared/bus';
import type { PlaybackStatus, PlayerState, SongPost, TrackPage } from '@upclub/shared/types';
import { answerAccountError } from './accountErrors';
import type { EngineDeps } from './deps';
import { DeviceSession } from './DeviceSession';
import { NowPlayingState, type NowPlaying, type NowPlayingView } from './NowPlayingState';
import { RoomPlayback } from './RoomPlayback';
import { NO_ROOMS, type PlayerAction, type RoomLinkApi, type RoomsDeps, type RoomView } from '../room/types';
import { samePost } from './posts';

export type { NowPlaying, NowPlayingView } from './NowPlayingState';
export type { RoomView } from '../room/types';
export { AUTHORIZE_ROUTE, type EngineDeps } from './deps';
export { PLAYER_NAME } from './DeviceSession';
export { trackUriOf } from './posts';

/** What the player bar and Now Playing draw. */
export interface EngineSnapshot {
  player: PlayerState;
  status: PlaybackStatus;
  nowPlaying: NowPlaying;
  /** The club room the player follows (null: the listener's own playback). */
  room: RoomView | null;
}

/**
 * The page's one player (spec §4 Player), composed of four parts:
 * - `DeviceSession`: the provider's device player and its device;
 * - `PlaybackCommands` (as `RoomPlayback`): the commands, built on the pure rules of `../actions`,
 *   played on that device, with a club room's mode;
 * - `NowPlayingState`: what the Now Playing modal shows;
 * - `RoomLink`: the club room the page is in, which the player follows (issue 25); the user's
 *   playback actions go to it first (a DJ's control the room, a listener's ask to leave it).
 * The engine starts and stops them, routes the bus to them, and publishes their state: to React
 * (useSyncExternalStore) and, as the playback status, on the bus.
 */
export class PlayerEngine {
  private readonly device: DeviceSession;
  private readonly playback: RoomPlayback;
  private readonly nowPlaying: NowPlayingState;
  /** The club room the page is in (../room/RoomLink, in the room's chunk: loaded when a room session first appears). */
  private room: RoomLinkApi | null = null;
  private roomLoading: Promise<void> | null = null;
  private offRooms: (() => void) | null = null;
  private snapshot: EngineSnapshot;
  private readonly listeners = new Set<() => void>();
  private started = false;

  constructor(
    private readonly deps: EngineDeps,
    private readonly rooms: RoomsDeps = NO_ROOMS,
  ) {
    this.device = new DeviceSession(deps, {
      ready: () => this.playback.deviceReady(),
      lost: () => this.playback.deviceLost(),
      detached: () => this.playback.deviceDetached(),
      stateChanged: (state) => this.playback.followDevice(state),
      playbackFailed: () => this.playback.playbackFailed(),
    });
    this.playback = new RoomPlayback(
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
    return {
      player: this.playback.state,
      status: this.playback.status,
      nowPlaying: this.nowPlaying.snapshot,
      room: this.room?.snapshot ?? null,
    };
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
    this.offRooms = this.rooms.onRoomSession((session) => {
      if (session) this.loadRoom();
    });
  }

  stop(): void {
    if (!this.started) return;
    this.started = false;
    this.offRooms?.();
    this.offRooms = null;
    this.room?.stop();
    this.room = null;
    this.roomLoading = null;
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
    if (this.inRoom('play', () => this.playList(list, index, page, openPlayer))) return;
    this.playback.playList(list, index, page);
    if (openPlayer) this.open('player');
  }

  toggle(post?: SongPost, list?: SongPost[], page?: TrackPage): void {
    const another = post !== undefined && !samePost(post, this.playback.state.current);
    if (this.inRoom(another ? 'play' : 'toggle', () => this.toggle(post, list, page))) return;
    this.playback.toggle(post, list, page);
  }

  pause(): void {
    if (this.inRoom('pause', () => this.pause())) return;
    this.playback.pause();
  }

  next(): void {
    if (this.inRoom('next', () => this.next())) return;
    this.playback.next();
  }

  previous(): void {
    if (this.inRoom('previous', () => this.previous())) return;
    this.playback.previous();
  }

  /** Shuffle and repeat belong to the listener's own list, which waits while a room plays. */
  toggleShuffle(): void {
    if (!this.playback.following) this.playback.toggleShuffle();
  }

  cycleRepeat(): void {
    if (!this.playback.following) this.playback.cycleRepeat();
  }

  seek(positionMs: number): void {
    if (this.inRoom('seek', () => this.seek(positionMs), positionMs)) return;
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
    if (this.inRoom('play', () => this.playWhenReady(post, openPlayer))) return;
    this.playback.playWhenReady(post);
    if (openPlayer) this.open('player');
  }

  /** Plays the post Now Playing shows for its comments (its Play control), from the list it was shown in. */
  playShown(): void {
    const { post, from } = this.nowPlaying.snapshot;
    if (!post || this.inRoom('play', () => this.playShown())) return;
    this.playback.toggle(post, from?.list, from?.page);
  }

  // ---- a club's room ----

  /** In a room, the room has a say in the user's action first (see RoomLink); false: do it. */
  private inRoom(action: PlayerAction, run: () => void, positionMs?: number): boolean {
    return this.room?.takes(action, run, positionMs) ?? false;
  }

  /** The room's chunk, once: the link then follows the room session itself. */
  private loadRoom(): void {
    this.roomLoading ??= this.rooms.load().then(
      ({ RoomLink }) => {
        if (!this.started || this.room) return;
        this.room = new RoomLink(this.playback, this.rooms, () => this.publish());
        this.room.start();
      },
      () => {
        // Not fetched (offline): the room's gate has said so; the next session change tries again.
        this.roomLoading = null;
      },
    );
  }

  /** The answer "Leave the room" to the question a listener's action raised: out, then the action. */
  leaveRoomAndContinue(): void {
    this.room?.leaveAndRun();
  }

  /** The answer "Stay": the action is dropped. */
  stayInRoom(): void {
    this.room?.stay();
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
