import {
  ROOM_DRIFT_RATE_STEP,
  ROOM_DRIFT_SEEK_MS,
  ROOM_DRIFT_SEEK_WITHOUT_RATE_MS,
  ROOM_DRIFT_TOLERANCE_MS,
  ROOM_SETTLE_TOLERANCE_MS,
} from './constants';

// How a listener's player corrects its distance from the room's position (issue 25: "Drift is
// corrected quietly, with no audible jumps for small errors").

export type DriftCorrection =
  /** Close enough: nothing to do. */
  | { kind: 'none' }
  /** Play at `rate` for `durationMs`, which makes up the drift without a jump. */
  | { kind: 'rate'; rate: number; durationMs: number }
  /** Jump to `positionMs`. */
  | { kind: 'seek'; positionMs: number };

/**
 * What to do about a player at `deviceMs` while the room is at `roomMs`:
 * - less than ROOM_DRIFT_TOLERANCE_MS apart: nothing;
 * - ROOM_DRIFT_SEEK_MS or more: seek;
 * - between: a player that can change its speed plays ROOM_DRIFT_RATE_STEP faster (behind) or
 *   slower (ahead) until it has made the drift up; one that cannot seeks only past
 *   ROOM_DRIFT_SEEK_WITHOUT_RATE_MS and otherwise lets it be.
 */
export function driftCorrection(deviceMs: number, roomMs: number, canChangeRate: boolean): DriftCorrection {
  const drift = deviceMs - roomMs;
  const size = Math.abs(drift);
  if (size < ROOM_DRIFT_TOLERANCE_MS) return { kind: 'none' };
  if (size >= ROOM_DRIFT_SEEK_MS) return { kind: 'seek', positionMs: Math.max(0, Math.round(roomMs)) };
  if (canChangeRate) return makeUp(drift);
  if (size >= ROOM_DRIFT_SEEK_WITHOUT_RATE_MS) return { kind: 'seek', positionMs: Math.max(0, Math.round(roomMs)) };
  return { kind: 'none' };
}

/** Ahead: slower; behind: faster. At 1 ± step, each ms played gains or loses `step` ms. */
function makeUp(drift: number): DriftCorrection {
  const rate = drift > 0 ? 1 - ROOM_DRIFT_RATE_STEP : 1 + ROOM_DRIFT_RATE_STEP;
  return { kind: 'rate', rate, durationMs: Math.round(Math.abs(drift) / ROOM_DRIFT_RATE_STEP) };
}

/**
 * The same question just after the player started the room's song (within a start, see
 * ROOM_SETTLE_TOLERANCE_MS): any drift past that tolerance is made up, by a short change of
 * speed on a player that can, otherwise (or when far off) by a seek.
 */
export function settleCorrection(deviceMs: number, roomMs: number, canChangeRate: boolean): DriftCorrection {
  const drift = deviceMs - roomMs;
  const size = Math.abs(drift);
  if (size < ROOM_SETTLE_TOLERANCE_MS) return { kind: 'none' };
  if (canChangeRate && size < ROOM_DRIFT_SEEK_MS) return makeUp(drift);
  return { kind: 'seek', positionMs: Math.max(0, Math.round(roomMs)) };
}
