import { isIP } from 'node:net';
import os from 'node:os';
import { ConfigError, readDir, readFlag, readList, readText, readUrl, readWholeNumber, type Env } from './config-read';
import {
  readEventsLimits,
  readLoadShedding,
  readPasswordPool,
  readPictureLimits,
  readRateLimit,
  readSearchLimits,
  readTimeouts,
  readWriteLimit,
} from './config-limits';
import {
  openSubsonicOptions,
  providerCredentials,
  readMusicEnv,
  readProviderEnv,
  type OpenSubsonicEnv,
  type ProviderEnv,
} from './config-providers';
import type { ProviderKind } from './providers/provider';
import { DEFAULT_ROOM_TIMINGS } from './plugins/app/rooms/timings';
import {
  DEFAULT_DATA_DIR,
  DEFAULT_HOST,
  DEFAULT_PORT,
  DEFAULT_RATE_LIMIT,
  DEFAULT_SESSION,
  DEFAULT_BROADCASTS_PER_HOUR,
  type AppOptions,
  type EventsLimits,
  DEFAULT_DATABASE_POOL_SIZE,
  type SearchLimits,
  type Timeouts,
} from './options';

// The one reader of the environment: the API on its own (src/server.ts), the make-staff CLI, and
// the one-process server (packages/server), which adds its own variables to what this reads.
// One set of rules for every variable:
// - unset and empty are the same: the default;
// - PORT is a whole number from 1 to 65535; PUBLIC_URL an http(s) URL (kept without a trailing
//   slash), by default http://HOST:PORT (127.0.0.1 for a HOST of every interface);
// - a relative DATA_DIR is taken from where the command was typed (INIT_CWD under `pnpm run`,
//   which itself runs in the package's folder);
// - flags are 1/true or 0/false (any case); lists are comma-separated; counts whole numbers;
// - LOG_LEVEL is one of pino's levels; LOG_REQUESTS=1 adds a line per request and answer;
// - PROVIDER_ACCOUNTS_URL and PROVIDER_API_URL go together; PROVIDER_CLIENT_ID defaults to
//   upclub-web; without PROVIDER_CLIENT_SECRET the API cannot resolve tracks (posting answers 502);
// - PROVIDER is spotify (default) or opensubsonic; OPENSUBSONIC_URL is the music server's base
//   (the one-process server's emulator when unset there; the API alone needs it), with the API's
//   account OPENSUBSONIC_USERNAME and OPENSUBSONIC_PASSWORD, or OPENSUBSONIC_API_KEY;
//   CREDENTIAL_KEY is 32 bytes (64 hex digits or base64), required with DATABASE_URL (every
//   process must share it), else kept in DATA_DIR once made;
// - SEED defaults to the start's default only on a loopback HOST: a server listening on every
//   interface seeds demo content (whose passwords are published) only when SEED=1 says so;
// - TRUST_PROXY is a number of proxy hops or a list of proxy addresses/CIDRs; 1 and true both
//   mean one hop (never "trust every hop", which would let a client pick its own IP).
// - METRICS_TOKEN, when set, is at least 24 characters (GET /api/metrics asks for it);
// - counts, days and durations (DATABASE_POOL_SIZE, *_TIMEOUT_MS, RATE_LIMIT_*, SESSION_*_DAYS,
//   SIGNUP_PER_HOUR, API_WORKERS, EVENTS_*, PASSWORD_HASH_*, PICTURE_*) are whole numbers above 0;
//   WRITE_LIMIT_*, BROADCAST_LIMIT_PER_HOUR, EVENTS_STREAMS_PER_ADDRESS and LOAD_SHED_* from 0
//   (0: off); LOAD_SHED_HEAP_PERCENT at most 100.

// Everything other modules import from here stays importable from here: the readers of single
// variables (config-read.ts), of the crowd's bounds (config-limits.ts) and of the music providers
// (config-providers.ts) live beside this file, each under about 150 lines.
export * from './config-read';
export * from './config-limits';
export * from './config-providers';

/** Defaults that differ by how UpClub is started (the standalone API or the one-process server). */
export interface EnvDefaults {
  port: number;
  /** Demo content on an empty database (SEED), when listening on a loopback address. */
  seed: boolean;
}

