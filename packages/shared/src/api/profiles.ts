import { http } from './client';

// The Users calls of spec part 2 §7 that follow a user (the notifications page follows back).

/**
 * Quiet: follow and unfollow failures show nothing (spec part 2 §8); the page puts the button and
 * the count back.
 */
export const followUser = (upclubuser: number) =>
  http.post<unknown>('v1/follow/', { upclubuser_followee: upclubuser }, { quiet: true }).then(() => undefined);

export const unfollowUser = (upclubuser: number) =>
  http.post<unknown>('v1/unfollow/', { upclubuser_followee: upclubuser }, { quiet: true }).then(() => undefined);
