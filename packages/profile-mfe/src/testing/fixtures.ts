import type { FollowListUser, Paged, SongPost, UserProfile } from '@upclub/shared/types';

// Answers of the profile calls for tests, in the API's shapes.

export const ME_ID = 5;
export const ME = 'ada';

export const profile = (id: number, over: Partial<UserProfile> = {}): UserProfile => ({
  upclubuser: id,
  username: id === ME_ID ? ME : `user${id}`,
  first_name: id === ME_ID ? 'Ada' : `First${id}`,
  last_name: id === ME_ID ? 'Lovelace' : `Last${id}`,
  profile_description: `About ${id}`,
  profile_picture: null,
  thumbnail_picture: null,
  profile_twitter: null,
  profile_instagram: null,
  phone_number: null,
  posts: 12,
  clubs: 2,
  likes_given: 1234,
  followers: 7,
  followings: 3,
  followed: false,
  user_type: 0,
  ...over,
});

export const followUser = (id: number, over: Partial<FollowListUser> = {}): FollowListUser => ({
  upclubuser: id,
  username: id === ME_ID ? ME : `user${id}`,
  name: `First${id} Last${id}`,
  thumbnail_picture: null,
  followers: 2,
  posts: 1,
  followed: false,
  ...over,
});

export const paged = <T>(results: T[], next: string | null = null): Paged<T> => ({ next, results });

export const songPost = (id: number, over: Partial<SongPost> = {}): SongPost => ({
  song_post: id,
  song: `trk${id}`,
  title: `Song ${id}`,
  upclubuser: 3,
  username: 'user3',
  first_name: 'First3',
  last_name: 'Last3',
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

/** An API answer with a status (and a DRF body) as the API client rejects it. */
export const httpError = (status: number, data: unknown = {}) =>
  Object.assign(new Error(`Request failed with status code ${status}`), {
    isAxiosError: true,
    response: { status, data },
  });
