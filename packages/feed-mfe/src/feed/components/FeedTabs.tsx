import { PillTabs, type PillTab } from '@upclub/shared/ui/PillTabs';
import type { FeedScope } from '../../queries/posts';
import { facts } from '../../routeFacts';

/** The two feeds, with the paths and page titles of the route facts. */
export const FEED_TABS: ReadonlyArray<PillTab & { scope: FeedScope }> = [
  { scope: 'all', label: facts.title('discover'), to: facts.path('discover') },
  { scope: 'my', label: facts.title('myfeed'), to: facts.path('myfeed') },
];

/** The header tabs Discover and My Feed: links, the current one marked. */
export function FeedTabs() {
  return <PillTabs label="Feeds" tabs={FEED_TABS} />;
}
