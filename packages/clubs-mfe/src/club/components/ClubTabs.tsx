import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import type { Club } from '@upclub/shared/types';
import { color, fontSize, radius, space } from '@upclub/shared/ui';
import { TabLink } from '@upclub/shared/ui/PillTabs';
import { clubPath, type ClubTab } from '../../paths';
import { CLUB_TEXT } from '../../texts';

const TABS: ReadonlyArray<{ tab: ClubTab; label: string; count: (club: Club) => number }> = [
  { tab: 'club_posts', label: CLUB_TEXT.posts, count: (club) => club.posts },
  { tab: 'club_followers', label: CLUB_TEXT.followers, count: (club) => club.followers },
  { tab: 'club_curators', label: CLUB_TEXT.curators, count: (club) => club.curators },
];

/** The club's tabs with their counts (spec part 2 §2): Posts, Followers, Curators. */
export function ClubTabs({ club }: { club: Club }) {
  // The list the club was opened from stays the back link's target on every tab.
  const { state } = useLocation();
  return (
    <Tabs aria-label={`${club.club_name} sections`}>
      {TABS.map(({ tab, label, count }) => (
        <Tab key={tab} to={clubPath(club.club, tab)} state={state}>
          {label}
          <Count>{count(club)}</Count>
        </Tab>
      ))}
    </Tabs>
  );
}

const Tabs = styled.nav`
  display: flex;
  gap: ${space(1)};
  margin-top: ${space(5)};
  border-bottom: 1px solid ${color.line};
  overflow-x: auto;
`;

const Tab = styled(TabLink)`
  display: inline-flex;
  align-items: center;
  gap: ${space(2)};
  min-height: 44px;
  padding: 0 ${space(4)};
  border-bottom: 2px solid transparent;
  margin-bottom: -1px;
  color: ${color.muted};
  font-size: ${fontSize.sm}px;
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    color: ${color.text};
  }
  &[aria-current='page'] {
    color: ${color.text};
    border-bottom-color: var(--club-accent);
  }
`;

const Count = styled.span`
  min-width: 24px;
  padding: 0 ${space(2)};
  border-radius: ${radius.pill}px;
  background: ${color.raised};
  color: ${color.text};
  font-size: ${fontSize.xs}px;
  line-height: 20px;
  text-align: center;
`;
