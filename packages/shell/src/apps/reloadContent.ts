import { getMountedApps, triggerAppChange, unloadApplication } from 'single-spa';
import type { QueryClient } from '@tanstack/react-query';
import { APP } from '../layout/layout';

// Spec §2: clicking the menu item of the page already shown reloads the main content. The shell
// is its one owner, for every remote alike: the page's application is unmounted, the server data
// nobody shows any more is dropped (so the page asks the server again instead of showing its
// cache), and the page mounts afresh at the top. Remotes need no code of their own for it.

export interface ReloadDeps {
  getMountedApps: () => string[];
  unloadApplication: (name: string) => Promise<unknown>;
  triggerAppChange: () => Promise<unknown>;
  queryClient: () => Promise<Pick<QueryClient, 'removeQueries'>>;
  scrollToTop: () => void;
}

const pageDeps: ReloadDeps = {
  getMountedApps,
  unloadApplication,
  triggerAppChange,
  // Only pages with server data reload, and they have fetched the query client already.
  queryClient: () => import('@upclub/shared/queries').then((m) => m.queryClient),
  scrollToTop: () => window.scrollTo({ top: 0 }),
};

/** The applications of the main content: every mounted one but the chrome and the overlays. */
const isPage = (name: string) => name !== APP.chrome && name !== APP.overlays;

export async function reloadMainContent(deps: ReloadDeps = pageDeps): Promise<void> {
  const pages = deps.getMountedApps().filter(isPage);
  await Promise.all(pages.map((name) => deps.unloadApplication(name)));
  (await deps.queryClient()).removeQueries({ type: 'inactive' });
  deps.scrollToTop();
  await deps.triggerAppChange();
}
