import type { PlayerState } from '@upclub/shared/types';
import { atIndex, indexOfPost } from './state';

export type RemoveEffect = 'none' | 'moved' | 'cleared';

/**
 * A post was deleted (spec §4 Player): it leaves the list; when it was the current post the
 * player moves to the next post (the first after the end), or clears playback when the list is
 * now empty.
 */
export function removePost(state: PlayerState, songPost: number): { state: PlayerState; effect: RemoveEffect } {
  const at = indexOfPost(state.list, songPost);
  const wasCurrent = state.current?.song_post === songPost;
  if (at < 0 && !wasCurrent) return { state, effect: 'none' };
  const list = at < 0 ? state.list : state.list.filter((p) => p.song_post !== songPost);
  if (!wasCurrent) {
    const index = state.current ? indexOfPost(list, state.current.song_post) : -1;
    return { state: { ...state, list, index }, effect: 'none' };
  }
  if (list.length === 0) return { state: atIndex({ ...state, list, pauseNext: false }, -1), effect: 'cleared' };
  const nextIndex = at < 0 || at >= list.length ? 0 : at;
  return { state: atIndex({ ...state, list, pauseNext: false }, nextIndex), effect: 'moved' };
}
