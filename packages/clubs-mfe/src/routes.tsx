import { Route, Routes } from 'react-router-dom';
import { NotBuiltYet } from '@upclub/shared/mfe';
import { facts } from './routeFacts';

const { path, title } = facts;

// The clubs remote's own sub-routes (spec part 2 §2), on the paths of its route facts. Pages
// arrive with the clubs issue.
export function AppRoutes() {
  return (
    <Routes>
      <Route path={`${path('club_posts')}/*`} element={<NotBuiltYet title={title('club_posts')} />} />
      <Route path={`${path('all_clubs')}/*`} element={<NotBuiltYet title={title('all_clubs')} />} />
    </Routes>
  );
}
