import {
  ROOM_DRIFT_CHECK_MS,
  ROOM_DRIFT_TOLERANCE_MS,
  ROOM_SETTLE_CHECK_MS,
  ROOM_SETTLE_WINDOW_MS,
  driftCorrection,
  settleCorrection,
  roomTarget,
  serverNow,
  type RoomTarget,
} from '@upclub/shared/rooms';
import type { RoomState } from '@upclub/shared/types';
import type { RoomDevice } from '../engine/RoomPlayback';
import { roomPost } from './roomPost';

/**
 * The player following a club's room (issue 25, docs/rooms.md "What the browser does"): given
 * each newer state of the room and the server clock's offset, it has the device play the room's
 * song at the room's position now.
 * - another song (a skip, the song's end, the first state): the song, from where the room is;
 * - paused or playing again: the device pauses, or resumes from where the room is;
 * - nothing to play: the device stops;
 * - while it plays, every ROOM_DRIFT_CHECK_MS (and on each new state, e.g. a DJ's seek), the
 *   device's own position is compared with the room's (`driftCorrection`): a small drift is let
 *   be, a middle one made up quietly (a little faster or slower, or a seek on a device that cannot
 *   change its speed), a large one sought;
 * - just after each start (the song, or Play again), ROOM_SETTLE_CHECK_MS later, how well the
 *   start landed (`settleCorrection`): the command's way to the device leaves it behind, and
 *   within a start a correction is not heard as a jump;
 * - at the song's end the next song of the queue starts without waiting for the room's event
 *   (the server's rule, `roomTarget`), which then only confirms it.
 */
export class RoomFollower {
  private state: RoomState | null = null;
  private offsetMs = 0;
  /** The room item the device was given (null: none). */
  private item: number | null = null;
  private playing = false;
  /** Where a paused song was held. */
  private heldAt = 0;
  /** The speed a correction set (1: none). */
  private rate = 1;
  private checkTimer: ReturnType<typeof setInterval> | null = null;
  private endTimer: ReturnType<typeof setTimeout> | null = null;
  private rateTimer: ReturnType<typeof setTimeout> | null = null;
  private settleTimer: ReturnType<typeof setTimeout> | null = null;
  /** Until when (this.now()) the device counts as just started: 0 when it has settled. */
  private settleUntil = 0;
  /** Bumped on each new song and on stop: a drift reading for an older one is dropped. */
  private generation = 0;
  private checking = false;

  constructor(
    private readonly device: RoomDevice,
    private readonly now: () => number = Date.now,
  ) {}

  /** A newer state of the room (or a better clock offset). */
  follow(state: RoomState, clockOffsetMs: number): void {
    this.state = state;
    this.offsetMs = clockOffsetMs;
    this.apply();
  }

  /** Plays the room's song again from where the room is (the listener pressed Play after a refused autoplay). */
  rejoin(): void {
    const target = this.target();
    if (!target?.item || !target.playing) return;
    this.generation += 1;
    this.device.resume(this.positionNow);
    this.settle();
  }

  /** No room any more: timers end and the speed is normal again (the player itself is given back by the engine). */
  stop(): void {
    this.generation += 1;
    this.state = null;
    this.item = null;
    this.playing = false;
    this.stopChecks();
    this.clearEnd();
    this.normalRate();
    this.clearSettle();
  }

