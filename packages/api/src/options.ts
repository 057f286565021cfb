import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import type { FastifyServerOptions } from 'fastify';
import type { TrackDetails } from '@upclub/shared/types';
import type { Database } from './db/open';
import type { JobLimits } from './lib/job-limiter';
import { DEFAULT_PASSWORD_PARAMS, type PasswordParams } from './lib/passwords';
import { providerBaseOf } from './lib/provider-urls';
import type { ProviderCredentials, TrackResolver } from './lib/track-resolver';
import { musicBaseOf } from './providers/opensubsonic/map';
import { DEFAULT_ROOM_TIMINGS, type RoomTimings } from './plugins/app/rooms/timings';
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
    /** Failed login attempts per username and client IP per minute (login, login2). */
    loginPerMinute?: number;
    /**
     * Code and recovery requests per username or email and client IP per minute (sendcode,
     * resetpassword, sendusername).
     */
    codePerMinute?: number;
    /** The same requests per username or email per minute from every address together. */
    codeAccountPerMinute?: number;
    /** Sign-in attempts on one account from addresses it never signed in from, per lock window. */
    accountFailures?: number;
    /** That window and its first lock, in minutes (each later lock within a day doubles). */
    accountLockMinutes?: number;
    /** Requests per IP per minute over all of the above. */
    ipPerMinute?: number;
    /** Sign-ups (v1/register/) per IP per hour. */
    signupPerHour?: number;
    /** Seconds between two recovery mails (reset codes) to one address. */
    codeMailCooldownSeconds?: number;
    /**
     * Recovery mails to one user per day asked from one client address (reset codes; usernames
     * count on their own).
     */
    codeMailsPerDay?: number;
    /** Recovery mails to one mailbox per day asked from every address together. */
    codeMailboxPerDay?: number;
  };
  /**
   * Writes one user may make (posts, comments, replies, likes, messages, shares, follows, club
   * follows): at most this many per minute and per hour; 0 turns a window off. Counted per
   * process (in memory): behind N processes a user gets up to N times as many.
   */
  writeLimit?: { perMinute?: number; perHour?: number };
  /** Staff broadcasts (toasts and send-to-all) one staff user may send per hour; 0: no limit. */
  broadcastsPerHour?: number;
  /** Bounds on the live event streams (v1/events/) each process holds (README: EVENTS_*). */
  events?: Partial<EventsLimits>;
  /** The clocks of the listening rooms (docs/rooms.md; ROOM_SWEEP_MS). */
  rooms?: Partial<RoomTimings>;
  /** How long anything may wait (README Configuration: DATABASE_*, REQUEST_TIMEOUT_MS). */
  timeouts?: Partial<Timeouts>;
  /** When a process sheds requests with 503 (README: LOAD_SHED_*). */
  loadShedding?: Partial<LoadShedding>;
  /** Bounds on post, user and club searches (README: SEARCH_*). */
  search?: Partial<SearchLimits>;
  /** Connections each process keeps to PostgreSQL at most (DATABASE_POOL_SIZE). */
  databasePoolSize?: number;
  /** Demo users when the users table is empty (src/db/seed.ts). */
  seed?: boolean;
  /** Why `seed` is off although the start would seed by default: logged once at start. */
  seedSkipped?: string;
  /** The seeded staff account's password; absent: a generated one, handed to `announce` once. */
  staffPassword?: string;
  /**
   * The bearer token GET /api/metrics asks for (METRICS_TOKEN); absent, it answers only clients on
   * this machine's loopback that came through no proxy.
   */
  metricsToken?: string;
  /** Where a generated staff password is told, once (default: the process's stdout, not the log). */
  announce?: (text: string) => void;
  /** How long a token lives: unused for `idleDays`, or `maxDays` after sign-in, it is refused. */
  session?: { idleDays?: number; maxDays?: number };
  /**
   * Password hashing (lib/passwords.ts): argon2id's cost of new hashes (tests lower it for speed;
   * the default is OWASP's, and older or cheaper hashes are rehashed at sign-in), and the pool that
   * runs them: `threads` hashes at once (PASSWORD_HASH_THREADS), `queue` waiting at most
   * (PASSWORD_HASH_QUEUE; one more is answered 503 with Retry-After).
   */
  passwords?: Partial<PasswordParams> & { threads?: number; queue?: number };
  /**
   * Pictures decoded and re-encoded before they are stored (plugins/app/pictures.ts):
   * `concurrency` at once (PICTURE_CONCURRENCY), `queue` waiting at most (PICTURE_QUEUE; one more
   * is answered 503 with Retry-After).
   */
  pictures?: Partial<JobLimits>;
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
    codeAccountPerMinute: number;
    accountFailures: number;
    accountLockMinutes: number;
    ipPerMinute: number;
    signupPerHour: number;
    codeMailCooldownSeconds: number;
    codeMailsPerDay: number;
    codeMailboxPerDay: number;
  };
  /** Token lifetimes in milliseconds. */
  session: { idleMs: number; maxMs: number };
  passwords: PasswordParams & { threads: number; queue: number };
  pictures: JobLimits;
  writeLimit: { perMinute: number; perHour: number };
  broadcastsPerHour: number;
  events: EventsLimits;
  rooms: RoomTimings;
  loadShedding: LoadShedding;
  timeouts: Timeouts;
  search: SearchLimits;
  mail: { smtpUrl?: string; from: string };
  /** See AppOptions.metricsToken. */
  metricsToken?: string;
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
  // Five addresses' worth: a stranger at one address cannot spend the owner's requests.
  codeAccountPerMinute: 100,
  // 20 guesses per 15 minutes from new addresses, then 15, 30, 60... minutes of lock (a day at
  // most); the owner's known addresses are never locked (plugins/app/login-guard.ts).
  accountFailures: 20,
  accountLockMinutes: 15,
  ipPerMinute: 60,
  // A household or office behind one address signs up a few people; a script is stopped at 20.
  signupPerHour: 20,
  codeMailCooldownSeconds: 60,
  codeMailsPerDay: 5,
  // Four addresses' worth: a stranger at one address cannot spend the owner's mails.
  codeMailboxPerDay: 20,
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
/**
 * Staff broadcasts per staff user per hour: an announcement, a correction and a few more; each one
 * reaches every user, so a script or a stolen staff token is stopped after this many.
 */
