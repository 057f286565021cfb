import { tabStorage } from './tab';

/**
 * A session the server ended (a 401: signed out elsewhere, a password reset, expiry) is said on
 * the login page with 'Unauthorized session.'. The page that learned it may reload before the
 * person reads it (or learn it from the live stream, which has no request to show the notice
 * for), so this tab keeps a one-shot mark that the next start shows once. Session storage: the
 * mark belongs to this tab and ends with it.
 */
const SESSION_ENDED_KEY = 'session_ended';

export function markSessionEnded(): void {
  try {
    tabStorage()?.setItem(SESSION_ENDED_KEY, 'true');
  } catch {
    // a full or blocked storage only loses the reminder after a reload
  }
}

export function forgetSessionEnded(): void {
  tabStorage()?.removeItem(SESSION_ENDED_KEY);
}

/** Whether a server-ended session is still to be said; reading it forgets it. */
export function takeSessionEnded(): boolean {
  const ended = tabStorage()?.getItem(SESSION_ENDED_KEY) === 'true';
  if (ended) forgetSessionEnded();
  return ended;
}
