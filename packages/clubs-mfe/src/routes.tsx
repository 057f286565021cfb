import { Route, Routes } from 'react-router-dom';
import { NotBuiltYet } from '@upclub/shared/mfe';

// The clubs remote's own sub-routes (spec part 2 §2). Pages arrive with the clubs issue.
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/clubs/:id/*" element={<NotBuiltYet title="Club" />} />
      <Route path="/clubs/*" element={<NotBuiltYet title="All Clubs" />} />
    </Routes>
  );
}
