import type { Club } from '@upclub/shared/types';
import { VisuallyHidden } from '@upclub/shared/ui';
import { PagedList } from '@upclub/shared/ui/PagedList';
import { UserRow } from '@upclub/shared/ui/UserRow';
import { useClubFollowersQuery } from '../../queries/members';
import { CLUB_TEXT } from '../../texts';

/** The club's followers (spec part 2 §2): rows with their Follower(s) and Post(s) counts. */
export function FollowersTab({ club }: { club: Club }) {
  const list = useClubFollowersQuery(club.club);
  return (
    <>
      <VisuallyHidden as="h2">{CLUB_TEXT.followers}</VisuallyHidden>
      <PagedList
        list={list}
        label={`Followers of ${club.club_name}`}
        emptyText={CLUB_TEXT.noFollowers}
        keyOf={(user) => user.upclubuser}
        renderItem={(user) => <UserRow user={user} />}
      />
    </>
  );
}
