import { createHash, timingSafeEqual } from 'node:crypto';

/** RFC 7636: 43 to 128 characters of [A-Z] [a-z] [0-9] - . _ ~ */
const VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;
/** base64url of a sha256 digest: 43 characters, no padding. */
const S256_CHALLENGE = /^[A-Za-z0-9\-_]{43}$/;

export function isValidCodeVerifier(verifier: string): boolean {
  return VERIFIER.test(verifier);
}

export function isValidS256Challenge(challenge: string): boolean {
  return S256_CHALLENGE.test(challenge);
}

/** base64url(sha256(verifier)) */
export function s256Challenge(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}

export function verifyS256(verifier: string, challenge: string): boolean {
  if (!isValidCodeVerifier(verifier)) return false;
  const expected = Buffer.from(s256Challenge(verifier));
  const given = Buffer.from(challenge);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
