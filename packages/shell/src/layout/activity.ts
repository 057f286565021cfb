import { firstSegment, hasStaffAccess, remoteRoutes, type RemoteRoutes } from '@upclub/shared/guard';
import { APP, isPrivatePath } from './layout';

type ActiveWhen = (location: Location) => boolean;

/** The staff bits a remote's routes under a top-level path need (none for most paths). */
export function staffBitsUnder(remote: RemoteRoutes, segment: string): number[] {
  return remote.routes
    .filter((r) => r.staffBit !== undefined && firstSegment(r.path) === segment)
    .map((r) => r.staffBit!);
}

/**
 * Narrows the layout's activity rules with what only the session knows: the chrome shows on
 * private routes only, and a remote whose route facts give a path a staff bit (the staff tools) is
 * active there only for a user holding it — for anyone else its manifest and code are never requested.
 */
export function refineActivity(
  name: string,
  layoutRule: ActiveWhen | ActiveWhen[],
  userType: () => number,
  remotes: readonly RemoteRoutes[] = remoteRoutes(),
): ActiveWhen {
  const rules = Array.isArray(layoutRule) ? layoutRule : [layoutRule];
  const fromLayout: ActiveWhen = (loc) => rules.some((rule) => rule(loc));
  if (name === APP.chrome) return (loc) => isPrivatePath(loc.pathname, remotes);
  const remote = remotes.find((r) => r.name === name);
  if (!remote?.routes.some((r) => r.staffBit !== undefined)) return fromLayout;
  return (loc) =>
    fromLayout(loc) &&
    staffBitsUnder(remote, firstSegment(loc.pathname)).every((bit) => hasStaffAccess(userType(), bit));
}
