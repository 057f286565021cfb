import type { PlayerState } from '@upclub/shared/types';

/**
 * The playing track is not the expected post's (spec §4 Player: after 2 s of difference): no
 * post is current any more; the list stays.
 */
export function resetCurrent(state: PlayerState): PlayerState {
  return { ...state, index: -1, current: null, pauseNext: false };
}
