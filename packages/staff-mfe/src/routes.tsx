import { Route, Routes } from 'react-router-dom';
import { NotBuiltYet } from '@upclub/shared/mfe';

// The staff remote's own sub-routes (spec part 2 §2). Pages arrive with the staff issue.
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/metrics/*" element={<NotBuiltYet title="Metrics" />} />
      <Route path="/broadcast-message/*" element={<NotBuiltYet title="Broadcast message" />} />
      <Route path="/send-all-message/*" element={<NotBuiltYet title="Send message to all" />} />
    </Routes>
  );
}
