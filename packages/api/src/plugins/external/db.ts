import fp from 'fastify-plugin';
import { openDatabase, type Database, type Db, type OpenDatabaseOptions, type PoolStats } from '../../db/open';
import { removePidFile, writePidFile } from '../../db/pid-file';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** Writes that need not wait for the WAL flush (db/open.ts says which and why). */
    relaxedDb: Db;
    /** The PostgreSQL pool's counts now; null on PGlite, which has no pool (GET /api/metrics). */
    dbPoolStats: (() => PoolStats) | null;
  }
}

export interface DbPluginOptions extends OpenDatabaseOptions {
  /** An opened database to use instead (tests); closed with the app all the same. */
  database?: Database;
}

/**
 * Drizzle over PGlite (<dataDir>/pglite, or in memory) or over a PostgreSQL server
 * (databaseUrl), migrated on every start. While the app runs on an embedded folder it holds
 * <dataDir>/server.pid, so the make-staff CLI knows not to open it.
 */
export default fp<DbPluginOptions>(
  async (app, options) => {
    const database = options.database ?? (await openDatabase(options));
    if (database.dataDir) writePidFile(database.dataDir);
    app.decorate('db', database.db);
    app.decorate('relaxedDb', database.relaxedDb);
    app.decorate('dbPoolStats', database.poolStats ?? null);
    app.addHook('onClose', async () => {
      await database.close();
      if (database.dataDir) removePidFile(database.dataDir);
    });
  },
  { name: 'db', dependencies: ['config'] },
);
