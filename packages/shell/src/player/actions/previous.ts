import type { PlayerState } from '@upclub/shared/types';
import { atIndex } from './state';

/** The previous button (spec §4 Player): the post before; at the start it wraps to the last. Repeat track becomes all. */
export function previous(state: PlayerState): PlayerState {
  if (state.list.length === 0) return state;
  const repeat = state.repeat === 'track' ? 'all' : state.repeat;
  const index = state.index <= 0 ? state.list.length - 1 : state.index - 1;
  return atIndex({ ...state, repeat, pauseNext: false }, index);
}
