import { Suspense, lazy, useRef, useState } from 'react';
import { ListPlus, Search, X } from 'lucide-react';
import styled from 'styled-components';
import type { RoomQueueBody, RoomState } from '@upclub/shared/types';
import { Button, IconButton, color, displayTrackName, fontSize, radius, space } from '@upclub/shared/ui';
import { TrackRow } from '@upclub/shared/ui/TrackRow';
import { ROOM_TEXT } from '../../roomTexts';
import { RoomStyles as S } from '../Room.styles';
import type { RoomActions } from '../useRoomActions';

// The pickers are a DJ's only: their own chunk, fetched when one opens.
const PostPicker = lazy(() => import(/* webpackChunkName: "club-room-pickers" */ '../pickers/PostPicker'));
const SongSearchPicker = lazy(() => import(/* webpackChunkName: "club-room-pickers" */ '../pickers/SongSearchPicker'));

type Picker = 'posts' | 'search' | null;

export interface QueueProps {
  state: RoomState;
  isDj: boolean;
  actions: RoomActions;
}

/** The songs waiting (everyone sees them); DJs add songs (club posts, song search) and remove them. */
export function Queue({ state, isDj, actions }: QueueProps) {
  const [picker, setPicker] = useState<Picker>(null);
  // Why the picker's last song was not added: said in the picker, over which nothing else shows.
  const [addNote, setAddNote] = useState<string | null>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const add = async (body: RoomQueueBody) => {
    const outcome = await actions.add(body);
    setAddNote(outcome.done ? null : outcome.message);
    return outcome.done;
  };
  const open = (which: Picker) => {
    setAddNote(null);
    setPicker(which);
  };
  const remove = async (item: number) => {
    await actions.remove(item);
    // The removed row took the focus with it: the list's heading gets it back.
    title.current?.focus();
  };
  return (
    <S.Panel aria-labelledby="room-queue">
      <S.PanelHead>
        <S.PanelTitle id="room-queue" ref={title} tabIndex={-1}>
          {ROOM_TEXT.queue} <Count>{state.queue.length}</Count>
        </S.PanelTitle>
      </S.PanelHead>
      {isDj ? (
        <Adders>
          <Button type="button" $variant="secondary" onClick={() => open('posts')}>
            <ListPlus size={16} aria-hidden />
            {ROOM_TEXT.addFromPosts}
          </Button>
          <Button type="button" $variant="secondary" onClick={() => open('search')}>
            <Search size={16} aria-hidden />
            {ROOM_TEXT.searchSongs}
          </Button>
        </Adders>
      ) : null}
      {state.queue.length > 0 ? (
        <List aria-labelledby="room-queue">
          {state.queue.map((item) => (
            <li key={item.item}>
              <TrackRow
                track={item.track_details}
                trailing={
                  isDj ? (
                    <IconButton
                      label={ROOM_TEXT.removeFromQueue(displayTrackName(item.track_details.name))}
                      size={36}
                      onClick={() => void remove(item.item)}
                    >
                      <X size={18} aria-hidden />
                    </IconButton>
                  ) : null
                }
              />
            </li>
          ))}
        </List>
      ) : (
        <Empty>
          <strong>{ROOM_TEXT.emptyQueue}</strong>
          {isDj ? <span>{ROOM_TEXT.emptyQueueDj}</span> : null}
        </Empty>
      )}
      <Suspense fallback={null}>
        {picker === 'posts' ? (
          <PostPicker
            club={state.club}
            clubName={state.club_name}
            onAdd={add}
            note={addNote}
            onClose={() => setPicker(null)}
          />
        ) : null}
        {picker === 'search' ? <SongSearchPicker onAdd={add} note={addNote} onClose={() => setPicker(null)} /> : null}
      </Suspense>
    </S.Panel>
  );
}

const Count = styled.span`
  display: inline-block;
  min-width: 24px;
  margin-left: ${space(1)};
  padding: 0 ${space(2)};
  border-radius: ${radius.pill}px;
  background: ${color.raised};
  font-size: ${fontSize.xs}px;
  line-height: 20px;
  text-align: center;
  vertical-align: middle;
`;

const Adders = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  margin-bottom: ${space(3)};
`;

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Empty = styled.p`
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
  margin: 0;
  padding: ${space(4)} 0;
  color: ${color.muted};
  font-size: ${fontSize.sm}px;
  text-align: center;
  strong {
    color: ${color.text};
    font-weight: 600;
  }
`;
