import { useEffect, useMemo } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { getProfileLikedSongPosts, getProfileSongPosts } from '@upclub/shared/api';
import { onPostChanged, onPostCreated, onPostDeleted } from '@upclub/shared/bus';
import type { ProfilePostSort } from '@upclub/shared/constants';
import {
  changePostInPages,
  postsOfPages,
  prependPostToPages,
  profileKeys,
  removePostFromPages,
  type PostPages,
} from '@upclub/shared/queries';
import type { TrackPage, UserProfile } from '@upclub/shared/types';

// A profile's song posts and the posts it up-voted, by sort (spec part 2 §2, §7, §9), and the
// bus's post events applied to them.

export type ProfilePostKind = 'posts' | 'likes';

export const profilePostKeys = {
  all: () => [...profileKeys.all, 'posts'] as const,
  list: (kind: ProfilePostKind, upclubuser: number, sort: ProfilePostSort) =>
    [...profilePostKeys.all(), kind, upclubuser, sort] as const,
};

/** A list nobody shows is dropped at once: another sort or person starts over. */
export const PROFILE_POSTS_GC_MS = 0;

export const profilePostsQuery = (kind: ProfilePostKind, upclubuser: number, sort: ProfilePostSort) => ({
  queryKey: profilePostKeys.list(kind, upclubuser, sort),
  queryFn: ({ pageParam }: { pageParam: string | null }) =>
    (kind === 'posts' ? getProfileSongPosts : getProfileLikedSongPosts)(upclubuser, sort, pageParam),
  initialPageParam: null as string | null,
  getNextPageParam: (last: PostPages['pages'][number]) => last.next ?? undefined,
  gcTime: PROFILE_POSTS_GC_MS,
  staleTime: Infinity,
});

export function useProfilePostsQuery(kind: ProfilePostKind, upclubuser: number, sort: ProfilePostSort) {
  const query = useInfiniteQuery(profilePostsQuery(kind, upclubuser, sort));
  const posts = useMemo(() => postsOfPages(query.data), [query.data]);
  return { ...query, posts };
}

/** The player's page for a profile's list: it can be told and reloaded. */
export const profileTrackPage = (kind: ProfilePostKind, upclubuser: number, sort: ProfilePostSort): TrackPage => ({
  name: kind === 'posts' ? 'profile_posts' : 'profile_likes',
  params: { id: upclubuser, category: sort },
});

/**
 * The bus's post events on the profile caches: one's new post comes first under Newest and counts
 * in Posts; a deleted one leaves every list (and counts no more on its author's profile); likes
 * and comment counts follow.
 */
export function useProfilePostEvents(): void {
  const client = useQueryClient();
  useEffect(() => {
    const lists = { queryKey: profilePostKeys.all() };
    // The author's profile (one's own, or another's by username) counts it in Posts.
    const bumpPosts = (upclubuser: number, by: 1 | -1) => {
      for (const queryKey of [profileKeys.me(), profileKeys.users()]) {
        client.setQueriesData<UserProfile>({ queryKey }, (p) =>
          p && p.upclubuser === upclubuser ? { ...p, posts: Math.max(0, p.posts + by) } : p,
        );
      }
    };
    const offs = [
      onPostCreated((post) => {
        client.setQueryData<PostPages>(profilePostKeys.list('posts', post.upclubuser, 'new'), (data) =>
          prependPostToPages(data, post),
        );
        bumpPosts(post.upclubuser, 1);
      }),
      onPostDeleted(({ songPost }) => {
        const author = client
          .getQueriesData<PostPages>(lists)
          .flatMap(([, data]) => postsOfPages(data))
          .find((p) => p.song_post === songPost)?.upclubuser;
        if (author !== undefined) bumpPosts(author, -1);
        client.setQueriesData<PostPages>(lists, (data) => removePostFromPages(data, songPost));
      }),
      onPostChanged((change) => client.setQueriesData<PostPages>(lists, (data) => changePostInPages(data, change))),
    ];
    return () => offs.forEach((off) => off());
  }, [client]);
}
