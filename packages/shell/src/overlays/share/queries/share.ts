import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { getMessageThreads, searchMessageThreads, searchUsername, sharePost } from '@upclub/shared/api';
import { usePagedItems } from '@upclub/shared/queries';
import type { MessageThreadSummary, Paged, SharePostBody, UserSearchResult } from '@upclub/shared/types';

// The share modal's data: people to send the post to, the user's message threads, and the send.

/** Who can be found changes often enough that a reopened modal refetches after this. */
export const SHARE_LISTS_STALE_MS = 30_000;

export const shareKeys = {
  users: (q: string) => ['users', 'search', q] as const,
  threads: (q: string) => ['messageThreads', 'share', q] as const,
};

const results = <T>(page: Paged<T>) => page.results;
const nextLink = (page: Paged<unknown>) => page.next ?? undefined;

/** Users matching the query (nothing is asked for an empty one). */
export function useUserSearchQuery(q: string) {
  const query = useInfiniteQuery({
    queryKey: shareKeys.users(q),
    queryFn: ({ pageParam }) => searchUsername(q, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: nextLink,
    staleTime: SHARE_LISTS_STALE_MS,
    enabled: q !== '',
  });
  return usePagedItems<Paged<UserSearchResult>, UserSearchResult>(query, results);
}

/** The user's threads, or those matching the query. */
export function useMessageThreadsQuery(q: string) {
  const query = useInfiniteQuery({
    queryKey: shareKeys.threads(q),
    queryFn: ({ pageParam }) => (q === '' ? getMessageThreads(pageParam) : searchMessageThreads(q, pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: nextLink,
    staleTime: SHARE_LISTS_STALE_MS,
  });
  return usePagedItems<Paged<MessageThreadSummary>, MessageThreadSummary>(query, results);
}

/** v1/sharepost/ (the API client shows the server's messages on failure). */
export function useSharePostMutation() {
  return useMutation({ mutationFn: (body: SharePostBody) => sharePost(body) });
}
