import type { JSX } from 'react';
import { Heart } from 'lucide-react';
import { IconButton, color } from '@upclub/shared/ui';
import { useLike } from '@upclub/shared/queries';
import type { SongPost } from '@upclub/shared/types';
import { isPlainTrack, useSaveTrackMutation, useSavedTrackQuery } from '../queries/savedTrack';

/**
 * The player's like: a user post's like (the one like of the UI kit's cards too), which then also
 * changes the provider's liked songs; for a plain track (post_type 1) only the provider's liked songs.
 */
export function LikeButton({ post, size = 36 }: { post: SongPost; size?: number }): JSX.Element {
  const plain = isPlainTrack(post);
  const saved = useSavedTrackQuery(post);
  const save = useSaveTrackMutation();
  const like = useLike(post, { afterToggle: (liked) => save.mutateAsync({ post, saved: liked }) });
  const liked = plain ? Boolean(saved.data) : like.liked;
  const pending = plain ? save.isPending : like.pending;
  return (
    <IconButton
      label="Like"
      aria-pressed={liked}
      size={size}
      disabled={pending}
      onClick={() => (plain ? save.mutate({ post, saved: !liked }) : like.toggle())}
      style={liked ? { color: color.like } : undefined}
    >
      <Heart size={18} aria-hidden fill={liked ? 'currentColor' : 'none'} />
    </IconButton>
  );
}
