// valibot, not zod: the browser parses tokens at start, and valibot's schemas tree-shake one by one.
import * as v from 'valibot';
import type { ProviderTokens } from '@upclub/shared/types';
import { providerConfig } from './config';

// The provider's token endpoint (spec §7): POST form with grant_type and client_id;
// authorization_code adds code, redirect_uri, code_verifier; refresh_token adds refresh_token.

const tokensSchema = v.object({
  access_token: v.pipe(v.string(), v.minLength(1)),
  token_type: v.optional(v.string()),
  scope: v.optional(v.string()),
  expires_in: v.pipe(v.number(), v.finite(), v.gtValue(0)),
  refresh_token: v.optional(v.pipe(v.string(), v.minLength(1))),
});
const errorSchema = v.object({ error: v.string() });

/** A failed token request. `status` 0 means no answer (network). `code` is the OAuth `error`. */
export class ProviderTokenError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(`Provider token request failed (${status || 'no response'}): ${code}`);
    this.name = 'ProviderTokenError';
  }
}

async function requestTokens(grant: Record<string, string>): Promise<ProviderTokens> {
  const { accountsUrl, clientId } = providerConfig();
  const body = new URLSearchParams({ ...grant, client_id: clientId });
  let response: Response;
  try {
    response = await fetch(`${accountsUrl}/api/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: body.toString(),
    });
  } catch {
    throw new ProviderTokenError(0, 'no_network');
  }
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const code = v.safeParse(errorSchema, data);
    throw new ProviderTokenError(response.status, code.success ? code.output.error : 'request_failed');
  }
  const tokens = v.safeParse(tokensSchema, data);
  if (!tokens.success) throw new ProviderTokenError(response.status, 'invalid_response');
  return tokens.output;
}

/** Exchanges an authorization code (with its PKCE verifier) for tokens. */
export function exchangeCode(code: string, verifier: string, redirectUri: string): Promise<ProviderTokens> {
  return requestTokens({
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri,
    code_verifier: verifier,
  });
}

/** A new access token. An answer without refresh_token keeps the old one (DESIGN §5). */
export async function refreshAccessToken(refreshToken: string): Promise<ProviderTokens> {
  const tokens = await requestTokens({ grant_type: 'refresh_token', refresh_token: refreshToken });
  return { ...tokens, refresh_token: tokens.refresh_token ?? refreshToken };
}
