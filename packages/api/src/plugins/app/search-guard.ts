import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { SERVER_DETAIL } from '@upclub/shared/validation';
import type { Db, Tx } from '../../db/open';
import { ApiError, throttled } from '../../errors';
import type { SearchLimits } from '../../options';

/** PostgreSQL's SQLSTATE of a statement its statement_timeout cancelled (query_canceled). */
const QUERY_CANCELED = '57014';

function cancelledByTimeout(error: unknown): boolean {
  // Drizzle wraps the driver's error: its causes are searched too.
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === QUERY_CANCELED) return true;
  }
  return false;
}

/**
 * Bounds on what searches may cost (issue 24): a user's searches hold at most `perUser` database
 * connections of this process at once (one more is answered 429), and each search runs in its own
 * transaction whose statements PostgreSQL cancels after `statementMs` (answered 503). So however
 * many worst-case searches one account sends, the pool keeps connections for everyone else.
 */
export function createSearchGuard(db: Db, limits: SearchLimits) {
  const inFlight = new Map<number, number>();
  return {
    async run<T>(userId: number, work: (q: Db | Tx) => Promise<T>): Promise<T> {
      const running = inFlight.get(userId) ?? 0;
      if (limits.perUser > 0 && running >= limits.perUser) {
        throw throttled(1, 'Too many searches at once.');
      }
      inFlight.set(userId, running + 1);
      try {
        return await db.transaction(async (tx) => {
          // SET LOCAL ends with the transaction: the pooled connection goes back with its usual timeout.
          await tx.execute(sql.raw(`set local statement_timeout = ${Math.floor(limits.statementMs)}`));
          return work(tx);
        });
      } catch (error) {
        if (cancelledByTimeout(error)) {
          throw new ApiError(503, { detail: SERVER_DETAIL.searchTooLong }, { 'Retry-After': '1' });
        }
        throw error;
      } finally {
        const left = (inFlight.get(userId) ?? 1) - 1;
        if (left > 0) inFlight.set(userId, left);
        else inFlight.delete(userId);
      }
    },
  };
}

export type SearchGuard = ReturnType<typeof createSearchGuard>;

declare module 'fastify' {
  interface FastifyInstance {
    searchGuard: SearchGuard;
  }
}

export default fp(
  async (app) => {
    app.decorate('searchGuard', createSearchGuard(app.db, app.config.search));
  },
  { name: 'search-guard', dependencies: ['db', 'config'] },
);
