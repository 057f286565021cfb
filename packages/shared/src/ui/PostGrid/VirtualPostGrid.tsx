import { VirtuosoGrid } from 'react-virtuoso';
import { PostGridStyles as S } from './PostGrid.styles';
import { PostCell, type PostCellActions } from './PostCell';
import type { PostRow } from './rows';
import { StatusFooter, type GridContext } from './StatusFooter';

export interface VirtualPostGridProps extends PostCellActions {
  rows: PostRow[];
  context: GridContext;
  onEndReached: () => void;
}

const components = { List: S.List, Item: S.Item, Footer: StatusFooter };

/**
 * The virtualised part of PostGrid, in its own chunk: a grid takes it once its list has grown past
 * the first page, in place of the plain grid that showed that page.
 */
export default function VirtualPostGrid({ rows, context, onEndReached, ...actions }: VirtualPostGridProps) {
  return (
    <VirtuosoGrid<PostRow, GridContext>
      useWindowScroll
      data={rows}
      context={context}
      components={components}
      computeItemKey={(_index, row) => row.key}
      // The first frame renders every cell, as the plain grid it replaces did: the page keeps its
      // height (and so its scroll position) until Virtuoso has measured the cells and drops those
      // out of view.
      initialItemCount={rows.length}
      increaseViewportBy={600}
      endReached={onEndReached}
      // With window scrolling Virtuoso's grid reports its end only while every cell is rendered
      // (the first page); past that, the rendered range reaching the last cell is the signal.
      rangeChanged={({ endIndex }) => {
        if (endIndex >= rows.length - 1) onEndReached();
      }}
      itemContent={(_index, row) => <PostCell row={row} columns={context.columns} {...actions} />}
    />
  );
}
