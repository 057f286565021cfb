import { UserCheck, UserPlus } from 'lucide-react';
import { useFollowMutation, type FollowTarget } from '@upclub/shared/queries';
import { Button } from '@upclub/shared/ui';
import { useCurrentUserId } from '../../session';
import { PROFILE_TEXT } from '../texts';

export interface FollowButtonProps {
  user: FollowTarget & { followed: boolean };
  /** Rows name whom they follow ('Follow alex'); the profile's own button says just 'Follow'. */
  named?: boolean;
  compact?: boolean;
}

/**
 * Follow or Unfollow a user (spec part 2 §4): it switches and the counts move at once. Absent on
 * the signed-in user's own entry.
 */
export function FollowButton({ user, named = false, compact = false }: FollowButtonProps) {
  const me = useCurrentUserId();
  const follow = useFollowMutation();
  if (me === null || me === user.upclubuser) return null;
  const text = user.followed ? PROFILE_TEXT.unfollow : PROFILE_TEXT.follow;
  return (
    <Button
      type="button"
      $variant={user.followed ? 'secondary' : 'primary'}
      aria-label={named ? `${text} ${user.username}` : undefined}
      disabled={follow.isPending}
      style={compact ? { minHeight: 32, padding: '0 14px' } : undefined}
      onClick={() =>
        follow.mutate({ target: { upclubuser: user.upclubuser, username: user.username }, follow: !user.followed })
      }
    >
      {user.followed ? <UserCheck size={16} aria-hidden /> : <UserPlus size={16} aria-hidden />}
      {text}
    </Button>
  );
}
