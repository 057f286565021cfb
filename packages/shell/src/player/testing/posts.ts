import type { PlayerState, SongPost } from '@upclub/shared/types';
import { INITIAL_PLAYER_STATE, atIndex, withOrder } from '../actions/state';

/** A song post as the feed answers it, for the player's tests. */
export function songPost(id: number, overrides: Partial<SongPost> = {}): SongPost {
  return {
    song_post: id,
    song: `track${id}`,
    title: `Song ${id}`,
    upclubuser: 100 + id,
    username: `user${id}`,
    first_name: 'First',
    last_name: 'Last',
    thumbnail_picture: null,
    post_type: 2,
    track_details: {
      id: `track${id}`,
      name: `Song ${id}`,
      uri: `spotify:track:track${id}`,
      artists: [{ name: `Artist ${id}` }],
      album: { images: [{ url: `https://img.test/${id}.jpg` }] },
      duration_ms: 180_000,
    },
    comment: '',
    mentions: [],
    formatted_likes: '0',
    formatted_comments_count: '0',
    liked: false,
    post_age: '1h',
    club: null,
    club_name: null,
    ...overrides,
  };
}

/** A state playing `list[index]` of posts 1..count. */
export function playing(count: number, index: number, overrides: Partial<PlayerState> = {}): PlayerState {
  const list = withOrder(Array.from({ length: count }, (_, i) => songPost(i + 1)));
  return atIndex({ ...INITIAL_PLAYER_STATE, list, page: { name: 'discover' }, ...overrides }, index);
}
