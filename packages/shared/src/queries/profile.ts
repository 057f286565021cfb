import {
  useMutation,
  useQuery,
  useQueryClient,
  useInfiniteQuery,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import {
  followUser,
  getMyProfile,
  getProfileByUsername,
  getProfileFollowers,
  getProfileFollowing,
  unfollowUser,
} from '@upclub/shared/api';
import { getCurrentUser, noticeSuccess } from '@upclub/shared/bus';
import { FOLLOW_NOTICE } from '@upclub/shared/constants';
import type { FollowListUser, Paged, UserProfile } from '@upclub/shared/types';
import { usePagedItems } from './paged';

// Profiles and following (spec part 2 §2, §4, §7), one key factory for the page's one query
// cache: any piece that shows a follow button (a profile, a follow list, search) moves the same
// counts at once.

export const profileKeys = {
  all: ['profile'] as const,
  /** The signed-in user's own profile (v1/myprofile). */
  me: () => [...profileKeys.all, 'me'] as const,
  /** Another user's profile, by username (v1/getprofileviausername). */
  users: () => [...profileKeys.all, 'user'] as const,
  byUsername: (username: string) => [...profileKeys.users(), username] as const,
  followLists: () => [...profileKeys.all, 'follow'] as const,
  followers: (upclubuser: number) => [...profileKeys.followLists(), 'followers', upclubuser] as const,
  followings: (upclubuser: number) => [...profileKeys.followLists(), 'followings', upclubuser] as const,
};

/** A profile shown is fresh for this long; following, saving and the bus patch it in place. */
export const PROFILE_STALE_MS = 30_000;

/** The signed-in user's profile. */
export function useMyProfileQuery() {
  return useQuery({ queryKey: profileKeys.me(), queryFn: getMyProfile, staleTime: PROFILE_STALE_MS });
}

/** Another user's profile by username. */
export function useProfileQuery(username: string) {
  return useQuery({
    queryKey: profileKeys.byUsername(username),
    queryFn: () => getProfileByUsername(username),
    staleTime: PROFILE_STALE_MS,
  });
}

type FollowPages = InfiniteData<Paged<FollowListUser>, unknown>;
const usersOf = (page: Paged<FollowListUser>) => page.results;

function useFollowList(kind: 'followers' | 'followings', upclubuser: number) {
  const query = useInfiniteQuery({
    queryKey: profileKeys[kind](upclubuser),
    queryFn: ({ pageParam }) =>
      (kind === 'followers' ? getProfileFollowers : getProfileFollowing)(upclubuser, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next ?? undefined,
  });
  return usePagedItems(query, usersOf);
}

/** Who follows the user, as a paged list. */
export const useFollowersQuery = (upclubuser: number) => useFollowList('followers', upclubuser);
/** Whom the user follows, as a paged list. */
export const useFollowingsQuery = (upclubuser: number) => useFollowList('followings', upclubuser);

/** Whom a follow button is about. */
export interface FollowTarget {
  upclubuser: number;
  username: string;
}

// ---- the pure updates a follow or unfollow makes to the cached data ----

/** A profile after the signed-in user follows (+1) or unfollows (-1) it. */
export function followedProfile<P extends Pick<UserProfile, 'followers' | 'followed'>>(profile: P, follow: boolean): P {
  if (profile.followed === follow) return profile;
  return { ...profile, followed: follow, followers: Math.max(0, profile.followers + (follow ? 1 : -1)) };
}

/** The signed-in user's own profile: one more or one fewer in Following. */
export function withFollowings<P extends Pick<UserProfile, 'followings'>>(profile: P, change: 1 | -1): P {
  return { ...profile, followings: Math.max(0, profile.followings + change) };
}

/** Every row of `upclubuser` in a follow list gets the new state and its followers count. */
export function followedInPages(data: FollowPages | undefined, upclubuser: number, follow: boolean) {
  if (!data) return data;
  let changed = false;
  const pages = data.pages.map((page) => {
    if (!page.results.some((u) => u.upclubuser === upclubuser && u.followed !== follow)) return page;
    changed = true;
    return {
      ...page,
      results: page.results.map((u) => (u.upclubuser === upclubuser ? followedProfile(u, follow) : u)),
    };
  });
  return changed ? { ...data, pages } : data;
}

/** The signed-in user's followings list without `upclubuser` (spec part 2 §4: an unfollow removes it). */
export function withoutUser(data: FollowPages | undefined, upclubuser: number) {
  if (!data) return data;
  let changed = false;
  const pages = data.pages.map((page) => {
    if (!page.results.some((u) => u.upclubuser === upclubuser)) return page;
    changed = true;
    return {
      ...page,
      results: page.results.filter((u) => u.upclubuser !== upclubuser),
      ...(page.count !== undefined && { count: Math.max(0, page.count - 1) }),
    };
  });
  return changed ? { ...data, pages } : data;
}

/** What a follow (or unfollow) changes in the cache, everywhere at once; returns how to undo it. */
function applyFollow(client: QueryClient, target: FollowTarget, follow: boolean): () => void {
  const me = getCurrentUser()?.upclubuser;
  // The keys it may change, with what they held, so a failure can put them back.
  const touched = [
    profileKeys.me(),
    profileKeys.byUsername(target.username),
    ...client.getQueriesData({ queryKey: profileKeys.followLists() }).map(([key]) => key),
  ];
  const before = touched.map((key) => [key, client.getQueryData(key)] as const);

  client.setQueryData<UserProfile>(profileKeys.byUsername(target.username), (p) => p && followedProfile(p, follow));
  client.setQueryData<UserProfile>(profileKeys.me(), (p) => {
    if (!p || p.upclubuser === target.upclubuser) return p;
    return withFollowings(p, follow ? 1 : -1);
  });
  client.setQueriesData<FollowPages>({ queryKey: profileKeys.followLists() }, (data) =>
    followedInPages(data, target.upclubuser, follow),
  );
  if (!follow && me !== undefined) {
    client.setQueryData<FollowPages>(profileKeys.followings(me), (data) => withoutUser(data, target.upclubuser));
  }
  // Whose followers list gains or loses the signed-in user is fetched again when next shown.
  void client.invalidateQueries({ queryKey: profileKeys.followers(target.upclubuser), refetchType: 'none' });
  return () => before.forEach(([key, data]) => client.setQueryData(key, data));
}

/**
 * Follow or unfollow a user (spec part 2 §4): the button and the counts move at once (the
 * profile's Followers, the signed-in user's Following, the rows of the follow lists; an unfollow
 * removes the row from one's own followings), then the notice 'You are now following {user}' or
 * 'You had just unfollowed {user}'. A failure shows nothing and puts everything back.
 */
export function useFollowMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ target, follow }: { target: FollowTarget; follow: boolean }) =>
      (follow ? followUser : unfollowUser)(target.upclubuser),
    onMutate: ({ target, follow }) => ({ undo: applyFollow(client, target, follow) }),
    onError: (_error, _vars, context) => context?.undo(),
    onSuccess: (answer, { target, follow }) => {
      // The server's count wins over the one moved at once (someone else may have followed too).
      if (typeof answer?.followers === 'number') {
        client.setQueryData<UserProfile>(profileKeys.byUsername(target.username), (p) =>
          p ? { ...p, followers: answer.followers } : p,
        );
      }
      noticeSuccess((follow ? FOLLOW_NOTICE.followed : FOLLOW_NOTICE.unfollowed).replace('{user}', target.username));
    },
  });
}
