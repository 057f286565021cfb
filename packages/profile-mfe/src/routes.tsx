import { Route, Routes } from 'react-router-dom';
import { NotBuiltYet } from '@upclub/shared/mfe';
import { facts } from './routeFacts';

const { path, title } = facts;

// The profile remote's own sub-routes (spec part 2 §2), on the paths of its route facts. Pages
// arrive with the profile issue.
export function AppRoutes() {
  return (
    <Routes>
      <Route path={`${path('user_posts')}/*`} element={<NotBuiltYet title={title('user_posts')} />} />
      <Route path={`${path('profile_posts')}/*`} element={<NotBuiltYet title={title('profile_posts')} />} />
      <Route path={`${path('notifications')}/*`} element={<NotBuiltYet title={title('notifications')} />} />
    </Routes>
  );
}
