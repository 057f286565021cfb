import type { RoomSessionStatus } from '@upclub/shared/bus';
import type { RoomState } from '@upclub/shared/types';
import { ROOM_TEXT } from '../roomTexts';
import { DjControls } from './components/DjControls';
import { Listeners } from './components/Listeners';
import { NowPlaying } from './components/NowPlaying';
import { Queue } from './components/Queue';
import { Reactions } from './components/Reactions';
import { RoomStyles as S } from './Room.styles';
import { useRoomActions } from './useRoomActions';

export interface LiveRoomProps {
  state: RoomState;
  clockOffsetMs: number;
  status: RoomSessionStatus | null;
  userId: number | null;
}

/** What the session's status says in the page's polite line (nothing while all is well). */
const STATUS_TEXT: Partial<Record<RoomSessionStatus, string>> = {
  joining: ROOM_TEXT.joining,
  reconnecting: ROOM_TEXT.reconnecting,
};

/**
 * A live room: the song now (with the DJ's controls for the owner and curators), the reactions,
 * who is here and the queue.
 */
export function LiveRoom({ state, clockOffsetMs, status, userId }: LiveRoomProps) {
  const isDj = userId !== null && state.djs.includes(userId);
  const actions = useRoomActions(state, ROOM_TEXT.changed);
  const line = actions.note ?? (status ? STATUS_TEXT[status] : undefined) ?? '';
  return (
    <>
      <S.StatusLine role="status" aria-live="polite">
        {line}
      </S.StatusLine>
      <S.Grid>
        <S.Column>
          <NowPlaying
            state={state}
            clockOffsetMs={clockOffsetMs}
            isDj={isDj}
            controls={isDj ? <DjControls state={state} actions={actions} /> : null}
          />
          <Reactions room={state.room} />
        </S.Column>
        <S.Column>
          <Listeners state={state} />
          <Queue state={state} isDj={isDj} actions={actions} />
        </S.Column>
      </S.Grid>
    </>
  );
}
