import { createHash, randomBytes } from 'node:crypto';

// A client of the (Open)Subsonic REST API (docs/opensubsonic-servers.md): `<base>/rest/<method>`
// with the credential, `f=json`, `v` and `c` in the query, answers in the `subsonic-response`
// envelope. Two ways to fail, kept apart because the API answers them differently: the server
// answered with an error code (SubsonicError), or it could not be asked (SubsonicUnreachable).
// The credential never appears in an error's message: errors name the method and the code.

/** The protocol version UpClub speaks (the OpenSubsonic description's). */
export const SUBSONIC_CLIENT_VERSION = '1.16.1';
/** `c`: how the server's logs and "now playing" name this client. */
export const SUBSONIC_CLIENT_NAME = 'UpClub';
const DEFAULT_TIMEOUT_MS = 10_000;

/** The Subsonic error codes the API reads. */
export const SUBSONIC_ERROR = {
  generic: 0,
  missingParameter: 10,
  clientTooOld: 20,
  serverTooOld: 30,
  wrongCredentials: 40,
  tokenNotSupported: 41,
  mechanismNotSupported: 42,
  conflictingMechanisms: 43,
  invalidApiKey: 44,
  notAuthorized: 50,
  notFound: 70,
} as const;

/** How a request signs in: an API key, a stored token and salt, or the password (sent as `enc:` hex). */
export type SubsonicAuth =
  | { kind: 'apiKey'; apiKey: string }
  | { kind: 'token'; username: string; token: string; salt: string }
  | { kind: 'password'; username: string; password: string };

/** The server answered `status: "failed"`. `version` is the protocol it says it speaks, if any. */
export class SubsonicError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly version?: string,
  ) {
    super(message);
    this.name = 'SubsonicError';
  }
}

/** No Subsonic answer: nothing listening, a timeout, or something that is not a Subsonic server. */
export class SubsonicUnreachable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SubsonicUnreachable';
  }
}

/** The fields of every envelope, plus the method's own payload. */
export type SubsonicBody = {
  status: 'ok' | 'failed';
  version?: string;
  type?: string;
  serverVersion?: string;
  openSubsonic?: boolean;
  error?: { code?: number; message?: string };
} & Record<string, unknown>;

export const md5 = (text: string): string => createHash('md5').update(text, 'utf8').digest('hex');

/** A token credential of a password: t = md5(password + salt) with a fresh random salt. */
export function tokenAuth(username: string, password: string): SubsonicAuth {
  const salt = randomBytes(8).toString('hex');
  return { kind: 'token', username, token: md5(password + salt), salt };
}

/** The query parameters of a credential. */
function authParams(auth: SubsonicAuth): Record<string, string> {
  switch (auth.kind) {
    case 'apiKey':
      return { apiKey: auth.apiKey };
    case 'token':
      return { u: auth.username, t: auth.token, s: auth.salt };
    case 'password':
      return { u: auth.username, p: `enc:${Buffer.from(auth.password, 'utf8').toString('hex')}` };
  }
}

/** Compares two dotted versions: negative when a < b. Missing parts count as 0. */
export function compareVersions(a: string, b: string): number {
  const x = a.split('.').map((n) => Number.parseInt(n, 10) || 0);
  const y = b.split('.').map((n) => Number.parseInt(n, 10) || 0);
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const d = (x[i] ?? 0) - (y[i] ?? 0);
    if (d) return d;
  }
  return 0;
}

export type Params = Record<string, string | number | boolean | undefined | ReadonlyArray<string>>;

export interface SubsonicClientOptions {
  /** The server's base (REST at `<baseUrl>/rest/<method>`). */
  baseUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export class SubsonicClient {
  private readonly base: string;
  private readonly doFetch: typeof fetch;
  private readonly timeoutMs: number;

  constructor(options: SubsonicClientOptions) {
    this.base = options.baseUrl.replace(/\/+$/, '');
    this.doFetch = options.fetch ?? fetch;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  /** The full URL of a call (kept inside the API: it holds the credential). */
  private url(method: string, auth: SubsonicAuth | null, params: Params): string {
    const query = new URLSearchParams({
      ...(auth && authParams(auth)),
      v: SUBSONIC_CLIENT_VERSION,
      c: SUBSONIC_CLIENT_NAME,
      f: 'json',
    });
    for (const [name, value] of Object.entries(params)) {
      if (value === undefined) continue;
      if (Array.isArray(value)) for (const item of value as string[]) query.append(name, item);
      else query.set(name, String(value));
    }
    return `${this.base}/rest/${method}?${query.toString()}`;
  }

  /**
   * The raw answer of a call (media: stream, getCoverArt). `signal` ends it early (the browser
   * went away); the timeout bounds only the wait for the answer's headers.
   */
  async raw(
    method: string,
    auth: SubsonicAuth | null,
    params: Params,
    init: { headers?: Record<string, string>; signal?: AbortSignal } = {},
  ): Promise<Response> {
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), this.timeoutMs);
    const signal = init.signal ? AbortSignal.any([init.signal, timeout.signal]) : timeout.signal;
    try {
      return await this.doFetch(this.url(method, auth, params), { headers: init.headers, signal });
    } catch (error) {
      throw new SubsonicUnreachable(`${method}: no answer from the music server`, { cause: error });
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * A JSON call: the envelope's body when `status` is ok. The body is read before the HTTP status
   * (supysonic answers an unknown method 404 with a JSON envelope).
   */
  async call(method: string, auth: SubsonicAuth | null, params: Params = {}): Promise<SubsonicBody> {
    const res = await this.raw(method, auth, params);
    return SubsonicClient.envelopeOf(method, res);
  }

  /** The envelope of an answer that should be JSON: SubsonicError when failed. */
  static async envelopeOf(method: string, res: Response): Promise<SubsonicBody> {
    let parsed: unknown;
    try {
      parsed = await res.json();
    } catch (error) {
      throw new SubsonicUnreachable(`${method}: HTTP ${res.status} without a Subsonic answer`, { cause: error });
    }
    const body =
      typeof parsed === 'object' && parsed !== null
        ? (parsed as Record<string, unknown>)['subsonic-response']
        : undefined;
    if (typeof body !== 'object' || body === null) {
      throw new SubsonicUnreachable(`${method}: HTTP ${res.status} without a Subsonic answer`);
    }
    const envelope = body as SubsonicBody;
    if (envelope.status !== 'ok') {
      const code = typeof envelope.error?.code === 'number' ? envelope.error.code : SUBSONIC_ERROR.generic;
      throw new SubsonicError(code, `${method}: ${envelope.error?.message ?? 'failed'}`, envelope.version);
    }
    return envelope;
  }
}
