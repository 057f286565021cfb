import { AUTHORIZE_STATE_LENGTH, CODE_VERIFIER_LENGTH } from '@upclub/shared/constants';

// PKCE (RFC 7636) helpers for the provider's authorization-code flow.

/** RFC 3986 unreserved characters: the alphabet RFC 7636 allows in a code verifier. */
export const UNRESERVED_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~';

/**
 * A random string over the unreserved alphabet, from crypto.getRandomValues.
 * Bytes at or above the largest multiple of the alphabet size are drawn again, so every
 * character is equally likely (a plain modulo would favour the first 58 characters).
 */
export function randomString(length: number): string {
  const size = UNRESERVED_ALPHABET.length;
  const limit = 256 - (256 % size);
  let out = '';
  while (out.length < length) {
    const bytes = crypto.getRandomValues(new Uint8Array(length * 2));
    for (const byte of bytes) {
      if (byte >= limit) continue;
      out += UNRESERVED_ALPHABET[byte % size];
      if (out.length === length) break;
    }
  }
  return out;
}

/** The `state` parameter (spec §9: length 8). */
export const createState = (): string => randomString(AUTHORIZE_STATE_LENGTH);

/** The code verifier (spec §9: length 43, the RFC's minimum). */
export const createCodeVerifier = (): string => randomString(CODE_VERIFIER_LENGTH);

/** Base64url without padding (RFC 4648 §5). */
export function base64UrlEncode(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** code_challenge = BASE64URL(SHA-256(ASCII(verifier))). */
export async function codeChallengeS256(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64UrlEncode(new Uint8Array(digest));
}
