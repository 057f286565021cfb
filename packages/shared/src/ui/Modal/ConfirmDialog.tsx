import type { JSX, ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Spinner, color, fontSize, space } from '@upclub/shared/ui';
import { Modal } from './Modal';

export interface ConfirmDialogProps {
  /** The dialog's title and accessible name ('Delete post', 'Leave the room?'). */
  title: string;
  /** The question, or what confirming does. */
  children: ReactNode;
  /** The confirming button's text ('Delete'). */
  confirmLabel: string;
  /** The other button's text ('Cancel', 'Stay'). */
  cancelLabel: string;
  onConfirm: () => void;
  /** Not confirmed: the other button, Escape, the close button or the backdrop. */
  onCancel: () => void;
  /** `danger` for what cannot be undone (the confirming button is red); `primary` otherwise. */
  tone?: 'primary' | 'danger';
  /** Width in px (MODAL_WIDTH_*). */
  width?: number;
  /** The confirmed call is on its way: its button is busy and takes no second press. */
  pending?: boolean;
}

/**
 * A question before an action (the UI kit's one confirmation): a dialog named by its title, the
 * question, and two buttons. Not confirming is the default: its button has the focus first, and
 * Escape, the close button and the backdrop answer it, so a stray Enter or key does nothing that
 * cannot be undone.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  tone = 'primary',
  width,
  pending = false,
}: ConfirmDialogProps): JSX.Element {
  return (
    <Modal title={title} onClose={onCancel} width={width}>
      <Question>{children}</Question>
      <Actions>
        <Button type="button" $variant="secondary" onClick={onCancel} data-autofocus>
          {cancelLabel}
        </Button>
        <Button type="button" $variant={tone} onClick={onConfirm} disabled={pending} aria-busy={pending || undefined}>
          {pending ? <Spinner $size={16} /> : null}
          {confirmLabel}
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
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${space(2)};
`;
