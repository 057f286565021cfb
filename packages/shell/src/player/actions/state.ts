import { DEFAULT_REPEAT, DEFAULT_SHUFFLE } from '@upclub/shared/constants';
import type { PlayerState, SongPost } from '@upclub/shared/types';

/** Nothing played yet: the defaults of spec §9 (repeat all, shuffle off). */
export const INITIAL_PLAYER_STATE: PlayerState = {
  list: [],
  open: false,
  page: null,
  index: -1,
  current: null,
  repeat: DEFAULT_REPEAT,
  shuffle: DEFAULT_SHUFFLE,
  pauseNext: false,
};

/** The state with `list[index]` as the current post (index -1 or out of range: none). */
export function atIndex(state: PlayerState, index: number): PlayerState {
  const current = index >= 0 && index < state.list.length ? state.list[index] : null;
  return { ...state, index: current ? index : -1, current };
}

/** Where a post is in a list, by its id. */
export const indexOfPost = (list: SongPost[], songPost: number) => list.findIndex((p) => p.song_post === songPost);

/** Each post of a freshly played list gets its place as `order` (turning shuffle off restores it). */
export const withOrder = (list: SongPost[]): SongPost[] => list.map((post, order) => ({ ...post, order }));
