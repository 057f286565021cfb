import type { Key, ReactNode } from 'react';
import type { PagedItems } from '@upclub/shared/queries';
import { useLoadMoreAtEnd } from './useLoadMoreAtEnd';
import { ListStatus } from './ListStatus';
import { PagedListStyles as S } from './PagedList.styles';
import { endRowsOf } from './rows';

export interface PagedListProps<T> {
  /** The list's data (a catalogue or other paged query from @upclub/shared/queries). */
  list: PagedItems<T>;
  /** The list's accessible name. */
  label: string;
  /** The no-data text, shown for an empty list and when nothing could be loaded. */
  emptyText: string;
  keyOf: (item: T, index: number) => Key;
  renderItem: (item: T, index: number) => ReactNode;
  /** Cards in a grid instead of rows. */
  layout?: 'rows' | 'grid';
}

/**
 * A paged list with its loading, empty and error (Retry) states. The next page loads when the
 * end comes near the viewport, and from the 'Load more' button for keyboards and where that is
 * unavailable; a failed page ends the list until Retry.
 */
export function PagedList<T>({ list, label, emptyText, keyOf, renderItem, layout = 'rows' }: PagedListProps<T>) {
  const { items } = list;
  const rows = endRowsOf({
    count: items.length,
    loading: list.isPending || list.isFetchingNextPage,
    failed: list.isError || list.isFetchNextPageError,
    hasMore: list.hasNextPage,
  });
  const end = useLoadMoreAtEnd<HTMLDivElement>(
    list.fetchNextPage,
    rows.some((row) => row.type === 'more'),
  );
  return (
    <div aria-busy={list.isPending || list.isFetchingNextPage}>
      {items.length > 0 ? (
        <S.List aria-label={label} $layout={layout}>
          {items.map((item, index) => (
            <li key={keyOf(item, index)}>{renderItem(item, index)}</li>
          ))}
        </S.List>
      ) : null}
      <ListStatus
        // A new end row for each length of the list: when a page arrives, its items take the place
        // of the loading row and the next end row appears below them, so nothing on screen is
        // pushed down (the same row sliding down would count as a layout shift).
        key={items.length}
        ref={end}
        rows={rows}
        emptyText={emptyText}
        onRetry={list.isFetchNextPageError ? list.fetchNextPage : list.refetch}
        onLoadMore={list.fetchNextPage}
        alone={items.length === 0}
      />
    </div>
  );
}
