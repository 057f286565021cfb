import { POST_TYPE_PLAIN, type SongPost, type UserDetails } from '@upclub/shared/types';

/** Spec §6: only the post's author may delete it, and never a post_type 1 post. */
export function canDeletePost(
  post: Pick<SongPost, 'upclubuser' | 'post_type'>,
  user: Pick<UserDetails, 'upclubuser'> | null,
): boolean {
  return user !== null && post.upclubuser === user.upclubuser && post.post_type !== POST_TYPE_PLAIN;
}
