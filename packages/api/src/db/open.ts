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
import { Pool } from 'pg';
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
  kind: 'pglite' | 'postgres';
  /** The PGlite folder (absent in memory), for the pid lock. */
  dataDir?: string;
  close(): Promise<void>;
  /** PGlite only: a tarball of the data folder (a template for fast in-memory copies). */
  dumpDataDir?(): Promise<Blob>;
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
}

/** The SQL migrations drizzle-kit wrote (packages/api/drizzle, same depth from src/ and dist/). */
export const MIGRATIONS_DIR = path.resolve(__dirname, '..', '..', 'drizzle');

/** Any number: the key of the advisory lock that serialises migrations of several API instances. */
const MIGRATION_LOCK_KEY = 7_305_118;

export function pgliteDir(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}

/** Opens the database and brings its schema up to date. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const runMigrations = options.migrate !== false;
  if (options.databaseUrl) {
    const pool = new Pool({ connectionString: options.databaseUrl, max: 10 });
    let closing = false;
    // An idle pooled connection that the server ends (restart, failover, a dropped database)
    // emits 'error' on the pool; unheard, that would crash the process. The pool replaces it.
    pool.on('error', (error) => {
      if (!closing) console.warn(`PostgreSQL connection lost: ${error.message}`);
    });
    try {
      if (runMigrations) await migratePostgres(pool);
    } catch (error) {
      await pool.end();
      throw error;
    }
    return {
      db: drizzlePg({ client: pool, schema }) as unknown as Db,
      kind: 'postgres',
      close: () => {
        closing = true;
        return pool.end();
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
    kind: 'pglite',
    dataDir,
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

/** Migrations on a server, one instance at a time (an advisory lock held on one connection). */
async function migratePostgres(pool: Pool): Promise<void> {
  const conn = await pool.connect();
  try {
    await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg({ client: conn, schema }), { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    conn.release();
  }
}
