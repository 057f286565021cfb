import { DEFAULT_FEED_CATEGORY } from '@upclub/shared/constants';
import { firstSegment } from '@upclub/shared/guard';
import type { PageLocation } from '@upclub/shared/mfe';
import { fetchFirstPageEarly } from './queries/firstPage';
import type { FeedScope } from './queries/posts';
import { facts } from './routeFacts';

/** The feeds by the top-level segment of their path (/discover, /myfeed). */
const FEED_SCOPES: Record<string, FeedScope> = {
  [firstSegment(facts.path('discover'))]: 'all',
  [firstSegment(facts.path('myfeed'))]: 'my',
};

/**
 * The remote's `prefetch` (RemoteApp): on a feed, the first page of its default order is read
 * while the shell checks the session, so the cards can show as soon as the feed mounts.
 */
export function prefetch({ pathname }: PageLocation): void {
  const scope = FEED_SCOPES[firstSegment(pathname)];
  if (scope) fetchFirstPageEarly(scope, DEFAULT_FEED_CATEGORY);
}
