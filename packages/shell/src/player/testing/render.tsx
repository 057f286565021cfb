import { useEffect, type ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { Player } from '../Player';
import { FakeSdkPlayer, flush, makeEngine } from './fakeSdk';

let navigateTo: NavigateFunction | null = null;
function CaptureNavigate() {
  const navigate = useNavigate();
  useEffect(() => {
    navigateTo = navigate;
  }, [navigate]);
  return null;
}

/** Goes to another route of the test's router (the player closes Now Playing on route change). */
export function goTo(path: string): void {
  act(() => void navigateTo?.(path));
}

export function withProviders(ui: ReactElement, path = '/discover') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <CaptureNavigate />
        {ui}
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}

/** The chrome's player (bar and Now Playing) on an engine with a fake SDK, connected and ready. */
export async function renderPlayer(options: Parameters<typeof makeEngine>[0] = {}) {
  FakeSdkPlayer.instances = [];
  const made = makeEngine(options);
  const view = withProviders(<Player engine={made.engine} />);
  await act(async () => {
    await flush();
    FakeSdkPlayer.latest().ready();
  });
  return { ...made, view, sdk: FakeSdkPlayer.latest() };
}
