import { songPost as aSongPost, trackDetails } from '@upclub/shared/testing';
import type { PlayerState, SongPost } from '@upclub/shared/types';
import { INITIAL_PLAYER_STATE, atIndex, withOrder } from '../actions/state';

/** A song post as the feed answers it, for the player's tests. */
export const songPost = (id: number, overrides: Partial<SongPost> = {}): SongPost =>
  aSongPost(id, {
    song: `track${id}`,
    upclubuser: 100 + id,
    username: `user${id}`,
    first_name: 'First',
    last_name: 'Last',
    track_details: trackDetails(`track${id}`, `Song ${id}`, id),
    ...overrides,
  });

/** A state playing `list[index]` of posts 1..count. */
export function playing(count: number, index: number, overrides: Partial<PlayerState> = {}): PlayerState {
  const list = withOrder(Array.from({ length: count }, (_, i) => songPost(i + 1)));
  return atIndex({ ...INITIAL_PLAYER_STATE, list, page: { name: 'discover' }, ...overrides }, index);
}
