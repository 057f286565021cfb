import fs from 'node:fs';
import path from 'node:path';
import type { FastifyServerOptions } from 'fastify';
import type { TrackDetails } from '@upclub/shared/types';
import type { Database } from './db/open';
import { DEFAULT_PASSWORD_COST } from './lib/passwords';
import { providerBaseOf } from './lib/provider-urls';
import type { ProviderCredentials, TrackResolver } from './lib/track-resolver';
import { musicBaseOf } from './providers/opensubsonic/map';
import type { OpenSubsonicOptions } from './providers/opensubsonic/service';
import { DEFAULT_TIMEOUTS, type Timeouts } from './timeouts';

export interface AppOptions {
  /** Folder of the embedded database (<dataDir>/pglite) and the mail outbox (<dataDir>/outbox). */
  dataDir?: string;
  /** A PostgreSQL server instead of the embedded database. */
  databaseUrl?: string;
  /**
   * A Redis server (redis://...) carrying the messages between API processes (cache
   * invalidation, revoked tokens); without it, PostgreSQL's LISTEN/NOTIFY on databaseUrl, or
   * nothing beyond this process on the embedded database.
   */
  redisUrl?: string;
  /** Embedded database in memory (tests); the outbox still goes to dataDir. */
  inMemory?: boolean;
  logger?: FastifyServerOptions['logger'];
  /**
   * Log every request and answer (Fastify's two info lines per request). Off by default: at
   * thousands of requests a second they cost more than the feed itself; errors are logged anyway.
   */
  logRequests?: boolean;
  /** The address people open; base of absolute links (paging `next`). */
  publicUrl?: string;
  mail?: { smtpUrl?: string; from?: string };
  rateLimit?: {
    /** Login attempts per username per minute (login, login2). */
    loginPerMinute?: number;
    /** Code and recovery requests per username or email per minute (sendcode, resetpassword, sendusername). */
    codePerMinute?: number;
    /** Requests per IP per minute over all of the above. */
    ipPerMinute?: number;
    /** Sign-ups (v1/register/) per IP per hour. */
    signupPerHour?: number;
    /** Seconds between two recovery mails (reset codes) to one address. */
    codeMailCooldownSeconds?: number;
    /** Recovery mails to one address per day (reset codes; usernames count on their own). */
    codeMailsPerDay?: number;
  };
  /**
   * Writes one user may make (posts, comments, replies, likes, messages, shares, follows, club
   * follows): at most this many per minute and per hour; 0 turns a window off. Counted per
   * process (in memory): behind N processes a user gets up to N times as many.
   */
  writeLimit?: { perMinute?: number; perHour?: number };
  /** How long anything may wait (README Configuration: DATABASE_*, REQUEST_TIMEOUT_MS). */
  timeouts?: Partial<Timeouts>;
  /** Connections each process keeps to PostgreSQL at most (DATABASE_POOL_SIZE). */
  databasePoolSize?: number;
  /** Demo users when the users table is empty (src/db/seed.ts). */
  seed?: boolean;
  /** Why `seed` is off although the start would seed by default: logged once at start. */
  seedSkipped?: string;
  /** The seeded staff account's password; absent: a generated one, handed to `announce` once. */
  staffPassword?: string;
  /** Where a generated staff password is told, once (default: the process's stdout, not the log). */
  announce?: (text: string) => void;
  /** How long a token lives: unused for `idleDays`, or `maxDays` after sign-in, it is refused. */
  session?: { idleDays?: number; maxDays?: number };
  /**
   * scrypt cost of new password hashes (log2 of N). Tests lower it for speed; the default
   * follows current guidance, and older or cheaper hashes are rehashed at sign-in.
   */
  passwordCost?: number;
  /** Origins allowed by CORS (none: same origin only). */
  corsOrigins?: string[];
  /**
   * Behind a reverse proxy: which hops of X-Forwarded-For to believe, as a number of hops or the
   * proxies' addresses/CIDRs (Fastify's trustProxy). Never `true`: every hop would let a client
   * choose its own IP.
   */
  trustProxy?: false | number | string[];
  /** Tests: the clock (reset code expiry, throttles). */
  now?: () => Date;
  /** Tests: an opened database to use instead of opening one; the app closes it. */
  database?: Database;
  /**
   * Resolves a posted track's details once (then cached in the tracks table). Default: the
   * provider's Web API with `provider`'s client credentials; without those, posting answers 502.
   */
  trackResolver?: TrackResolver;
  /** The streaming provider the default trackResolver asks (client-credentials grant). */
  provider?: ProviderCredentials;
  /**
   * PROVIDER=opensubsonic: the music server and the API's service account. Present, the
   * deployment plays from it (`provider` is then unused) and answers the v1/music routes.
   */
  openSubsonic?: OpenSubsonicOptions;
  /**
   * The provider's address as browsers reach it (the one-process server's emulator:
   * <PUBLIC_URL>/provider). Cached images under it are stored relative to it and answered at
   * it. Default: `provider.apiUrl` without its version segment.
   */
  providerBaseUrl?: string;
  /**
   * With `seed`: tracks the demo posts use (their details go into the tracks cache). Absent: the
   * provider's own (an OpenSubsonic server's, drawn by the service account).
   */
  demoTracks?: TrackDetails[];
}

