// The shape of one route, in its own module: the route table (./routes) and the remotes' route
// facts (./remoteRoutes) both use it, and neither imports the other for it (an import circle).
import type { USER_TYPE_BROADCAST, USER_TYPE_METRICS } from '@upclub/shared/constants';

/**
 * Who may open a route (spec part 1 §2 and §6, part 2 §2):
 * - `public`: the authentication pages; logged-in users are sent on to the app.
 * - `everyone`: terms and privacy, reachable with or without a session.
 * - `authenticated`: needs a session but not a connected streaming account (authorize_spotify).
 * - `connected`: needs a session and a connected streaming account (the app).
 */
export type RouteAccess = 'public' | 'everyone' | 'authenticated' | 'connected';

export type StaffBit = typeof USER_TYPE_METRICS | typeof USER_TYPE_BROADCAST;

export interface RouteDef {
  /** The spec's route name. */
  name: string;
  /** `/segment/:param` pattern, without a trailing slash. */
  path: string;
  access: RouteAccess;
  /** A bit of user_type the route needs besides a connected session. */
  staffBit?: StaffBit;
  /** Deeper paths belong to the page's own router (tabs and sub-lists the remote owns). */
  nested?: true;
  /** The remote whose route facts declare the route (none: one of the shell's own). */
  remote?: string;
}
