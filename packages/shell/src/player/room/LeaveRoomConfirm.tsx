import type { JSX } from 'react';
import styled from 'styled-components';
import { Button, color, fontSize, space } from '@upclub/shared/ui';
import { Modal } from '@upclub/shared/ui/Modal';
import { LEAVE_ROOM_CONFIRM } from '../texts';

export interface LeaveRoomConfirmProps {
  /** Out of the room, then the action that asked. */
  onLeave: () => void;
  /** In the room still; the action is dropped (Escape and the backdrop too). */
  onStay: () => void;
}

/**
 * Asked when a listener plays, pauses or skips their own player while in a club's room (issue
 * 25): the room's DJs choose what plays. Staying is the default (focused first, and what Escape
 * does), since leaving stops what the whole room hears on this page.
 */
export function LeaveRoomConfirm({ onLeave, onStay }: LeaveRoomConfirmProps): JSX.Element {
  return (
    <Modal title={LEAVE_ROOM_CONFIRM.title} onClose={onStay}>
      <Question>{LEAVE_ROOM_CONFIRM.body}</Question>
      <Actions>
        <Button type="button" $variant="secondary" onClick={onStay} data-autofocus>
          {LEAVE_ROOM_CONFIRM.stay}
        </Button>
        <Button type="button" onClick={onLeave}>
          {LEAVE_ROOM_CONFIRM.leave}
        </Button>
      </Actions>
    </Modal>
  );
}

const Question = styled.p`
  margin: 0 0 ${space(5)};
  color: ${color.text};
  font-size: ${fontSize.md}px;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${space(2)};
`;