/** Which proxies may set X-Forwarded-*: none, this many hops, or these addresses/CIDRs. */
export type TrustProxy = false | number | string[];

/** The standalone API: port 8081, and it seeds nothing unless SEED=1. */
export const API_ENV_DEFAULTS: EnvDefaults = { port: DEFAULT_PORT, seed: false };

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export function readPort(env: Env, fallback: number): number {
  const text = readText(env, 'PORT');
  if (text === undefined) return fallback;
  const port = Number(text);
  if (!/^\d+$/.test(text) || port <= 0 || port > 65_535)
    throw new ConfigError(`PORT must be a port number, got ${env.PORT}`);
  return port;
}

const CIDR = /^(.+)\/(\d{1,3})$/;
/** proxy-addr's names of address ranges (`loopback`: 127.0.0.1/8 and ::1). */
const PROXY_ADDR_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: 0/false (default) trusts no X-Forwarded-For; 1/true one hop (the proxy in front);
 * n the n nearest hops; otherwise a list of the proxies' addresses or CIDRs.
 */
export function readTrustProxy(env: Env): TrustProxy {
  const text = readText(env, 'TRUST_PROXY')?.toLowerCase();
  if (text === undefined || text === '0' || text === 'false') return false;
  if (text === 'true') return 1;
  if (/^\d+$/.test(text)) return Number(text);
  const list = readList(env, 'TRUST_PROXY');
  for (const item of list) {
    const cidr = CIDR.exec(item);
    const address = cidr ? cidr[1] : item;
    const bits = cidr ? Number(cidr[2]) : 0;
    if (!cidr && PROXY_ADDR_NAMES.has(item)) continue;
    const family = isIP(address);
    if (!family || bits > (family === 4 ? 32 : 128)) {
      throw new ConfigError(
        `TRUST_PROXY must be a number of hops or a list of addresses/CIDRs, got ${env.TRUST_PROXY}`,
      );
    }
  }
  return list;
}

/**
 * Fastify's trustProxy of a TrustProxy. A hop count becomes "the n nearest addresses": this
 * Fastify trusts nothing for a bare number (it cannot check the peer), but behind a proxy that
 * every client must pass, the proxy's own entry is the only one a client cannot write.
 */
export function fastifyTrustProxy(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return trust > 0 ? (_address, hop) => hop < trust : false;
  return trust;
}

/** Whether `host` is a loopback address (a listener nobody else can reach). */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  return bare === 'localhost' || bare === '::1' || /^127(\.\d{1,3}){3}$/.test(bare);
}

/** REDIS_URL: a redis:// or rediss:// URL. */
export function readRedisUrl(env: Env): string | undefined {
  const text = readText(env, 'REDIS_URL');
  if (text === undefined) return undefined;
  let protocol = '';
  try {
    protocol = new URL(text).protocol;
  } catch {
    // reported below
  }
  if (protocol !== 'redis:' && protocol !== 'rediss:') {
    throw new ConfigError(`REDIS_URL must be a redis:// or rediss:// URL, got ${text}`);
  }
  return text;
}

/** How this machine reaches a server listening on `host` (every interface: loopback). */
export function localAddress(host: string): string {
  if (['0.0.0.0', '::', ''].includes(host)) return DEFAULT_HOST;
  return host.includes(':') ? `[${host}]` : host;
}

