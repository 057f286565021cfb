import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { Client, Pool } from 'pg';
import { DEFAULT_DATABASE_POOL_SIZE, DEFAULT_TIMEOUTS, type Timeouts } from '../timeouts';
import * as schema from './schema';
import { assertDataDirFree } from './pid-file';

/** The extensions of the search indexes (migration 0006), which PGlite ships as contrib modules. */
const SEARCH_EXTENSIONS = { pg_trgm, unaccent };

/** One Drizzle database type for both drivers (PGlite embedded, PostgreSQL through pg). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction of a Db (`db.transaction(async (tx) => ...)`). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  /**
   * For writes that are derived or disposable (rate-limit windows, notifications and live events
   * of a write already made durable): committed without waiting for the WAL flush. On PostgreSQL a
   * small pool of its own with `synchronous_commit = off`; such a commit is visible at once and on
   * disk within a fraction of a second (3 × wal_writer_delay), so only a crash of the database
   * server itself in that moment loses it, never the write it derives from. The same as `db` on
   * PGlite.
   */
  relaxedDb: Db;
  kind: 'pglite' | 'postgres';
  /** The PGlite folder (absent in memory), for the pid lock. */
  dataDir?: string;
  close(): Promise<void>;
  /** PGlite only: a tarball of the data folder (a template for fast in-memory copies). */
  dumpDataDir?(): Promise<Blob>;
  /** PostgreSQL only: the pool's connections now (PGlite is one connection inside the process). */
  poolStats?(): PoolStats;
}

/** A connection pool at one moment: connections open, idle among them, queries waiting for one, the bound. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

export interface OpenDatabaseOptions {
  /** Embedded PGlite in <dataDir>/pglite (ignored when databaseUrl or inMemory is set). */
  dataDir?: string;
  /** A PostgreSQL server (postgres://...). */
  databaseUrl?: string;
  /** Embedded PGlite in memory: nothing on disk (tests). */
  inMemory?: boolean;
  /** PGlite in memory or in a new folder: start from this dump (PGlite's dumpDataDir), faster than initdb. */
  loadDataDir?: Blob;
  /** Apply the migrations (default true). */
  migrate?: boolean;
  /** PostgreSQL: connections kept at most (default DEFAULT_DATABASE_POOL_SIZE). */
  poolSize?: number;
  /** PostgreSQL: bounds on waiting (default DEFAULT_TIMEOUTS; see Timeouts). */
  timeouts?: Partial<Pick<Timeouts, 'databaseConnectMs' | 'databaseIdleMs' | 'databaseStatementMs'>>;
}

/** The SQL migrations drizzle-kit wrote (packages/api/drizzle, same depth from src/ and dist/). */
export const MIGRATIONS_DIR = path.resolve(__dirname, '..', '..', 'drizzle');

/** Any number: the key of the advisory lock that serialises migrations of several API instances. */
const MIGRATION_LOCK_KEY = 7_305_118;
/**
 * How much longer than statement_timeout the driver waits for an answer: the server cancels a
 * slow statement itself (and says so); this catches a server or network that says nothing.
 */
export const QUERY_TIMEOUT_GRACE_MS = 2_000;

