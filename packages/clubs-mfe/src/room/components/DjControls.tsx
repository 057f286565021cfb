import { useState } from 'react';
import { Pause, Play, Power, SkipBack, SkipForward } from 'lucide-react';
import styled from 'styled-components';
import { MODAL_WIDTH_DELETE } from '@upclub/shared/constants';
import type { RoomState } from '@upclub/shared/types';
import { Button, IconButton, color, space } from '@upclub/shared/ui';
import { ConfirmDialog } from '@upclub/shared/ui/Modal';
import { ROOM_TEXT } from '../../roomTexts';
import type { RoomActions } from '../useRoomActions';

/** The DJ's controls of the room (the owner and curators): previous, play or pause, skip, and end the room. */
export function DjControls({ state, actions }: { state: RoomState; actions: RoomActions }) {
  const [confirming, setConfirming] = useState(false);
  const nothingToPlay = !state.current && state.queue.length === 0;
  return (
    <Bar role="group" aria-label={ROOM_TEXT.controls}>
      <Transport>
        <IconButton
          label={ROOM_TEXT.previous}
          variant="raised"
          size={44}
          disabled={!state.current}
          onClick={() => void actions.control('previous')}
        >
          <SkipBack size={20} aria-hidden />
        </IconButton>
        {/* One button whose name follows the state: it keeps the focus from play to pause. */}
        <IconButton
          label={state.playing ? ROOM_TEXT.pause : ROOM_TEXT.play}
          variant="accent"
          size={56}
          disabled={!state.playing && nothingToPlay}
          onClick={() => void actions.control(state.playing ? 'pause' : 'play')}
        >
          {state.playing ? <Pause size={26} aria-hidden /> : <Play size={26} aria-hidden />}
        </IconButton>
        <IconButton
          label={ROOM_TEXT.skip}
          variant="raised"
          size={44}
          disabled={!state.current}
          onClick={() => void actions.control('skip')}
        >
          <SkipForward size={20} aria-hidden />
        </IconButton>
      </Transport>
      <Button type="button" $variant="secondary" onClick={() => setConfirming(true)}>
        <Power size={16} aria-hidden />
        {ROOM_TEXT.end}
      </Button>
      {confirming ? (
        <ConfirmDialog
          title={ROOM_TEXT.endTitle}
          confirmLabel={ROOM_TEXT.end}
          cancelLabel={ROOM_TEXT.cancel}
          tone="danger"
          width={MODAL_WIDTH_DELETE}
          onConfirm={() => {
            setConfirming(false);
            void actions.end();
          }}
          onCancel={() => setConfirming(false)}
        >
          {ROOM_TEXT.endText}
        </ConfirmDialog>
      ) : null}
    </Bar>
  );
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space(3)};
  margin-top: ${space(5)};
  padding-top: ${space(4)};
  border-top: 1px solid ${color.line};
`;

const Transport = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(3)};
`;
