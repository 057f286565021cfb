import {
  buildAuthorizeUrl,
  codeChallengeS256,
  createCodeVerifier,
  createState,
  exchangeCode,
  providerRedirectUri,
} from '@upclub/shared/provider';
import {
  clearProviderSession,
  readPendingAuthorization,
  saveAuthorizeCode,
  savePendingAuthorization,
  storeProviderTokens,
  takeNextPage,
} from '@upclub/shared/session';
import { armPendingPlay } from '../../player/engine/pendingPlay';
import { browser } from './browser';
import { loadOrCreateProfile } from './profile';

/**
 * Sends the browser to the provider's consent page (PKCE): a fresh state and code verifier
 * are saved (authorize_state, code_verifier) and the S256 challenge goes with the request.
 */
export async function startAuthorization(): Promise<void> {
  const state = createState();
  const verifier = createCodeVerifier();
  savePendingAuthorization({ state, verifier });
  const challenge = await codeChallengeS256(verifier);
  browser.assign(buildAuthorizeUrl({ state, challenge, redirectUri: providerRedirectUri() }));
}

/** Exchanges a code with the saved verifier and keeps the tokens for this user. */
export async function exchangeForUser(username: string, code: string): Promise<void> {
  const { verifier } = readPendingAuthorization();
  if (!verifier) throw new Error('No code verifier saved');
  const tokens = await exchangeCode(code, verifier, providerRedirectUri());
  await storeProviderTokens(username, tokens);
}

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
