import { PLAYER_ADVANCE_REMAINING_MS } from '@upclub/shared/constants';
import type { PlayerState } from '@upclub/shared/types';
import { atIndex } from './state';

export type AdvanceEffect = 'play' | 'replay' | 'stop';

/** Whether the playing track is close enough to its end to advance (2 s or less remain). */
export function shouldAdvance(positionMs: number, durationMs: number): boolean {
  return durationMs > 0 && durationMs - positionMs <= PLAYER_ADVANCE_REMAINING_MS;
}

/**
 * What happens once near the end of a track (spec §4 Player): repeat all moves on and wraps
 * around, repeat track replays the same post, repeat none moves on and stops at the list end.
 */
export function autoAdvance(state: PlayerState): { state: PlayerState; effect: AdvanceEffect } {
  if (!state.current || state.list.length === 0) return { state, effect: 'stop' };
  if (state.repeat === 'track') return { state, effect: 'replay' };
  const last = state.index >= state.list.length - 1;
  if (last && state.repeat === 'none') return { state, effect: 'stop' };
  return { state: atIndex({ ...state, pauseNext: false }, last ? 0 : state.index + 1), effect: 'play' };
}
