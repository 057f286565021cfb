import { getCurrentUser, setCurrentUser } from '@upclub/shared/bus';
import { nextRouteUrl, type GuardSession, type NextRoute } from '@upclub/shared/guard';
import { STORAGE_KEYS } from './keys';
import { clearToken, getToken } from './token';
import { clearProviderAccess } from './access-token';
import { forgetRoom } from './room';
import { SESSION_STORAGE, readStored, removeStored, writeStored } from './storage';

/**
 * The session states of spec part 1 §4:
 * unauthenticated -> logged in (token stored, authenticated flag) -> streaming account
 * connected (flag) -> access to the app.
 */
export type SessionStage = 'unauthenticated' | 'loggedIn' | 'providerConnected';

export function isAuthenticated(): boolean {
  return getToken() !== null && readStored(SESSION_STORAGE.authenticated);
}

export function isProviderConnected(): boolean {
  return isAuthenticated() && readStored(SESSION_STORAGE.providerConnected);
}

export function setProviderConnected(): void {
  writeStored(SESSION_STORAGE.providerConnected, true);
}

/** The account is no longer linked (unlinked, or the server says so): the guard asks to connect again. */
export function clearProviderConnected(): void {
  removeStored(STORAGE_KEYS.providerConnected);
}

export function sessionStage(): SessionStage {
  if (!isAuthenticated()) return 'unauthenticated';
  return isProviderConnected() ? 'providerConnected' : 'loggedIn';
}

/** What the routing guard needs; userType comes from the current user (0 until known). */
export function guardSession(): GuardSession {
  return {
    authenticated: isAuthenticated(),
    providerConnected: isProviderConnected(),
    userType: getCurrentUser()?.user_type ?? 0,
  };
}

/**
 * Ends the product session (sign out, 401): token, flags, the in-memory provider access token,
 * the current user and the club room this tab would rejoin on a reload. The encrypted provider
 * holder stays, so the same user logging in again refreshes instead of authorizing again (spec §4
 * step 3).
 */
export function clearProductSession(): void {
  clearToken();
  removeStored(STORAGE_KEYS.providerConnected);
  clearProviderAccess();
  forgetRoom();
  setCurrentUser(null);
}

/** Another user is signing in on this browser: their recent searches are not theirs to see. */
export function clearRecentSearches(): void {
  removeStored(STORAGE_KEYS.recentUserSearch);
  removeStored(STORAGE_KEYS.recentPostSearch);
}

// ---- PKCE authorization in progress ----

export interface PendingAuthorization {
  state: string;
  verifier: string;
}

export function savePendingAuthorization({ state, verifier }: PendingAuthorization): void {
  writeStored(SESSION_STORAGE.authorizeState, state);
  writeStored(SESSION_STORAGE.codeVerifier, verifier);
}

export function readPendingAuthorization(): Partial<PendingAuthorization> {
  return {
    state: readStored(SESSION_STORAGE.authorizeState) ?? undefined,
    verifier: readStored(SESSION_STORAGE.codeVerifier) ?? undefined,
  };
}

export const saveAuthorizeCode = (code: string): void => writeStored(SESSION_STORAGE.authorizeCode, code);
export const readAuthorizeCode = (): string | null => readStored(SESSION_STORAGE.authorizeCode);

// ---- Password recovery: the username carried from forgot-password to change-password ----

export const saveResetUsername = (username: string): void => writeStored(SESSION_STORAGE.resetUsername, username);
export const readResetUsername = (): string => readStored(SESSION_STORAGE.resetUsername) ?? '';
export const clearResetUsername = (): void => removeStored(SESSION_STORAGE.resetUsername.key);

// ---- The page to return to after login and authorization ----

export const saveNextPage = (next: NextRoute): void => writeStored(SESSION_STORAGE.nextPage, next);
export const readNextPage = (): NextRoute | null => readStored(SESSION_STORAGE.nextPage);

/** The saved next page as a URL (and forgets it), else `fallback`. */
export function takeNextPage(fallback = '/discover'): string {
  const next = readNextPage();
  removeStored(SESSION_STORAGE.nextPage.key);
  return next ? nextRouteUrl(next) : fallback;
}
