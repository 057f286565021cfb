import { readPendingAuthorization, savePendingAuthorization } from '@upclub/shared/session';
import {
  buildAuthorizeUrl,
  codeChallengeS256,
  createCodeVerifier,
  createState,
  exchangeCode,
  providerRedirectUri,
} from './authorization';
import { storeProviderTokens } from './session';

/**
 * Leaving the app for another site (the provider's consent page). A module object, so tests
 * replace `assign` (jsdom's window.location.assign cannot be mocked).
 */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

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
