import { GUARD_TARGETS, hasStaffAccess, matchRoute } from './routes';
import { encodeNext, queryOf, type NextRoute } from './next';

/** What the guard needs to know about the session. */
export interface GuardSession {
  authenticated: boolean;
  providerConnected: boolean;
  /** user_type bit field of the signed-in user (0 when unknown). */
  userType: number;
}

export interface GuardLocation {
  pathname: string;
  search: string;
}

export interface GuardRedirect {
  redirect: string;
  /** The intended page, to save as next_page before going to login. */
  storeNext?: NextRoute;
}

/**
 * The routing guard of spec part 1 §2 (the sixth rule, https, is the server's job):
 * 1. unmatched paths go to signup;
 * 2. unauthenticated access to a protected route goes to login with `next` (and stores it);
 * 3. an authenticated user lacking permission goes to discover;
 * 4. an authenticated user without a connected streaming account goes to authorize_spotify;
 * 5. logged-in users on a public page go to discover, or authorize_spotify when not connected.
 * Terms and privacy are open to everyone. The answer is the final destination: a user
 * who is sent to discover but is not connected goes straight to authorize_spotify.
 * Returns null when the location may be shown.
 */
export function guardRoute(location: GuardLocation, session: GuardSession): GuardRedirect | null {
  const match = matchRoute(location.pathname);
  const access = match?.route.access;
  if (access === 'everyone') return null;

  if (!session.authenticated) {
    if (!match) return { redirect: GUARD_TARGETS.unmatched };
    if (access === 'public') return null;
    const storeNext: NextRoute = { path: location.pathname, query: queryOf(location.search) };
    return { redirect: `${GUARD_TARGETS.login}?next=${encodeNext(storeNext)}`, storeNext };
  }

  // Where a logged-in user belongs: the app once connected, else the connect page.
  const landing = session.providerConnected ? GUARD_TARGETS.home : GUARD_TARGETS.authorize;
  if (!match || access === 'public') return { redirect: landing };
  if (access === 'authenticated') return null;
  const bit = match.route.staffBit;
  if (bit !== undefined && !hasStaffAccess(session.userType, bit)) return { redirect: landing };
  if (!session.providerConnected) return { redirect: GUARD_TARGETS.authorize };
  return null;
}
