import type { PlayerState, SongPost } from '@upclub/shared/types';
import { indexOfPost } from './state';

/** Fisher-Yates with an injectable source of randomness (tests pass a fixed one). */
export function shuffled<T>(items: T[], random: () => number = Math.random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** The list shuffled with `first` (the post playing) kept at the head, so nothing is skipped. */
export function shuffleAround(
  list: SongPost[],
  first: SongPost | null,
  random: () => number = Math.random,
): SongPost[] {
  if (!first) return shuffled(list, random);
  const rest = list.filter((p) => p.song_post !== first.song_post);
  return [first, ...shuffled(rest, random)];
}

const byOrder = (a: SongPost, b: SongPost) => (a.order ?? 0) - (b.order ?? 0);

/**
 * The shuffle button (spec §4 Player): on randomises the list, off restores it by the `order`
 * field. The current post stays current either way.
 */
export function toggleShuffle(state: PlayerState, random: () => number = Math.random): PlayerState {
  const shuffle = !state.shuffle;
  const list = shuffle ? shuffleAround(state.list, state.current, random) : [...state.list].sort(byOrder);
  const index = state.current ? indexOfPost(list, state.current.song_post) : -1;
  return { ...state, shuffle, list, index };
}
