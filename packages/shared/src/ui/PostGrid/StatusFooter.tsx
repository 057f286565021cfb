import { ListStatus } from '@upclub/shared/ui/PagedList';
import type { StatusRow } from './rows';
import type { PostGridColumns } from './columns';

export interface GridContext {
  status: StatusRow[];
  emptyText: string;
  onRetry: () => void;
  /** The grid's column rule (the list's, in both the plain and the virtualised grid). */
  columns: PostGridColumns;
}

/** The end of the grid: loading, the no-data text, or the failure with Retry. */
export function StatusFooter({ context }: { context?: GridContext }) {
  if (!context || context.status.length === 0) return null;
  const { status, emptyText, onRetry } = context;
  return (
    <ListStatus rows={status} emptyText={emptyText} errorText="Posts could not be loaded." onRetry={onRetry} alone />
  );
}
