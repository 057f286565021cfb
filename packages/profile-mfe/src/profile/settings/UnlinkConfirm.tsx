import { ConfirmDialog } from '@upclub/shared/ui/Modal';
import { SETTINGS_TEXT } from '../texts';

/** The confirmation's width: a short question with two buttons (the delete confirm's 300 is too tight for its text). */
const CONFIRM_WIDTH = 380;

export interface ConfirmProps {
  title: string;
  text: string;
  action: string;
  busy?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** A question with Cancel (focused first) and a danger button doing the action: the UI kit's ConfirmDialog. */
export function Confirm({ title, text, action, busy, onCancel, onConfirm }: ConfirmProps) {
  return (
    <ConfirmDialog
      title={title}
      confirmLabel={action}
      cancelLabel={SETTINGS_TEXT.cancel}
      tone="danger"
      width={CONFIRM_WIDTH}
      pending={busy}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      {text}
    </ConfirmDialog>
  );
}

/** 'Unlink streaming account ?' with Cancel and Unlink (spec part 2 §2: the settings' unlink confirmation). */
export function UnlinkConfirm({ onCancel, onConfirm }: { onCancel: () => void; onConfirm: () => void }) {
  return (
    <Confirm
      title={SETTINGS_TEXT.unlinkTitle}
      text={SETTINGS_TEXT.unlinkText}
      action={SETTINGS_TEXT.unlink}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
