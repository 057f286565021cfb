import { Link } from 'react-router-dom';
import { ArrowLeft, Plus } from 'lucide-react';
import styled from 'styled-components';
import { Button, PageTitle, VisuallyHidden, color, radius, space } from '@upclub/shared/ui';
import { PillTabs } from '@upclub/shared/ui/PillTabs';
import { CLUB_LIST_PATHS, type ClubListRoute } from '../../paths';
import { CLUBS_TEXT } from '../../texts';

/** The header tabs (All Clubs and My Clubs), with their paths. */
export const CLUB_TABS = [
  { route: 'all_clubs', label: CLUBS_TEXT.allClubs },
  { route: 'my_clubs', label: CLUBS_TEXT.myClubs },
] as const;

const TAB_LINKS = CLUB_TABS.map((tab) => ({ to: CLUB_LIST_PATHS[tab.route], label: tab.label }));

/** The titles of the sub-lists, whose header has a back arrow (spec part 2 §2 Clubs page). */
export const SUB_LIST_TITLES = {
  owned_clubs: CLUBS_TEXT.ownerAndCurator,
  followed_clubs: CLUBS_TEXT.following,
} as const;

export interface ClubsHeaderProps {
  route: ClubListRoute;
  onCreate: () => void;
}

/**
 * The clubs page's header: the tabs All Clubs and My Clubs, or on the owned and followed lists a
 * back arrow and 'Owner & Curator' or 'Following'; 'Create Club' except on followed clubs.
 */
export function ClubsHeader({ route, onCreate }: ClubsHeaderProps) {
  const create =
    route === 'followed_clubs' ? null : (
      <Button type="button" onClick={onCreate}>
        <Plus size={16} aria-hidden />
        {CLUBS_TEXT.createClub}
      </Button>
    );
  if (route === 'owned_clubs' || route === 'followed_clubs') {
    return (
      <Bar>
        <Back
          to={CLUB_LIST_PATHS.my_clubs}
          aria-label={`Back to ${CLUBS_TEXT.myClubs}`}
          title={`Back to ${CLUBS_TEXT.myClubs}`}
        >
          <ArrowLeft size={20} aria-hidden />
        </Back>
        <Title>{SUB_LIST_TITLES[route]}</Title>
        {create}
      </Bar>
    );
  }
  const current = CLUB_TABS.find((tab) => tab.route === route)!;
  return (
    <Bar>
      <VisuallyHidden as="h1">{current.label}</VisuallyHidden>
      <PillTabs label="Clubs" tabs={TAB_LINKS} />
      <Spacer />
      {create}
    </Bar>
  );
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(3)};
  margin-bottom: ${space(5)};
`;

const Spacer = styled.span`
  flex: 1;
`;

const Title = styled(PageTitle)`
  flex: 1;
  margin: 0;
`;

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: ${radius.pill}px;
  color: ${color.text};
  &:hover {
    background: ${color.raised};
  }
`;
