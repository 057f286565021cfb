import { isIP } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { ProviderCredentials } from './lib/track-resolver';
import type { OpenSubsonicOptions, ServiceAccount } from './providers/opensubsonic/service';
import { parseCredentialKey } from './providers/opensubsonic/vault';
import { PROVIDER_KINDS, type ProviderKind } from './providers/provider';
import { DEFAULT_ROOM_TIMINGS } from './plugins/app/rooms/timings';
import {
  DEFAULT_DATA_DIR,
  DEFAULT_HOST,
  DEFAULT_PORT,
  DEFAULT_RATE_LIMIT,
  DEFAULT_SESSION,
  DEFAULT_WRITE_LIMIT,
  DEFAULT_BROADCASTS_PER_HOUR,
  DEFAULT_LOAD_SHED_EVENT_LOOP_DELAY_MS,
  DEFAULT_LOAD_SHED_HEAP_PERCENT,
  heapBytesOfPercent,
  DEFAULT_EVENTS_LIMITS,
  DEFAULT_SEARCH_LIMITS,
  type AppOptions,
  type EventsLimits,
  DEFAULT_DATABASE_POOL_SIZE,
  DEFAULT_TIMEOUTS,
  type AppConfig,
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
// - counts, days and durations (DATABASE_POOL_SIZE, *_TIMEOUT_MS, RATE_LIMIT_*, SESSION_*_DAYS,
//   SIGNUP_PER_HOUR, API_WORKERS, EVENTS_*, PASSWORD_HASH_*) are whole numbers above 0;
//   WRITE_LIMIT_*, BROADCAST_LIMIT_PER_HOUR, EVENTS_STREAMS_PER_ADDRESS and LOAD_SHED_* from 0
//   (0: off); LOAD_SHED_HEAP_PERCENT at most 100.

/** A setting the environment gets wrong: the message names the variable and the rule. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

export type Env = NodeJS.ProcessEnv;

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
export const DEFAULT_PROVIDER_CLIENT_ID = 'upclub-web';

/** A variable's value, or undefined when it is unset or empty. */
export function readText(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

/** A flag: 1/true or 0/false (any case). */
export function readFlag(env: Env, name: string, fallback: boolean): boolean {
  const value = readText(env, name)?.toLowerCase();
  if (value === undefined) return fallback;
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  throw new ConfigError(`${name} must be 1, true, 0 or false, got ${env[name]}`);
}

/** A comma-separated list, each item trimmed, empty items left out. */
export function readList(env: Env, name: string): string[] {
  return (readText(env, name) ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * A whole number of at least `min` (a count, days, or milliseconds; 0 only where it means "off"),
 * or the fallback when unset: the one reader of every numeric variable but PORT.
 */
export function readWholeNumber(env: Env, name: string, fallback: number, min = 1): number {
  const text = readText(env, name);
  if (text === undefined) return fallback;
  const n = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(n) || n < min) {
    const range = min === 1 ? 'above 0' : `from ${min}`;
    throw new ConfigError(`${name} must be a whole number ${range}, got ${env[name]}`);
  }
  return n;
}

/** The waiting bounds (Timeouts): DATABASE_CONNECT_TIMEOUT_MS and its siblings. */
export function readTimeouts(env: Env): Timeouts {
  return {
    databaseConnectMs: readWholeNumber(env, 'DATABASE_CONNECT_TIMEOUT_MS', DEFAULT_TIMEOUTS.databaseConnectMs),
    databaseIdleMs: readWholeNumber(env, 'DATABASE_IDLE_TIMEOUT_MS', DEFAULT_TIMEOUTS.databaseIdleMs),
    databaseStatementMs: readWholeNumber(env, 'DATABASE_STATEMENT_TIMEOUT_MS', DEFAULT_TIMEOUTS.databaseStatementMs),
    requestMs: readWholeNumber(env, 'REQUEST_TIMEOUT_MS', DEFAULT_TIMEOUTS.requestMs),
  };
}

/** The per-IP and per-username limits of sign-in and recovery (RATE_LIMIT_*_PER_MINUTE). */
export function readRateLimit(
  env: Env,
): Pick<
  AppConfig['rateLimit'],
  'ipPerMinute' | 'loginPerMinute' | 'codePerMinute' | 'codeAccountPerMinute' | 'accountFailures' | 'accountLockMinutes'
> {
  const read = (name: string, key: keyof typeof DEFAULT_RATE_LIMIT) =>
    readWholeNumber(env, name, DEFAULT_RATE_LIMIT[key]);
  return {
    ipPerMinute: read('RATE_LIMIT_IP_PER_MINUTE', 'ipPerMinute'),
    loginPerMinute: read('RATE_LIMIT_LOGIN_PER_MINUTE', 'loginPerMinute'),
    codePerMinute: read('RATE_LIMIT_CODE_PER_MINUTE', 'codePerMinute'),
    codeAccountPerMinute: read('RATE_LIMIT_CODE_ACCOUNT_PER_MINUTE', 'codeAccountPerMinute'),
    accountFailures: read('RATE_LIMIT_ACCOUNT_FAILURES', 'accountFailures'),
    accountLockMinutes: read('RATE_LIMIT_ACCOUNT_LOCK_MINUTES', 'accountLockMinutes'),
  };
}

export function readPort(env: Env, fallback: number): number {
  const text = readText(env, 'PORT');
  if (text === undefined) return fallback;
  const port = Number(text);
  if (!/^\d+$/.test(text) || port <= 0 || port > 65_535)
    throw new ConfigError(`PORT must be a port number, got ${env.PORT}`);
  return port;
}

/** An http(s) URL without its trailing slashes. */
export function readUrl(env: Env, name: string): string | undefined {
  const text = readText(env, name);
  if (text === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new ConfigError(`${name} must be an http(s) URL, got ${text}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new ConfigError(`${name} must be an http(s) URL, got ${text}`);
  return text.replace(/\/+$/, '');
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

/** A folder: a relative one from where the command was typed. */
export function readDir(env: Env, name: string, fallback: string): string {
  const text = readText(env, name);
  return text === undefined ? fallback : path.resolve(env.INIT_CWD || process.cwd(), text);
}

/** How this machine reaches a server listening on `host` (every interface: loopback). */
export function localAddress(host: string): string {
  if (['0.0.0.0', '::', ''].includes(host)) return DEFAULT_HOST;
  return host.includes(':') ? `[${host}]` : host;
}

/** The streaming provider as the environment gives it. */
export interface ProviderEnv {
  /** Absent: no provider configured (the one-process server mounts its emulator). */
  urls?: { accountsUrl: string; apiUrl: string };
  clientId: string;
  clientSecret?: string;
}

export function readProviderEnv(env: Env): ProviderEnv {
  const accountsUrl = readUrl(env, 'PROVIDER_ACCOUNTS_URL');
  const apiUrl = readUrl(env, 'PROVIDER_API_URL');
  if (Boolean(accountsUrl) !== Boolean(apiUrl)) {
    throw new ConfigError('PROVIDER_ACCOUNTS_URL and PROVIDER_API_URL go together: set both, or neither');
  }
  return {
    urls: accountsUrl && apiUrl ? { accountsUrl, apiUrl } : undefined,
    clientId: readText(env, 'PROVIDER_CLIENT_ID') ?? DEFAULT_PROVIDER_CLIENT_ID,
    clientSecret: readText(env, 'PROVIDER_CLIENT_SECRET'),
  };
}

/** What the API needs to resolve tracks (client credentials), when the environment gives all of it. */
export function providerCredentials(provider: ProviderEnv): ProviderCredentials | undefined {
  const { urls, clientId, clientSecret } = provider;
  return urls && clientSecret ? { ...urls, clientId, clientSecret } : undefined;
}

/** PROVIDER=opensubsonic as the environment gives it. */
export interface OpenSubsonicEnv {
  /** Absent: the one-process server's emulator (the API alone refuses to start). */
  url?: string;
  serverName?: string;
  /** Absent: none given (the emulator's default account applies). */
  account?: ServiceAccount;
  credentialKey?: Buffer;
}

export function readProviderKind(env: Env): ProviderKind {
  const text = (readText(env, 'PROVIDER') ?? 'spotify').toLowerCase();
  if (!PROVIDER_KINDS.includes(text as ProviderKind)) {
    throw new ConfigError(`PROVIDER must be ${PROVIDER_KINDS.join(' or ')}, got ${env.PROVIDER}`);
  }
  return text as ProviderKind;
}

/** OPENSUBSONIC_* and CREDENTIAL_KEY (read only when PROVIDER=opensubsonic). */
export function readOpenSubsonicEnv(env: Env): OpenSubsonicEnv {
  const url = readUrl(env, 'OPENSUBSONIC_URL');
  const username = readText(env, 'OPENSUBSONIC_USERNAME');
  // A password is taken as written: spaces may be part of it.
  const password = env.OPENSUBSONIC_PASSWORD ? env.OPENSUBSONIC_PASSWORD : undefined;
  const apiKey = readText(env, 'OPENSUBSONIC_API_KEY');
  if (apiKey && (username || password)) {
    throw new ConfigError(
      'OPENSUBSONIC_API_KEY goes alone: set it, or OPENSUBSONIC_USERNAME and OPENSUBSONIC_PASSWORD',
    );
  }
  if (Boolean(username) !== Boolean(password)) {
    throw new ConfigError('OPENSUBSONIC_USERNAME and OPENSUBSONIC_PASSWORD go together: set both, or neither');
  }
  const account: ServiceAccount | undefined = apiKey
    ? { apiKey }
    : username && password
      ? { username, password }
      : undefined;
  if (url && !account) {
    throw new ConfigError(
      'OPENSUBSONIC_URL needs the API’s account there: OPENSUBSONIC_USERNAME and OPENSUBSONIC_PASSWORD, or OPENSUBSONIC_API_KEY',
    );
  }
  const keyText = readText(env, 'CREDENTIAL_KEY');
  const credentialKey = keyText === undefined ? undefined : parseCredentialKey(keyText);
  if (keyText !== undefined && !credentialKey) {
    // The value itself is a secret: never in the message.
    throw new ConfigError('CREDENTIAL_KEY must be 32 bytes, written as 64 hex digits or in base64');
  }
  if (!credentialKey && readText(env, 'DATABASE_URL')) {
    throw new ConfigError(
      'PROVIDER=opensubsonic with DATABASE_URL needs CREDENTIAL_KEY (32 bytes, 64 hex digits or base64): ' +
        'every API process must encrypt and sign with the same key',
    );
  }
  return {
    url,
    serverName: readText(env, 'OPENSUBSONIC_SERVER_NAME') ?? (url ? new URL(url).host : undefined),
    account,
    credentialKey,
  };
}

/** The app's OpenSubsonic options, once the server's address and account are known. */
export function openSubsonicOptions(read: OpenSubsonicEnv): OpenSubsonicOptions | undefined {
  if (!read.url || !read.account) return undefined;
  return {
    url: read.url,
    serverName: read.serverName ?? new URL(read.url).host,
    account: read.account,
    credentialKey: read.credentialKey,
  };
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
  trustProxy: TrustProxy;
  /** SIGNUP_PER_HOUR: sign-ups per client IP per hour. */
  signupPerHour: number;
  /**
   * PASSWORD_HASH_THREADS: password hashes at once per process (default: the core count);
   * PASSWORD_HASH_QUEUE: hashes waiting at most (default 64 per thread; one more gets a 503).
   */
  passwords: { threads?: number; queue?: number };
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
    search: {
      perUser: readWholeNumber(env, 'SEARCH_PER_USER', DEFAULT_SEARCH_LIMITS.perUser, 0),
      statementMs: readWholeNumber(env, 'SEARCH_TIMEOUT_MS', DEFAULT_SEARCH_LIMITS.statementMs),
    },
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
    trustProxy: readTrustProxy(env),
    signupPerHour: readWholeNumber(env, 'SIGNUP_PER_HOUR', DEFAULT_RATE_LIMIT.signupPerHour),
    passwords: readPasswordPool(env),
    session,
    writeLimit: {
      perMinute: readWholeNumber(env, 'WRITE_LIMIT_PER_MINUTE', DEFAULT_WRITE_LIMIT.perMinute, 0),
      perHour: readWholeNumber(env, 'WRITE_LIMIT_PER_HOUR', DEFAULT_WRITE_LIMIT.perHour, 0),
    },
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

/** The bounds on live event streams per process (README: EVENTS_*). */
function readEventsLimits(env: Env): EventsLimits {
  const d = DEFAULT_EVENTS_LIMITS;
  return {
    perUser: readWholeNumber(env, 'EVENTS_STREAMS_PER_USER', d.perUser),
    perAddress: readWholeNumber(env, 'EVENTS_STREAMS_PER_ADDRESS', d.perAddress, 0),
    bufferBytes: readWholeNumber(env, 'EVENTS_BUFFER_KB', d.bufferBytes / 1024) * 1024,
    stallMs: readWholeNumber(env, 'EVENTS_STALL_SECONDS', d.stallMs / 1000) * 1000,
  };
}

/** When a process sheds requests (README: LOAD_SHED_*). */
function readLoadShedding(env: Env): ApiEnv['loadShedding'] {
  const percent = readWholeNumber(env, 'LOAD_SHED_HEAP_PERCENT', DEFAULT_LOAD_SHED_HEAP_PERCENT, 0);
  if (percent > 100) throw new ConfigError(`LOAD_SHED_HEAP_PERCENT must be at most 100, got ${percent}`);
  return {
    maxEventLoopDelayMs: readWholeNumber(
      env,
      'LOAD_SHED_EVENT_LOOP_DELAY_MS',
      DEFAULT_LOAD_SHED_EVENT_LOOP_DELAY_MS,
      0,
    ),
    maxHeapUsedBytes: heapBytesOfPercent(percent),
  };
}

function readPasswordPool(env: Env): ApiEnv['passwords'] {
  // Unset: the app's defaults, the queue's following the threads (options.ts).
  const optional = (name: string) => (readText(env, name) === undefined ? undefined : readWholeNumber(env, name, 1));
  return { threads: optional('PASSWORD_HASH_THREADS'), queue: optional('PASSWORD_HASH_QUEUE') };
}

function readMusicEnv(env: Env): Pick<ApiEnv, 'providerKind' | 'openSubsonic'> {
  const providerKind = readProviderKind(env);
  return { providerKind, openSubsonic: providerKind === 'opensubsonic' ? readOpenSubsonicEnv(env) : undefined };
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
    redisUrl: read.redisUrl,
    publicUrl: read.publicUrl,
    mail: read.mail,
    corsOrigins: read.corsOrigins,
    seed: read.seed,
    seedSkipped: read.seedSkipped,
    staffPassword: read.staffPassword,
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
