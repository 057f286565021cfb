import type { PlayerState } from '@upclub/shared/types';
import { atIndex } from './state';

/**
 * The next button (spec §4 Player): the following post; at the end it wraps to the first and
 * sets the pause-next flag (the wrapped post waits paused). Repeat track becomes repeat all.
 */
export function next(state: PlayerState): PlayerState {
  if (state.list.length === 0) return state;
  const repeat = state.repeat === 'track' ? 'all' : state.repeat;
  const wraps = state.index >= state.list.length - 1;
  return atIndex({ ...state, repeat, pauseNext: wraps }, wraps ? 0 : state.index + 1);
}