export const DEFAULT_BROADCASTS_PER_HOUR = 10;
/** The bounds on live event streams of one process (v1/events/). */
export interface EventsLimits {
  /** Streams of one user: opening one more ends their oldest. */
  perUser: number;
  /** Streams from one client address: one more is answered 429 (0: no bound). */
  perAddress: number;
  /** Bytes a stream may hold unsent (its reader is not reading): past this it is dropped. */
  bufferBytes: number;
  /** A stream whose reader has read nothing of what it was sent for this long is dropped. */
  stallMs: number;
}
/**
 * The shell shares one stream between the tabs of a browser, so a person holds one per browser
 * or device: 10 is generous. One address may be a household, an office or a campus behind NAT:
 * 500 streams of it are still far from the thousands an abuser opens. 256 KiB holds hundreds of
 * events (a reader that is merely slow keeps up); 30 s is past a heartbeat, so a dead reader is
 * noticed by the second beat at the latest.
 */
export const DEFAULT_EVENTS_LIMITS: EventsLimits = {
  perUser: 10,
  perAddress: 500,
  bufferBytes: 256 * 1024,
  stallMs: 30_000,
};
/** A process past either bound answers every request but the health checks 503 (0: that bound off). */
export interface LoadShedding {
  /** Mean event-loop delay (ms) over a sample: requests already wait this long for the CPU. */
  maxEventLoopDelayMs: number;
  /** V8 heap in use (bytes): past it, more work risks running out of memory. */
  maxHeapUsedBytes: number;
  /**
   * How often both are measured (ms); several of the delay histogram's 10 ms ticks, since an
   * interval without one reads as an endless delay.
   */
  sampleIntervalMs: number;
}
/**
 * The environment's bounds (README: LOAD_SHED_*), conservative: a second of event-loop delay is a
 * process already failing its requests, and 90 % of V8's heap limit is one close to a crash; an
 * ordinary busy process stays far below both.
 */
