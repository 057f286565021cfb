import { useMemo } from 'react';
import styled from 'styled-components';
import { EMPTY_TEXT, SORT_MENU_TEXT, type FeedCategory } from '@upclub/shared/constants';
import type { Club } from '@upclub/shared/types';
import { VisuallyHidden, space } from '@upclub/shared/ui';
import { PlayablePostGrid } from '@upclub/shared/ui/PostGrid';
import { SortMenu } from '@upclub/shared/ui/SortMenu';
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
  const page = useMemo(() => clubTrackPage(club.club, category), [club.club, category]);

  return (
    <>
      {/* The tab's heading, between the page's h1 and the cards' h3. */}
      <VisuallyHidden as="h2">{CLUB_TEXT.posts}</VisuallyHidden>
      <Bar>
        <SortMenu title={SORT_MENU_TEXT.label} options={CLUB_POST_CATEGORIES} value={category} onChange={onCategory} />
      </Bar>
      <PlayablePostGrid
        label={`${club.club_name} posts`}
        posts={posts.posts}
        query={posts}
        page={page}
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
