import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import styled from 'styled-components';
import { PageTitle, color, fontSize, radius, space } from '@upclub/shared/ui';
import { CLUB_LIST_PATHS, isFromList, type ClubListRoute } from '../../paths';
import { CLUBS_TEXT } from '../../texts';

const LIST_NAMES: Record<ClubListRoute, string> = {
  all_clubs: CLUBS_TEXT.allClubs,
  my_clubs: CLUBS_TEXT.myClubs,
  owned_clubs: CLUBS_TEXT.ownerAndCurator,
  followed_clubs: CLUBS_TEXT.following,
};

/** Where the back link goes: the list the club was opened from (router state), else All Clubs. */
export function backTargetOf(state: unknown): { to: string; label: string } {
  const from: ClubListRoute = isFromList(state) ? state.from : 'all_clubs';
  return { to: CLUB_LIST_PATHS[from], label: LIST_NAMES[from] };
}

/** The club page's header (spec part 2 §2): a back link to the list it came from and the club name. */
export function ClubHeader({ title, actions }: { title: ReactNode; actions?: ReactNode }) {
  const back = backTargetOf(useLocation().state);
  return (
    <Wrap>
      <Back to={back.to}>
        <ArrowLeft size={16} aria-hidden />
        {back.label}
      </Back>
      <Line>
        <Title>{title}</Title>
        {actions}
      </Line>
    </Wrap>
  );
}

const Wrap = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
  margin-bottom: ${space(4)};
`;

const Back = styled(Link)`
  align-self: flex-start;
  display: inline-flex;
  align-items: center;
  gap: ${space(2)};
  padding: ${space(1)} ${space(2)} ${space(1)} 0;
  border-radius: ${radius.input}px;
  color: ${color.muted};
  font-size: ${fontSize.sm}px;
  font-weight: 600;
  text-decoration: none;
  &:hover {
    color: ${color.text};
  }
`;

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space(3)};
`;

const Title = styled(PageTitle)`
  margin: 0;
  min-width: 0;
  font-size: ${fontSize.xxl}px;
  overflow-wrap: anywhere;
`;
