import { Suspense, lazy, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { MessageCircle, Pencil } from 'lucide-react';
import styled from 'styled-components';
import { statusOf } from '@upclub/shared/api';
import type { UserProfile } from '@upclub/shared/types';
import { Button, PageLoading, PageTitle, breakpoint, color, fontSize, radius, space } from '@upclub/shared/ui';
import { ListStatus } from '@upclub/shared/ui/PagedList';
import { FollowButton } from './components/FollowButton';
import { ProfileCounts } from './components/ProfileCounts';
import { ProfileHeader } from './components/ProfileHeader';
import { messageUserPath, type ProfileTab } from './paths';
import { PostsTab } from './tabs/PostsTab';
import { PROFILE_TEXT } from './texts';

// The clubs and follow-list tabs are a chunk of their own: the first tab, Posts, comes with the
// page, and the others (with the UI kit's club cards and user rows) when one is opened.
const ClubsTab = lazy(() =>
  import(/* webpackChunkName: "profile-people-tabs" */ './tabs/ClubsTab').then((m) => ({ default: m.ClubsTab })),
);
const FollowListTab = lazy(() =>
  import(/* webpackChunkName: "profile-people-tabs" */ './tabs/FollowListTab').then((m) => ({
    default: m.FollowListTab,
  })),
);

// The settings modal is its own chunk: only one's own profile fetches it, when it opens.
const ProfileSettingsModal = lazy(
  () => import(/* webpackChunkName: "profile-settings" */ './settings/ProfileSettingsModal'),
);

/** The parts of a profile query the page reads. */
export interface ProfileQueryLike {
  data: UserProfile | undefined;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface ProfileScreenProps {
  query: ProfileQueryLike;
  /** The signed-in user's own profile (edit) or another's (follow, message). */
  own: boolean;
  tab: ProfileTab;
}

/**
 * A profile (spec part 2 §2): the header with the five counts, which are the tabs, and the shown
 * tab's list. One's own offers the settings; another's Follow/Unfollow and Message.
 */
export function ProfileScreen({ query, own, tab }: ProfileScreenProps) {
  const [settingsOpen, setSettingsOpen] = useState(false);
  const profile = query.data;

  if (!profile) {
    return (
      <Page>
        <PageTitle>{PROFILE_TEXT.title}</PageTitle>
        {query.isError ? (
          statusOf(query.error) === 404 ? (
            <Missing>{PROFILE_TEXT.notFound}</Missing>
          ) : (
            <ListStatus rows={[{ type: 'error' }]} emptyText="" onRetry={() => void query.refetch()} alone />
          )
        ) : (
          <PageLoading />
        )}
      </Page>
    );
  }

  const actions: ReactNode = own ? (
    <Button type="button" $variant="secondary" onClick={() => setSettingsOpen(true)}>
      <Pencil size={16} aria-hidden />
      {PROFILE_TEXT.editProfile}
    </Button>
  ) : (
    <>
      <FollowButton user={profile} />
      <MessageLink to={messageUserPath(profile)}>
        <MessageCircle size={16} aria-hidden />
        {PROFILE_TEXT.message}
      </MessageLink>
    </>
  );

  return (
    <Page aria-busy={query.isFetching}>
      <ProfileHeader profile={profile} actions={actions} />
      <ProfileCounts profile={profile} own={own} />
      <Panel>
        <TabContent key={tab} profile={profile} tab={tab} />
      </Panel>
      {own && settingsOpen ? (
        <Suspense fallback={null}>
          <ProfileSettingsModal profile={profile} onClose={() => setSettingsOpen(false)} />
        </Suspense>
      ) : null}
    </Page>
  );
}

function TabContent({ profile, tab }: { profile: UserProfile; tab: ProfileTab }) {
  switch (tab) {
    case 'profile_posts':
      return <PostsTab profile={profile} kind="posts" />;
    case 'profile_likes':
      return <PostsTab profile={profile} kind="likes" />;
    case 'profile_clubs':
      return (
        <Suspense fallback={<PageLoading />}>
          <ClubsTab profile={profile} />
        </Suspense>
      );
    case 'profile_followers':
    case 'profile_followings':
      return (
        <Suspense fallback={<PageLoading />}>
          <FollowListTab profile={profile} kind={tab === 'profile_followers' ? 'followers' : 'followings'} />
        </Suspense>
      );
  }
}

const Page = styled.section`
  padding: ${space(6)};
  max-width: 1440px;
  @media (max-width: ${breakpoint.md}px) {
    padding: ${space(4)};
  }
`;

const Panel = styled.div`
  padding-top: ${space(5)};
`;

const Missing = styled.p`
  margin: ${space(8)} 0;
  color: ${color.muted};
  text-align: center;
`;

const MessageLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${space(2)};
  min-height: 40px;
  padding: 0 ${space(5)};
  border: 1px solid ${color.line};
  border-radius: ${radius.pill}px;
  color: ${color.text};
  font-size: ${fontSize.sm}px;
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${color.surface};
  }
  &:focus-visible {
    outline: 2px solid ${color.focus};
    outline-offset: 2px;
  }
`;