  private apply(): void {
    const state = this.state;
    if (!state) return;
    const target = roomTarget(state, serverNow(this.offsetMs, this.now()));
    this.clearEnd();
    const item = target.item;
    if (!item) {
      if (this.item !== null) this.device.clear();
      this.item = null;
      this.playing = false;
      this.stopChecks();
      return;
    }
    if (item.item !== this.item) {
      this.generation += 1;
      this.item = item.item;
      this.playing = target.playing;
      this.heldAt = target.positionMs;
      this.normalRate();
      this.device.song(roomPost(item, state), this.positionNow, target.playing);
      if (target.playing) this.settle();
    } else if (target.playing !== this.playing) {
      this.playing = target.playing;
      this.heldAt = target.positionMs;
      this.normalRate();
      if (target.playing) {
        this.device.resume(this.positionNow);
        this.settle();
      } else {
        // Held where the room paused, not where the pause reached this device a moment later.
        this.device.pause();
        this.device.seek(target.positionMs);
      }
    } else if (!target.playing) {
      // A DJ moved a paused song: held there.
      if (Math.abs(target.positionMs - this.heldAt) >= ROOM_DRIFT_TOLERANCE_MS) this.device.seek(target.positionMs);
      this.heldAt = target.positionMs;
    } else {
      // The same song plays on: a DJ's seek, or only news about the queue; the drift check tells.
      void this.check();
    }
    if (target.playing) {
      this.startChecks();
      this.scheduleEnd(target);
    } else {
      this.stopChecks();
    }
  }

  private target(): RoomTarget | null {
    return this.state && roomTarget(this.state, serverNow(this.offsetMs, this.now()));
  }

  private readonly positionNow = (): number => this.target()?.positionMs ?? 0;

  // ---- drift ----

  private async check(): Promise<void> {
    if (this.checking || !this.playing || this.item === null) return;
    this.checking = true;
    const generation = this.generation;
    try {
      const device = await this.device.position();
      const target = this.target();
      // Another song meanwhile, or the device not on it yet (starting, or held by a refused autoplay).
      if (generation !== this.generation || !device || device.paused) return;
      if (!target?.playing || target.item?.item !== this.item) return;
      const settling = this.now() < this.settleUntil;
      const correct = settling ? settleCorrection : driftCorrection;
      const correction = correct(device.positionMs, target.positionMs, this.device.canChangeRate);
      // One settling per start: later checks keep the usual tolerance.
      this.settleUntil = 0;
      if (correction.kind === 'seek') {
        this.normalRate();
        this.device.seek(correction.positionMs);
      } else if (correction.kind === 'rate') {
        this.nudge(correction.rate, correction.durationMs);
      }
      // 'none' during a nudge: the nudge is making up the rest; it ends on its own.
    } finally {
      this.checking = false;
    }
  }

  /** The device was just told to start: see how it landed soon. */
  private settle(): void {
    this.clearSettle();
    this.settleUntil = this.now() + ROOM_SETTLE_WINDOW_MS;
    this.settleTimer = setTimeout(() => void this.check(), ROOM_SETTLE_CHECK_MS);
  }

  private clearSettle(): void {
    if (this.settleTimer) clearTimeout(this.settleTimer);
    this.settleTimer = null;
    this.settleUntil = 0;
  }

  private nudge(rate: number, durationMs: number): void {
    if (this.rateTimer) clearTimeout(this.rateTimer);
    if (rate !== this.rate) this.device.setRate(rate);
    this.rate = rate;
    this.rateTimer = setTimeout(() => this.normalRate(), durationMs);
  }

  private normalRate(): void {
    if (this.rateTimer) clearTimeout(this.rateTimer);
    this.rateTimer = null;
    if (this.rate !== 1) this.device.setRate(1);
    this.rate = 1;
  }

  private startChecks(): void {
    this.checkTimer ??= setInterval(() => void this.check(), ROOM_DRIFT_CHECK_MS);
  }

  private stopChecks(): void {
    if (this.checkTimer) clearInterval(this.checkTimer);
    this.checkTimer = null;
  }

  // ---- the song's end ----

  /** At the end of the song, the room has moved on: so does the player, without waiting for the event. */
  private scheduleEnd(target: RoomTarget): void {
    const duration = target.item?.track_details.duration_ms;
    if (!duration) return;
    this.endTimer = setTimeout(() => this.apply(), Math.max(0, duration - target.positionMs) + 1);
  }

  private clearEnd(): void {
    if (this.endTimer) clearTimeout(this.endTimer);
    this.endTimer = null;
  }
}
