import type { ReactNode } from 'react';
import { UsersRound } from 'lucide-react';
import type { Club } from '@upclub/shared/types';
import { countLabel } from '@upclub/shared/ui';
import { ClubCardStyles as S } from './ClubCard.styles';

export interface ClubCardProps {
  club: Club;
  /** Where the card leads (the club's page). */
  to: string;
  /** Router state handed to the club's page (where its back link returns to). */
  linkState?: unknown;
  /** The card's menu (by the user's role in the club), over its picture. */
  menu?: ReactNode;
  /** A short label under the counts ('Admin', 'Curating', 'Following'). */
  badge?: string;
  /** The level of the club name's heading, one under the list's own heading (default 3). */
  headingLevel?: 2 | 3 | 4;
}

/** A stable hue per club, so clubs without a picture are told apart at a glance. */
const hueOf = (id: number) => (id * 47) % 360;

/** The marker of a club whose listening room is live (docs/rooms.md `live_room`): 'Live · 12 listening'. */
export const liveMarkerText = (listeners: number) => `Live · ${listeners} listening`;

/**
 * A club in a list (spec part 2 §2 Clubs page): its picture, name, owner and counts; the whole card
 * opens it. A club whose room is live says so over its picture, with how many listen.
 */
export function ClubCard({ club, to, linkState, menu, badge, headingLevel = 3 }: ClubCardProps) {
  const picture = club.thumbnail_picture ?? club.club_picture ?? null;
  return (
    <S.Card>
      <S.Art $hue={hueOf(club.club)}>
        {picture ? <img src={picture} alt="" loading="lazy" decoding="async" /> : <UsersRound size={40} aria-hidden />}
      </S.Art>
      <S.Body>
        <S.Name as={`h${headingLevel}`} title={club.club_name}>
          <S.NameLink to={to} state={linkState}>
            {club.club_name}
          </S.NameLink>
        </S.Name>
        <S.Meta>by {club.club_owner_username}</S.Meta>
        <S.Meta>
          {club.followers} {countLabel(club.followers, 'Follower')} · {club.posts} {countLabel(club.posts, 'Post')}
        </S.Meta>
        {badge ? <S.Badge>{badge}</S.Badge> : null}
        {club.live_room ? (
          <S.Live>
            <S.LiveDot aria-hidden />
            {liveMarkerText(club.live_room.listeners)}
          </S.Live>
        ) : null}
      </S.Body>
      {menu ? <S.Menu>{menu}</S.Menu> : null}
    </S.Card>
  );
}
