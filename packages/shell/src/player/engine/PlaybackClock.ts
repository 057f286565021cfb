import { PLAYER_PROGRESS_TICK_MS, PLAYING_POST_RESET_DELAY_MS } from '@upclub/shared/constants';
import { shouldAdvance } from '../actions';

export interface ClockEvents {
  /** Another second played (PLAYER_PROGRESS_TICK_MS). */
  tick: () => void;
  /** 2 s or less remain: the list moves on (once per play). */
  advance: () => void;
  /** The device played another track than the expected one for 2 s. */
  reset: () => void;
}

/**
 * The player's timing rules (spec §4 Player, §9): while playing, the progress ticks every 1 s;
 * once per play, when 2 s or less remain, the list advances; when the device plays another
 * track than the one asked for and does not catch up within 2 s, the current post is reset.
 */
export class PlaybackClock {
  private tickTimer: ReturnType<typeof setInterval> | null = null;
  private resetTimer: ReturnType<typeof setTimeout> | null = null;
  private advanced = false;

  constructor(private readonly events: ClockEvents) {}

  /** Ticks while playing, not otherwise. */
  sync(playing: boolean): void {
    if (playing && !this.tickTimer) {
      this.tickTimer = setInterval(() => this.events.tick(), PLAYER_PROGRESS_TICK_MS);
    } else if (!playing && this.tickTimer) {
      clearInterval(this.tickTimer);
      this.tickTimer = null;
    }
  }

  /** A new play: it may advance once. */
  started(): void {
    this.advanced = false;
  }

  /** Advances when 2 s or less remain, once per play. */
  check(positionMs: number, durationMs: number): void {
    if (this.advanced || !shouldAdvance(positionMs, durationMs)) return;
    this.advanced = true;
    this.events.advance();
  }

  /** A seek back before the last 2 s lets the play advance again. */
  sought(positionMs: number, durationMs: number): void {
    if (!shouldAdvance(positionMs, durationMs)) this.advanced = false;
  }

  /** The device plays the expected track, or nothing is expected: no reset is due. */
  onTrack(): void {
    if (this.resetTimer) clearTimeout(this.resetTimer);
    this.resetTimer = null;
  }

  /** The device plays another track: the reset is due in 2 s unless it catches up meanwhile. */
  offTrack(): void {
    if (this.resetTimer) return;
    this.resetTimer = setTimeout(() => {
      this.resetTimer = null;
      this.events.reset();
    }, PLAYING_POST_RESET_DELAY_MS);
  }

  stop(): void {
    this.sync(false);
    this.onTrack();
  }
}
