import { applyPostChange as withChange } from '@upclub/shared/queries';
import { PLAYER_PROGRESS_TICK_MS } from '@upclub/shared/constants';
import type { PostChange } from '@upclub/shared/bus';
import type { DeviceState } from '@upclub/shared/providers';
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
  toggleShuffle,
} from '../actions';
import { AUTHORIZE_ROUTE, type CommandDeps } from './deps';
import type { Device } from './DeviceSession';
import { PlaybackClock } from './PlaybackClock';
import { samePost, sdkTrackIs, trackUriOf } from './posts';

/** Told after every change of the state or the status (`currentChanged`: another post became current). */
export type PlaybackChanged = (change: { currentChanged: boolean }) => void;

/** The playback remembered while a search modal is open. */
interface Remembered {
  player: PlayerState;
  positionMs: number;
  playing: boolean;
}

const statusOf = (error: unknown): number | undefined =>
  typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number'
    ? error.status
    : undefined;

/**
 * The player's commands (spec §4 Player): each applies the pure rule of `../actions` to the
 * PlayerState and plays the result on the device. It follows what the device reports, with the
 * timing rules of `PlaybackClock` (1 s progress, advance at 2 s left, reset after 2 s off track).
 *
 * The state is saved after each change; the engine publishes it.
 */
export class PlaybackCommands {
  protected current: PlayerState = INITIAL_PLAYER_STATE;
  protected playback: PlaybackStatus;
  /** The post the device was last asked to play (the device's track is checked against it). */
  protected expected: SongPost | null = null;
  /** Plays waiting for the device to be ready. */
  protected whenReady: Array<() => void> = [];
  protected remembered: Remembered | null = null;
  private readonly clock = new PlaybackClock({
    tick: () => this.tick(),
    advance: () => this.advance(),
    reset: () => this.resetCurrent(),
  });

  constructor(
    protected readonly deps: CommandDeps,
    protected readonly device: Device,
    private readonly changed: PlaybackChanged,
    volume: number,
  ) {
    this.playback = { post: null, playing: false, positionMs: 0, durationMs: 0, volume, ready: false };
  }

  get state(): PlayerState {
    return this.current;
  }

  get status(): PlaybackStatus {
    return this.playback;
  }

  // ---- life cycle ----

  /** The saved playback, restored paused with Now Playing closed (not published). */
  restore(saved: PlayerState): void {
    this.current = { ...saved, open: false };
    const durationMs = saved.current?.track_details?.duration_ms ?? 0;
    this.playback = { ...this.playback, post: saved.current, playing: false, positionMs: 0, durationMs };
  }

  stop(): void {
    this.clock.stop();
    this.whenReady = [];
    this.setStatus({ playing: false, ready: false });
  }

  /** Whether Now Playing is open (kept with the state). */
  setOpen(open: boolean): void {
    this.current = { ...this.current, open };
    this.save();
    this.changed({ currentChanged: false });
  }

  // ---- the device ----

  /** The device is ready: plays waiting for one, and a play kept over a new authorization, start. */
  deviceReady(): void {
    this.setStatus({ ready: true });
    const pending = this.deps.takePendingPlay();
    if (pending) {
      const { post, list, page } = pending;
      this.whenReady.push(() => this.play(playPost(this.current, post, list, page ?? undefined)));
    }
    this.whenReady.splice(0).forEach((run) => run());
  }

  deviceLost(): void {
    this.setStatus({ ready: false, playing: false });
  }

  /** The device player was disconnected: it holds nothing any more (not published). */
  deviceDetached(): void {
    this.expected = null;
    this.playback = { ...this.playback, ready: false };
  }

  playbackFailed(): void {
    this.setStatus({ playing: false });
  }

