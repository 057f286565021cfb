import { Route, Routes } from 'react-router-dom';
import { NotBuiltYet } from '@upclub/shared/mfe';

// The profile remote's own sub-routes (spec part 2 §2). Pages arrive with the profile issue.
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/profile/:username/*" element={<NotBuiltYet title="Profile" />} />
      <Route path="/profile/*" element={<NotBuiltYet title="Profile" />} />
      <Route path="/notifications/*" element={<NotBuiltYet title="Notifications" />} />
    </Routes>
  );
}
