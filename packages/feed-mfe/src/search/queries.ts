import { useCallback } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { usePagedItems, type PagedItems } from '@upclub/shared/queries';
import type { Paged, SongPost } from '@upclub/shared/types';
import type { SearchPageFetch } from './source';
import { useSearchSource } from './source';

export type ResultKind = 'users' | 'posts' | 'clubs';

// Only posts whose track could be resolved are shown (spec part 2 §4 Search and lists).
const playable = (post: SongPost) => post.track_details !== null;

export interface SearchList<T> extends PagedItems<T> {
  /** The server's count of matches (the All tab's See More), once the first page is in. */
  count: number | undefined;
}

function useSearchList<T>(
  kind: ResultKind,
  fetchPage: SearchPageFetch<T>,
  query: string,
  filter: (item: T) => boolean,
): SearchList<T> {
  const result = useInfiniteQuery({
    queryKey: ['search', kind, query],
    queryFn: ({ pageParam }) => fetchPage(query, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last: Paged<T>) => last.next || undefined,
    enabled: query !== '',
    // A failed search ends the list (spec §8): no silent retries behind the no-data text.
    retry: false,
  });
  const itemsOf = useCallback((page: Paged<T>) => page.results.filter(filter), [filter]);
  const list = usePagedItems(result, itemsOf);
  return { ...list, count: result.data?.pages[0]?.count };
}

const all = () => true;

export function useUserSearch(query: string) {
  return useSearchList('users', useSearchSource().users, query, all);
}
export function usePostSearch(query: string) {
  return useSearchList('posts', useSearchSource().posts, query, playable);
}
export function useClubSearch(query: string) {
  return useSearchList('clubs', useSearchSource().clubs, query, all);
}
