import type { ReactNode } from 'react';
import { act, render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { VirtuosoGridMockContext, VirtuosoMockContext } from 'react-virtuoso';
import { setCurrentUser } from '@upclub/shared/bus';
import type { UserDetails } from '@upclub/shared/types';

/** A query client that fails at once: a test's error states should not wait for retries. */
export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

/** Signs a user in as the shell does, on the bus: `user{id}`, "Me Myself", no staff bits. */
export function signInAs(id: number, overrides: Partial<UserDetails> = {}) {
  setCurrentUser({
    upclubuser: id,
    username: `user${id}`,
    first_name: 'Me',
    last_name: 'Myself',
    user_type: 0,
    profile_picture: null,
    thumbnail_picture: null,
    ...overrides,
  });
}

/** The address the app is at, for tests to read (`screen.getByTestId('address')`). */
function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname + location.search}</output>;
}

export interface RenderRemoteOptions {
  /** Router state of the first entry (a page opened with `navigate(path, { state })`). */
  state?: unknown;
  /** More elements beside the app (e.g. the shell's notices for a test to read). */
  extra?: ReactNode;
  /** The virtualised list the remote uses: its jsdom sizes (jsdom has no layout). */
  virtualised?: 'grid' | 'list';
  /** Inside the page's main landmark, as the shell's layout puts every application. */
  inMain?: boolean;
}

/**
 * A remote's app at `path` (`/a/b?x=1`), with a fresh query client and a memory router, as its
 * Root mounts it; resolves once the first render's effects (and its page's lazy chunk) have run.
 */
export async function renderRemote(
  app: ReactNode,
  path: string,
  { state, extra, virtualised = 'grid', inMain = true }: RenderRemoteOptions = {},
) {
  const client = testQueryClient();
  const [pathname, search = ''] = path.split('?');
  // Fixed sizes let the virtualised grid or list really render its cells.
  const content =
    virtualised === 'grid' ? (
      <VirtuosoGridMockContext.Provider
        value={{ viewportHeight: 4000, viewportWidth: 1000, itemHeight: 400, itemWidth: 250 }}
      >
        {inMain ? <main>{app}</main> : app}
        <Address />
        {extra}
      </VirtuosoGridMockContext.Provider>
    ) : (
      <VirtuosoMockContext.Provider value={{ viewportHeight: 4000, itemHeight: 60 }}>
        {inMain ? <main>{app}</main> : app}
        <Address />
        {extra}
      </VirtuosoMockContext.Provider>
    );
  let result!: ReturnType<typeof render>;
  await act(async () => {
    result = render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[{ pathname, search: search && `?${search}`, state }]}>{content}</MemoryRouter>
      </QueryClientProvider>,
    );
  });
  return { ...result, client };
}

/** One piece of a remote (a modal) with a fresh query client and a router, inside the main landmark. */
export function renderWithProviders(ui: ReactNode) {
  const client = testQueryClient();
  const result = render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <main>{ui}</main>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, client };
}
