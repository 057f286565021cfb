import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Headphones, Radio } from 'lucide-react';
import styled from 'styled-components';
import type { Club } from '@upclub/shared/types';
import { Button, color, fontSize, radius, space } from '@upclub/shared/ui';
import { clubRoleOf } from '@upclub/shared/ui/ClubCard';
import { LiveBadge } from '../../components/LiveBadge';
import { roomPath } from '../../paths';
import { useStartRoomMutation } from '../../queries/rooms';
import { isInRoom, useCurrentUserId, useRoomSession } from '../../session';
import { ROOM_TEXT } from '../../roomTexts';

/**
 * The club's listening room on its page (issue 25): while a room is live, the Live badge with its
 * count and Join the room for anyone signed in; else Go live for the owner and curators (the room
 * page then joins it), and nothing for anyone else.
 */
export function ClubLiveBar({ club }: { club: Club }) {
  const role = clubRoleOf(club, useCurrentUserId());
  const isDj = role === 'owner' || role === 'curator';
  const session = useRoomSession();
  const start = useStartRoomMutation(club.club);
  const navigate = useNavigate();
  // The list the club was opened from stays the back link's target from the room and back.
  const { state } = useLocation();
  const live = club.live_room;

  if (live) {
    return (
      <Bar aria-label={ROOM_TEXT.title}>
        <LiveBadge listeners={live.listeners} />
        <JoinLink to={roomPath(club.club)} state={state}>
          <Headphones size={18} aria-hidden />
          {isInRoom(session, live.room) ? ROOM_TEXT.backToRoom : ROOM_TEXT.join}
        </JoinLink>
      </Bar>
    );
  }
  if (!isDj) return null;
  return (
    <Bar aria-label={ROOM_TEXT.title}>
      <Hint>{ROOM_TEXT.goLiveHint}</Hint>
      <Button
        type="button"
        disabled={start.isPending}
        onClick={() => start.mutate(undefined, { onSuccess: () => void navigate(roomPath(club.club), { state }) })}
      >
        <Radio size={18} aria-hidden />
        {ROOM_TEXT.goLive}
      </Button>
    </Bar>
  );
}

const Bar = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space(3)};
  margin-top: ${space(4)};
  padding: ${space(3)} ${space(4)};
  border: 1px solid ${color.line};
  border-radius: ${radius.card}px;
  background: ${color.surface};
`;

const Hint = styled.p`
  flex: 1 1 240px;
  margin: 0;
  color: ${color.muted};
  font-size: ${fontSize.sm}px;
`;

const JoinLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${space(2)};
  min-height: 40px;
  padding: 0 ${space(5)};
  border-radius: ${radius.pill}px;
  background: var(--club-accent, ${color.accent});
  color: var(--club-on-accent, ${color.onAccent});
  font-size: ${fontSize.sm}px;
  font-weight: 600;
  text-decoration: none;
  &:hover {
    filter: brightness(1.08);
  }
`;