  /** The device's playback state: playing, position and duration of the current post. */
  followDevice(sdkState: DeviceState | null): void {
    if (!sdkState) {
      // Playback went to another device or stopped.
      this.setStatus({ playing: false });
      return;
    }
    const track = sdkState.track_window?.current_track;
    const matches = this.expected ? sdkTrackIs(track, this.expected, this.deps.trackUri) : false;
    if (matches || !this.expected) this.clock.onTrack();
    else this.clock.offTrack();
    const onCurrent = matches && samePost(this.expected, this.current.current);
    this.setStatus({
      playing: onCurrent && !sdkState.paused,
      ...(onCurrent && { positionMs: sdkState.position, durationMs: sdkState.duration || this.playback.durationMs }),
    });
    if (onCurrent && !sdkState.paused) this.clock.check(this.playback.positionMs, this.playback.durationMs);
  }

  // ---- commands ----

  playList(list: SongPost[], index: number, page: TrackPage): void {
    this.play(playList(this.current, list, index, page, this.deps.random));
  }

  /** Play/pause (spec §4: play, pause, resume); starts `post` when it is not the current one. */
  toggle(post?: SongPost, list?: SongPost[], page?: TrackPage): void {
    if (post && !samePost(post, this.current.current)) {
      this.play(playPost(this.current, post, list, page));
      return;
    }
    if (!this.current.current) return;
    if (this.playback.playing) {
      this.pause();
      return;
    }
    if (this.holdsCurrent() && this.device.resume()) {
      this.setStatus({ playing: true });
      return;
    }
    this.play(this.current, this.playback.positionMs);
  }

  pause(): void {
    if (!this.playback.playing) return;
    this.device.pause();
    this.setStatus({ playing: false });
  }

  next(): void {
    const state = next(this.current);
    if (state === this.current) return;
    if (state.pauseNext) this.holdPaused(state);
    else this.play(state);
  }

  previous(): void {
    const state = previous(this.current);
    if (state !== this.current) this.play(state);
  }

  toggleShuffle(): void {
    this.setState(toggleShuffle(this.current, this.deps.random));
  }

  cycleRepeat(): void {
    this.setState(cycleRepeat(this.current));
  }

