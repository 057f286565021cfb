import { useMemo } from 'react';
import type { InfiniteData } from '@tanstack/react-query';

// What a paged list shows, whatever query it comes from: the UI kit's PagedList draws it, with
// its loading, empty and error states and the next page loaded at its end.

export interface PagedItems<T> {
  /** The items of every loaded page, in order. */
  items: T[];
  /** The first page is loading. */
  isPending: boolean;
  /** The first page failed (a failed next page keeps what was loaded: isFetchNextPageError). */
  isError: boolean;
  refetch: () => void;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => void;
}

/** The parts of an infinite query (useInfiniteQuery) a paged list reads. */
export interface InfiniteQueryLike<P> {
  data: InfiniteData<P> | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: (options?: { cancelRefetch?: boolean }) => unknown;
}

/** An infinite query as a paged list: `itemsOf` picks the items of one page (keep it stable). */
export function usePagedItems<P, T>(query: InfiniteQueryLike<P>, itemsOf: (page: P) => T[]): PagedItems<T> {
  const { data } = query;
  const items = useMemo(() => (data ? data.pages.flatMap(itemsOf) : []), [data, itemsOf]);
  return {
    items,
    isPending: query.isPending,
    isError: query.isError && !query.isFetchNextPageError,
    refetch: () => void query.refetch(),
    hasNextPage: query.hasNextPage,
    isFetchingNextPage: query.isFetchingNextPage,
    isFetchNextPageError: query.isFetchNextPageError,
    // A next page already on its way is not asked for again.
    fetchNextPage: () => void query.fetchNextPage({ cancelRefetch: false }),
  };
}

/** A one-answer list (no paging) as a paged list. */
export function singlePage<T>(query: {
  data: T[] | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}): PagedItems<T> {
  return {
    items: query.data ?? [],
    isPending: query.isPending,
    isError: query.isError,
    refetch: () => void query.refetch(),
    hasNextPage: false,
    isFetchingNextPage: false,
    isFetchNextPageError: false,
    fetchNextPage: () => undefined,
  };
}
