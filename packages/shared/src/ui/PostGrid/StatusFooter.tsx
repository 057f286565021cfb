import { Button } from '../Button';
import { Spinner } from '../Spinner';
import { PostGridStyles as S } from './PostGrid.styles';
import type { StatusRow } from './rows';

export interface GridContext {
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

/** The end of the grid: loading, the no-data text, or the failure with Retry. */
export function StatusFooter({ context }: { context?: GridContext }) {
  if (!context || context.status.length === 0) return null;
  return <S.Status>{context.status.map((row) => renderStatusRow(row, context))}</S.Status>;
}
