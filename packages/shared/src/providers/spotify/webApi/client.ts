import { emitAccountError, noticeError } from '@upclub/shared/bus';
import { FAILURE_TEXT, NOTICE_DURATION_MS } from '@upclub/shared/constants';
import { ProviderTokenError, providerConfig } from '../authorization';
import { ensureProviderAccessToken } from '../session';

// The streaming provider's Web API (spec part 1 §7, "Streaming provider API"): Bearer token;
// 401 -> refresh and retry once; 404 -> re-initialise the player and retry once; 403 -> an
// account error event with the status (premium_required only for the provider's reason
// PREMIUM_REQUIRED, forbidden otherwise); no response -> a no_network account error; 429 with
// the reason QUOTA_EXCEEDED (the app's Development Mode quota, since July 2026) -> the user is
// told the quota is used up, and nothing is retried.

/** A provider call that failed. `status` 0: no response. */
export class ProviderApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly retryAfterSeconds?: number,
  ) {
    super(`Provider request failed (${status || 'no response'})`);
    this.name = 'ProviderApiError';
  }

  /** Whether asking again can help: not once the app's quota is used up (the queries' retry reads it). */
  get retryable(): boolean {
    return !isQuotaExceeded(this);
  }
}

/**
 * The reason the provider gives in the error of a player call refused because the account is
 * not premium (its player error object: `{ error: { status: 403, message, reason } }`).
 */
export const PREMIUM_REQUIRED_REASON = 'PREMIUM_REQUIRED';

/** The `reason` of a provider error body, if it has one. */
function reasonOf(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
  const { error } = body;
  return typeof error === 'object' && error !== null && 'reason' in error ? error.reason : undefined;
}

/**
 * The reason of the provider's 429 when the app's Development Mode quota is used up
 * (`{ error: { status: 429, message: 'Too many requests', reason: 'QUOTA_EXCEEDED' } }`): not a
 * rate limit that passes in a second, so no call is retried after it.
 */
export const QUOTA_EXCEEDED_REASON = 'QUOTA_EXCEEDED';

/** A provider 429 that says the app's quota is used up. */
export function isQuotaExceeded(error: unknown): boolean {
  return error instanceof ProviderApiError && error.status === 429 && reasonOf(error.body) === QUOTA_EXCEEDED_REASON;
}

/** When the quota notice was last shown: every call fails alike meanwhile, and it is said once. */
let quotaToldAt = Number.NEGATIVE_INFINITY;

/** Tells the user the streaming service's quota is used up, unless that notice is still showing. */
function tellQuotaUsedUp(): void {
  const now = Date.now();
  if (now - quotaToldAt < NOTICE_DURATION_MS) return;
  quotaToldAt = now;
  noticeError(FAILURE_TEXT.providerQuota);
}

/** A provider 403 that says the account is not premium (spec §8: modal, then sign out). */
export function isPremiumRequired(error: unknown): boolean {
  return error instanceof ProviderApiError && error.status === 403 && reasonOf(error.body) === PREMIUM_REQUIRED_REASON;
}

/** Any other provider 403 (a missing scope, a revoked grant): the user authorizes again (spec §8). */
export function needsReauthorization(error: unknown): boolean {
  return error instanceof ProviderApiError && error.status === 403 && !isPremiumRequired(error);
}

type Reinitializer = () => Promise<void>;
let reinitPlayer: Reinitializer | null = null;

/** The shell's player registers how to re-initialise itself (used on a 404: no active device). */
export function setPlayerReinitializer(fn: Reinitializer | null): void {
  reinitPlayer = fn;
}

export type Query = Record<string, string | number | boolean | undefined | null>;

export interface ProviderRequest {
  method?: 'GET' | 'PUT' | 'POST' | 'DELETE';
  /** Path under the API base (`me/tracks`) or a full `next` URL the provider gave. */
  path: string;
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
}

function urlOf(path: string, query?: Query): string {
  const base = providerConfig().apiUrl;
  const url = new URL(/^https?:/.test(path) ? path : `${base}/${path.replace(/^\/+/, '')}`);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
  }
  return url.toString();
}

async function send(request: ProviderRequest, token: string): Promise<Response> {
  return fetch(urlOf(request.path, request.query), {
    method: request.method ?? 'GET',
    headers: {
      Authorization: `Bearer ${token}`,
      ...(request.body !== undefined && { 'Content-Type': 'application/json' }),
    },
    body: request.body !== undefined ? JSON.stringify(request.body) : undefined,
    signal: request.signal,
  });
}

async function parse<T>(response: Response): Promise<T> {
  if (response.status === 204) return null as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

/**
 * The provider access token. A refresh that could not be done now (no answer, a server error; a
 * refused one is the session's ProviderSessionError) fails as the call itself would have.
 */
async function accessToken(force = false): Promise<string> {
  try {
    return await ensureProviderAccessToken({ force });
  } catch (error) {
    if (!(error instanceof ProviderTokenError)) throw error;
    if (error.status === 0) emitAccountError({ reason: 'no_network' });
    throw new ProviderApiError(error.status, null);
  }
}

/** One provider call with the spec's retry rules. Resolves with the JSON body (null for 204). */
export async function providerRequest<T>(request: ProviderRequest): Promise<T> {
  let token = await accessToken();
  let refreshed = false;
  let reinitialised = false;
  for (;;) {
    let response: Response;
    try {
      response = await send(request, token);
    } catch (error) {
      if ((error as Error)?.name === 'AbortError') throw error;
      emitAccountError({ reason: 'no_network' });
      throw new ProviderApiError(0, null);
    }
    if (response.ok) return parse<T>(response);
    const body = await response.json().catch(() => null);
    if (response.status === 401 && !refreshed) {
      refreshed = true;
      token = await accessToken(true);
      continue;
    }
    if (response.status === 404 && !reinitialised && reinitPlayer && request.path.startsWith('me/player')) {
      reinitialised = true;
      await reinitPlayer();
      continue;
    }
    // A used-up quota names no wait for a caller to honour: it does not come back in seconds.
    const quota = response.status === 429 && reasonOf(body) === QUOTA_EXCEEDED_REASON;
    const retryAfter = Number(response.headers.get('Retry-After'));
    const error = new ProviderApiError(
      response.status,
      body,
      !quota && Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
    );
    if (quota) {
      tellQuotaUsedUp();
      throw error;
    }
    if (error.status === 403) {
      emitAccountError({ reason: isPremiumRequired(error) ? 'premium_required' : 'forbidden', status: 403 });
    }
    throw error;
  }
}
