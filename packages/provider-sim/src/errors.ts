import type { FastifyReply } from 'fastify';

/**
 * Why a player call failed, as the real service adds it to the error of its player endpoints
 * (its "player error object": `{ status, message, reason }`). The published OpenAPI description
 * leaves `reason` out of its `ErrorObject`; the premium check relies on it.
 */
export type PlayerErrorReason = 'PREMIUM_REQUIRED' | 'QUOTA_EXCEEDED';

/** The Web API's error body (`ErrorObject` inside `{ error }` in the OpenAPI description). */
export interface ApiErrorBody {
  error: { status: number; message: string; reason?: PlayerErrorReason };
}

export function apiErrorBody(status: number, message: string, reason?: PlayerErrorReason): ApiErrorBody {
  return { error: { status, message, ...(reason && { reason }) } };
}

export function sendApiError(
  reply: FastifyReply,
  status: number,
  message: string,
  reason?: PlayerErrorReason,
): FastifyReply {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send(apiErrorBody(status, message, reason));
}

/** The messages the real Web API uses. */
export const API_MESSAGES = {
  noToken: 'No token provided',
  invalidToken: 'Invalid access token',
  expiredToken: 'The access token expired',
  userRequired: 'This request requires user authentication.',
  premiumRequired: 'Player command failed: Premium required',
  insufficientScope: 'Insufficient client scope',
  rateLimited: 'API rate limit exceeded',
  quotaExceeded: 'Too many requests',
  notFound: 'Service not found',
} as const;

/** 429 with `Retry-After` in whole seconds (at least 1), as the real service answers. */
export function sendTooManyRequests(reply: FastifyReply, retryAfterSeconds: number): FastifyReply {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  reply.header('Retry-After', String(seconds));
  return sendApiError(reply, 429, API_MESSAGES.rateLimited);
}

/**
 * 429 for an app whose Development Mode quota is used up: the reason QUOTA_EXCEEDED and no
 * Retry-After, since it does not come back in seconds (the real service's answer since July 2026).
 */
export function sendQuotaExceeded(reply: FastifyReply): FastifyReply {
  return sendApiError(reply, 429, API_MESSAGES.quotaExceeded, 'QUOTA_EXCEEDED');
}

/** 403 for a free account on premium-only calls (the player), with the reason PREMIUM_REQUIRED. */
export function sendPremiumRequired(reply: FastifyReply): FastifyReply {
  return sendApiError(reply, 403, API_MESSAGES.premiumRequired, 'PREMIUM_REQUIRED');
}

/** 403 for a token without the scope a call needs: the real service gives no reason (authorize again). */
export function sendInsufficientScope(reply: FastifyReply): FastifyReply {
  return sendApiError(reply, 403, API_MESSAGES.insufficientScope);
}

export type OAuthErrorCode =
  | 'invalid_request'
  | 'invalid_client'
  | 'invalid_grant'
  | 'unauthorized_client'
  | 'unsupported_grant_type'
  | 'invalid_scope';

/** An error of the accounts service's token endpoint: `{ error, error_description }`. */
export class OAuthError extends Error {
  constructor(
    readonly error: OAuthErrorCode,
    readonly description: string,
    readonly status = 400,
  ) {
    super(`${error}: ${description}`);
  }
}

export function sendOAuthError(reply: FastifyReply, err: OAuthError): FastifyReply {
  return reply
    .code(err.status)
    .header('Cache-Control', 'no-store')
    .header('Pragma', 'no-cache')
    .send({ error: err.error, error_description: err.description });
}
