import { useMemo } from 'react';
import { VirtuosoGrid } from 'react-virtuoso';
import { EMPTY_TEXT } from '@upclub/shared/constants';
import type { SongPost } from '@upclub/shared/types';
import { Button } from '../Button';
import { PostCard } from '../PostCard';
import { Spinner } from '../Spinner';
import { PostGridStyles as S } from './PostGrid.styles';
import { isPostRow, rowsOf, type PostRow, type StatusRow } from './rows';

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
  /** Cells rendered before any measuring (the first screen, and jsdom which cannot measure). */
  initialItemCount?: number;
}

interface GridContext {
  status: StatusRow[];
  emptyText: string;
  onRetry: () => void;
}

const renderStatusRow = (row: StatusRow, { emptyText, onRetry }: GridContext) => {
  switch (row.type) {
    case 'loading':
      return <Spinner key={row.key} $size={28} />;
    case 'empty':
      return <p key={row.key}>{emptyText}</p>;
    case 'error':
      return (
        <div key={row.key} role="alert">
          <p>Posts could not be loaded.</p>
          <Button type="button" $variant="secondary" onClick={onRetry}>
            Retry
          </Button>
        </div>
      );
  }
};

function Footer({ context }: { context?: GridContext }) {
  if (!context || context.status.length === 0) return null;
  return <S.Status>{context.status.map((row) => renderStatusRow(row, context))}</S.Status>;
}

const components = { List: S.List, Item: S.Item, Footer };

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
  initialItemCount,
}: PostGridProps) {
  const rows = useMemo(() => rowsOf({ posts, loading, failed }), [posts, loading, failed]);
  const postRows = useMemo(() => rows.filter(isPostRow), [rows]);
  const context = useMemo<GridContext>(
    () => ({ status: rows.filter((row): row is StatusRow => !isPostRow(row)), emptyText, onRetry }),
    [rows, emptyText, onRetry],
  );

  return (
    <section aria-label={label} aria-busy={loading}>
      {postRows.length === 0 ? (
        <Footer context={context} />
      ) : (
        <VirtuosoGrid<PostRow, GridContext>
          useWindowScroll
          data={postRows}
          context={context}
          components={components}
          initialItemCount={initialItemCount === undefined ? undefined : Math.min(initialItemCount, postRows.length)}
          computeItemKey={(_index, row) => row.key}
          increaseViewportBy={600}
          endReached={() => {
            if (hasMore && !loading && !failed) onLoadMore();
          }}
          itemContent={(_index, row) => (
            <PostCard
              post={row.post}
              hideClub={hideClub}
              onPlay={onPlay && ((post) => onPlay(post, row.index))}
              onOpenComments={onOpenComments && ((post) => onOpenComments(post, row.index))}
            />
          )}
        />
      )}
    </section>
  );
}
