import { Suspense, lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotBuiltYet } from '@upclub/shared/mfe';
import { Spinner } from '@upclub/shared/ui';
import { facts } from './routeFacts';

const { path, title } = facts;

// Each page is its own chunk, so the remote's first load carries only the page it shows.
const NotificationsPage = lazy(() =>
  import(/* webpackChunkName: "notifications" */ './notifications').then((m) => ({ default: m.NotificationsPage })),
);

// The profile remote's own sub-routes (spec part 2 §2), on the paths of its route facts. Pages
// arrive with the profile issue.
export function AppRoutes() {
  return (
    <Suspense fallback={<Spinner $size={28} />}>
      <Routes>
        <Route path={`${path('user_posts')}/*`} element={<NotBuiltYet title={title('user_posts')} />} />
        <Route path={`${path('profile_posts')}/*`} element={<NotBuiltYet title={title('profile_posts')} />} />
        <Route path={`${path('notifications')}/*`} element={<NotificationsPage />} />
      </Routes>
    </Suspense>
  );
}
