import { useCallback } from 'react';
import { emitPlayerCommand, openPostComments } from '@upclub/shared/bus';
import type { SongPost, TrackPage } from '@upclub/shared/types';
import { PostGrid, type PostGridProps } from './PostGrid';

/** What the grid reads of a paged query of posts (a useInfiniteQuery result, or a PagedItems). */
export interface PostsQueryState {
  isPending: boolean;
  isError: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  hasNextPage: boolean;
  fetchNextPage: (options?: { cancelRefetch?: boolean }) => unknown;
  refetch: () => unknown;
}

export interface PlayablePostGridProps extends Pick<PostGridProps, 'label' | 'hideClub' | 'emptyText' | 'columns'> {
  /** The loaded posts of `query`, in order. */
  posts: SongPost[];
  query: PostsQueryState;
  /** The player's page for this list, so the list it plays can be told and reloaded. */
  page: TrackPage;
}

/**
 * The grid of a paged list of posts that plays: playing a card plays the list from it, and a card's
 * comments open in Now Playing without interrupting what plays (playing the post there plays the
 * list from it). A failed next page is asked for again on
 * Retry, a failed first page refetched.
 */
export function PlayablePostGrid({ posts, query, page, ...grid }: PlayablePostGridProps) {
  const { isFetchNextPageError, fetchNextPage, refetch } = query;
  const play = useCallback(
    (_post: SongPost, index: number) => emitPlayerCommand({ type: 'playList', list: posts, index, page }),
    [posts, page],
  );
  // Whatever plays goes on: the comments show the post, whose Play control plays this list from it.
  const openComments = useCallback((post: SongPost) => openPostComments(post, { list: posts, page }), [posts, page]);
  // A next page already on its way is not asked for again.
  const loadMore = useCallback(() => void fetchNextPage({ cancelRefetch: false }), [fetchNextPage]);
  const retry = useCallback(
    () => void (isFetchNextPageError ? fetchNextPage({ cancelRefetch: false }) : refetch()),
    [isFetchNextPageError, fetchNextPage, refetch],
  );
  return (
    <PostGrid
      {...grid}
      posts={posts}
      loading={query.isPending || query.isFetchingNextPage}
      failed={query.isError || query.isFetchNextPageError}
      hasMore={query.hasNextPage}
      onLoadMore={loadMore}
      onRetry={retry}
      onPlay={play}
      onOpenComments={openComments}
    />
  );
}
