import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { VirtuosoGridMockContext } from 'react-virtuoso';
import { useFeedPostEvents } from '../queries/posts';
import { AppRoutes } from '../routes';

/** The address the app is at, for tests to read. */
function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname + location.search}</output>;
}

function App() {
  useFeedPostEvents();
  return <AppRoutes />;
}

/** The feed remote at `path`, with a fresh query client, as its Root mounts it (router, bus events). */
export function renderApp(path: string, extra?: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        {/* jsdom has no layout: fixed sizes let the virtualised grid really render its cells. */}
        <VirtuosoGridMockContext.Provider
          value={{ viewportHeight: 4000, viewportWidth: 1000, itemHeight: 400, itemWidth: 250 }}
        >
          <App />
          <Address />
          {extra}
        </VirtuosoGridMockContext.Provider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, client };
}
