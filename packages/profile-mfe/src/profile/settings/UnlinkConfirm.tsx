import styled from 'styled-components';
import { Button, Modal, color, fontSize, space } from '@upclub/shared/ui';
import { SETTINGS_TEXT } from '../texts';

/** The confirmation's width: a short question with two buttons (the delete confirm's 300 is too tight for its text). */
const CONFIRM_WIDTH = 380;

/** 'Unlink streaming account ?' with Cancel and Unlink (spec part 2 §2: the settings' unlink confirmation). */
export function UnlinkConfirm({ onCancel, onConfirm }: { onCancel: () => void; onConfirm: () => void }) {
  return (
    <Modal title={SETTINGS_TEXT.unlinkTitle} onClose={onCancel} width={CONFIRM_WIDTH}>
      <Text>{SETTINGS_TEXT.unlinkText}</Text>
      <Buttons>
        <Button type="button" $variant="secondary" onClick={onCancel} data-autofocus>
          {SETTINGS_TEXT.cancel}
        </Button>
        <Button type="button" $variant="danger" onClick={onConfirm}>
          {SETTINGS_TEXT.unlink}
        </Button>
      </Buttons>
    </Modal>
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
