import type { JSX } from 'react';
import { emitPlayerCommand, emitPostDeleted, getCurrentUser } from '@upclub/shared/bus';
import { DELETE_POST_CONFIRM, MODAL_WIDTH_DELETE } from '@upclub/shared/constants';
import type { SongPost } from '@upclub/shared/types';
import { ConfirmDialog } from '@upclub/shared/ui/Modal';
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
    <ConfirmDialog
      title="Delete post"
      confirmLabel="Delete"
      cancelLabel="Cancel"
      tone="danger"
      width={MODAL_WIDTH_DELETE}
      pending={remove.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    >
      {DELETE_POST_CONFIRM}
    </ConfirmDialog>
  );
}
