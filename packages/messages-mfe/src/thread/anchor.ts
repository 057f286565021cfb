import type { ThreadRow } from './grouping';

/** The index of the row holding message `id` (its bubble group), or -1. */
export function rowOfMessage(rows: ReadonlyArray<ThreadRow>, id: number): number {
  return rows.findIndex((row) => row.type === 'bubbles' && row.messages.some((m) => m.message === id));
}

export interface Anchor {
  /** Virtuoso's index of the first row. */
  first: number;
  /** The oldest loaded message, and how many rows came before its row. */
  oldest: number | null;
  before: number;
}

/**
 * Keeps the list still when older messages load above it: Virtuoso's first index goes down by the
 * rows that appeared before the previously oldest message (a newer message at the end, or a merge
 * into a group, moves nothing).
 */
export function nextAnchor(anchor: Anchor, rows: ReadonlyArray<ThreadRow>, oldest: number | null): Anchor {
  if (oldest === anchor.oldest) return anchor;
  if (anchor.oldest === null) return { ...anchor, oldest, before: oldest === null ? 0 : rowOfMessage(rows, oldest) };
  const at = rowOfMessage(rows, anchor.oldest);
  const before = oldest === null ? 0 : rowOfMessage(rows, oldest);
  const added = at < 0 ? 0 : at - anchor.before;
  return { first: anchor.first - added, oldest, before };
}
