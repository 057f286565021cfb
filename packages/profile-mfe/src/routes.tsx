import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PageSuspense } from '@upclub/shared/ui';
import { facts } from './routeFacts';

const { path } = facts;

// Each page is its own chunk, so the remote's first load carries only the page it shows.
const ProfilePages = lazy(() =>
  import(/* webpackChunkName: "profile-page" */ './profile').then((m) => ({ default: m.ProfilePages })),
);
const NotificationsPage = lazy(() =>
  import(/* webpackChunkName: "notifications" */ './notifications').then((m) => ({ default: m.NotificationsPage })),
);

// The profile remote's own sub-routes (spec part 2 §2), on the paths of its route facts.
export function AppRoutes() {
  return (
    <PageSuspense>
      <Routes>
        <Route path={`${path('profile_posts')}/*`} element={<ProfilePages />} />
        <Route path={`${path('notifications')}/*`} element={<NotificationsPage />} />
      </Routes>
    </PageSuspense>
  );
}
