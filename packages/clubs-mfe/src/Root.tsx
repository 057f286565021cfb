import { BrowserRouter } from 'react-router-dom';
import { useClubPostEvents } from './queries/clubPosts';
import { useClubRoomEvents } from './queries/rooms';
import { AppRoutes } from './routes';

export function Root() {
  useClubPostEvents();
  useClubRoomEvents();
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
