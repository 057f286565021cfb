import { forwardRef } from 'react';
import { Button, Spinner } from '@upclub/shared/ui';
import { PagedListStyles as S } from './PagedList.styles';
import type { EndRow } from './rows';

/** What a failed list says above its Retry by default (the spec words no text for it). */
export const LIST_FAILED_TEXT = 'This list could not be loaded.';

export interface ListStatusProps {
  rows: EndRow[];
  emptyText: string;
  /** What a failure says above its Retry. */
  errorText?: string;
  onRetry: () => void;
  onLoadMore?: () => void;
  /** Nothing is listed above it. */
  alone?: boolean;
}

const renderRow = (row: EndRow, props: Omit<ListStatusProps, 'rows'>) => {
  const { emptyText, errorText = LIST_FAILED_TEXT, onRetry, onLoadMore, alone } = props;
  switch (row.type) {
    case 'loading':
      return <Spinner key="loading" $size={alone ? 28 : 20} />;
    case 'empty':
      return <p key="empty">{emptyText}</p>;
    case 'error':
      return (
        <div key="error" role="alert">
          <p>{errorText}</p>
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
  }
};

/**
 * The end of a list: loading, the no-data text, the failure with Retry, or 'Load more'. Its ref
 * is the element whose coming into view loads the next page (forwardRef: React 18 does not pass
 * `ref` to a function component as a prop).
 */
export const ListStatus = forwardRef<HTMLDivElement, ListStatusProps>(function ListStatus({ rows, ...rowProps }, ref) {
  // The ref goes to the element only, never into renderRow: a function called during render
  // must not be handed a ref (it could read it).
  return (
    <S.Status ref={ref} $alone={rowProps.alone ?? false}>
      {rows.map((row) => renderRow(row, rowProps))}
    </S.Status>
  );
});
