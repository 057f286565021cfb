import { useEffect, useMemo } from 'react';
import { useInfiniteQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { getClubSongPosts } from '@upclub/shared/api';
import { onPostChanged, onPostCreated, onPostDeleted } from '@upclub/shared/bus';
import type { FeedCategory } from '@upclub/shared/constants';
import {
  changePostInPages,
  postsOfPages,
  prependPostToPages,
  removePostFromPages,
  type PostPages,
} from '@upclub/shared/queries';
import { patchClub } from './clubs';
import { clubKeys } from './keys';

// A club's posts by category (spec part 2 §2 Club detail), and the bus's post events applied to them.

/** New posts belong first under Newest only (the other orders rank by likes). */
export const NEWEST: FeedCategory = 'new';

/**
 * The list starts over when the category or the club changes (spec part 2 §4), so a list nobody
 * shows is dropped at once; while shown it is not refetched under the reader.
 */
export const CLUB_POSTS_GC_MS = 0;

export const clubPostsQuery = (club: number, category: FeedCategory) => ({
  queryKey: clubKeys.postsBy(club, category),
  queryFn: ({ pageParam }: { pageParam: string | null }) => getClubSongPosts(club, category, pageParam),
  initialPageParam: null as string | null,
  getNextPageParam: (last: PostPages['pages'][number]) => last.next ?? undefined,
  gcTime: CLUB_POSTS_GC_MS,
  staleTime: Infinity,
});

export function useClubPostsQuery(club: number, category: FeedCategory) {
  const query = useInfiniteQuery(clubPostsQuery(club, category));
  const posts = useMemo(() => postsOfPages(query.data), [query.data]);
  return { ...query, posts };
}

/** The clubs whose cached posts hold `songPost`. */
function clubsHolding(client: QueryClient, songPost: number): Set<number> {
  const clubs = new Set<number>();
  for (const [key, data] of client.getQueriesData<PostPages>({ queryKey: [...clubKeys.all, 'posts'] })) {
    if (postsOfPages(data).some((p) => p.song_post === songPost)) clubs.add(key[2] as number);
  }
  return clubs;
}

/**
 * The bus's post events on the club caches: a new post in a club comes first under Newest and
 * counts in the club's Posts; a deleted one leaves (and counts no more); likes and comment counts
 * follow.
 */
export function useClubPostEvents(): void {
  const client = useQueryClient();
  useEffect(() => {
    const offs = [
      onPostCreated((post) => {
        if (post.club == null) return;
        const club = post.club;
        client.setQueryData<PostPages>(clubKeys.postsBy(club, NEWEST), (data) => prependPostToPages(data, post));
        patchClub(client, club, (c) => ({ ...c, posts: c.posts + 1 }));
      }),
      onPostDeleted(({ songPost }) => {
        for (const club of clubsHolding(client, songPost)) {
          patchClub(client, club, (c) => ({ ...c, posts: Math.max(0, c.posts - 1) }));
        }
        client.setQueriesData<PostPages>({ queryKey: [...clubKeys.all, 'posts'] }, (data) =>
          removePostFromPages(data, songPost),
        );
      }),
      onPostChanged((change) =>
        client.setQueriesData<PostPages>({ queryKey: [...clubKeys.all, 'posts'] }, (data) =>
          changePostInPages(data, change),
        ),
      ),
    ];
    return () => offs.forEach((off) => off());
  }, [client]);
}
