import { Suspense, lazy, useState, type ReactNode } from 'react';
import {
  Ellipsis,
  Hourglass,
  LogOut,
  ShieldCheck,
  UserPlus,
  UserRoundCheck,
  UserRoundMinus,
  UserRoundPlus,
} from 'lucide-react';
import styled from 'styled-components';
import type { Club } from '@upclub/shared/types';
import { color, radius } from '@upclub/shared/ui';
import { clubRoleOf } from '@upclub/shared/ui/ClubCard';
import { DropdownMenu, DropdownMenuItem } from '@upclub/shared/ui/DropdownMenu';
import { useFollowClubMutation, useLeaveClubMutation, useRequestToCurateMutation } from '../queries/clubs';
import { useCurrentUserId } from '../session';
import { CLUB_TEXT } from '../texts';

// The curator modals are their own chunk: only owners open them.
const ManageCuratorsModal = lazy(
  () => import(/* webpackChunkName: "club-curators" */ '../curators/ManageCuratorsModal'),
);
const InviteCuratorsModal = lazy(
  () => import(/* webpackChunkName: "club-curators" */ '../curators/InviteCuratorsModal'),
);

export interface ClubMenuProps {
  club: Club;
  /** The club cards' menu also follows and unfollows (the club page has a button for it). */
  withFollow?: boolean;
  size?: number;
  /**
   * What opens the menu, with its accessible name, in place of the '… options' dots (the club
   * page's Curating button opens the curator's menu).
   */
  trigger?: { label: string; content: ReactNode };
}

type Dialog = 'manage' | 'invite' | null;

/**
 * A club's menu by the user's role (spec part 2 §6): the owner gets Manage Curators and Invite
 * Curators; a curator Leave Club; anyone else Request to Curate (and Follow or Unfollow on a card).
 * A request sent and not yet answered shows as 'Curator request pending', which does nothing: the
 * API refuses a second request.
 */
export function ClubMenu({ club, withFollow = false, size = 32, trigger }: ClubMenuProps) {
  const role = clubRoleOf(club, useCurrentUserId());
  const [dialog, setDialog] = useState<Dialog>(null);
  const follow = useFollowClubMutation();
  const request = useRequestToCurateMutation();
  const leave = useLeaveClubMutation();
  const menuLabel = `${club.club_name} options`;
  // Pending from the click on: a second click before the answer would be refused.
  const requestPending = club.requested_to_curate || request.isPending;

  return (
    <>
      <DropdownMenu
        triggerLabel={trigger?.label ?? menuLabel}
        menuLabel={menuLabel}
        trigger={
          trigger?.content ?? (
            <Dots $size={size}>
              <Ellipsis size={18} aria-hidden />
            </Dots>
          )
        }
      >
        {role === 'owner' ? (
          <>
            <DropdownMenuItem icon={<ShieldCheck size={16} />} onSelect={() => setDialog('manage')}>
              {CLUB_TEXT.manageCurators}
            </DropdownMenuItem>
            <DropdownMenuItem icon={<UserPlus size={16} />} onSelect={() => setDialog('invite')}>
              {CLUB_TEXT.inviteCurators}
            </DropdownMenuItem>
          </>
        ) : null}
        {role === 'curator' ? (
          <DropdownMenuItem tone="danger" icon={<LogOut size={16} />} onSelect={() => leave.mutate(club.club)}>
            {CLUB_TEXT.leaveClub}
          </DropdownMenuItem>
        ) : null}
        {role === 'member' && withFollow ? (
          <DropdownMenuItem
            icon={club.followed ? <UserRoundMinus size={16} /> : <UserRoundPlus size={16} />}
            onSelect={() => follow.mutate({ club: club.club, follow: !club.followed })}
          >
            {club.followed ? 'Unfollow' : CLUB_TEXT.follow}
          </DropdownMenuItem>
        ) : null}
        {role === 'member' && requestPending ? (
          <DropdownMenuItem disabled icon={<Hourglass size={16} />} onSelect={() => undefined}>
            {CLUB_TEXT.requestPending}
          </DropdownMenuItem>
        ) : null}
        {role === 'member' && !requestPending ? (
          <DropdownMenuItem icon={<UserRoundCheck size={16} />} onSelect={() => request.mutate(club.club)}>
            {CLUB_TEXT.requestToCurate}
          </DropdownMenuItem>
        ) : null}
      </DropdownMenu>
      <Suspense fallback={null}>
        {dialog === 'manage' ? <ManageCuratorsModal club={club} onClose={() => setDialog(null)} /> : null}
        {dialog === 'invite' ? <InviteCuratorsModal club={club} onClose={() => setDialog(null)} /> : null}
      </Suspense>
    </>
  );
}

const Dots = styled.span<{ $size: number }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${(p) => p.$size}px;
  height: ${(p) => p.$size}px;
  border-radius: ${radius.pill}px;
  color: ${color.text};
`;
