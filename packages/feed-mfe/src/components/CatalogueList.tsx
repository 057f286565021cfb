import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Spinner, color, fontSize, space } from '@upclub/shared/ui';
import { useEndReached } from './useEndReached';

export interface CatalogueListProps<T> {
  label: string;
  items: T[];
  keyOf: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  loading: boolean;
  failed: boolean;
  hasMore: boolean;
  onLoadMore: () => void;
  onRetry: () => void;
  emptyText: string;
  /** Lay the items out as cards in a grid instead of rows. */
  grid?: boolean;
}

type EndRow = { type: 'loading' } | { type: 'error' } | { type: 'empty' } | { type: 'more' } | { type: 'end' };

/** What the end of the list says (a failure ends it, with the no-data text when empty). */
export function endRowOf({ items, loading, failed, hasMore }: { items: unknown[]; loading: boolean; failed: boolean; hasMore: boolean }): EndRow[] {
  if (loading) return [{ type: 'loading' }];
  if (failed) return items.length === 0 ? [{ type: 'empty' }, { type: 'error' }] : [{ type: 'error' }];
  if (items.length === 0) return [{ type: 'empty' }];
  return [{ type: hasMore ? 'more' : 'end' }];
}

/** A provider list paged by offset: loads more near its end, with loading, empty and error rows. */
export function CatalogueList<T>({
  label,
  items,
  keyOf,
  renderItem,
  loading,
  failed,
  hasMore,
  onLoadMore,
  onRetry,
  emptyText,
  grid = false,
}: CatalogueListProps<T>) {
  const sentinel = useEndReached<HTMLDivElement>(onLoadMore, hasMore && !loading && !failed);
  const renderEnd = (row: EndRow) => {
    switch (row.type) {
      case 'loading':
        return <Spinner key="loading" $size={24} />;
      case 'empty':
        return <p key="empty">{emptyText}</p>;
      case 'error':
        return (
          <div key="error" role="alert">
            <p>This list could not be loaded.</p>
            <Button type="button" $variant="secondary" onClick={onRetry}>
              Retry
            </Button>
          </div>
        );
      case 'more':
        return (
          <Button key="more" type="button" $variant="ghost" onClick={onLoadMore}>
            Load more
          </Button>
        );
      case 'end':
        return null;
    }
  };
  return (
    <div aria-busy={loading}>
      {items.length > 0 ? (
        <List aria-label={label} $grid={grid}>
          {items.map((item) => (
            <li key={keyOf(item)}>{renderItem(item)}</li>
          ))}
        </List>
      ) : null}
      <End ref={sentinel}>{endRowOf({ items, loading, failed, hasMore }).map(renderEnd)}</End>
    </div>
  );
}

const List = styled.ul<{ $grid: boolean }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${(p) => (p.$grid ? space(4) : space(1))};
  grid-template-columns: ${(p) => (p.$grid ? 'repeat(auto-fill, minmax(180px, 1fr))' : '1fr')};
`;

const End = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space(3)};
  padding: ${space(4)} 0;
  color: ${color.muted};
  font-size: ${fontSize.sm}px;
  text-align: center;
  p { margin: 0; }
  [role='alert'] { display: flex; flex-direction: column; align-items: center; gap: ${space(3)}; }
`;
