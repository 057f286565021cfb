import styled from 'styled-components';
import { Button, color, fontSize, space } from '@upclub/shared/ui';
import { Modal } from '@upclub/shared/ui/Modal';
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

/** A question with Cancel (focused first) and a danger button doing the action. */
export function Confirm({ title, text, action, busy, onCancel, onConfirm }: ConfirmProps) {
  return (
    <Modal title={title} onClose={onCancel} width={CONFIRM_WIDTH}>
      <Text>{text}</Text>
      <Buttons>
        <Button type="button" $variant="secondary" onClick={onCancel} data-autofocus>
          {SETTINGS_TEXT.cancel}
        </Button>
        <Button type="button" $variant="danger" onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>
          {action}
        </Button>
      </Buttons>
    </Modal>
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

const Text = styled.p`
  margin: 0 0 ${space(5)};
  color: ${color.muted};
  font-size: ${fontSize.sm}px;
`;

const Buttons = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${space(2)};
`;
