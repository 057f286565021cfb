import type { JSX } from 'react';
import styled from 'styled-components';
import { emitPlayerCommand, emitPostDeleted, getCurrentUser } from '@upclub/shared/bus';
import { DELETE_POST_CONFIRM, MODAL_WIDTH_DELETE } from '@upclub/shared/constants';
import type { SongPost } from '@upclub/shared/types';
import { Button, Spinner, color, fontSize, space } from '@upclub/shared/ui';
import { Modal } from '@upclub/shared/ui/Modal';
import { reportError } from '@upclub/shared/api';
import { canDeletePost } from './canDeletePost';
import { useDeletePostMutation } from './queries/posts';

export interface DeletePostModalProps {
  post: SongPost;
  onClose: () => void;
}

/** Asks before deleting the user's own post; on success every list and the player drop it. */
export function DeletePostModal({ post, onClose }: DeletePostModalProps): JSX.Element | null {
  const remove = useDeletePostMutation();
  // Checked here as well as in the card: any page can ask for this overlay.
  if (!canDeletePost(post, getCurrentUser())) return null;

  const confirm = () => {
    if (remove.isPending) return;
    remove.mutate(post.song_post, {
      onSuccess: () => {
        emitPostDeleted({ songPost: post.song_post });
        emitPlayerCommand({ type: 'removed', songPost: post.song_post });
        onClose();
      },
      onError: reportError,
    });
  };

  return (
    <Modal title="Delete post" onClose={onClose} width={MODAL_WIDTH_DELETE}>
      <Question>{DELETE_POST_CONFIRM}</Question>
      <Actions>
        <Button type="button" $variant="secondary" onClick={onClose} data-autofocus>
          Cancel
        </Button>
        <Button
          type="button"
          $variant="danger"
          onClick={confirm}
          disabled={remove.isPending}
          aria-busy={remove.isPending || undefined}
        >
          {remove.isPending ? <Spinner $size={16} /> : null}
          Delete
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
