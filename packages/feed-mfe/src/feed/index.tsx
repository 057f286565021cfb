import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { DEFAULT_FEED_CATEGORY, SORT_MENU_TEXT, type FeedCategory } from '@upclub/shared/constants';
import type { TrackPage } from '@upclub/shared/types';
import { VisuallyHidden, space } from '@upclub/shared/ui';
import { PlayablePostGrid } from '@upclub/shared/ui/PostGrid';
import { SortMenu } from '@upclub/shared/ui/SortMenu';
import { useFeedQuery, type FeedScope } from '../queries/posts';
import { useShareLink } from '../shareLink/useShareLink';
import { FEED_TABS, FeedTabs } from './components/FeedTabs';
import { SORT_OPTIONS } from './sortOptions';

/** The player's page names for the two feeds (the list it plays can be told and reloaded). */
export const FEED_PAGE_NAME: Record<FeedScope, string> = { all: 'discover', my: 'myfeed' };

/** The feed screen (spec §2): Discover or My Feed, sorted, as an endless grid of post cards. */
export function FeedPage({ scope }: { scope: FeedScope }) {
  const [category, setCategory] = useState<FeedCategory>(DEFAULT_FEED_CATEGORY);
  const feed = useFeedQuery(scope, category);
  const tab = FEED_TABS.find((t) => t.scope === scope)!;
  useShareLink(scope === 'all');

  const page = useMemo<TrackPage>(() => ({ name: FEED_PAGE_NAME[scope], params: { category } }), [scope, category]);

  return (
    <Wrap>
      <VisuallyHidden as="h1">{tab.label}</VisuallyHidden>
      <Bar>
        <FeedTabs />
        <SortMenu
          title={SORT_MENU_TEXT.title}
          options={SORT_OPTIONS}
          value={category}
          onChange={(next) => {
            setCategory(next);
            window.scrollTo({ top: 0 });
          }}
        />
      </Bar>
      <PlayablePostGrid label={`${tab.label} posts`} posts={feed.posts} query={feed} page={page} />
    </Wrap>
  );
}

const Wrap = styled.section`
  padding: ${space(6)};
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space(3)};
  margin-bottom: ${space(5)};
`;
