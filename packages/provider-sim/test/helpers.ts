import { createHash, randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { providerSim, type ProviderClient, type ProviderSimOptions } from '../src';

export const PREFIX = '/provider';
export const PUBLIC_URL = 'http://127.0.0.1:8080/provider';
export const REDIRECT_URI = 'http://127.0.0.1:8080/callback';

/** The browser app: a public client that must use PKCE. */
export const WEB_CLIENT: ProviderClient = { clientId: 'upclub-web', name: 'UpClub', redirectUris: [REDIRECT_URI] };
/** The API server: a confidential client (client_credentials). */
export const SERVER_CLIENT: ProviderClient = {
  clientId: 'upclub-api',
  clientSecret: 'server-secret',
  redirectUris: ['https://upclub.example/callback'],
};

export const SCOPE = 'streaming user-read-email user-read-private user-read-playback-state user-modify-playback-state';

/** A clock the test moves by hand. */
export function fakeClock(start = Date.UTC(2026, 10, 22, 12)) {
  let t = start;
  return {
    now: () => t,
    advance: (ms: number) => {
      t += ms;
    },
  };
}

export async function buildApp(options: Partial<ProviderSimOptions> = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(providerSim, {
    prefix: PREFIX,
    publicUrl: PUBLIC_URL,
    clients: [WEB_CLIENT, SERVER_CLIENT],
    ...options,
  });
  await app.ready();
  return app;
}

/** A PKCE pair computed independently of the code under test. */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(48).toString('base64url'); // 64 characters
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

export function authorizeQuery(overrides: Record<string, string | undefined> = {}, challenge = pkcePair().challenge) {
  const params: Record<string, string | undefined> = {
    client_id: WEB_CLIENT.clientId,
    response_type: 'code',
    redirect_uri: REDIRECT_URI,
    state: 'st8chars',
    scope: SCOPE,
    code_challenge_method: 'S256',
    code_challenge: challenge,
    ...overrides,
  };
  const defined = Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined);
  return new URLSearchParams(defined);
}

export function form(fields: Record<string, string>) {
  return {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  };
}

export function getConsentPage(app: FastifyInstance, query: URLSearchParams) {
  return app.inject({ method: 'GET', url: `${PREFIX}/accounts/authorize?${query}` });
}

/** Submits the consent form the way the page does (the authorize parameters ride along). */
export function submitConsent(app: FastifyInstance, query: URLSearchParams, fields: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: `${PREFIX}/accounts/authorize`,
    ...form({ ...Object.fromEntries(query), ...fields }),
  });
}

export function redirectParams(res: LightMyRequestResponse): URLSearchParams {
  const location = res.headers.location;
  if (typeof location !== 'string') throw new Error(`no redirect (status ${res.statusCode})`);
  return new URL(location).searchParams;
}

/** Agree on the consent page as `account`; returns the code and the verifier that goes with it. */
export async function authorizeAs(
  app: FastifyInstance,
  account = 'premium-listener',
  extra: Record<string, string> = {},
  scope = SCOPE,
): Promise<{ code: string; verifier: string; state: string | null }> {
  const { verifier, challenge } = pkcePair();
  const res = await submitConsent(app, authorizeQuery({ scope }, challenge), { action: 'agree', account, ...extra });
  if (res.statusCode !== 302) throw new Error(`consent failed: ${res.statusCode} ${res.body}`);
  const params = redirectParams(res);
  const code = params.get('code');
  if (!code) throw new Error(`no code in ${res.headers.location}`);
  return { code, verifier, state: params.get('state') };
}

export function requestToken(
  app: FastifyInstance,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  const body = form(fields);
  return app.inject({
    method: 'POST',
    url: `${PREFIX}/accounts/api/token`,
    headers: { ...body.headers, ...headers },
    payload: body.payload,
  });
}

export function exchangeCode(
  app: FastifyInstance,
  code: string,
  verifier: string,
  overrides: Record<string, string> = {},
) {
  return requestToken(app, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: REDIRECT_URI,
    client_id: WEB_CLIENT.clientId,
    code_verifier: verifier,
    ...overrides,
  });
}

export interface Tokens {
  access_token: string;
  refresh_token: string;
  scope: string;
  expires_in: number;
  token_type: string;
}

/** The whole sign-in: consent as `account`, then the code exchange. */
export async function loginAs(
  app: FastifyInstance,
  account = 'premium-listener',
  extra: Record<string, string> = {},
  scope = SCOPE,
): Promise<Tokens> {
  const { code, verifier } = await authorizeAs(app, account, extra, scope);
  const res = await exchangeCode(app, code, verifier);
  if (res.statusCode !== 200) throw new Error(`token exchange failed: ${res.statusCode} ${res.body}`);
  return res.json() as Tokens;
}

export function getMe(app: FastifyInstance, accessToken?: string) {
  return app.inject({
    method: 'GET',
    url: `${PREFIX}/v1/me`,
    headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {},
  });
}

export function basicAuth(clientId: string, secret: string): string {
  return `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`;
}
