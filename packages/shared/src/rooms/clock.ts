import { ROOM_CLOCK_DRIFT_PPM } from './constants';

// The server's clock as a page estimates it (docs/rooms.md "Position now"), the way NTP does: a
// call timed on this page's clock carries the server's `server_time`, read somewhere between the
// call's sending and its answer; the middle of that interval is the best guess, wrong by at most
// half the round trip. Of several such estimates the one with the shortest round trip wins.

export interface ClockSample {
  /** serverNow ≈ Date.now() + offsetMs. */
  offsetMs: number;
  /** How long the timed call took (ms): the estimate is wrong by at most half of it. */
  roundTripMs: number;
  /** When it was taken (this page's clock, ms). */
  at: number;
}

/** The estimate one timed call gives: `server_time` against the middle of its round trip. */
export function clockSample(sentAt: number, receivedAt: number, serverTime: number): ClockSample {
  const roundTripMs = Math.max(0, receivedAt - sentAt);
  return { offsetMs: Math.round(serverTime - (sentAt + receivedAt) / 2), roundTripMs, at: receivedAt };
}

/**
 * How far off an estimate may be now: half its round trip, plus what two clocks may have drifted
 * apart since it was taken (NTP's dispersion).
 */
export function clockError(sample: ClockSample, now: number): number {
  return sample.roundTripMs / 2 + (Math.max(0, now - sample.at) * ROOM_CLOCK_DRIFT_PPM) / 1_000_000;
}

/** The better of the held estimate and a new one: the one that may be off by less now (a tie goes to the new one). */
export function betterClockSample(held: ClockSample | null, next: ClockSample): ClockSample {
  if (!held) return next;
  return clockError(next, next.at) <= clockError(held, next.at) ? next : held;
}
