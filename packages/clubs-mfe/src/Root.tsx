import { BrowserRouter } from 'react-router-dom';
import { useClubPostEvents } from './queries/clubPosts';
import { AppRoutes } from './routes';

export function Root() {
  useClubPostEvents();
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
