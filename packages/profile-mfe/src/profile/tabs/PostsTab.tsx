import { useMemo, useState } from 'react';
import styled from 'styled-components';
import {
  DEFAULT_PROFILE_POST_SORT,
  EMPTY_TEXT,
  PROFILE_GRID_COLUMNS,
  PROFILE_POST_SORTS,
  SORT_MENU_TEXT,
  type ProfilePostSort,
} from '@upclub/shared/constants';
import type { UserProfile } from '@upclub/shared/types';
import { VisuallyHidden, space } from '@upclub/shared/ui';
import { PlayablePostGrid, type PostGridColumns } from '@upclub/shared/ui/PostGrid';
import { SortMenu } from '@upclub/shared/ui/SortMenu';
import { profileTrackPage, useProfilePostsQuery, type ProfilePostKind } from '../queries/profilePosts';
import { COUNT_LABELS } from '../texts';

/** Five cards a row (spec part 2 §2) where each is still at least 170 px wide, fewer on narrower screens. */
const COLUMNS: PostGridColumns = { perRow: PROFILE_GRID_COLUMNS, minCardPx: 170 };

export interface PostsTabProps {
  profile: UserProfile;
  kind: ProfilePostKind;
}

/**
 * A profile's song posts or the posts it up-voted (spec part 2 §2): the sort dropdown (Newest by
 * default) and the grid, 'No results found' when empty; a card plays the list through the shell's player, as the feed does.
 */
export function PostsTab({ profile, kind }: PostsTabProps) {
  const [sort, setSort] = useState<ProfilePostSort>(DEFAULT_PROFILE_POST_SORT);
  const posts = useProfilePostsQuery(kind, profile.upclubuser, sort);
  const page = useMemo(() => profileTrackPage(kind, profile.upclubuser, sort), [kind, profile.upclubuser, sort]);
  const heading = kind === 'posts' ? COUNT_LABELS.profile_posts : COUNT_LABELS.profile_likes;

  return (
    <>
      {/* The tab's heading, between the page's h1 and the cards' h3. */}
      <VisuallyHidden as="h2">{heading}</VisuallyHidden>
      <Bar>
        <SortMenu title={SORT_MENU_TEXT.label} options={PROFILE_POST_SORTS} value={sort} onChange={setSort} />
      </Bar>
      <PlayablePostGrid
        label={`${profile.username} ${heading.toLowerCase()}`}
        posts={posts.posts}
        query={posts}
        page={page}
        // The spec's empty text of post lists (part 1 §2, part 2 §8), for posts and up votes alike.
        emptyText={EMPTY_TEXT.results}
        columns={COLUMNS}
      />
    </>
  );
}

const Bar = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-bottom: ${space(4)};
`;
