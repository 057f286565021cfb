import type { Supysonic } from '@upclub/testing/supysonic';
import { contractErrors, envelopeErrors } from '../opensubsonic/contract';
import { query, type Params } from '../opensubsonic/client';

// Calls to a real Subsonic server as the UpClub client will make them: GET with the query, JSON.

/** The protocol version the client announces (the OpenSubsonic description's). */
export const CLIENT_VERSION = '1.16.1';

/** Password authentication, the only kind supysonic takes: plain (`p=...`). */
export const plainAuth = (server: Supysonic): Params => ({ u: server.user, p: server.password });

/** Password authentication with the password hex-encoded (`p=enc:...`). */
export const encAuth = (server: Supysonic): Params => ({
  u: server.user,
  p: `enc:${Buffer.from(server.password, 'utf8').toString('hex')}`,
});

export interface Answer {
  status: number;
  headers: Headers;
  /** The parsed body when it is JSON. */
  json?: Record<string, unknown>;
  bytes: Buffer;
}

export async function call(
  server: Supysonic,
  method: string,
  params: Params = {},
  { auth = plainAuth(server), headers = {} }: { auth?: Params; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const all = { v: CLIENT_VERSION, c: 'upclub-test', f: 'json', ...auth, ...params };
  const res = await fetch(`${server.url}/rest/${method}.view?${query(all)}`, { headers });
  const bytes = Buffer.from(await res.arrayBuffer());
  const isJson = (res.headers.get('content-type') ?? '').startsWith('application/json');
  return {
    status: res.status,
    headers: res.headers,
    json: isJson ? (JSON.parse(bytes.toString('utf8')) as Record<string, unknown>) : undefined,
    bytes,
  };
}

/** The inner `subsonic-response` object of an answer. */
export function inner(answer: Answer): Record<string, unknown> & { status: string; version: string } {
  const envelope = answer.json?.['subsonic-response'];
  if (!envelope)
    throw new Error(`not a subsonic-response (HTTP ${answer.status}): ${answer.bytes.toString('utf8').slice(0, 300)}`);
  return envelope as Record<string, unknown> & { status: string; version: string };
}

/** The envelope fields OpenSubsonic adds to every answer (schemas/SubsonicResponse/SubsonicBaseResponse.json). */
export const OPEN_SUBSONIC_FIELDS = ['openSubsonic', 'serverVersion', 'type'] as const;

/**
 * What ajv adds when the envelope fails its `oneOf` (success or failure): the other branch's
 * complaints. They repeat the real difference, so they are left out of the list.
 */
const ONE_OF_ECHOES = [
  "/subsonic-response must have required property 'error'",
  '/subsonic-response must match exactly one schema in oneOf',
  '/subsonic-response/status must be equal to one of the allowed values',
];

/**
 * The failure branch also calls the success payload (`searchResult3`, ...) an unknown property,
 * but only because the success branch failed inside it: that line is an echo when there are
 * problems under the same key. Alone, it is a real extra property.
 */
function isBranchEcho(problem: string, all: string[]): boolean {
  const key = /^\/subsonic-response must NOT have unevaluated properties \((.+)\)$/.exec(problem)?.[1];
  return key !== undefined && all.some((p) => p.startsWith(`/subsonic-response/${key}`));
}

export interface Differences {
  /** The OpenSubsonic envelope fields the answer lacks. */
  missing: string[];
  /** Everything else that differs from the description, one line per kind of difference. */
  payload: string[];
}

/**
 * Where an answer differs from the OpenSubsonic description (checked by the emulator's contract
 * checker). The envelope fields an older server cannot know are listed apart; the rest is checked
 * as if they were there, so the payload lines say what a client must really cope with. Array
 * positions become `*`, so a list of ten songs reports each difference once. `method` undefined:
 * any envelope (the failures of every method).
 */
export function differences(method: string | undefined, body: unknown): Differences {
  const envelope = (body as { 'subsonic-response'?: Record<string, unknown> })['subsonic-response'] ?? {};
  const missing = OPEN_SUBSONIC_FIELDS.filter((field) => !(field in envelope));
  const completed = {
    'subsonic-response': { type: '(absent)', serverVersion: '(absent)', openSubsonic: false, ...envelope },
  };
  const problems = method ? contractErrors(method, completed) : envelopeErrors(completed);
  const payload = problems
    .filter((p) => !ONE_OF_ECHOES.includes(p) && !isBranchEcho(p, problems))
    .map((p) => p.replace(/\/\d+(?=\/|\s)/g, '/*'));
  return { missing, payload: [...new Set(payload)].sort() };
}
