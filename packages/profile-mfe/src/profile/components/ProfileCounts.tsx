import styled from 'styled-components';
import type { UserProfile } from '@upclub/shared/types';
import { breakpoint, color, fontSize, radius, space } from '@upclub/shared/ui';
import { TabLink } from '@upclub/shared/ui/PillTabs';
import { PROFILE_TAB_ORDER, profilePath, type ProfileTab } from '../paths';
import { COUNT_LABELS } from '../texts';

const COUNTS: Record<ProfileTab, (p: UserProfile) => number> = {
  profile_posts: (p) => p.posts,
  profile_clubs: (p) => p.clubs,
  profile_likes: (p) => p.likes_given,
  profile_followers: (p) => p.followers,
  profile_followings: (p) => p.followings,
};

/** 1234 -> '1,234' (the counts are whole numbers; the API sends them as they are). */
const formatCount = (n: number) => n.toLocaleString('en-US');

/**
 * The header's five counts (spec part 2 §2): Posts, Clubs, Up Votes, Followers, Following. Each is
 * also the tab that lists them, so the counts are links in a named navigation, the shown one
 * marked current.
 */
export function ProfileCounts({ profile, own }: { profile: UserProfile; own: boolean }) {
  const username = own ? null : profile.username;
  return (
    <Tabs aria-label={`${profile.username} sections`}>
      {PROFILE_TAB_ORDER.map((tab) => (
        <Tab key={tab} to={profilePath(username, tab)}>
          <Count>{formatCount(COUNTS[tab](profile))}</Count>
          <Label>{COUNT_LABELS[tab]}</Label>
        </Tab>
      ))}
    </Tabs>
  );
}

const Tabs = styled.nav`
  display: grid;
  grid-template-columns: repeat(5, minmax(0, 1fr));
  margin-top: ${space(6)};
  border-bottom: 1px solid ${color.line};
`;

const Tab = styled(TabLink)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 2px;
  padding: ${space(3)} ${space(1)};
  border-bottom: 2px solid transparent;
  margin-bottom: -1px;
  border-radius: ${radius.input}px ${radius.input}px 0 0;
  color: ${color.muted};
  text-decoration: none;
  &:hover {
    color: ${color.text};
    background: ${color.surface};
  }
  &[aria-current='page'] {
    color: ${color.text};
    border-bottom-color: ${color.accent};
  }
  &:focus-visible {
    outline: 2px solid ${color.focus};
    outline-offset: -2px;
  }
`;

const Count = styled.span`
  color: ${color.text};
  font-size: ${fontSize.lg}px;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  @media (max-width: ${breakpoint.md}px) {
    font-size: ${fontSize.md}px;
  }
`;

const Label = styled.span`
  font-size: ${fontSize.sm}px;
  font-weight: 600;
  white-space: nowrap;
  @media (max-width: ${breakpoint.md}px) {
    font-size: ${fontSize.xs}px;
  }
`;
