import type { ProviderClient } from '../options';
import type { ClientRegistry } from './clients';
import { isValidS256Challenge } from './pkce';
import { parseScope } from './scopes';

/** The parameters of an authorization request, carried from the page into its form. */
export interface AuthorizeParams {
  client_id: string;
  response_type: string;
  redirect_uri: string;
  state?: string;
  scope?: string;
  code_challenge_method?: string;
  code_challenge?: string;
}

export interface ValidAuthorizeRequest {
  client: ProviderClient;
  params: AuthorizeParams;
  redirectUri: string;
  scopes: string[];
  state?: string;
  codeChallenge?: string;
}

export type AuthorizeCheck =
  /** Unknown client or redirect: never redirect, show an error page. */
  | { kind: 'fatal'; message: string }
  /** A trustworthy redirect URI but a bad request: send the error back to the app. */
  | { kind: 'redirect-error'; redirectUri: string; state?: string; error: string; description: string }
  | { kind: 'ok'; request: ValidAuthorizeRequest };

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

export const AUTHORIZE_PARAM_NAMES = [
  'client_id',
  'response_type',
  'redirect_uri',
  'state',
  'scope',
  'code_challenge_method',
  'code_challenge',
] as const;

export function checkAuthorizeRequest(input: Record<string, unknown>, clients: ClientRegistry): AuthorizeCheck {
  const client = clients.get(input.client_id);
  if (!client) return { kind: 'fatal', message: 'INVALID_CLIENT: Invalid client' };
  if (!clients.allowsRedirect(client, input.redirect_uri)) {
    return { kind: 'fatal', message: 'INVALID_CLIENT: Invalid redirect URI' };
  }
  const redirectUri = input.redirect_uri;
  const state = text(input.state);
  const fail = (error: string, description: string): AuthorizeCheck => ({
    kind: 'redirect-error',
    redirectUri,
    state,
    error,
    description,
  });

  const responseType = text(input.response_type);
  if (responseType !== 'code') return fail('unsupported_response_type', 'response_type must be code');

  const method = text(input.code_challenge_method);
  const challenge = text(input.code_challenge);
  if (method !== undefined && method !== 'S256') {
    return fail('invalid_request', 'code_challenge_method must be S256');
  }
  if (challenge !== undefined && !isValidS256Challenge(challenge)) {
    return fail('invalid_request', 'code_challenge must be a base64url S256 challenge');
  }
  if (challenge === undefined && (method !== undefined || !client.clientSecret)) {
    return fail('invalid_request', 'code_challenge required');
  }

  const { scopes, unknown } = parseScope(input.scope);
  if (unknown.length > 0) return fail('invalid_scope', `Illegal scope: ${unknown.join(' ')}`);

  const params: AuthorizeParams = {
    client_id: client.clientId,
    response_type: responseType,
    redirect_uri: redirectUri,
  };
  for (const name of ['state', 'scope', 'code_challenge_method', 'code_challenge'] as const) {
    const value = text(input[name]);
    if (value !== undefined) params[name] = value;
  }
  return { kind: 'ok', request: { client, params, redirectUri, scopes, state, codeChallenge: challenge } };
}

/** `redirect_uri` with the given parameters added (keeping any query it already has). */
export function redirectWith(redirectUri: string, values: Record<string, string | undefined>): string {
  const url = new URL(redirectUri);
  for (const [name, value] of Object.entries(values)) if (value !== undefined) url.searchParams.append(name, value);
  return url.toString();
}
