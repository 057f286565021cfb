import { clearRecentSearches, readAuthorizeCode } from '@upclub/shared/session';
import type { AccountLink, ConnectOutcome } from '../capabilities';
import { exchangeForUser, startAuthorization } from './consent';
import { clearProviderSession, connectWithRefreshToken, readProviderHolder } from './session';
import { PROVIDER_TRAITS } from '../traits';

/**
 * Login step 3 (spec §4): connect the streaming provider for `username`.
 * - holder for the same username: refresh its token;
 * - holder for another username: clear the recent user and post searches, use the stored code;
 * - holder unreadable: discard it and authorize;
 * - nothing stored: authorize (PKCE redirect).
 * A failed provider token restarts authorization.
 */
async function connect(username: string): Promise<ConnectOutcome> {
  const holder = await readProviderHolder();

  if (holder.status === 'ok' && holder.username === username) {
    try {
      await connectWithRefreshToken(username, holder.refreshToken);
      return 'connected';
    } catch {
      await startAuthorization();
      return 'authorizing';
    }
  }

  if (holder.status === 'ok') {
    clearRecentSearches();
    // The other user's access is not this user's: it goes whatever happens next.
    clearProviderSession();
    const code = readAuthorizeCode();
    if (code) {
      try {
        await exchangeForUser(username, code);
        return 'connected';
      } catch {
        // a used or expired code: authorize again
      }
    }
    await startAuthorization();
    return 'authorizing';
  }

  if (holder.status === 'unreadable') clearProviderSession();
  await startAuthorization();
  return 'authorizing';
}

/**
 * The account at the streaming service, linked by PKCE in this browser: the refresh token lives in
 * the encrypted holder, so unlinking is forgetting it here (the grant itself is the user's to revoke).
 */
export const spotifyAccountLink: AccountLink = {
  connect,
  unlink: async () => clearProviderSession(),
  // Its player plays for premium accounts only, and not in mobile browsers (spec §8, part 2 §2).
  requiresPremium: PROVIDER_TRAITS.spotify.requiresPremium,
  blocksMobile: PROVIDER_TRAITS.spotify.blocksMobile,
};
