import { USER_TYPE_BROADCAST } from '@upclub/shared/constants';
import { POST_TYPE_PLAIN, type SongPost, type UserDetails } from '@upclub/shared/types';
import { hasStaffAccess } from './routes';

/**
 * Whether the user may broadcast this post ('Broadcast Post', spec part 1 §6: user_type bit 4).
 * Never a message song (post_type 1): only its threads may see it. It only hides the choice;
 * the API refuses a user without the bit whatever the page shows.
 */
export function canBroadcastPost(
  post: Pick<SongPost, 'post_type'>,
  user: Pick<UserDetails, 'user_type'> | null,
): boolean {
  return user !== null && hasStaffAccess(user.user_type, USER_TYPE_BROADCAST) && post.post_type !== POST_TYPE_PLAIN;
}
