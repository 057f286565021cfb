import { BrowserRouter } from 'react-router-dom';
import { useFeedPostEvents } from './queries/posts';
import { AppRoutes } from './routes';

export function Root() {
  useFeedPostEvents();
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