/** Where a DATABASE_URL points, without its credentials (for messages and logs). */
export function databaseAddress(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `${url.hostname}:${url.port || 5432}${url.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

/** The pg pool's settings: every connection carries the server-side timeouts. */
export function poolConfig(databaseUrl: string, options: Pick<OpenDatabaseOptions, 'poolSize' | 'timeouts'>) {
  const t = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
  return {
    connectionString: databaseUrl,
    max: options.poolSize ?? DEFAULT_DATABASE_POOL_SIZE,
    connectionTimeoutMillis: t.databaseConnectMs,
    idleTimeoutMillis: t.databaseIdleMs,
    statement_timeout: t.databaseStatementMs,
    idle_in_transaction_session_timeout: t.databaseStatementMs,
    query_timeout: t.databaseStatementMs + QUERY_TIMEOUT_GRACE_MS,
    // A peer that vanished without a word (a crashed host, a dropped route) is noticed.
    keepAlive: true,
  };
}

/**
 * Connections of the relaxed pool (Database.relaxedDb): its writes are single short statements,
 * so a few serve a process, on top of DATABASE_POOL_SIZE.
 */
export const RELAXED_POOL_SIZE = 3;

/** The relaxed pool's settings: the main pool's, fewer, and commits that do not wait for the flush. */
export function relaxedPoolConfig(config: ReturnType<typeof poolConfig>) {
  return { ...config, max: Math.min(config.max, RELAXED_POOL_SIZE), options: '-c synchronous_commit=off' };
}

export function pgliteDir(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}

/** Opens the database and brings its schema up to date. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const runMigrations = options.migrate !== false;
  if (options.databaseUrl) {
    const config = poolConfig(options.databaseUrl, options);
    const pool = new Pool(config);
    const relaxedPool = new Pool(relaxedPoolConfig(config));
    let closing = false;
    // An idle pooled connection that the server ends (restart, failover, a dropped database)
    // emits 'error' on the pool; unheard, that would crash the process. The pool replaces it.
    for (const each of [pool, relaxedPool]) {
      each.on('error', (error) => {
        if (!closing) console.warn(`PostgreSQL connection lost: ${error.message}`);
      });
    }
    // The pool listens for errors only on idle connections. One that the server ends while a
    // transaction holds it (idle_in_transaction_session_timeout, a restart) would emit an
    // unheard 'error' and crash the process; heard, the transaction's next statement fails.
    for (const each of [pool, relaxedPool]) each.on('connect', (client) => client.on('error', () => {}));
    try {
      // A first round trip: a server that cannot be reached fails the start now, clearly.
      await pool.query('select 1').catch((error: Error) => {
        throw new Error(
          `PostgreSQL at ${databaseAddress(options.databaseUrl!)} did not answer ` +
            `(${error.message}; waited at most ${config.connectionTimeoutMillis} ms for a connection)`,
          { cause: error },
        );
      });
      if (runMigrations) await migratePostgres(options.databaseUrl, config.connectionTimeoutMillis);
    } catch (error) {
      await Promise.all([pool.end(), relaxedPool.end()]);
      throw error;
    }
    return {
      db: drizzlePg({ client: pool, schema }) as unknown as Db,
      relaxedDb: drizzlePg({ client: relaxedPool, schema }) as unknown as Db,
      kind: 'postgres',
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: config.max }),
      close: async () => {
        closing = true;
        await Promise.all([pool.end(), relaxedPool.end()]);
      },
    };
  }

  let client: PGlite;
  let dataDir: string | undefined;
  if (options.inMemory || !options.dataDir) {
    client = await PGlite.create({
      extensions: SEARCH_EXTENSIONS,
      ...(options.loadDataDir && { loadDataDir: options.loadDataDir }),
    });
  } else {
    dataDir = path.resolve(options.dataDir);
    assertDataDirFree(dataDir);
    const dir = pgliteDir(dataDir);
    const isNew = !fs.existsSync(path.join(dir, 'PG_VERSION'));
    fs.mkdirSync(dir, { recursive: true });
    client = await PGlite.create(dir, {
      extensions: SEARCH_EXTENSIONS,
      ...(isNew && options.loadDataDir && { loadDataDir: options.loadDataDir }),
    });
  }
  const db = drizzlePglite({ client, schema });
  try {
    if (runMigrations) await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
  } catch (error) {
    await client.close();
    throw error;
  }
  return {
    db: db as unknown as Db,
    relaxedDb: db as unknown as Db,
    kind: 'pglite',
    dataDir,
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

/**
 * Migrations on a server, one instance at a time (an advisory lock held on one connection).
 * That connection is the pool's sibling without statement timeouts: building an index on a big
 * table, or waiting for another instance's migrations, may rightly take minutes.
 */
async function migratePostgres(databaseUrl: string, connectionTimeoutMillis: number): Promise<void> {
  const conn = new Client({ connectionString: databaseUrl, connectionTimeoutMillis, keepAlive: true });
  conn.on('error', () => {});
  await conn.connect();
  try {
    await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg({ client: conn, schema }), { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await conn.end().catch(() => {});
  }
}
