import styled from 'styled-components';
import type { RoomState } from '@upclub/shared/types';
import { Avatar, color, fontSize, radius, space } from '@upclub/shared/ui';
import { useRoomListenersQuery } from '../../queries/rooms';
import { ROOM_TEXT } from '../../roomTexts';
import { RoomStyles as S } from '../Room.styles';

/** The avatars' size (px). */
const AVATAR_PX = 40;

/**
 * Who is here: the first listeners (the state's sample) with their avatars, which come from the
 * listeners call (initials meanwhile), the DJs marked, and how many listen in all.
 */
export function Listeners({ state }: { state: RoomState }) {
  const listeners = useRoomListenersQuery(state);
  const pictures = new Map(
    (listeners.data?.results ?? []).map((l): [number, string | null] => [l.upclubuser, l.thumbnail_picture]),
  );
  const more = state.listeners - state.listeners_sample.length;
  return (
    <S.Panel aria-labelledby="room-listeners">
      <S.PanelHead>
        <S.PanelTitle id="room-listeners">{ROOM_TEXT.whoIsHere}</S.PanelTitle>
        <S.Muted>{ROOM_TEXT.listening(state.listeners)}</S.Muted>
      </S.PanelHead>
      <People aria-labelledby="room-listeners">
        {state.listeners_sample.map((user) => {
          const dj = state.djs.includes(user.upclubuser);
          return (
            <Person key={user.upclubuser} title={user.username}>
              <Avatar src={pictures.get(user.upclubuser)} name={user.username} size={AVATAR_PX} decorative />
              <Name>{user.username}</Name>
              {dj ? <Dj>{ROOM_TEXT.dj}</Dj> : null}
            </Person>
          );
        })}
        {more > 0 ? (
          <MoreItem>
            <More>{ROOM_TEXT.more(more)}</More>
          </MoreItem>
        ) : null}
      </People>
    </S.Panel>
  );
}

const People = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Person = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space(1)};
  width: 64px;
`;

const Name = styled.span`
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${color.muted};
  font-size: ${fontSize.xs}px;
`;

const Dj = styled.span`
  position: absolute;
  top: -4px;
  right: 4px;
  padding: 0 ${space(1)};
  border-radius: ${radius.pill}px;
  background: var(--club-accent, ${color.accent});
  color: var(--club-on-accent, ${color.onAccent});
  font-size: 10px;
  font-weight: 700;
  line-height: 16px;
`;

const MoreItem = styled(Person)`
  width: auto;
`;

const More = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${AVATAR_PX}px;
  height: ${AVATAR_PX}px;
  padding: 0 ${space(3)};
  white-space: nowrap;
  border-radius: ${radius.pill}px;
  background: ${color.raised};
  color: ${color.text};
  font-size: ${fontSize.xs}px;
  font-weight: 600;
`;
