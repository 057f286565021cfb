import type { PlayerState, SongPost, TrackPage } from '@upclub/shared/types';
import { shuffleAround } from './shuffle';
import { atIndex, indexOfPost, withOrder } from './state';

/**
 * Playing a post of a page's list (spec §4 Player): the list becomes the player's list (each
 * post numbered by `order`, shuffled around the chosen post when shuffle is on) and repeat
 * track becomes all.
 */
export function playList(
  state: PlayerState,
  list: SongPost[],
  index: number,
  page: TrackPage,
  random: () => number = Math.random,
): PlayerState {
  const ordered = withOrder(list);
  const chosen = ordered[index] ?? null;
  const played = state.shuffle ? shuffleAround(ordered, chosen, random) : ordered;
  const repeat = state.repeat === 'track' ? 'all' : state.repeat;
  const at = chosen ? indexOfPost(played, chosen.song_post) : -1;
  return atIndex({ ...state, list: played, page, repeat, pauseNext: false }, at);
}

/**
 * Playing one post (a card's play button): within the current list when it is there, else as
 * `list` from `page` when given, else as a list of its own.
 */
export function playPost(state: PlayerState, post: SongPost, list?: SongPost[], page?: TrackPage): PlayerState {
  const inCurrent = indexOfPost(state.list, post.song_post);
  if (list && page) {
    const at = indexOfPost(list, post.song_post);
    if (at >= 0) return playList(state, list, at, page);
  }
  if (inCurrent >= 0) {
    const repeat = state.repeat === 'track' ? 'all' : state.repeat;
    return atIndex({ ...state, repeat, pauseNext: false }, inCurrent);
  }
  return playList(state, [post], 0, page ?? state.page ?? { name: 'post', params: { id: post.song_post } });
}
