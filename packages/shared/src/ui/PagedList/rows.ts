// What the end of a paged list says, as a typed union (STYLE.md): the list's items come first,
// then at most these rows.

export type EndRow = { type: 'loading' } | { type: 'empty' } | { type: 'error' } | { type: 'more' };

export interface ListState {
  /** How many items are shown. */
  count: number;
  /** A page (the first or the next) is loading. */
  loading: boolean;
  /** The last load failed: the list ends there. */
  failed: boolean;
  /** A next page exists. */
  hasMore?: boolean;
}

/**
 * Spec §4 Lists: loading; a failure ends the list (with the no-data text first when nothing was
 * loaded); the no-data text for an empty list; else 'Load more' while a next page exists.
 */
export function endRowsOf({ count, loading, failed, hasMore = false }: ListState): EndRow[] {
  if (loading) return [{ type: 'loading' }];
  if (failed) return count === 0 ? [{ type: 'empty' }, { type: 'error' }] : [{ type: 'error' }];
  if (count === 0) return [{ type: 'empty' }];
  return hasMore ? [{ type: 'more' }] : [];
}
