import { navigateToUrl } from 'single-spa';
import { logout, statusOf } from '@upclub/shared/api';
import { matchRoute, type GuardSession } from '@upclub/shared/guard';
import { getRoomSession, noticeError, sendRoomCommand } from '@upclub/shared/bus';
import { NOTICE } from '@upclub/shared/constants';
import {
  clearProductSession,
  forgetSessionEnded,
  getToken,
  guardSession,
  markSessionEnded,
  takeSessionEnded,
} from '@upclub/shared/session';
import { loadOrCreateProfile } from './flow/profile';

const LOGIN = '/login';

function goToLogin(): void {
  if (window.location.pathname !== LOGIN) navigateToUrl(LOGIN);
}

/**
 * Sign out (spec §4): out of a club's room (docs/rooms.md), logout (with the push device id when
 * one exists; none yet), then the product session ends (token, flags, current user) and the user
 * goes to login. The encrypted provider holder stays, so the same user logging in again refreshes
 * instead of authorizing.
 */
export async function signOut(): Promise<void> {
  // Out of a club's room first, while the token still lets the leave call through.
  if (getRoomSession()) sendRoomCommand({ type: 'leave' });
  try {
    await logout();
  } catch {
    // the session ends on this side whatever the server says
  } finally {
    clearProductSession();
    forgetSessionEnded();
    goToLogin();
  }
}

/** A 401 from the product API: clear the product session and go to login (pages open to everyone stay). */
export function handleUnauthorized(): void {
  if (getToken()) markSessionEnded();
  clearProductSession();
  const access = matchRoute(window.location.pathname)?.route.access;
  if (access === 'everyone' || access === 'public') return;
  goToLogin();
}

/**
 * On page load: with a stored token, fetch the profile (404 -> create it) and set the current
 * user; a 401 ends the session. Returns what the guard needs.
 */
export async function restoreSession(): Promise<GuardSession> {
  // Ended before a reload: said once now, since the page that learned it may not have shown it.
  if (takeSessionEnded() && !getToken()) noticeError(NOTICE.unauthorized);
  if (getToken()) {
    try {
      await loadOrCreateProfile();
    } catch (error) {
      if (statusOf(error) === 401) clearProductSession();
    }
  }
  return guardSession();
}
