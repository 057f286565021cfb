import type { LifeCycles } from 'single-spa';

/** Where the page is when the shell asks a remote to start its first read. */
export interface PageLocation {
  pathname: string;
  search: string;
}

/**
 * What a remote's `./app` exports: its single-spa lifecycles and, optionally, `prefetch`. The
 * shell calls `prefetch` on the first load of a signed-in page of that remote, while it checks the
 * session, so the page's first read is already on its way when the page mounts. It must only start
 * reads the page makes anyway, and never fail: the page reads again when an early read went wrong.
 */
export interface RemoteApp extends LifeCycles {
  prefetch?: (location: PageLocation) => void;
}
