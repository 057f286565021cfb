import type { PlayerState, RepeatMode } from '@upclub/shared/types';

const NEXT_MODE: Record<RepeatMode, RepeatMode> = { none: 'all', all: 'track', track: 'none' };

/** The repeat button: none -> all -> track -> none (spec §4 Player). */
export function cycleRepeat(state: PlayerState): PlayerState {
  return { ...state, repeat: NEXT_MODE[state.repeat] };
}
