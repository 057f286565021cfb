import { Button } from '@upclub/shared/ui';
import type { Notification } from '@upclub/shared/types';
import { useFollowMutation } from '../queries';
import { NOTIFICATIONS_TEXT as T } from '../texts';

/** Follow back the user who followed (Follow), or unfollow them again (Following). */
export function FollowBackButton({ notification }: { notification: Notification }) {
  const follow = useFollowMutation();
  const { followed, username } = notification;
  return (
    <Button
      type="button"
      $variant={followed ? 'secondary' : 'primary'}
      aria-pressed={followed}
      aria-label={`${followed ? T.following : T.follow} ${username}`}
      disabled={follow.isPending}
      onClick={() => follow.mutate({ notification, follow: !followed })}
    >
      {followed ? T.following : T.follow}
    </Button>
  );
}
