import type { ClubCurator, ClubFollower, ClubUserSearchResult } from '@upclub/shared/types';

// Members of a club for tests, in the API's shapes; clubs, posts, pages and failures come from
// @upclub/shared/testing (aClub's owner is OWNER_ID).

export const OWNER_ID = 2;
export const ME_ID = 5;

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
