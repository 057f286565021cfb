import { getFeed } from '@upclub/shared/api';
import type { FeedCategory } from '@upclub/shared/constants';
import type { Paged, SongPost } from '@upclub/shared/types';
import type { FeedScope } from './feedScope';

/** Past this, an early first page is not used: the feed reads afresh (the list moves). */
export const EARLY_PAGE_TTL_MS = 10_000;

type FeedPageAnswer = Paged<SongPost>;

const early = new Map<string, { at: number; page: Promise<FeedPageAnswer> }>();
const keyOf = (scope: FeedScope, category: FeedCategory) => `${scope}:${category}`;

/** Starts reading a feed's first page before the feed mounts (the shell's warm-up). */
export function fetchFirstPageEarly(scope: FeedScope, category: FeedCategory, now = Date.now): void {
  const page = getFeed(scope, category, null);
  // Nobody may come for it (a redirect, another page): no unhandled rejection.
  page.catch(() => undefined);
  early.set(keyOf(scope, category), { at: now(), page });
}

/**
 * A feed's first page: the early read when one is fresh (handed out once), else a new read. An
 * early read that failed is read again, so the page only shows the error of its own read.
 */
export function firstPage(scope: FeedScope, category: FeedCategory, now = Date.now): Promise<FeedPageAnswer> {
  const key = keyOf(scope, category);
  const entry = early.get(key);
  early.delete(key);
  if (!entry || now() - entry.at > EARLY_PAGE_TTL_MS) return getFeed(scope, category, null);
  return entry.page.catch(() => getFeed(scope, category, null));
}
