import type { JSX } from 'react';
import { ConfirmDialog } from '@upclub/shared/ui/Modal';
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
    <ConfirmDialog
      title={LEAVE_ROOM_CONFIRM.title}
      confirmLabel={LEAVE_ROOM_CONFIRM.leave}
      cancelLabel={LEAVE_ROOM_CONFIRM.stay}
      onConfirm={onLeave}
      onCancel={onStay}
    >
      {LEAVE_ROOM_CONFIRM.body}
    </ConfirmDialog>
  );
}
