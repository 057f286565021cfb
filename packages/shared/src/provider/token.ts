// zod's mini build: the browser parses with it at start, and it weighs a fraction of the full one.
import { z } from 'zod/mini';
import type { ProviderTokens } from '@upclub/shared/types';
import { providerConfig } from './config';

// The provider's token endpoint (spec §7): POST form with grant_type and client_id;
// authorization_code adds code, redirect_uri, code_verifier; refresh_token adds refresh_token.

const tokensSchema = z.object({
  access_token: z.string().check(z.minLength(1)),
  token_type: z.optional(z.string()),
  scope: z.optional(z.string()),
  expires_in: z.number().check(z.positive()),
  refresh_token: z.optional(z.string().check(z.minLength(1))),
});

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
    const code = z.object({ error: z.string() }).safeParse(data);
    throw new ProviderTokenError(response.status, code.success ? code.data.error : 'request_failed');
  }
  const tokens = tokensSchema.safeParse(data);
  if (!tokens.success) throw new ProviderTokenError(response.status, 'invalid_response');
  return tokens.data;
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
