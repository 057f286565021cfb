import type { Club, ClubCurator, ClubFollower, ClubUserSearchResult, Paged, SongPost } from '@upclub/shared/types';

// Answers of the clubs calls for tests, in the API's shapes.

export const OWNER_ID = 2;
export const ME_ID = 5;

export const club = (id: number, over: Partial<Club> = {}): Club => ({
  club: id,
  club_name: `Club ${id}`,
  club_description: `About club ${id}`,
  club_owner: OWNER_ID,
  club_owner_name: 'Alex Doe',
  club_owner_username: 'alex',
  club_owner_thumbnail: null,
  thumbnail_picture: null,
  created_at: '2026-11-01T10:00:00Z',
  curators: 1,
  followers: 3,
  posts: 2,
  followed: false,
  is_curator: false,
  ...over,
});

export const paged = <T>(results: T[], next: string | null = null, count?: number): Paged<T> => ({
  next,
  results,
  ...(count !== undefined && { count }),
});

export const songPost = (id: number, over: Partial<SongPost> = {}): SongPost => ({
  song_post: id,
  song: `trk${id}`,
  title: `Song ${id}`,
  upclubuser: 3,
  username: 'sam',
  first_name: 'Sam',
  last_name: 'Lee',
  thumbnail_picture: null,
  post_type: 2,
  track_details: null,
  comment: '',
  mentions: [],
  formatted_likes: '0',
  formatted_comments_count: '0',
  liked: false,
  post_age: '1h',
  club: 4,
  club_name: 'Club 4',
  ...over,
});

export const follower = (id: number, over: Partial<ClubFollower> = {}): ClubFollower => ({
  upclubuser: id,
  username: `user${id}`,
  name: `User ${id}`,
  thumbnail_picture: null,
  followers: 2,
  posts: 1,
  followed: false,
  ...over,
});

export const curator = (id: number, over: Partial<ClubCurator> = {}): ClubCurator => ({
  curator: 100 + id,
  upclubuser: id,
  username: `user${id}`,
  name: `User ${id}`,
  thumbnail_picture: null,
  is_curator: true,
  ...over,
});

export const searchResult = (id: number, over: Partial<ClubUserSearchResult> = {}): ClubUserSearchResult => ({
  curator: null,
  upclubuser: id,
  username: `user${id}`,
  name: `User ${id}`,
  thumbnail_picture: null,
  is_curator: false,
  is_invited: false,
  ...over,
});

/** An axios-like failure with an answer of `status`. */
export const httpError = (status: number, data: unknown = {}) =>
  Object.assign(new Error(`Request failed with status code ${status}`), {
    isAxiosError: true,
    response: { status, data },
  });
