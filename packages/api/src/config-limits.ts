import {
  DEFAULT_EVENTS_LIMITS,
  DEFAULT_LOAD_SHED_EVENT_LOOP_DELAY_MS,
  DEFAULT_LOAD_SHED_HEAP_PERCENT,
  DEFAULT_PICTURE_LIMITS,
  DEFAULT_RATE_LIMIT,
  DEFAULT_SEARCH_LIMITS,
  DEFAULT_TIMEOUTS,
  DEFAULT_WRITE_LIMIT,
  heapBytesOfPercent,
  type AppConfig,
  type EventsLimits,
  type SearchLimits,
  type Timeouts,
} from './options';
import type { JobLimits } from './lib/job-limiter';
import { ConfigError, readText, readWholeNumber, type Env } from './config-read';

// The bounds a crowd meets, as the environment sets them (config.ts re-exports these): waiting,
// sign-in and write limits, searches, password hashes, pictures, live streams, load shedding.

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

/** The bounds on live event streams per process (README: EVENTS_*). */
export function readEventsLimits(env: Env): EventsLimits {
  const d = DEFAULT_EVENTS_LIMITS;
  return {
    perUser: readWholeNumber(env, 'EVENTS_STREAMS_PER_USER', d.perUser),
    perAddress: readWholeNumber(env, 'EVENTS_STREAMS_PER_ADDRESS', d.perAddress, 0),
    bufferBytes: readWholeNumber(env, 'EVENTS_BUFFER_KB', d.bufferBytes / 1024) * 1024,
    stallMs: readWholeNumber(env, 'EVENTS_STALL_SECONDS', d.stallMs / 1000) * 1000,
  };
}

/** When a process sheds requests (README: LOAD_SHED_*). */
export function readLoadShedding(env: Env): { maxEventLoopDelayMs: number; maxHeapUsedBytes: number } {
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

/** PASSWORD_HASH_THREADS and PASSWORD_HASH_QUEUE (unset: the app's defaults). */
export function readPasswordPool(env: Env): { threads?: number; queue?: number } {
  // Unset: the app's defaults, the queue's following the threads (options.ts).
  const optional = (name: string) => (readText(env, name) === undefined ? undefined : readWholeNumber(env, name, 1));
  return { threads: optional('PASSWORD_HASH_THREADS'), queue: optional('PASSWORD_HASH_QUEUE') };
}

/** SEARCH_PER_USER (0: none) and SEARCH_TIMEOUT_MS. */
export function readSearchLimits(env: Env): SearchLimits {
  return {
    perUser: readWholeNumber(env, 'SEARCH_PER_USER', DEFAULT_SEARCH_LIMITS.perUser, 0),
    statementMs: readWholeNumber(env, 'SEARCH_TIMEOUT_MS', DEFAULT_SEARCH_LIMITS.statementMs),
  };
}

/** PICTURE_CONCURRENCY and PICTURE_QUEUE. */
export function readPictureLimits(env: Env): JobLimits {
  return {
    concurrency: readWholeNumber(env, 'PICTURE_CONCURRENCY', DEFAULT_PICTURE_LIMITS.concurrency),
    queue: readWholeNumber(env, 'PICTURE_QUEUE', DEFAULT_PICTURE_LIMITS.queue),
  };
}

/** WRITE_LIMIT_PER_MINUTE and WRITE_LIMIT_PER_HOUR (0: that window off). */
export function readWriteLimit(env: Env): { perMinute: number; perHour: number } {
  return {
    perMinute: readWholeNumber(env, 'WRITE_LIMIT_PER_MINUTE', DEFAULT_WRITE_LIMIT.perMinute, 0),
    perHour: readWholeNumber(env, 'WRITE_LIMIT_PER_HOUR', DEFAULT_WRITE_LIMIT.perHour, 0),
  };
}
