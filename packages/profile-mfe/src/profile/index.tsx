import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { useMyProfileQuery, useProfileQuery } from '@upclub/shared/queries';
import { useCurrentUser } from '../session';
import { PROFILE_TABS, PROFILE_TAB_ORDER, profilePath, type ProfileTab } from './paths';
import { ProfileScreen } from './ProfileScreen';
import { useProfilePostEvents } from './queries/profilePosts';

/** The posts tab is the profile's index; the others are paths below it. */
const routeOf = (tab: ProfileTab) => (PROFILE_TABS[tab] ? { path: PROFILE_TABS[tab] } : { index: true as const });

/** One's own profile on a tab. */
function OwnProfile({ tab }: { tab: ProfileTab }) {
  return <ProfileScreen query={useMyProfileQuery()} own tab={tab} />;
}

/** Another user's profile on a tab; one's own username goes to one's own profile (spec part 2 §2). */
function UserProfile({ username, tab }: { username: string; tab: ProfileTab }) {
  const me = useCurrentUser();
  const query = useProfileQuery(username);
  if (me && me.username === username) return <Navigate to={profilePath(null, tab)} replace />;
  return <ProfileScreen query={query} own={false} tab={tab} />;
}

function UserProfileRoutes() {
  const username = useParams().username ?? '';
  return (
    <Routes>
      {PROFILE_TAB_ORDER.map((tab) => (
        <Route key={tab} {...routeOf(tab)} element={<UserProfile key={username} username={username} tab={tab} />} />
      ))}
      <Route path="*" element={<Navigate to={profilePath(username)} replace />} />
    </Routes>
  );
}

/**
 * `/profile` and `/profile/{username}` with their tabs (spec part 2 §2 route table): the tab words
 * (clubs, likes, followers, followings) under /profile are one's own tabs, any other segment is a
 * username.
 */
export function ProfilePages() {
  useProfilePostEvents();
  return (
    <Routes>
      {PROFILE_TAB_ORDER.map((tab) => (
        <Route key={tab} {...routeOf(tab)} element={<OwnProfile tab={tab} />} />
      ))}
      <Route path=":username/*" element={<UserProfileRoutes />} />
    </Routes>
  );
}
