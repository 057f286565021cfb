import { USER_TYPE_BROADCAST, USER_TYPE_METRICS } from '@upclub/shared/constants';

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
}

/** Every route of both spec parts. The single-spa layout maps the same paths to applications. */
export const ROUTES: readonly RouteDef[] = [
  // Part 1 §2 public routes, all in the authentication layout
  { name: 'welcome', path: '/', access: 'public' },
  { name: 'login', path: '/login', access: 'public' },
  { name: 'signup', path: '/signup', access: 'public' },
  { name: 'forgot_password', path: '/forgot-password', access: 'public' },
  { name: 'change_password', path: '/change-password', access: 'public' },
  { name: 'forgot_username', path: '/forgot-username', access: 'public' },
  { name: 'terms', path: '/terms', access: 'everyone' },
  { name: 'privacy_policy', path: '/privacy-policy', access: 'everyone' },
  { name: 'authorize_spotify', path: '/authorize-spotify', access: 'authenticated' },
  // Part 1 §2 main application routes
  { name: 'discover', path: '/discover', access: 'connected' },
  { name: 'myfeed', path: '/myfeed', access: 'connected' },
  { name: 'post', path: '/post', access: 'connected' },
  { name: 'post_tracks', path: '/post/tracks', access: 'connected' },
  { name: 'post_playlist', path: '/post/playlist/:id', access: 'connected' },
  // Part 2 §2 route table (profile and club tabs are sub-routes of their remotes)
  { name: 'profile_posts', path: '/profile', access: 'connected' },
  { name: 'user_posts', path: '/profile/:username', access: 'connected', nested: true },
  { name: 'all_clubs', path: '/clubs', access: 'connected' },
  { name: 'club_posts', path: '/clubs/:id', access: 'connected', nested: true },
  { name: 'notifications', path: '/notifications', access: 'connected' },
  { name: 'messages', path: '/messages', access: 'connected' },
  { name: 'message_box', path: '/messages/:id', access: 'connected' },
  { name: 'message_settings', path: '/messages/:id/settings', access: 'connected' },
  { name: 'search', path: '/search', access: 'connected' },
  { name: 'metrics', path: '/metrics', access: 'connected', staffBit: USER_TYPE_METRICS },
  { name: 'broadcast_message', path: '/broadcast-message', access: 'connected', staffBit: USER_TYPE_BROADCAST },
  { name: 'send_all_message', path: '/send-all-message', access: 'connected', staffBit: USER_TYPE_BROADCAST },
];

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
export function matchRoute(pathname: string, routes: readonly RouteDef[] = ROUTES): RouteMatch | null {
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
export const routesWith = (access: RouteAccess): RouteDef[] => ROUTES.filter((r) => r.access === access);
