import type { PlayerState, SongPost } from '@upclub/shared/types';
import { PlaybackCommands } from './PlaybackCommands';
import { samePost, sdkTrackIs } from './posts';

/** Where the device is in the room's song, as it says itself. */
export interface DevicePosition {
  positionMs: number;
  paused: boolean;
}

/** What a club room's follower (../room/RoomFollower) asks of the player. */
export interface RoomDevice {
  /** The room's song: played from the position the room is at when the device can start it, or held paused there. */
  song(post: SongPost, positionAt: () => number, playing: boolean): void;
  pause(): void;
  /** Plays the room's song again, from where the room is. */
  resume(positionAt: () => number): void;
  seek(positionMs: number): void;
  /** Nothing plays in the room. */
  clear(): void;
  /** Where the device is in the room's song (null: it plays something else, or cannot tell). */
  position(): Promise<DevicePosition | null>;
  readonly canChangeRate: boolean;
  setRate(rate: number): void;
}

/** The listener's own playback, kept while a room plays. */
interface Aside {
  player: PlayerState;
  positionMs: number;
}

/**
 * The player's commands with a club room's mode (issue 25): while the page follows a room, the
 * room's follower decides what plays through `RoomDevice`, and the list's own rules wait: the
 * room's song is held without a list (so they have nothing to advance to), the device playing
 * another track resets nothing, a search modal's snapshot is not kept, and nothing is saved over
 * the listener's list. What the listener played is kept aside and given back, paused, when they
 * leave.
 */
export class RoomPlayback extends PlaybackCommands implements RoomDevice {
  private inRoom = false;
  private aside: Aside | null = null;

  get following(): boolean {
    return this.inRoom;
  }

  /** The room takes the player: what played stops, the listener's list is kept aside. */
  enterRoom(): void {
    if (this.inRoom) return;
    this.aside = { player: this.current, positionMs: this.playback.positionMs };
    this.inRoom = true;
    this.clear();
  }

  /** The player is the listener's again: their list, paused where they left it. */
  leaveRoom(): void {
    const aside = this.aside;
    if (!this.inRoom || !aside) return;
    this.aside = null;
    this.inRoom = false;
    this.device.setPlaybackRate(1);
    this.holdPaused({ ...aside.player, open: this.current.open });
    // The device still holds the room's song: playing the listener's post starts it anew.
    this.expected = null;
    this.setStatus({ positionMs: aside.positionMs });
  }

  // ---- the list's own rules wait ----

  override saveSnapshot(): void {
    if (!this.inRoom) super.saveSnapshot();
  }

  /** What played before the search modal opened does not replace the room's song. */
  override restoreSnapshot(): void {
    if (this.inRoom) this.remembered = null;
    else super.restoreSnapshot();
  }

  /** A room's song that the device left is played again by the room's follower. */
  protected override resetCurrent(): void {
    if (!this.inRoom) super.resetCurrent();
  }

  protected override save(): void {
    if (!this.inRoom) super.save();
  }

  // ---- RoomDevice ----

  song(post: SongPost, positionAt: () => number, playing: boolean): void {
    const state: PlayerState = { ...this.current, list: [], index: -1, current: post, pauseNext: false };
    const durationMs = post.track_details?.duration_ms ?? 0;
    if (!playing) {
      this.holdPaused(state);
      this.setStatus({ positionMs: positionAt() });
      return;
    }
    if (!this.device.id && !this.device.wasReady) {
      // The device is still starting: the song starts where the room will be by then.
      this.setState(state);
      this.setStatus({ playing: false, positionMs: positionAt(), durationMs });
      this.whenReady = [() => this.play(this.current, positionAt())];
      return;
    }
    this.play(state, positionAt());
  }

  resume(positionAt: () => number): void {
    if (!this.current.current) return;
    if (this.holdsCurrent()) {
      // Where the room is first, then sound: no jump is heard.
      const position = positionAt();
      this.device.seek(position);
      if (this.device.resume()) {
        this.setStatus({ playing: true, positionMs: position });
        return;
      }
    }
    this.play(this.current, positionAt());
  }

  clear(): void {
    if (this.playback.playing) this.device.pause();
    this.expected = null;
    this.whenReady = [];
    this.setState({ ...this.current, list: [], index: -1, current: null, pauseNext: false });
    this.setStatus({ playing: false, positionMs: 0, durationMs: 0 });
  }

  async position(): Promise<DevicePosition | null> {
    const expected = this.expected;
    if (!expected || !samePost(expected, this.current.current)) return null;
    const state = await this.device.currentState();
    if (!state || !sdkTrackIs(state.track_window?.current_track, expected, this.deps.trackUri)) return null;
    return { positionMs: state.position, paused: state.paused };
  }

  get canChangeRate(): boolean {
    return this.device.canChangeRate;
  }

  setRate(rate: number): void {
    this.device.setPlaybackRate(rate);
  }
}