/** Every variable the API reads, by the rules above. */
export interface ApiEnv {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl?: string;
  databasePoolSize: number;
  timeouts: Timeouts;
  /** SEARCH_PER_USER (0: none), SEARCH_TIMEOUT_MS: bounds on searches. */
  search: SearchLimits;
  rateLimit: ReturnType<typeof readRateLimit>;
  redisUrl?: string;
  mail: { smtpUrl?: string; from?: string };
  corsOrigins: string[];
  seed: boolean;
  /** Why demo content is not seeded although this start seeds by default (logged at start). */
  seedSkipped?: string;
  /** STAFF_PASSWORD: the seeded staff account's password (unset: generated, printed once). */
  staffPassword?: string;
  /** METRICS_TOKEN: the bearer token of GET /api/metrics (unset: loopback clients only). */
  metricsToken?: string;
  trustProxy: TrustProxy;
  /** SIGNUP_PER_HOUR: sign-ups per client IP per hour. */
  signupPerHour: number;
  /**
   * PASSWORD_HASH_THREADS: password hashes at once per process (default: the core count);
   * PASSWORD_HASH_QUEUE: hashes waiting at most (default 64 per thread; one more gets a 503).
   */
  passwords: { threads?: number; queue?: number };
  /** PICTURE_CONCURRENCY: pictures re-encoded at once per process; PICTURE_QUEUE: waiting at most. */
  pictures: { concurrency: number; queue: number };
  /** SESSION_IDLE_DAYS, SESSION_MAX_DAYS: a token unused this long, or this old, is refused. */
  session: { idleDays: number; maxDays: number };
  /** WRITE_LIMIT_PER_MINUTE, WRITE_LIMIT_PER_HOUR: writes per user (0: no limit). */
  writeLimit: { perMinute: number; perHour: number };
  /** BROADCAST_LIMIT_PER_HOUR: staff broadcasts per staff user per hour (0: no limit). */
  broadcastsPerHour: number;
  /** EVENTS_STREAMS_PER_USER, EVENTS_STREAMS_PER_ADDRESS (0: none), EVENTS_BUFFER_KB, EVENTS_STALL_SECONDS. */
  events: EventsLimits;
  /** ROOM_SWEEP_MS: how often each process sweeps the listening rooms (docs/rooms.md). */
  roomSweepMs: number;
  /** LOAD_SHED_EVENT_LOOP_DELAY_MS, LOAD_SHED_HEAP_PERCENT (of V8's heap limit): 503 past either (0: off). */
  loadShedding: { maxEventLoopDelayMs: number; maxHeapUsedBytes: number };
  logLevel: (typeof LOG_LEVELS)[number];
  logRequests: boolean;
  provider: ProviderEnv;
  /** PROVIDER: where the music comes from. */
  providerKind: ProviderKind;
  /** With PROVIDER=opensubsonic: the music server. */
  openSubsonic?: OpenSubsonicEnv;
}

export function readApiEnv(env: Env = process.env, defaults: EnvDefaults = API_ENV_DEFAULTS): ApiEnv {
  const port = readPort(env, defaults.port);
  const host = readText(env, 'HOST') ?? DEFAULT_HOST;
  const logLevel = (readText(env, 'LOG_LEVEL') ?? 'info').toLowerCase();
  if (!LOG_LEVELS.includes(logLevel as ApiEnv['logLevel'])) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got ${env.LOG_LEVEL}`);
  }
  const seedFlag = readText(env, 'SEED') === undefined ? undefined : readFlag(env, 'SEED', defaults.seed);
  const loopback = isLoopbackHost(host);
  const seed = seedFlag ?? (defaults.seed && loopback);
  const session = {
    idleDays: readWholeNumber(env, 'SESSION_IDLE_DAYS', DEFAULT_SESSION.idleDays),
    maxDays: readWholeNumber(env, 'SESSION_MAX_DAYS', DEFAULT_SESSION.maxDays),
  };
  if (session.idleDays > session.maxDays) {
    throw new ConfigError(
      `SESSION_IDLE_DAYS (${session.idleDays}) must not exceed SESSION_MAX_DAYS (${session.maxDays})`,
    );
  }
  return {
    port,
    host,
    publicUrl: readUrl(env, 'PUBLIC_URL') ?? `http://${localAddress(host)}:${port}`,
    ...readDatabaseEnv(env),
    databasePoolSize: readWholeNumber(env, 'DATABASE_POOL_SIZE', DEFAULT_DATABASE_POOL_SIZE),
    timeouts: readTimeouts(env),
    search: readSearchLimits(env),
    rateLimit: readRateLimit(env),
    redisUrl: readRedisUrl(env),
    mail: { smtpUrl: readText(env, 'SMTP_URL'), from: readText(env, 'MAIL_FROM') },
    corsOrigins: readList(env, 'CORS_ORIGINS'),
    seed,
    seedSkipped:
      seedFlag === undefined && defaults.seed && !loopback
        ? `no demo content: HOST ${host} is not a loopback address (SEED=1 seeds anyway)`
        : undefined,
    staffPassword: readText(env, 'STAFF_PASSWORD'),
    metricsToken: readMetricsToken(env),
    trustProxy: readTrustProxy(env),
    signupPerHour: readWholeNumber(env, 'SIGNUP_PER_HOUR', DEFAULT_RATE_LIMIT.signupPerHour),
    passwords: readPasswordPool(env),
    pictures: readPictureLimits(env),
    session,
    writeLimit: readWriteLimit(env),
    broadcastsPerHour: readWholeNumber(env, 'BROADCAST_LIMIT_PER_HOUR', DEFAULT_BROADCASTS_PER_HOUR, 0),
    events: readEventsLimits(env),
    roomSweepMs: readWholeNumber(env, 'ROOM_SWEEP_MS', DEFAULT_ROOM_TIMINGS.sweepMs),
    loadShedding: readLoadShedding(env),
    logLevel: logLevel as ApiEnv['logLevel'],
    logRequests: readFlag(env, 'LOG_REQUESTS', false),
    provider: readProviderEnv(env),
    ...readMusicEnv(env),
  };
}

