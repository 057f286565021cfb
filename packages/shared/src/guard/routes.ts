import { routeDefsOf, type RemoteRoutes } from './remoteRoutes';
import type { RouteAccess, RouteDef } from './routeDef';

export type { RouteAccess, RouteDef, StaffBit } from './routeDef';

/**
 * The shell's own routes: the authentication pages of part 1 §2. Every other route of both spec
 * parts is declared by the remote that shows it, in its route facts (`packages/<name>-mfe/routes.json`).
 */
export const SHELL_ROUTES: readonly RouteDef[] = [
  { name: 'welcome', path: '/', access: 'public' },
  { name: 'login', path: '/login', access: 'public' },
  { name: 'signup', path: '/signup', access: 'public' },
  { name: 'forgot_password', path: '/forgot-password', access: 'public' },
  { name: 'change_password', path: '/change-password', access: 'public' },
  { name: 'forgot_username', path: '/forgot-username', access: 'public' },
  { name: 'terms', path: '/terms', access: 'everyone' },
  { name: 'privacy_policy', path: '/privacy-policy', access: 'everyone' },
  { name: 'authorize_spotify', path: '/authorize-spotify', access: 'authenticated' },
];

let remotes: readonly RemoteRoutes[] = [];
let table: readonly RouteDef[] = SHELL_ROUTES;

/**
 * The route facts of the page's remotes (from /routes.json): they complete the route table, and the
 * shell's layout and menus derive from them. The shell sets them once at start, before the first
 * navigation is guarded.
 */
export function setRemoteRoutes(facts: readonly RemoteRoutes[]): void {
  remotes = [...facts];
  table = [...SHELL_ROUTES, ...routeDefsOf(remotes)];
}

/** The route facts of the page's remotes, in the order the shell got them. */
export const remoteRoutes = (): readonly RemoteRoutes[] => remotes;

/** Every route of the page: the shell's own, then the remotes'. */
export const routeTable = (): readonly RouteDef[] => table;

/** Paths the guard sends users to. */
export const GUARD_TARGETS = {
  unmatched: '/signup',
  login: '/login',
  home: '/discover',
  authorize: '/authorize-spotify',
} as const;

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** The route a pathname opens; trailing slashes are ignored (/discover/ is /discover). */
export function matchRoute(pathname: string, routes: readonly RouteDef[] = table): RouteMatch | null {
  const actual = segmentsOf(pathname);
  for (const route of routes) {
    const pattern = segmentsOf(route.path);
    if (actual.length < pattern.length) continue;
    if (actual.length > pattern.length && !route.nested) continue;
    const params: Record<string, string> = {};
    const fits = pattern.every((part, i) => {
      if (part.startsWith(':')) {
        params[part.slice(1)] = safeDecode(actual[i]);
        return true;
      }
      return part === actual[i];
    });
    if (fits) return { route, params };
  }
  return null;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Whether a user_type bit field carries a staff bit (2 metrics, 4 broadcast). */
export function hasStaffAccess(userType: number, bit: number): boolean {
  return (userType & bit) === bit;
}

/** Routes with the given access (e.g. the public paths the auth application is active on). */
export const routesWith = (access: RouteAccess): RouteDef[] => table.filter((r) => r.access === access);
