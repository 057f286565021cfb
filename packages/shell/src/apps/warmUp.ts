import { firstSegment, topLevelPaths, type RemoteRoutes } from '@upclub/shared/guard';
import type { PageLocation } from '@upclub/shared/mfe';
import { isAuthenticated } from '@upclub/shared/session';
import { staffBitsUnder } from '../layout/activity';
import { isPrivatePath } from '../layout/layout';
import type { RemoteLoader } from '../remotes/loader';

export interface WarmUpDeps {
  remotes: RemoteLoader;
  /** Starts loading the shell's own applications the page will mount (chrome, overlays). */
  loadLocal: () => void;
  signedIn?: () => boolean;
}

/**
 * A signed-in page's first load waits one API round trip for the session check before anything
 * mounts. That wait downloads what the page will mount anyway: the chrome and overlays chunks and
 * the current path's remote, which may start the page's first read (RemoteApp's `prefetch`). A
 * remote whose path needs a staff bit is left alone: the user's bits are not known yet, and its
 * code is requested for staff only.
 */
export function warmUpFirstPage(location: PageLocation, facts: readonly RemoteRoutes[], deps: WarmUpDeps): void {
  const { pathname } = location;
  const signedIn = deps.signedIn ?? isAuthenticated;
  if (!signedIn() || !isPrivatePath(pathname, facts)) return;
  deps.loadLocal();
  const segment = firstSegment(pathname);
  const remote = facts.find((r) => topLevelPaths(r).includes(segment));
  if (remote && staffBitsUnder(remote, segment).length === 0) deps.remotes.warm?.(remote.name, location);
}
