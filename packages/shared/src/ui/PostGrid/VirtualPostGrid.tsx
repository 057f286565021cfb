import { VirtuosoGrid } from 'react-virtuoso';
import type { SongPost } from '@upclub/shared/types';
import { PostCard } from '../PostCard';
import { PostGridStyles as S } from './PostGrid.styles';
import type { PostRow } from './rows';
import { StatusFooter, type GridContext } from './StatusFooter';

export interface VirtualPostGridProps {
  rows: PostRow[];
  context: GridContext;
  onEndReached: () => void;
  onPlay?: (post: SongPost, index: number) => void;
  onOpenComments?: (post: SongPost, index: number) => void;
  hideClub?: boolean;
}

const components = { List: S.List, Item: S.Item, Footer: StatusFooter };

/** The cards of the first row at the widest layout: their art is loaded first (the page's largest paint). */
const PRIORITY_CARDS = 4;

/** The virtualised part of PostGrid, in its own chunk: the page loads it with the first posts. */
export default function VirtualPostGrid({
  rows,
  context,
  onEndReached,
  onPlay,
  onOpenComments,
  hideClub,
}: VirtualPostGridProps) {
  return (
    <VirtuosoGrid<PostRow, GridContext>
      useWindowScroll
      data={rows}
      context={context}
      components={components}
      computeItemKey={(_index, row) => row.key}
      increaseViewportBy={600}
      endReached={onEndReached}
      // With window scrolling Virtuoso's grid reports its end only while every cell is rendered
      // (the first page); past that, the rendered range reaching the last cell is the signal.
      rangeChanged={({ endIndex }) => {
        if (endIndex >= rows.length - 1) onEndReached();
      }}
      itemContent={(_index, row) => (
        <PostCard
          post={row.post}
          hideClub={hideClub}
          priority={row.index < PRIORITY_CARDS}
          onPlay={onPlay && ((post) => onPlay(post, row.index))}
          onOpenComments={onOpenComments && ((post) => onOpenComments(post, row.index))}
        />
      )}
    />
  );
}
