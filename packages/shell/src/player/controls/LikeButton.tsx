import type { JSX } from 'react';
import { Heart } from 'lucide-react';
import { IconButton, color } from '@upclub/shared/ui';
import type { SongPost } from '@upclub/shared/types';
import { isPlainTrack, useSavedTrackQuery, useToggleLikeMutation } from '../queries/like';

/** The player's like: the post's like (user posts) or the provider's liked songs (plain tracks). */
export function LikeButton({ post, size = 36 }: { post: SongPost; size?: number }): JSX.Element {
  const saved = useSavedTrackQuery(post);
  const toggle = useToggleLikeMutation();
  const liked = isPlainTrack(post) ? Boolean(saved.data) : post.liked;
  return (
    <IconButton
      label="Like"
      aria-pressed={liked}
      size={size}
      disabled={toggle.isPending}
      onClick={() => toggle.mutate({ post, like: !liked })}
      style={liked ? { color: color.like } : undefined}
    >
      <Heart size={18} aria-hidden fill={liked ? 'currentColor' : 'none'} />
    </IconButton>
  );
}
