import type { Club } from '@upclub/shared/types';
import { ClubCard, clubRoleOf } from '@upclub/shared/ui/ClubCard';
import { ClubMenu } from '../../components/ClubMenu';
import { clubPath, type ClubListRoute, type FromList } from '../../paths';
import { useCurrentUserId } from '../../session';
import { CLUB_TEXT } from '../../texts';

/** What a card says of the user's place in the club. */
function badgeOf(club: Club, userId: number | null): string | undefined {
  switch (clubRoleOf(club, userId)) {
    case 'owner':
      return CLUB_TEXT.admin;
    case 'curator':
      return CLUB_TEXT.curating;
    default:
      return club.followed ? CLUB_TEXT.following : undefined;
  }
}

/** A club of a list: its card, its menu by role, and the list its page's back link returns to. */
export function ClubTile({ club, from, headingLevel }: { club: Club; from: ClubListRoute; headingLevel: 2 | 3 }) {
  const userId = useCurrentUserId();
  const state: FromList = { from };
  return (
    <ClubCard
      club={club}
      to={clubPath(club.club)}
      linkState={state}
      badge={badgeOf(club, userId)}
      menu={<ClubMenu club={club} withFollow />}
      headingLevel={headingLevel}
    />
  );
}
