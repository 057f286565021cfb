import type { InfiniteData } from '@tanstack/react-query';
import type { FollowListUser, Paged } from '@upclub/shared/types';
import { followedInPages, followedProfile, withFollowings, withoutUser } from './profile';

const user = (id: number, followed = false, followers = 1): FollowListUser => ({
  upclubuser: id,
  username: `u${id}`,
  name: '',
  thumbnail_picture: null,
  followers,
  posts: 0,
  followed,
});
const pages = (...lists: FollowListUser[][]): InfiniteData<Paged<FollowListUser>, unknown> => ({
  pages: lists.map((results) => ({ next: null, results, count: results.length })),
  pageParams: lists.map(() => null),
});

describe('what following changes', () => {
  it('a profile gains or loses one follower once, never below 0', () => {
    expect(followedProfile({ followers: 3, followed: false }, true)).toEqual({ followers: 4, followed: true });
    expect(followedProfile({ followers: 0, followed: true }, false)).toEqual({ followers: 0, followed: false });
    const same = { followers: 3, followed: true };
    expect(followedProfile(same, true)).toBe(same);
    expect(withFollowings({ followings: 2 }, -1)).toEqual({ followings: 1 });
  });

  it('every row of the user in a list follows, on whichever page holds it; others stay as they were', () => {
    const data = pages([user(1), user(2)], [user(2)]);
    const next = followedInPages(data, 2, true);
    expect(next?.pages.map((p) => p.results.map((u) => [u.upclubuser, u.followed, u.followers]))).toEqual([
      [
        [1, false, 1],
        [2, true, 2],
      ],
      [[2, true, 2]],
    ]);
    expect(next?.pages[0].results[0]).toBe(data.pages[0].results[0]);
    expect(followedInPages(data, 9, true)).toBe(data);
  });

  it('an unfollow takes the user out of one’s own followings, and the count with it', () => {
    const data = pages([user(1, true), user(2, true)]);
    const next = withoutUser(data, 1);
    expect(next?.pages[0]).toMatchObject({ count: 1, results: [expect.objectContaining({ upclubuser: 2 })] });
    expect(withoutUser(data, 9)).toBe(data);
  });
});
