import type { ReactNode } from 'react';
import { act, render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { songPost } from '@upclub/shared/testing';
import type { Notification } from '@upclub/shared/types';

// Test helpers of the notifications page (only its tests import this file).

/** A like from bo (id 5) on post 4, today, unless `overrides` say otherwise. */
export const aNotification = (id: number, overrides: Partial<Notification> = {}): Notification => ({
  id,
  notification_type: 'like',
  created_at: new Date().toISOString(),
  notification_age: '5m',
  username: 'bo',
  thumbnail_picture: null,
  upclubuser: 5,
  upclubuser_follower_username: null,
  song_post: 4,
  post: songPost(4),
  usercomment_text: null,
  club: null,
  club_name: null,
  messagethread: null,
  curatorrequest: null,
  curatorinvite: null,
  curatorinviterequeststate: null,
  followed: false,
  ...overrides,
});

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname}</output>;
}

/** `ui` as a remote's Root mounts it (a fresh query client, a router), in the main landmark. */
export async function renderInApp(ui: ReactNode, path = '/notifications') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  let result!: ReturnType<typeof render>;
  await act(async () => {
    result = render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <main>{ui}</main>
          <Address />
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
  return { ...result, client };
}

/**
 * The page's accessibility violations as axe-core finds them in jsdom (spec: zero). jsdom draws
 * nothing, so colour contrast is checked in the browser test, not here.
 */
export async function axeViolations(root: Element = document.body): Promise<string[]> {
  const { default: axe } = await import('axe-core');
  // jsdom has no canvas (axe asks for one to look at icon fonts): say so quietly.
  const getContext = jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  const results = await axe
    .run(root, { rules: { 'color-contrast': { enabled: false } } })
    .finally(() => getContext.mockRestore());
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
