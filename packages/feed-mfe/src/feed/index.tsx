import { useCallback, useMemo, useState } from 'react';
import styled from 'styled-components';
import { emitPlayerCommand } from '@upclub/shared/bus';
import { DEFAULT_FEED_CATEGORY, SORT_MENU_TEXT, type FeedCategory } from '@upclub/shared/constants';
import type { SongPost, TrackPage } from '@upclub/shared/types';
import { PostGrid, SortMenu, VisuallyHidden, space } from '@upclub/shared/ui';
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
  const posts = feed.posts;
  // Playing a card plays the list from it.
  const play = useCallback(
    (_post: SongPost, index: number) => emitPlayerCommand({ type: 'playList', list: posts, index, page }),
    [posts, page],
  );
  // Comments of a card that is not playing: play it from the list, then show its comments.
  const openComments = useCallback(
    (_post: SongPost, index: number) => {
      emitPlayerCommand({ type: 'playList', list: posts, index, page });
      emitPlayerCommand({ type: 'open', view: 'comments' });
    },
    [posts, page],
  );
  const retry = useCallback(() => {
    void (feed.isFetchNextPageError ? feed.fetchNextPage({ cancelRefetch: false }) : feed.refetch());
  }, [feed]);

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
      <PostGrid
        label={`${tab.label} posts`}
        posts={posts}
        loading={feed.isPending || feed.isFetchingNextPage}
        failed={feed.isError || feed.isFetchNextPageError}
        hasMore={feed.hasNextPage}
        onLoadMore={() => void feed.fetchNextPage({ cancelRefetch: false })}
        onRetry={retry}
        onPlay={play}
        onOpenComments={openComments}
      />
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
