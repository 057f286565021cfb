import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ProviderContext } from '../context';
import {
  API_MESSAGES,
  sendApiError,
  sendInsufficientScope,
  sendPremiumRequired,
  sendQuotaExceeded,
  sendTooManyRequests,
} from '../errors';
import type { Account, Product, ProviderStore, TokenGrant } from '../store';

export interface RequestAuth {
  accessToken: string;
  grant: TokenGrant;
  /** Absent for client_credentials tokens. */
  account?: Account;
}

const auths = new WeakMap<FastifyRequest, RequestAuth>();

/** The caller of a Web API route (set by `bearerAuth`). */
export function requestAuth(request: FastifyRequest): RequestAuth {
  const auth = auths.get(request);
  if (!auth) throw new Error('requestAuth: route is not behind bearerAuth');
  return auth;
}

/** The premium/free product of the account behind an access token; undefined when the token is not a valid user token. */
export function productForAccessToken(store: ProviderStore, accessToken: string): Product | undefined {
  return store.accountForAccessToken(accessToken)?.product;
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/** onRequest hook: 401 without a valid token, 429 for a used-up quota or past the rate limit. */
export function bearerAuth(ctx: ProviderContext) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (request.method === 'OPTIONS') return;
    const accessToken = bearerToken(request);
    if (!accessToken) return void sendApiError(reply, 401, API_MESSAGES.noToken);
    const grant = ctx.store.findAccessToken(accessToken);
    if (!grant) return void sendApiError(reply, 401, API_MESSAGES.invalidToken);
    if (grant.expiresAt <= ctx.now()) return void sendApiError(reply, 401, API_MESSAGES.expiredToken);
    if (ctx.options.quotaExceeded) return void sendQuotaExceeded(reply);
    if (ctx.rateLimiter) {
      const decision = ctx.rateLimiter.take(grant.clientId);
      if (!decision.allowed) return void sendTooManyRequests(reply, decision.retryAfterSeconds);
    }
    const account = grant.accountId ? ctx.store.getAccount(grant.accountId) : undefined;
    auths.set(request, { accessToken, grant, account });
  };
}

/** For routes that act for a user: the account, or a 401 already sent. */
export function requireUser(request: FastifyRequest, reply: FastifyReply): Account | undefined {
  const { account } = requestAuth(request);
  if (!account) sendApiError(reply, 401, API_MESSAGES.userRequired);
  return account;
}

/** The scopes the player routes need: reading the playback state, or controlling it. */
export type PlayerScope = 'user-read-playback-state' | 'user-modify-playback-state';

/** Whether the token was granted `scope`. */
export function hasScope(grant: TokenGrant, scope: string): boolean {
  return grant.scope.split(/\s+/).includes(scope);
}

/**
 * For player routes: the premium account whose token holds `scope`, or an error already sent:
 * 401 (no user), 403 'Insufficient client scope' (the scope is missing: authorize again), or
 * 403 with the reason PREMIUM_REQUIRED (a free account).
 */
export function requirePremium(request: FastifyRequest, reply: FastifyReply, scope: PlayerScope): Account | undefined {
  const account = requireUser(request, reply);
  if (!account) return undefined;
  if (!hasScope(requestAuth(request).grant, scope)) {
    sendInsufficientScope(reply);
    return undefined;
  }
  if (account.product !== 'premium') {
    sendPremiumRequired(reply);
    return undefined;
  }
  return account;
}