// The bounds on waiting live in ./timeouts: the database opener uses them too, and this module
// needs the opened database's type (an import circle otherwise).
export { DEFAULT_DATABASE_POOL_SIZE, DEFAULT_TIMEOUTS, type Timeouts } from './timeouts';

export interface AppConfig {
  dataDir: string;
  outboxDir: string;
  publicUrl: string;
  now: () => Date;
  rateLimit: {
    loginPerMinute: number;
    codePerMinute: number;
    ipPerMinute: number;
    signupPerHour: number;
    codeMailCooldownSeconds: number;
    codeMailsPerDay: number;
  };
  /** Token lifetimes in milliseconds. */
  session: { idleMs: number; maxMs: number };
  /** log2 of scrypt's N for new hashes. */
  passwordCost: number;
  writeLimit: { perMinute: number; perHour: number };
  timeouts: Timeouts;
  mail: { smtpUrl?: string; from: string };
  /** See AppOptions.providerBaseUrl (absent: no provider known, images are answered as stored). */
  providerBaseUrl?: string;
}

/** The repository root (same depth from src/ and dist/). */
export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');
export const DEFAULT_DATA_DIR = path.join(REPO_ROOT, 'data');
export const DEFAULT_PORT = 8081;
export const DEFAULT_HOST = '127.0.0.1';

/** Generous enough for people and the browser tests; tests of the limits lower them. */
export const DEFAULT_RATE_LIMIT = {
  loginPerMinute: 20,
  codePerMinute: 20,
  ipPerMinute: 60,
  // A household or office behind one address signs up a few people; a script is stopped at 20.
  signupPerHour: 20,
  codeMailCooldownSeconds: 60,
  codeMailsPerDay: 5,
} as const;
/** Tokens: refused after 30 days unused, and 90 days after sign-in whatever the use. */
export const DEFAULT_SESSION = { idleDays: 30, maxDays: 90 } as const;
const DAY_MS = 86_400_000;
/**
 * Writes per user: a person writing as fast as they can (about 30 a minute) and the test suites
 * (at most about 50 writes of one user in a test) stay under it; a script flooding others'
 * notifications does not.
 */
export const DEFAULT_WRITE_LIMIT = { perMinute: 60, perHour: 1000 } as const;
export const DEFAULT_MAIL_FROM = 'UpClub <no-reply@upclub.local>';

/** The version v1/backendversion/ answers: this package's. */
export const API_VERSION: string = JSON.parse(
  fs.readFileSync(path.resolve(__dirname, '..', 'package.json'), 'utf8'),
).version;

export function resolveConfig(options: AppOptions): AppConfig {
  const dataDir = path.resolve(options.dataDir ?? DEFAULT_DATA_DIR);
  return {
    dataDir,
    outboxDir: path.join(dataDir, 'outbox'),
    publicUrl: publicUrlOf(options),
    now: options.now ?? (() => new Date()),
    rateLimit: { ...DEFAULT_RATE_LIMIT, ...stripUndefined(options.rateLimit ?? {}) },
    session: {
      idleMs: (options.session?.idleDays ?? DEFAULT_SESSION.idleDays) * DAY_MS,
      maxMs: (options.session?.maxDays ?? DEFAULT_SESSION.maxDays) * DAY_MS,
    },
    passwordCost: options.passwordCost ?? DEFAULT_PASSWORD_COST,
    writeLimit: { ...DEFAULT_WRITE_LIMIT, ...stripUndefined(options.writeLimit ?? {}) },
    timeouts: { ...DEFAULT_TIMEOUTS, ...stripUndefined(options.timeouts ?? {}) },
    mail: { smtpUrl: options.mail?.smtpUrl, from: options.mail?.from ?? DEFAULT_MAIL_FROM },
    providerBaseUrl: (
      options.providerBaseUrl ??
      // OpenSubsonic covers are the API's own proxy: kept relative to its music routes.
      (options.openSubsonic ? musicBaseOf(publicUrlOf(options)) : undefined) ??
      (options.provider && providerBaseOf(options.provider.apiUrl))
    )?.replace(/\/+$/, ''),
  };
}

function publicUrlOf(options: AppOptions): string {
  return (options.publicUrl ?? `http://${DEFAULT_HOST}:${DEFAULT_PORT}`).replace(/\/+$/, '');
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
