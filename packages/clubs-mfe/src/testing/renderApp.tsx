import type { ReactNode } from 'react';
import { act, render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { VirtuosoGridMockContext } from 'react-virtuoso';
import { setCurrentUser } from '@upclub/shared/bus';
import { useClubPostEvents } from '../queries/clubPosts';
import { AppRoutes } from '../routes';
import { ME_ID } from './fixtures';

/** The address the app is at, for tests to read. */
function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname + location.search}</output>;
}

function App() {
  useClubPostEvents();
  return <AppRoutes />;
}

/** Signs `id` in (the shell does it on the bus); ME_ID by default. */
export function signIn(id: number = ME_ID) {
  setCurrentUser({
    upclubuser: id,
    username: `user${id}`,
    first_name: 'Me',
    last_name: 'Myself',
    user_type: 0,
    profile_picture: null,
    thumbnail_picture: null,
  });
}

/**
 * The clubs remote at `path` (with router `state`), a fresh query client, as its Root mounts it;
 * resolves once its page's chunk has loaded.
 */
export async function renderApp(path: string, { state, extra }: { state?: unknown; extra?: ReactNode } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const [pathname, search = ''] = path.split('?');
  const ui = (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[{ pathname, search: search && `?${search}`, state }]}>
        {/* jsdom has no layout: fixed sizes let the virtualised grid really render its cells. */}
        <VirtuosoGridMockContext.Provider
          value={{ viewportHeight: 4000, viewportWidth: 1000, itemHeight: 400, itemWidth: 250 }}
        >
          {/* The shell's layout puts every application in the page's main landmark. */}
          <main>
            <App />
          </main>
          <Address />
          {extra}
        </VirtuosoGridMockContext.Provider>
      </MemoryRouter>
    </QueryClientProvider>
  );
  let result!: ReturnType<typeof render>;
  await act(async () => {
    result = render(ui);
  });
  return { ...result, client };
}

/** One piece of the remote (a modal) with a fresh query client and a router, inside the main landmark. */
export function renderWithProviders(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const result = render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <main>{ui}</main>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, client };
}
