import type { ProviderTokens } from '@upclub/shared/types';

/** Seconds before expiry at which an access token counts as expired (clock skew, request time). */
export const PROVIDER_TOKEN_EXPIRY_MARGIN_MS = 60_000;

// The provider access token lives in memory only: it is short-lived and a reload refreshes it
// from the encrypted holder.
let access: { token: string; expiresAt: number } | null = null;

export function setProviderAccess(tokens: Pick<ProviderTokens, 'access_token' | 'expires_in'>, now = Date.now()): void {
  access = { token: tokens.access_token, expiresAt: now + tokens.expires_in * 1000 };
}

/** The provider access token while it is valid, else null. */
export function getProviderAccessToken(now = Date.now()): string | null {
  return access && access.expiresAt - PROVIDER_TOKEN_EXPIRY_MARGIN_MS > now ? access.token : null;
}

export function clearProviderAccess(): void {
  access = null;
}
