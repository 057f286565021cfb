import { useEffect, useMemo } from 'react';
import { useInfiniteQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { getFeed } from '@upclub/shared/api';
import { onPostChanged, onPostCreated, onPostDeleted } from '@upclub/shared/bus';
import type { FeedCategory } from '@upclub/shared/constants';
import {
  changePostInPages,
  postsOfPages,
  prependPostToPages,
  removePostFromPages,
  type PostPages,
} from '@upclub/shared/queries';
import type { FeedScope } from './feedScope';
import { firstPage } from './firstPage';

// Server data of the feed pages: the two feeds by category, and the bus events applied to them.

export type { FeedScope } from './feedScope';

/** The order new posts belong to first (spec §2 'Newest'). */
export const NEWEST: FeedCategory = 'new';

export const feedKeys = {
  all: ['feed'] as const,
  list: (scope: FeedScope, category: FeedCategory) => ['feed', scope, category] as const,
};

/**
 * A feed is loaded fresh each time it is shown (spec §2: switching tabs reloads the list), so a
 * list nobody shows is dropped at once.
 */
export const FEED_GC_MS = 0;

export function useFeedQuery(scope: FeedScope, category: FeedCategory) {
  const query = useInfiniteQuery({
    queryKey: feedKeys.list(scope, category),
    queryFn: ({ pageParam }) => (pageParam ? getFeed(scope, category, pageParam) : firstPage(scope, category)),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next ?? undefined,
    gcTime: FEED_GC_MS,
    // The feed moves while it is read: a refetch would reshuffle pages under the reader.
    staleTime: Infinity,
  });
  const posts = useMemo(() => postsOfPages(query.data), [query.data]);
  return { ...query, posts };
}

/** Every cached feed of `scope` and `category` (any when left out). */
function updateFeeds(
  client: QueryClient,
  update: (data: PostPages | undefined) => PostPages | undefined,
  category?: FeedCategory,
) {
  client.setQueriesData<PostPages>(
    { queryKey: feedKeys.all, predicate: (q) => category === undefined || q.queryKey[2] === category },
    update,
  );
}

/**
 * Applies the bus's post events to the cached feeds: a new post comes first under Newest (the
 * other orders rank by likes, where it has no place yet), a deleted one leaves, likes and
 * comment counts follow.
 */
export function useFeedPostEvents(): void {
  const client = useQueryClient();
  useEffect(() => {
    const offs = [
      onPostCreated((post) => updateFeeds(client, (data) => prependPostToPages(data, post), NEWEST)),
      onPostDeleted(({ songPost }) => updateFeeds(client, (data) => removePostFromPages(data, songPost))),
      onPostChanged((change) => updateFeeds(client, (data) => changePostInPages(data, change))),
    ];
    return () => offs.forEach((off) => off());
  }, [client]);
}
