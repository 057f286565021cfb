import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { PREFIX } from '../helpers';

// Calls to the OpenSubsonic face as a client makes them (independent of the code under test:
// the token is computed here with node's md5).

export const PASSWORD = 'upclub-sim';
export const USER = 'premium-listener';

export type Params = Record<string, string | number | string[] | undefined>;

export const md5 = (text: string): string => createHash('md5').update(text).digest('hex');

/** Token authentication for `user`, with a fresh salt. */
export function tokenAuth(user = USER, password = PASSWORD, salt = 'c19b2d'): Params {
  return { u: user, t: md5(password + salt), s: salt };
}

export function query(params: Params): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) search.append(key, String(v));
  }
  return search.toString();
}

/** `GET <prefix>/rest/<method>` with the client's usual parameters (`v`, `c`, `f=json`) and auth. */
export function rest(
  app: FastifyInstance,
  method: string,
  params: Params = {},
  { auth = tokenAuth(), headers = {} }: { auth?: Params; headers?: Record<string, string> } = {},
) {
  const all = { v: '1.16.1', c: 'upclub-test', f: 'json', ...auth, ...params };
  return app.inject({ method: 'GET', url: `${PREFIX}/rest/${method}?${query(all)}`, headers });
}

export interface Envelope {
  status: 'ok' | 'failed';
  version: string;
  type: string;
  serverVersion: string;
  openSubsonic: boolean;
  error?: { code: number; message?: string };
  [key: string]: unknown;
}

export function envelope(body: string): Envelope {
  return (JSON.parse(body) as { 'subsonic-response': Envelope })['subsonic-response'];
}
