import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { APP } from '../layout/layout';
import { reloadMainContent, type ReloadDeps } from './reloadContent';

jest.mock('single-spa', () => ({}));

function setup(mounted: string[]) {
  const client = new QueryClient();
  const calls: string[] = [];
  const deps: ReloadDeps = {
    getMountedApps: () => mounted,
    unloadApplication: async (name) => void calls.push(`unload ${name}`),
    triggerAppChange: async () => void calls.push('mount'),
    queryClient: async () => client,
    scrollToTop: () => void calls.push('top'),
  };
  return { client, calls, deps };
}

describe('reloading the main content', () => {
  it("unmounts the page's application, never the chrome or the overlays, and mounts it afresh at the top", async () => {
    const { calls, deps } = setup([APP.chrome, 'feed', APP.overlays]);
    await reloadMainContent(deps);
    expect(calls).toEqual(['unload feed', 'top', 'mount']);
  });

  it('drops the server data nobody shows, so the page asks the server again; what the chrome shows stays', async () => {
    const { client, deps } = setup([APP.chrome, 'feed']);
    client.setQueryData(['catalogue', 'myPlaylists'], { pages: [] });
    client.setQueryData(['unread'], 3);
    const chrome = new QueryObserver(client, { queryKey: ['unread'], queryFn: () => 3, staleTime: Infinity });
    const stop = chrome.subscribe(() => undefined);
    await reloadMainContent(deps);
    expect(client.getQueryData(['catalogue', 'myPlaylists'])).toBeUndefined();
    expect(client.getQueryData(['unread'])).toBe(3);
    stop();
  });
});
