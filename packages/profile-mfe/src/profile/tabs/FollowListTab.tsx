import { FOLLOW_LIST_EMPTY } from '@upclub/shared/constants';
import { useFollowersQuery, useFollowingsQuery, type PagedItems } from '@upclub/shared/queries';
import type { FollowListUser, UserProfile } from '@upclub/shared/types';
import { VisuallyHidden } from '@upclub/shared/ui';
import { PagedList } from '@upclub/shared/ui/PagedList';
import { UserRow } from '@upclub/shared/ui/UserRow';
import { FollowButton } from '../components/FollowButton';
import { COUNT_LABELS } from '../texts';

export type FollowListKind = 'followers' | 'followings';

const HEADINGS = { followers: COUNT_LABELS.profile_followers, followings: COUNT_LABELS.profile_followings };

/**
 * A profile's followers or followings (spec part 2 §2): rows with avatar, username, name and the
 * Follower(s) and Post(s) counts, and a follow button on everyone but oneself. In one's own
 * followings an unfollow removes the row.
 */
export function FollowListTab({ profile, kind }: { profile: UserProfile; kind: FollowListKind }) {
  return kind === 'followers' ? <Followers profile={profile} /> : <Followings profile={profile} />;
}

function Followers({ profile }: { profile: UserProfile }) {
  return <FollowList kind="followers" profile={profile} list={useFollowersQuery(profile.upclubuser)} />;
}

function Followings({ profile }: { profile: UserProfile }) {
  return <FollowList kind="followings" profile={profile} list={useFollowingsQuery(profile.upclubuser)} />;
}

function FollowList({
  profile,
  kind,
  list,
}: {
  profile: UserProfile;
  kind: FollowListKind;
  list: PagedItems<FollowListUser>;
}) {
  return (
    <>
      <VisuallyHidden as="h2">{HEADINGS[kind]}</VisuallyHidden>
      <PagedList
        list={list}
        label={kind === 'followers' ? `Followers of ${profile.username}` : `Followed by ${profile.username}`}
        emptyText={FOLLOW_LIST_EMPTY[kind]}
        keyOf={(user) => user.upclubuser}
        renderItem={(user) => <UserRow user={user} action={<FollowButton user={user} named compact />} />}
      />
    </>
  );
}
