import os from 'node:os';
import path from 'node:path';
import type { ProviderCredentials } from './lib/track-resolver';
import {
  DEFAULT_DATA_DIR,
  DEFAULT_DATABASE_POOL_SIZE,
  DEFAULT_HOST,
  DEFAULT_PORT,
  DEFAULT_RATE_LIMIT,
  DEFAULT_TIMEOUTS,
  type AppOptions,
  type AppConfig,
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
// - flags are 1/true or 0/false (any case); lists are comma-separated;
// - LOG_LEVEL is one of pino's levels; LOG_REQUESTS=1 adds a line per request and answer;
// - PROVIDER_ACCOUNTS_URL and PROVIDER_API_URL go together; PROVIDER_CLIENT_ID defaults to
//   upclub-web; without PROVIDER_CLIENT_SECRET the API cannot resolve tracks (posting answers 502);
// - counts and durations (DATABASE_POOL_SIZE, *_TIMEOUT_MS, RATE_LIMIT_*) are whole numbers above 0.

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
  /** Demo content on an empty database (SEED). */
  seed: boolean;
}

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

/** A whole number above 0 (a count, or milliseconds). */
export function readPositiveInt(env: Env, name: string, fallback: number): number {
  const text = readText(env, name);
  if (text === undefined) return fallback;
  const n = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(n) || n <= 0) {
    throw new ConfigError(`${name} must be a whole number above 0, got ${env[name]}`);
  }
  return n;
}

/** The waiting bounds (Timeouts): DATABASE_CONNECT_TIMEOUT_MS and its siblings. */
export function readTimeouts(env: Env): Timeouts {
  return {
    databaseConnectMs: readPositiveInt(env, 'DATABASE_CONNECT_TIMEOUT_MS', DEFAULT_TIMEOUTS.databaseConnectMs),
    databaseIdleMs: readPositiveInt(env, 'DATABASE_IDLE_TIMEOUT_MS', DEFAULT_TIMEOUTS.databaseIdleMs),
    databaseStatementMs: readPositiveInt(env, 'DATABASE_STATEMENT_TIMEOUT_MS', DEFAULT_TIMEOUTS.databaseStatementMs),
    requestMs: readPositiveInt(env, 'REQUEST_TIMEOUT_MS', DEFAULT_TIMEOUTS.requestMs),
  };
}

/** The per-IP and per-username limits of sign-in and recovery (RATE_LIMIT_*_PER_MINUTE). */
export function readRateLimit(env: Env): AppConfig['rateLimit'] {
  return {
    ipPerMinute: readPositiveInt(env, 'RATE_LIMIT_IP_PER_MINUTE', DEFAULT_RATE_LIMIT.ipPerMinute),
    loginPerMinute: readPositiveInt(env, 'RATE_LIMIT_LOGIN_PER_MINUTE', DEFAULT_RATE_LIMIT.loginPerMinute),
    codePerMinute: readPositiveInt(env, 'RATE_LIMIT_CODE_PER_MINUTE', DEFAULT_RATE_LIMIT.codePerMinute),
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

/** Every variable the API reads, by the rules above. */
export interface ApiEnv {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl?: string;
  databasePoolSize: number;
  timeouts: Timeouts;
  rateLimit: AppConfig['rateLimit'];
  redisUrl?: string;
  mail: { smtpUrl?: string; from?: string };
  corsOrigins: string[];
  seed: boolean;
  trustProxy: boolean;
  logLevel: (typeof LOG_LEVELS)[number];
  logRequests: boolean;
  provider: ProviderEnv;
}

export function readApiEnv(env: Env = process.env, defaults: EnvDefaults = API_ENV_DEFAULTS): ApiEnv {
  const port = readPort(env, defaults.port);
  const host = readText(env, 'HOST') ?? DEFAULT_HOST;
  const logLevel = (readText(env, 'LOG_LEVEL') ?? 'info').toLowerCase();
  if (!LOG_LEVELS.includes(logLevel as ApiEnv['logLevel'])) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got ${env.LOG_LEVEL}`);
  }
  return {
    port,
    host,
    publicUrl: readUrl(env, 'PUBLIC_URL') ?? `http://${localAddress(host)}:${port}`,
    ...readDatabaseEnv(env),
    databasePoolSize: readPositiveInt(env, 'DATABASE_POOL_SIZE', DEFAULT_DATABASE_POOL_SIZE),
    timeouts: readTimeouts(env),
    rateLimit: readRateLimit(env),
    redisUrl: readRedisUrl(env),
    mail: { smtpUrl: readText(env, 'SMTP_URL'), from: readText(env, 'MAIL_FROM') },
    corsOrigins: readList(env, 'CORS_ORIGINS'),
    seed: readFlag(env, 'SEED', defaults.seed),
    trustProxy: readFlag(env, 'TRUST_PROXY', false),
    logLevel: logLevel as ApiEnv['logLevel'],
    logRequests: readFlag(env, 'LOG_REQUESTS', false),
    provider: readProviderEnv(env),
  };
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
    rateLimit: read.rateLimit,
    redisUrl: read.redisUrl,
    publicUrl: read.publicUrl,
    mail: read.mail,
    corsOrigins: read.corsOrigins,
    seed: read.seed,
    trustProxy: read.trustProxy,
    logger: { level: read.logLevel },
    logRequests: read.logRequests,
    provider: providerCredentials(read.provider),
  };
}

/** API_WORKERS: processes of the cluster entry (src/cluster.ts); default one per CPU core. */
export function readWorkers(env: Env): number {
  return readPositiveInt(env, 'API_WORKERS', os.availableParallelism());
}

/** The standalone API's settings (src/server.ts): where to listen, and the app's options. */
export function readServerEnv(env: Env = process.env): { port: number; host: string; app: AppOptions } {
  const read = readApiEnv(env, API_ENV_DEFAULTS);
  return { port: read.port, host: read.host, app: appOptionsOf(read) };
}
