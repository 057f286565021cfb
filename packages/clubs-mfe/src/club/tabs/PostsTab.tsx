import { useCallback } from 'react';
import styled from 'styled-components';
import { emitPlayerCommand } from '@upclub/shared/bus';
import { EMPTY_TEXT, SORT_MENU_TEXT, type FeedCategory } from '@upclub/shared/constants';
import type { Club, SongPost } from '@upclub/shared/types';
import { PostGrid, SortMenu, VisuallyHidden, space } from '@upclub/shared/ui';
import { useClubPostsQuery } from '../../queries/clubPosts';
import { CLUB_POST_CATEGORIES, CLUB_TEXT } from '../../texts';
import { clubTrackPage } from '../useClubPlayback';

export interface PostsTabProps {
  club: Club;
  category: FeedCategory;
  onCategory: (category: FeedCategory) => void;
}

/** The club's posts (spec part 2 §2): the category dropdown and the post grid, without 'Posted in'. */
export function PostsTab({ club, category, onCategory }: PostsTabProps) {
  const posts = useClubPostsQuery(club.club, category);
  const list = posts.posts;
  const page = clubTrackPage(club.club, category);
  const play = (_post: SongPost, index: number) => emitPlayerCommand({ type: 'playList', list, index, page });
  const openComments = (_post: SongPost, index: number) => {
    emitPlayerCommand({ type: 'playList', list, index, page });
    emitPlayerCommand({ type: 'open', view: 'comments' });
  };
  const { isFetchNextPageError, fetchNextPage, refetch } = posts;
  const retry = useCallback(() => {
    void (isFetchNextPageError ? fetchNextPage({ cancelRefetch: false }) : refetch());
  }, [isFetchNextPageError, fetchNextPage, refetch]);

  return (
    <>
      {/* The tab's heading, between the page's h1 and the cards' h3. */}
      <VisuallyHidden as="h2">{CLUB_TEXT.posts}</VisuallyHidden>
      <Bar>
        <SortMenu title={SORT_MENU_TEXT.label} options={CLUB_POST_CATEGORIES} value={category} onChange={onCategory} />
      </Bar>
      <PostGrid
        label={`${club.club_name} posts`}
        posts={list}
        loading={posts.isPending || posts.isFetchingNextPage}
        failed={posts.isError || posts.isFetchNextPageError}
        hasMore={posts.hasNextPage}
        onLoadMore={() => void fetchNextPage({ cancelRefetch: false })}
        onRetry={retry}
        onPlay={play}
        onOpenComments={openComments}
        hideClub
        emptyText={EMPTY_TEXT.results}
      />
    </>
  );
}

const Bar = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-bottom: ${space(4)};
`;
