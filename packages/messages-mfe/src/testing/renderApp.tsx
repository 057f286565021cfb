import { act, render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { VirtuosoMockContext } from 'react-virtuoso';
import { setCurrentUser } from '@upclub/shared/bus';
import { AppRoutes } from '../routes';

export const ME_ID = 5;

/** The address the app is at, for tests to read. */
function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname + location.search}</output>;
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

/** The messages remote at `path`, a fresh query client, as its Root mounts it; resolves once its chunk loaded. */
export async function renderApp(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const [pathname, search = ''] = path.split('?');
  let result!: ReturnType<typeof render>;
  await act(async () => {
    result = render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[{ pathname, search: search && `?${search}` }]}>
          {/* jsdom has no layout: fixed sizes let the virtualised thread really render its rows. */}
          <VirtuosoMockContext.Provider value={{ viewportHeight: 4000, itemHeight: 60 }}>
            <main>
              <AppRoutes />
            </main>
            <Address />
          </VirtuosoMockContext.Provider>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
  return { ...result, client };
}
