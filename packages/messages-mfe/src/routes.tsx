import { Route, Routes } from 'react-router-dom';
import { NotBuiltYet } from '@upclub/shared/mfe';

// The messages remote's own sub-routes (spec part 2 §2). Pages arrive with the messages issue.
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/messages/*" element={<NotBuiltYet title="Your Messages" />} />
    </Routes>
  );
}
