import { Check, ChevronDown, Settings, ShieldCheck } from 'lucide-react';
import styled from 'styled-components';
import type { Club } from '@upclub/shared/types';
import { IconButton, color, fontSize, radius, space } from '@upclub/shared/ui';
import { clubRoleOf } from '@upclub/shared/ui/ClubCard';
import { ClubMenu } from '../../components/ClubMenu';
import { useFollowClubMutation } from '../../queries/clubs';
import { useCurrentUserId } from '../../session';
import { CLUB_TEXT, SETTINGS_TEXT } from '../../texts';

/**
 * What the user can do to the club (spec part 2 §2, §6): the owner is its Admin, with the settings
 * icon and the curator menu; anyone else follows (Follow / Following) and can request to curate. A
 * curator's button reads Curating and opens their menu (Leave Club), as Following is the button
 * that unfollows: the one place a curator looks to stop curating.
 */
export function ClubActions({ club, onSettings }: { club: Club; onSettings: () => void }) {
  const role = clubRoleOf(club, useCurrentUserId());
  const follow = useFollowClubMutation();
  return (
    <Row>
      {role === 'owner' ? (
        <>
          <State>
            <ShieldCheck size={16} aria-hidden />
            {CLUB_TEXT.admin}
          </State>
          <IconButton label={SETTINGS_TEXT.title} variant="raised" onClick={onSettings}>
            <Settings size={18} aria-hidden />
          </IconButton>
        </>
      ) : null}
      {role === 'curator' ? (
        <ClubMenu
          club={club}
          trigger={{
            label: CLUB_TEXT.curating,
            content: (
              <State>
                <Check size={16} aria-hidden />
                {CLUB_TEXT.curating}
                <ChevronDown size={16} aria-hidden />
              </State>
            ),
          }}
        />
      ) : null}
      {role === 'member' ? (
        <FollowButton
          type="button"
          aria-pressed={club.followed}
          $on={club.followed}
          onClick={() => !follow.isPending && follow.mutate({ club: club.club, follow: !club.followed })}
        >
          {club.followed ? <Check size={16} aria-hidden /> : null}
          {club.followed ? CLUB_TEXT.following : CLUB_TEXT.follow}
        </FollowButton>
      ) : null}
      {role === 'curator' ? null : (
        <MenuWrap>
          <ClubMenu club={club} size={40} />
        </MenuWrap>
      )}
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(2)};
`;

const pill = `
  display: inline-flex;
  align-items: center;
  gap: ${space(2)};
  min-height: 40px;
  padding: 0 ${space(5)};
  border-radius: ${radius.pill}px;
  font-size: ${fontSize.sm}px;
  font-weight: 600;
`;

const State = styled.span`
  ${pill}
  border: 1px solid ${color.line};
  color: ${color.text};
  svg {
    color: var(--club-accent);
  }
`;

const FollowButton = styled.button<{ $on: boolean }>`
  ${pill}
  border: 1px solid ${(p) => (p.$on ? color.line : 'transparent')};
  background: ${(p) => (p.$on ? 'transparent' : 'var(--club-accent)')};
  color: ${(p) => (p.$on ? color.text : 'var(--club-on-accent)')};
  font: inherit;
  font-size: ${fontSize.sm}px;
  font-weight: 600;
  cursor: pointer;
  &:hover {
    filter: brightness(1.08);
  }
`;

const MenuWrap = styled.span`
  display: inline-flex;
  border-radius: ${radius.pill}px;
  background: ${color.raised};
`;
