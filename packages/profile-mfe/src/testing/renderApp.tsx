import type { ReactNode } from 'react';
import { act, render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { VirtuosoGridMockContext } from 'react-virtuoso';
import { setCurrentUser } from '@upclub/shared/bus';
import { AppRoutes } from '../routes';
import { ME, ME_ID } from './fixtures';

/** The address the app is at, for tests to read. */
function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname + location.search}</output>;
}

/** Signs ada (ME_ID) in, as the shell does on the bus. */
export function signIn() {
  setCurrentUser({
    upclubuser: ME_ID,
    username: ME,
    first_name: 'Ada',
    last_name: 'Lovelace',
    user_type: 0,
    profile_picture: null,
    thumbnail_picture: null,
  });
}

export const testClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

/** The profile remote at `path` with a fresh query client, as its Root mounts it; resolves once its page's chunk has loaded. */
export async function renderApp(path: string, { extra }: { extra?: ReactNode } = {}) {
  const client = testClient();
  const ui = (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        {/* jsdom has no layout: fixed sizes let the virtualised grid really render its cells. */}
        <VirtuosoGridMockContext.Provider
          value={{ viewportHeight: 4000, viewportWidth: 1000, itemHeight: 400, itemWidth: 250 }}
        >
          {/* The shell's layout puts every application in the page's main landmark. */}
          <main>
            <AppRoutes />
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
