import { useEffect, type CSSProperties } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { LogOut, Radio } from 'lucide-react';
import styled from 'styled-components';
import { getRoomSession, sendRoomCommand } from '@upclub/shared/bus';
import { Button, color, fontSize, radius, space } from '@upclub/shared/ui';
import { clubRoleOf } from '@upclub/shared/ui/ClubCard';
import { useClubAccent } from '../club/palette/useClubAccent';
import { LiveBadge } from '../components/LiveBadge';
import { clubPath } from '../paths';
import { useClubQuery } from '../queries/clubs';
import { useClubRoomQuery, useStartRoomMutation } from '../queries/rooms';
import { isInRoom, useCurrentUserId, useRoomSession } from '../session';
import { ROOM_TEXT } from '../roomTexts';
import { LiveRoom } from './LiveRoom';
import { RoomHeader } from './components/RoomHeader';
import { RoomMessage, RoomSkeleton } from './components/RoomStates';
import { RoomStyles as S } from './Room.styles';
import { roomViewOf } from './roomView';

/**
 * A club's listening room (issue 25, docs/rooms.md): opening it joins the club's live room (unless
 * the page is in it already) through the shell's room session, which the player follows; the page
 * shows what the session says. Leaving the page keeps the user in the room (the player plays on);
 * Leave the room takes them out.
 */
export function RoomScreen({ clubId }: { clubId: number }) {
  const club = useClubQuery(clubId).data;
  const query = useClubRoomQuery(clubId);
  const session = useRoomSession();
  const userId = useCurrentUserId();
  const navigate = useNavigate();
  const { state: linkState } = useLocation();
  const accent = useClubAccent(club);
  const start = useStartRoomMutation(clubId);
  const view = roomViewOf({
    club: clubId,
    session,
    fetched: query.data,
    fetchStatus: query.status,
    fetchError: query.error,
  });

  // Join the live room once it is known (again after Go live): not when the page is in it already.
  const target = query.data?.live ? query.data.room : null;
  useEffect(() => {
    if (target === null || isInRoom(getRoomSession(), target)) return;
    sendRoomCommand({ type: 'join', room: target, club: clubId });
  }, [target, clubId]);

  const clubName = club?.club_name ?? query.data?.club_name ?? ROOM_TEXT.title;
  const isClubDj = club ? clubRoleOf(club, userId) !== 'member' : false;
  const back = (
    <BackLink to={clubPath(clubId)} state={linkState}>
      {ROOM_TEXT.backTo(clubName)}
    </BackLink>
  );
  const leave = () => {
    sendRoomCommand({ type: 'leave' });
    void navigate(clubPath(clubId), { state: linkState });
  };
  const style = {
    '--club-accent': accent.accent,
    '--club-on-accent': accent.onAccent,
    '--club-wash': accent.wash,
  } as CSSProperties;

  const live = view.type === 'room' ? view.state : null;
  return (
    <S.Page style={style} aria-busy={view.type === 'loading'}>
      <RoomHeader
        club={clubId}
        clubName={clubName}
        linkState={linkState}
        subtitle={live ? ROOM_TEXT.startedBy(live.started_by.username) : undefined}
        actions={
          live ? (
            <>
              <LiveBadge listeners={live.listeners} />
              <Button type="button" $variant="secondary" onClick={leave}>
                <LogOut size={16} aria-hidden />
                {ROOM_TEXT.leave}
              </Button>
            </>
          ) : null
        }
      />
      {view.type === 'loading' ? <RoomSkeleton /> : null}
      {view.type === 'room' ? (
        <LiveRoom state={view.state} clockOffsetMs={view.clockOffsetMs} status={view.status} userId={userId} />
      ) : null}
      {view.type === 'ended' ? <RoomMessage text={ROOM_TEXT.ended}>{back}</RoomMessage> : null}
      {view.type === 'missing' ? (
        <RoomMessage text={ROOM_TEXT.noLiveRoom(clubName)} detail={isClubDj ? ROOM_TEXT.noLiveRoomDj : undefined}>
          {back}
          {isClubDj ? (
            <Button type="button" disabled={start.isPending} onClick={() => start.mutate()}>
              <Radio size={18} aria-hidden />
              {ROOM_TEXT.goLive}
            </Button>
          ) : null}
        </RoomMessage>
      ) : null}
      {view.type === 'failed' ? (
        <RoomMessage text={ROOM_TEXT.failed} alert>
          <Button type="button" $variant="secondary" onClick={() => void query.refetch()}>
            {ROOM_TEXT.retry}
          </Button>
          {back}
        </RoomMessage>
      ) : null}
      {view.type === 'error' ? (
        <RoomMessage text={ROOM_TEXT.failed} detail={view.message} alert>
          <Button
            type="button"
            $variant="secondary"
            onClick={() => target !== null && sendRoomCommand({ type: 'join', room: target, club: clubId })}
          >
            {ROOM_TEXT.retry}
          </Button>
          {back}
        </RoomMessage>
      ) : null}
    </S.Page>
  );
}

const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 ${space(5)};
  border: 1px solid ${color.line};
  border-radius: ${radius.pill}px;
  color: ${color.text};
  font-size: ${fontSize.sm}px;
  font-weight: 600;
  text-decoration: none;
  &:hover {
    border-color: ${color.muted};
  }
`;
