import type { Paged, SongPost, Track } from '@upclub/shared/types';

export const songPost = (id: number, over: Partial<SongPost> = {}): SongPost => ({
  song_post: id,
  song: `trk${id}`,
  title: `Song ${id}`,
  upclubuser: 2,
  username: 'alex',
  first_name: 'Alex',
  last_name: 'Doe',
  thumbnail_picture: null,
  post_type: 2,
  track_details: null,
  comment: '',
  mentions: [],
  formatted_likes: '0',
  formatted_comments_count: '0',
  liked: false,
  post_age: '1h',
  club: null,
  club_name: null,
  ...over,
});

export const paged = <T,>(results: T[], next: string | null = null): Paged<T> => ({ next, results });

export const track = (id: string, name = `Track ${id}`): Track => ({
  id,
  name,
  uri: `spotify:track:${id}`,
  duration_ms: 200_000,
  artists: [{ id: `ar-${id}`, name: `Artist ${id}`, uri: `spotify:artist:ar-${id}` }],
  album: { id: `al-${id}`, name: `Album ${id}`, uri: `spotify:album:al-${id}`, total_tracks: 1, images: [], artists: [] },
});

export const offsetPage = <T,>(items: T[], offset = 0, hasNext = false) => ({
  href: '',
  items,
  limit: 10,
  next: hasNext ? `https://provider.test/next?offset=${offset + 10}` : null,
  offset,
  previous: null,
  total: items.length,
});
