import { Suspense, lazy, useId, useMemo, useRef } from 'react';
import { EMPTY_TEXT } from '@upclub/shared/constants';
import type { SongPost } from '@upclub/shared/types';
import { Spinner } from '../Spinner';
import { VisuallyHidden } from '../VisuallyHidden';
import { PostGridStyles as S } from './PostGrid.styles';
import { isPostRow, rowsOf, type StatusRow } from './rows';
import { StatusFooter, type GridContext } from './StatusFooter';

// react-virtuoso stays out of the UI kit's chunk (which every page loads, the login page too)
// until a grid has posts to show.
const VirtualPostGrid = lazy(() => import('./VirtualPostGrid'));

export interface PostGridProps {
  posts: SongPost[];
  /** A page (the first or the next) is loading. */
  loading: boolean;
  /** The last load failed: the list ends with a Retry. */
  failed: boolean;
  /** A next link exists. */
  hasMore: boolean;
  /** Fetch the next page (called when the end of the grid comes into view). */
  onLoadMore: () => void;
  /** Load again what failed. */
  onRetry: () => void;
  /** Plays a post from this list (PostCard's onPlay), with its index in `posts`. */
  onPlay?: (post: SongPost, index: number) => void;
  /** Opens the comments of a post that is not playing (PostCard's onOpenComments). */
  onOpenComments?: (post: SongPost, index: number) => void;
  /** The club page leaves the 'Posted in' links out. */
  hideClub?: boolean;
  /** Accessible name of the list. */
  label: string;
  emptyText?: string;
}

/**
 * A virtualised, window-scrolled grid of post cards (thousands of loaded posts stay smooth) that
 * asks for the next page when its end comes into view, while a next link exists.
 */
export function PostGrid({
  posts,
  loading,
  failed,
  hasMore,
  onLoadMore,
  onRetry,
  onPlay,
  onOpenComments,
  hideClub,
  label,
  emptyText = EMPTY_TEXT.results,
}: PostGridProps) {
  const headingId = useId();
  const rows = useMemo(() => rowsOf({ posts, loading, failed }), [posts, loading, failed]);
  // The cells change with the posts only, not with the loading state at the end.
  const postRows = useMemo(() => rowsOf({ posts, loading: false, failed: false }).filter(isPostRow), [posts]);
  // The grid can report its end several times for the same posts (end reached, range changed):
  // the next page is asked for once per list of posts.
  const askedFor = useRef<SongPost[] | null>(null);
  const endReached = () => {
    if (!hasMore || loading || failed || askedFor.current === posts) return;
    askedFor.current = posts;
    onLoadMore();
  };
  const context = useMemo<GridContext>(
    () => ({ status: rows.filter((row): row is StatusRow => !isPostRow(row)), emptyText, onRetry }),
    [rows, emptyText, onRetry],
  );

  return (
    // The grid's heading (level 2, for screen readers) sits between the page's title and the
    // cards' level-3 titles, so the outline never skips a level.
    <section aria-labelledby={headingId} aria-busy={loading}>
      <VisuallyHidden as="h2" id={headingId}>
        {label}
      </VisuallyHidden>
      {postRows.length === 0 ? (
        <StatusFooter context={context} />
      ) : (
        <Suspense
          fallback={
            <S.Status>
              <Spinner $size={28} />
            </S.Status>
          }
        >
          <VirtualPostGrid
            rows={postRows}
            context={context}
            onEndReached={endReached}
            onPlay={onPlay}
            onOpenComments={onOpenComments}
            hideClub={hideClub}
          />
        </Suspense>
      )}
    </section>
  );
}