  seek(positionMs: number): void {
    if (!this.current.current) return;
    const position = Math.max(0, Math.round(positionMs));
    if (this.holdsCurrent()) this.device.seek(position);
    this.clock.sought(position, this.playback.durationMs);
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
    const wasPlaying = this.playback.playing;
    const { state, effect } = removePost(this.current, songPost);
    if (state === this.current) return;
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

  /** Plays a post once the device is ready (share links, notifications); it is current at once. */
  playWhenReady(post: SongPost): void {
    const run = () => this.play(playPost(this.current, post));
    if (this.device.id) run();
    else {
      this.whenReady.push(run);
      this.setState(playPost(this.current, post));
    }
  }

  /** A search modal opened: remember the playback. */
  saveSnapshot(): void {
    this.remembered = { player: this.current, positionMs: this.playback.positionMs, playing: this.playback.playing };
  }

  /** The search modal closed: put the remembered playback back if it changed meanwhile. */
  restoreSnapshot(): void {
    const saved = this.remembered;
    this.remembered = null;
    if (!saved) return;
    if (samePost(saved.player.current, this.current.current)) {
      // Same post: only the list it came from comes back.
      this.setState({ ...this.current, list: saved.player.list, page: saved.player.page, index: saved.player.index });
      return;
    }
    if (saved.playing && saved.player.current) this.play(saved.player, saved.positionMs);
    else {
      this.holdPaused(saved.player);
      this.setStatus({ positionMs: saved.positionMs });
    }
  }

  /** A post changed elsewhere (like, comment count): every copy in the list follows. False when none is held. */
  applyPostChange(change: PostChange): boolean {
    const { list, current } = this.current;
    if (!list.some((p) => p.song_post === change.songPost) && current?.song_post !== change.songPost) return false;
    const patch = (post: SongPost) => withChange(post, change);
    this.current = { ...this.current, list: list.map(patch), current: current && patch(current) };
    this.playback = { ...this.playback, post: this.current.current };
    this.save();
    this.changed({ currentChanged: false });
    return true;
  }

  // ---- playing on the device ----

  /** Makes `state` current and plays its current post on the device (from `positionMs`). */
  protected play(state: PlayerState, positionMs = 0): void {
    this.setState({ ...state, pauseNext: false });
    const post = this.current.current;
    if (!post) return;
    this.device.activate();
    const durationMs = post.track_details?.duration_ms ?? 0;
    const deviceId = this.device.id;
    this.clock.started();
    this.setStatus({ playing: Boolean(deviceId), positionMs, durationMs });
    if (!deviceId) {
      if (this.device.wasReady) {
        // Spec §4 Player: device not ready -> authorize again; the play waits for the new device.
        this.keepForAuthorization(post);
      } else {
        // Still starting: played as soon as the device is ready.
        this.whenReady = [() => this.play(this.current, positionMs)];
      }
      return;
    }
    this.startOnDevice(post, deviceId, positionMs, false);
  }

  private startOnDevice(post: SongPost, deviceId: string, positionMs: number, retried: boolean): void {
    this.expected = post;
    this.clock.onTrack();
    this.deps
      .startPlayback(deviceId, {
        uris: [trackUriOf(post, this.deps.trackUri)],
        ...(positionMs > 0 && { position_ms: positionMs }),
      })
      .catch((error: unknown) => {
        if (!samePost(this.current.current, post)) return;
        // A 404 re-created the player (provider client): the call went to the old device, so
        // it is made once more on the new one.
        const now = this.device.id;
        if (!retried && statusOf(error) === 404 && now && now !== deviceId) {
          this.startOnDevice(post, now, positionMs, true);
          return;
        }
        this.expected = null;
        this.setStatus({ playing: false });
        if (this.deps.needsAuthorization(error)) this.keepForAuthorization(post);
      });
  }

  /** Spec §4: a play that fails for a token reason (or another account reason) is saved and replayed after the user authorized again. */
  private keepForAuthorization(post: SongPost): void {
    this.deps.savePendingPlay({ post, list: this.current.list, page: this.current.page });
    this.deps.navigate(AUTHORIZE_ROUTE);
  }

  /** Shows the current post paused (next wrapped from the end: the pause-next flag). */
  protected holdPaused(state: PlayerState): void {
    this.setState({ ...state, pauseNext: false });
    if (this.playback.playing) this.device.pause();
    const durationMs = state.current?.track_details?.duration_ms ?? 0;
    this.setStatus({ playing: false, positionMs: 0, durationMs });
  }

  /** Whether the device holds the current post (so play/pause resumes instead of restarting). */
  protected holdsCurrent(): boolean {
    return Boolean(this.device.id && this.expected && samePost(this.expected, this.current.current));
  }

  // ---- the clock ----

  private tick(): void {
    const { positionMs, durationMs } = this.playback;
    const position =
      durationMs > 0
        ? Math.min(durationMs, positionMs + PLAYER_PROGRESS_TICK_MS)
        : positionMs + PLAYER_PROGRESS_TICK_MS;
    this.setStatus({ positionMs: position });
    this.clock.check(position, durationMs);
  }

  private advance(): void {
    const { state, effect } = autoAdvance(this.current);
    if (effect !== 'stop') this.play(state);
  }

  /** The device kept playing another track: no post is current. */
  protected resetCurrent(): void {
    this.expected = null;
    this.setState(resetCurrent(this.current));
    this.setStatus({ playing: false, positionMs: 0 });
  }

  // ---- changes ----

  protected setState(state: PlayerState): void {
    const before = this.current.current;
    this.current = state;
    this.playback = { ...this.playback, post: state.current };
    this.save();
    this.changed({ currentChanged: !samePost(before, state.current) });
  }

  protected save(): void {
    this.deps.saveState(this.current);
  }

  protected setStatus(patch: Partial<PlaybackStatus>): void {
    this.playback = { ...this.playback, ...patch };
    this.clock.sync(this.playback.playing);
    this.changed({ currentChanged: false });
  }
}