/** A metrics token shorter than this is guessable; `openssl rand -hex 32` makes a good one. */
export const METRICS_TOKEN_MIN_LENGTH = 24;

/** METRICS_TOKEN: at least METRICS_TOKEN_MIN_LENGTH characters (the message never shows it). */
function readMetricsToken(env: Env): string | undefined {
  const token = readText(env, 'METRICS_TOKEN');
  if (token !== undefined && token.length < METRICS_TOKEN_MIN_LENGTH) {
    throw new ConfigError(`METRICS_TOKEN must be at least ${METRICS_TOKEN_MIN_LENGTH} characters`);
  }
  return token;
}

/** The database settings (DATA_DIR, DATABASE_URL): the server's, and the make-staff CLI's. */
export function readDatabaseEnv(env: Env = process.env): { dataDir: string; databaseUrl?: string } {
  return { dataDir: readDir(env, 'DATA_DIR', DEFAULT_DATA_DIR), databaseUrl: readText(env, 'DATABASE_URL') };
}

/** The app's options of what the environment says (the one-process server adds its own). */
export function appOptionsOf(read: ApiEnv): AppOptions {
  return {
    dataDir: read.dataDir,
    databaseUrl: read.databaseUrl,
    databasePoolSize: read.databasePoolSize,
    timeouts: read.timeouts,
    search: read.search,
    rateLimit: { ...read.rateLimit, signupPerHour: read.signupPerHour },
    passwords: read.passwords,
    pictures: read.pictures,
    redisUrl: read.redisUrl,
    publicUrl: read.publicUrl,
    mail: read.mail,
    corsOrigins: read.corsOrigins,
    seed: read.seed,
    seedSkipped: read.seedSkipped,
    staffPassword: read.staffPassword,
    metricsToken: read.metricsToken,
    trustProxy: read.trustProxy,
    session: read.session,
    writeLimit: read.writeLimit,
    broadcastsPerHour: read.broadcastsPerHour,
    loadShedding: read.loadShedding,
    events: read.events,
    rooms: { sweepMs: read.roomSweepMs },
    logger: { level: read.logLevel },
    logRequests: read.logRequests,
    provider: providerCredentials(read.provider),
    openSubsonic: read.openSubsonic && openSubsonicOptions(read.openSubsonic),
  };
}

/** API_WORKERS: processes of the cluster entry (src/cluster.ts); default one per CPU core. */
export function readWorkers(env: Env): number {
  return readWholeNumber(env, 'API_WORKERS', os.availableParallelism());
}

/** The standalone API's settings (src/server.ts): where to listen, and the app's options. */
export function readServerEnv(env: Env = process.env): { port: number; host: string; app: AppOptions } {
  const read = readApiEnv(env, API_ENV_DEFAULTS);
  // Only the one-process server has an emulator to stand in for the music server.
  if (read.openSubsonic && !read.openSubsonic.url) {
    throw new ConfigError('PROVIDER=opensubsonic needs OPENSUBSONIC_URL, the music server’s address');
  }
  return { port: read.port, host: read.host, app: appOptionsOf(read) };
}
