import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
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
  return <PageHeader back={backTargetOf(useLocation().state)} title={title} actions={actions} />;
}
