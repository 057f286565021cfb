import type { FollowListUser, UserProfile } from '@upclub/shared/types';

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

export { httpError, paged, songPost } from '@upclub/shared/testing';
