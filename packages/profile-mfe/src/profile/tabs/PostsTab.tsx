import { useMemo, useState } from 'react';
import styled from 'styled-components';
import {
  DEFAULT_PROFILE_POST_SORT,
  PROFILE_POST_SORTS,
  SORT_MENU_TEXT,
  type ProfilePostSort,
} from '@upclub/shared/constants';
import type { UserProfile } from '@upclub/shared/types';
import { PlayablePostGrid, SortMenu, VisuallyHidden, space } from '@upclub/shared/ui';
import { profileTrackPage, useProfilePostsQuery, type ProfilePostKind } from '../queries/profilePosts';
import { COUNT_LABELS, PROFILE_TEXT } from '../texts';

/** Five cards a row where they fit at least this wide (spec part 2 §2), fewer on narrower screens. */
export const PROFILE_GRID_COLUMNS = 5;
const MIN_CARD_PX = 170;
const GAP_PX = 16;

export interface PostsTabProps {
  profile: UserProfile;
  kind: ProfilePostKind;
}

/**
 * A profile's song posts or the posts it up-voted (spec part 2 §2): the sort dropdown (Newest by
 * default) and the grid; a card plays the list through the shell's player, as the feed does.
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
      <Grid>
        <PlayablePostGrid
          label={`${profile.username} ${heading.toLowerCase()}`}
          posts={posts.posts}
          query={posts}
          page={page}
          emptyText={kind === 'posts' ? PROFILE_TEXT.noPosts : PROFILE_TEXT.noLikes}
        />
      </Grid>
    </>
  );
}

const Bar = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-bottom: ${space(4)};
`;

// The UI kit's grid fits as many 220 px cards as it can; a profile shows five a row where each
// can be at least MIN_CARD_PX wide, fewer below that.
const Grid = styled.div`
  [data-testid='virtuoso-item-list'] {
    gap: ${GAP_PX}px;
    grid-template-columns: repeat(
      auto-fill,
      minmax(
        max(${MIN_CARD_PX}px, calc((100% - ${(PROFILE_GRID_COLUMNS - 1) * GAP_PX}px) / ${PROFILE_GRID_COLUMNS})),
        1fr
      )
    );
  }
`;
