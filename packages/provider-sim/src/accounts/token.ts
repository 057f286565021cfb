import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ProviderContext } from '../context';
import { applyCors } from '../cors';
import { OAuthError, sendOAuthError } from '../errors';
import type { ProviderClient } from '../options';
import { verifyS256 } from './pkce';

type Fields = Record<string, unknown>;

export interface TokenResponse {
  access_token: string;
  token_type: 'Bearer';
  scope: string;
  expires_in: number;
  refresh_token?: string;
}

interface ClientAuth {
  client: ProviderClient;
  /** The secret was given and is right. */
  authenticated: boolean;
}

const param = (fields: Fields, name: string): string | undefined => {
  const value = fields[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

function requireParam(fields: Fields, name: string): string {
  const value = param(fields, name);
  if (value === undefined) throw new OAuthError('invalid_request', `${name} required`);
  return value;
}

/** The client, from HTTP Basic (id:secret) or the client_id / client_secret fields. */
function authenticateClient(ctx: ProviderContext, request: FastifyRequest, fields: Fields): ClientAuth {
  const header = request.headers.authorization;
  let clientId = param(fields, 'client_id');
  let secret = param(fields, 'client_secret');
  const basic = typeof header === 'string' && /^basic /i.test(header);
  if (basic) {
    const decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) throw new OAuthError('invalid_client', 'Invalid client', 401);
    try {
      clientId = decodeURIComponent(decoded.slice(0, colon));
      secret = decodeURIComponent(decoded.slice(colon + 1));
    } catch {
      throw new OAuthError('invalid_client', 'Invalid client', 401);
    }
  }
  if (!clientId) throw new OAuthError('invalid_client', 'Invalid client', basic ? 401 : 400);
  const client = ctx.clients.get(clientId);
  if (!client) throw new OAuthError('invalid_client', 'Invalid client', basic ? 401 : 400);
  if (secret !== undefined && !ctx.clients.checkSecret(client, secret)) {
    throw new OAuthError('invalid_client', 'Invalid client secret', basic ? 401 : 400);
  }
  return { client, authenticated: secret !== undefined };
}

function authorizationCodeGrant(ctx: ProviderContext, auth: ClientAuth, fields: Fields): TokenResponse {
  const code = requireParam(fields, 'code');
  const redirectUri = requireParam(fields, 'redirect_uri');
  const redeemed = ctx.codes.redeem(code);
  if (!redeemed.ok) {
    const why = {
      unknown: 'Invalid authorization code',
      used: 'Authorization code already used',
      expired: 'Authorization code expired',
    };
    throw new OAuthError('invalid_grant', why[redeemed.reason]);
  }
  const grant = redeemed.code;
  if (grant.clientId !== auth.client.clientId) throw new OAuthError('invalid_grant', 'Invalid authorization code');
  if (grant.redirectUri !== redirectUri) throw new OAuthError('invalid_grant', 'Invalid redirect URI');
  if (grant.codeChallenge) {
    const verifier = param(fields, 'code_verifier');
    if (!verifier) throw new OAuthError('invalid_grant', 'code_verifier required');
    if (!verifyS256(verifier, grant.codeChallenge))
      throw new OAuthError('invalid_grant', 'code_verifier was incorrect');
  } else if (!auth.authenticated) {
    throw new OAuthError('invalid_client', 'Invalid client');
  }
  const owner = { clientId: grant.clientId, accountId: grant.accountId, scope: grant.scope };
  const { options } = ctx;
  const access = ctx.store.issueAccessToken(owner, options.accessTokenTtlSeconds);
  const refreshToken = ctx.store.issueRefreshToken(owner, options.refreshTokenTtlSeconds);
  return {
    access_token: access.token,
    token_type: 'Bearer',
    scope: grant.scope,
    expires_in: options.accessTokenTtlSeconds,
    refresh_token: refreshToken,
  };
}

function refreshTokenGrant(ctx: ProviderContext, auth: ClientAuth, fields: Fields): TokenResponse {
  const refreshToken = requireParam(fields, 'refresh_token');
  const grant = ctx.store.findRefreshToken(refreshToken);
  if (!grant || grant.clientId !== auth.client.clientId) throw new OAuthError('invalid_grant', 'Invalid refresh token');
  if (grant.expiresAt <= ctx.now()) throw new OAuthError('invalid_grant', 'Refresh token revoked');
  const owner = { clientId: grant.clientId, accountId: grant.accountId, scope: grant.scope };
  const access = ctx.store.issueAccessToken(owner, ctx.options.accessTokenTtlSeconds);
  return {
    access_token: access.token,
    token_type: 'Bearer',
    scope: grant.scope,
    expires_in: ctx.options.accessTokenTtlSeconds,
    // The real service may leave this out; the emulator hands the same one back.
    refresh_token: refreshToken,
  };
}

function clientCredentialsGrant(ctx: ProviderContext, auth: ClientAuth): TokenResponse {
  if (!auth.authenticated) throw new OAuthError('invalid_client', 'Invalid client', 401);
  const access = ctx.store.issueAccessToken(
    { clientId: auth.client.clientId, accountId: null, scope: '' },
    ctx.options.accessTokenTtlSeconds,
  );
  return { access_token: access.token, token_type: 'Bearer', scope: '', expires_in: ctx.options.accessTokenTtlSeconds };
}

/** POST /token (mounted at /accounts/api): authorization_code (with PKCE), refresh_token, client_credentials. */
export const tokenRoutes: FastifyPluginAsync<{ ctx: ProviderContext }> = async (app, { ctx }) => {
  applyCors(app, { methods: 'POST, OPTIONS' });

  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof OAuthError) return sendOAuthError(reply, error);
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      return sendOAuthError(
        reply,
        new OAuthError('invalid_request', error instanceof Error ? error.message : 'Bad request'),
      );
    }
    throw error;
  });

  app.post<{ Body: Fields }>('/token', async (request, reply) => {
    const fields: Fields = request.body && typeof request.body === 'object' ? request.body : {};
    const grantType = param(fields, 'grant_type');
    const known = ['authorization_code', 'refresh_token', 'client_credentials'];
    if (!grantType || !known.includes(grantType)) {
      throw new OAuthError(
        'unsupported_grant_type',
        grantType ? `grant_type ${grantType} is not supported` : 'grant_type parameter is missing',
      );
    }
    const auth = authenticateClient(ctx, request, fields);
    const body =
      grantType === 'authorization_code'
        ? authorizationCodeGrant(ctx, auth, fields)
        : grantType === 'refresh_token'
          ? refreshTokenGrant(ctx, auth, fields)
          : clientCredentialsGrant(ctx, auth);
    return reply.header('Cache-Control', 'no-store').header('Pragma', 'no-cache').send(body);
  });
};
