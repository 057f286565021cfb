import { Route, Routes } from 'react-router-dom';
import { NotBuiltYet } from '@upclub/shared/mfe';
import { facts } from './routeFacts';

const { path, title } = facts;

// The messages remote's own sub-routes (spec part 2 §2), on the paths of its route facts. Pages
// arrive with the messages issue.
export function AppRoutes() {
  return (
    <Routes>
      <Route path={`${path('messages')}/*`} element={<NotBuiltYet title={title('messages')} />} />
    </Routes>
  );
}
