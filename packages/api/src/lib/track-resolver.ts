import { FAILURE_TEXT } from '@upclub/shared/constants';
import type { TrackDetails } from '@upclub/shared/types';

/** Looks a track up at the streaming provider: null when the provider does not know it. */
export interface TrackResolver {
  getTrack(id: string): Promise<TrackDetails | null>;
}

/** The provider could not be asked (unreachable, refused our credentials, throttled): a 502. */
export class TrackProviderError extends Error {
  /** The provider's Retry-After (seconds) when it throttled us: the client may say when to retry. */
  readonly retryAfterSeconds?: number;

  constructor(message: string, options?: { cause?: unknown; retryAfterSeconds?: number }) {
    super(message, options);
    this.name = 'TrackProviderError';
    if (options?.retryAfterSeconds !== undefined) this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/**
 * What the person posting is told when the provider answers `status` (the message is shown as is):
 * whether to try again, and when. Our app credentials refused (401 after a renewal, 403) is not
 * theirs to fix. A used-up quota (429 with the reason QUOTA_EXCEEDED) is no pause of seconds: it
 * is said plainly, with no wait to retry after.
 */
export function providerFailure(status: number, retryAfterHeader: string | null, reason?: unknown): TrackProviderError {
  if (status === 429 && reason === QUOTA_EXCEEDED_REASON) return new TrackProviderError(FAILURE_TEXT.providerQuota);
  if (status === 429) {
    const seconds = Number(retryAfterHeader);
    const wait = Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
    return new TrackProviderError(
      wait === undefined
        ? 'The streaming provider is busy. Please try again in a moment.'
        : `The streaming provider is busy. Please try again in ${wait} second${wait === 1 ? '' : 's'}.`,
      { retryAfterSeconds: wait },
    );
  }
  if (status === 401 || status === 403) {
    return new TrackProviderError('The streaming provider refused UpClub’s access. Please try again later.');
  }
  return new TrackProviderError('The streaming provider is not answering right now. Please try again in a moment.');
}

/** The provider's reason for a used-up Development Mode quota (its 429 since July 2026). */
const QUOTA_EXCEEDED_REASON = 'QUOTA_EXCEEDED';

/** The `error.reason` of a provider's error answer, if its body has one. */
async function reasonOf(res: Response): Promise<unknown> {
  const body: unknown = await res.json().catch(() => undefined);
  const error = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
  return typeof error === 'object' && error !== null ? (error as { reason?: unknown }).reason : undefined;
}

/** A resolver over a fixed list (tests, and demo catalogues that are known up front). */
export function createListTrackResolver(list: readonly TrackDetails[]): TrackResolver {
  const byId = new Map(list.map((t) => [t.id, t]));
  return { getTrack: async (id) => byId.get(id) ?? null };
}

/** Where the provider is and who we are to it (client-credentials flow). */
export interface ProviderCredentials {
  /** Accounts service base, e.g. https://accounts.example.com (token at /api/token). */
  accountsUrl: string;
  /** Web API base, e.g. https://api.example.com/v1 (tracks at /tracks/{id}). */
  apiUrl: string;
  clientId: string;
  clientSecret: string;
}

export interface HttpTrackResolverOptions extends ProviderCredentials {
  fetch?: typeof fetch;
  /** Milliseconds; tests move it. */
  now?: () => number;
  /** Per request (default 10 s). */
  timeoutMs?: number;
}

/** A token is renewed this long before the provider says it expires. */
const TOKEN_RENEW_MARGIN_MS = 60_000;
const DEFAULT_TIMEOUT_MS = 10_000;

interface ProviderTrack {
  id: string;
  name: string;
  uri: string;
  duration_ms?: number;
  artists?: Array<{ name: string }>;
  album?: { images?: Array<{ url: string; height?: number | null; width?: number | null }> };
}

/** The fields the API keeps of a provider track object. */
export function toTrackDetails(track: ProviderTrack): TrackDetails {
  return {
    id: track.id,
    name: track.name,
    uri: track.uri,
    artists: (track.artists ?? []).map((a) => ({ name: a.name })),
    album: {
      images: (track.album?.images ?? []).map((i) => ({
        url: i.url,
        height: i.height ?? null,
        width: i.width ?? null,
      })),
    },
    ...(typeof track.duration_ms === 'number' && { duration_ms: track.duration_ms }),
  };
}

/**
 * The provider's `GET {apiUrl}/tracks/{id}` with an app token from the client-credentials grant
 * at `{accountsUrl}/api/token`. The token is kept until shortly before it expires, fetched by
 * one request at a time, and renewed once when the provider answers 401. It never leaves this
 * closure: errors name the status, not the token.
 */
export function createHttpTrackResolver(options: HttpTrackResolverOptions): TrackResolver {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const accountsUrl = options.accountsUrl.replace(/\/+$/, '');
  const apiUrl = options.apiUrl.replace(/\/+$/, '');
  let cached: { token: string; renewAt: number } | null = null;
  let pending: Promise<string> | null = null;

  async function request(url: string, init: RequestInit): Promise<Response> {
    try {
      return await doFetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new TrackProviderError('The streaming provider could not be reached.', { cause: error });
    }
  }

  async function fetchToken(): Promise<string> {
    const basic = Buffer.from(
      `${encodeURIComponent(options.clientId)}:${encodeURIComponent(options.clientSecret)}`,
    ).toString('base64');
    const res = await request(`${accountsUrl}/api/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'client_credentials' }).toString(),
    });
    // A refused grant (400 invalid_client, 401) is our credentials, as a 403 is.
    if (!res.ok) throw providerFailure(res.status === 400 ? 401 : res.status, res.headers.get('retry-after'));
    const body = (await res.json()) as { access_token?: unknown; expires_in?: unknown };
    if (typeof body.access_token !== 'string')
      throw new TrackProviderError('The streaming provider answered no app token.');
    const lifetimeMs = (typeof body.expires_in === 'number' ? body.expires_in : 3600) * 1000;
    cached = { token: body.access_token, renewAt: now() + Math.max(0, lifetimeMs - TOKEN_RENEW_MARGIN_MS) };
    return body.access_token;
  }

  function token(): Promise<string> {
    if (cached && now() < cached.renewAt) return Promise.resolve(cached.token);
    pending ??= fetchToken().finally(() => {
      pending = null;
    });
    return pending;
  }

  async function lookup(id: string, retried: boolean): Promise<TrackDetails | null> {
    const res = await request(`${apiUrl}/tracks/${encodeURIComponent(id)}`, {
      headers: { authorization: `Bearer ${await token()}`, accept: 'application/json' },
    });
    if (res.status === 401 && !retried) {
      cached = null;
      return lookup(id, true);
    }
    // 400: an id the provider finds malformed is as unknown as one it does not have.
    if (res.status === 404 || res.status === 400) return null;
    if (!res.ok) throw providerFailure(res.status, res.headers.get('retry-after'), await reasonOf(res));
    return toTrackDetails((await res.json()) as ProviderTrack);
  }

  return { getTrack: (id) => lookup(id, false) };
}

/** Without any provider configured, every lookup is a 502 that says so. */
export const unconfiguredTrackResolver: TrackResolver = {
  getTrack: async () => {
    throw new TrackProviderError('No streaming provider is configured for track lookups.');
  },
};
