import type { FeedCategory } from '@upclub/shared/constants';
import type { FollowListUser, FollowResponse, Paged, SongPost } from '@upclub/shared/types';
import { http } from './client';

// The Users calls of spec part 2 §7 beyond the profile itself (which accounts.ts reads and
// updates): following, the follow lists and a profile's posts. Paged calls take either the first
// page's arguments or the `next` URL of the previous answer, which the client follows as is.

const follow = <T>(next: string) => http.get<Paged<T>>(next).then((r) => r.data);

/**
 * Quiet: follow and unfollow failures show nothing (spec part 2 §8); the page puts the button and
 * the count back.
 */
export const followUser = (upclubuser: number) =>
  http.post<FollowResponse>('v1/follow/', { upclubuser_followee: upclubuser }, { quiet: true }).then((r) => r.data);

export const unfollowUser = (upclubuser: number) =>
  http.post<FollowResponse>('v1/unfollow/', { upclubuser_followee: upclubuser }, { quiet: true }).then((r) => r.data);

/** Who follows the user, paged. */
export const getProfileFollowers = (upclubuser: number, next?: string | null) =>
  next
    ? follow<FollowListUser>(next)
    : http.get<Paged<FollowListUser>>(`v1/profilegetfollowers/${upclubuser}`).then((r) => r.data);

/** Whom the user follows, paged. */
export const getProfileFollowing = (upclubuser: number, next?: string | null) =>
  next
    ? follow<FollowListUser>(next)
    : http.get<Paged<FollowListUser>>(`v1/profilegetfollowing/${upclubuser}`).then((r) => r.data);

/** The user's song posts in a sort (spec part 2 §9 profile sorts), paged like the feed. */
export const getProfileSongPosts = (upclubuser: number, category: FeedCategory, next?: string | null) =>
  next
    ? follow<SongPost>(next)
    : http.get<Paged<SongPost>>(`v1/profilegetsongposts/${upclubuser}/${category}`).then((r) => r.data);

/** The posts the user up-voted, in a sort, paged. */
export const getProfileLikedSongPosts = (upclubuser: number, category: FeedCategory, next?: string | null) =>
  next
    ? follow<SongPost>(next)
    : http.get<Paged<SongPost>>(`v1/profilegetlikedsongposts/${upclubuser}/${category}`).then((r) => r.data);
