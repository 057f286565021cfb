import { readPendingAuthorization, saveAuthorizeCode, takeNextPage } from '@upclub/shared/session';
import { clearProviderSession, exchangeForUser } from '@upclub/shared/providers/spotify';
import { armPendingPlay } from '../../player/engine/pendingPlay';
import { loadOrCreateProfile } from './profile';

// The Spotify connect page's half of PKCE (the consent and the code exchange are the Spotify
// provider's): only the authorize page imports this, so no other page fetches the Spotify code.

export type AuthorizationResult = { ok: true; to: string } | { ok: false; reason: 'profile' | 'state' | 'exchange' };

/**
 * The provider sent the user back with a code (spec §4 "Authorize page"): save the code, fetch
 * the profile, and if the returned state is the saved one exchange the code, then go to
 * next_page or discover. A differing state or a failed exchange asks for a new authorization.
 */
export async function completeAuthorization(code: string, state: string | null): Promise<AuthorizationResult> {
  saveAuthorizeCode(code);
  let username: string;
  try {
    username = (await loadOrCreateProfile()).username;
  } catch {
    return { ok: false, reason: 'profile' };
  }
  const saved = readPendingAuthorization().state;
  if (!state || !saved || state !== saved) return { ok: false, reason: 'state' };
  try {
    await exchangeForUser(username, code);
  } catch {
    clearProviderSession();
    return { ok: false, reason: 'exchange' };
  }
  // A play that failed for a token reason is replayed once the player is ready again (spec §4 Player).
  armPendingPlay();
  return { ok: true, to: takeNextPage() };
}
