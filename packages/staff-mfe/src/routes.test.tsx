import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { itShowsTitles } from '@upclub/shared/testing';
import { AppRoutes } from './routes';

jest.mock('@upclub/shared/api', () => ({
  ...jest.requireActual('@upclub/shared/api'),
  getAllMetrics: jest.fn(() => new Promise(() => undefined)),
}));

// The remote's pages as its Root mounts them (a query client around the routes).
function App() {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <AppRoutes />
    </QueryClientProvider>
  );
}

// The remote's router serves the paths of its route facts, each page under its facts' title.
itShowsTitles(App, [
  ['/metrics', 'Metrics'],
  ['/broadcast-message', 'Broadcast message'],
  ['/send-all-message', 'Send message to all'],
]);