export const DEFAULT_LOAD_SHED_EVENT_LOOP_DELAY_MS = 1_000;
export const DEFAULT_LOAD_SHED_HEAP_PERCENT = 90;
export const heapBytesOfPercent = (percent: number) =>
  Math.floor((v8.getHeapStatistics().heap_size_limit * percent) / 100);
/**
 * An app built without bounds (tests, embedding) sheds nothing: a test's embedded database blocks
 * the event loop at times, which must not turn into 503s. Started from the environment
 * (config.ts), it always has them.
 */
const DEFAULT_LOAD_SHEDDING: LoadShedding = { maxEventLoopDelayMs: 0, maxHeapUsedBytes: 0, sampleIntervalMs: 1_000 };
/** The bounds on searches of one process (plugins/app/search-guard.ts). */
export interface SearchLimits {
  /** Searches of one user running at once: one more is answered 429 (0: no bound). */
  perUser: number;
  /** PostgreSQL cancels a search statement running longer (answered 503). */
  statementMs: number;
}
/**
 * Typing sends a search per debounce (600 ms), so a person has about one in flight: 2 leaves room
 * for a slow one. A trigram search answers in tens of milliseconds: 2 s is far past it, and short
 * of holding a pooled connection for the whole DATABASE_STATEMENT_TIMEOUT_MS.
 */
export const DEFAULT_SEARCH_LIMITS: SearchLimits = { perUser: 2, statementMs: 2_000 };
/**
 * One picture at a time per process: a club picture (1280 pixels) takes a few hundred
 * milliseconds, and each one holds one of libuv's four threads. 16 waiting is a few seconds at
 * most, past which a 503 says to try again rather than leave the request to time out.
 */
export const DEFAULT_PICTURE_LIMITS: JobLimits = { concurrency: 1, queue: 16 };
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
    passwords: passwordsOf(options.passwords),
    pictures: { ...DEFAULT_PICTURE_LIMITS, ...stripUndefined(options.pictures ?? {}) },
    writeLimit: { ...DEFAULT_WRITE_LIMIT, ...stripUndefined(options.writeLimit ?? {}) },
    broadcastsPerHour: options.broadcastsPerHour ?? DEFAULT_BROADCASTS_PER_HOUR,
    events: { ...DEFAULT_EVENTS_LIMITS, ...stripUndefined(options.events ?? {}) },
    rooms: { ...DEFAULT_ROOM_TIMINGS, ...stripUndefined(options.rooms ?? {}) },
    loadShedding: { ...DEFAULT_LOAD_SHEDDING, ...stripUndefined(options.loadShedding ?? {}) },
    timeouts: { ...DEFAULT_TIMEOUTS, ...stripUndefined(options.timeouts ?? {}) },
    search: { ...DEFAULT_SEARCH_LIMITS, ...stripUndefined(options.search ?? {}) },
    mail: { smtpUrl: options.mail?.smtpUrl, from: options.mail?.from ?? DEFAULT_MAIL_FROM },
    metricsToken: options.metricsToken,
    providerBaseUrl: (
      options.providerBaseUrl ??
      // OpenSubsonic covers are the API's own proxy: kept relative to its music routes.
      (options.openSubsonic ? musicBaseOf(publicUrlOf(options)) : undefined) ??
      (options.provider && providerBaseOf(options.provider.apiUrl))
    )?.replace(/\/+$/, ''),
  };
}

/**
 * A thread per core by default (each process of a cluster has its own pool: the OS shares the
 * cores), and a queue of 64 hashes per thread: at about 9-17 ms a hash, about a second of waiting
 * before a sign-in is refused with 503 rather than left to pile up.
 */
export const DEFAULT_PASSWORD_QUEUE_PER_THREAD = 64;

function passwordsOf(options: AppOptions['passwords'] = {}): AppConfig['passwords'] {
  const threads = options.threads ?? os.availableParallelism();
  return {
    ...DEFAULT_PASSWORD_PARAMS,
    ...stripUndefined({ memoryKiB: options.memoryKiB, passes: options.passes }),
    threads,
    queue: options.queue ?? DEFAULT_PASSWORD_QUEUE_PER_THREAD * threads,
  };
}

function publicUrlOf(options: AppOptions): string {
  return (options.publicUrl ?? `http://${DEFAULT_HOST}:${DEFAULT_PORT}`).replace(/\/+$/, '');
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
