import { eq, lte, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db } from '../../db/open';
import { rateWindows } from '../../db/schema';

/** Expired windows are deleted after this many takes in a process. */
const SWEEP_EVERY = 1_000;

/**
 * Budgets of `max` per fixed window, in the database so that every API process counts against the
 * same ones (an attacker spreading guesses over several processes gains nothing). A window starts
 * at a key's first take and lasts `windowMs`.
 */
export function createRateWindows(db: Db, onSweepError: (error: unknown) => void = () => undefined) {
  let takes = 0;
  // Raw SQL takes no Date parameters: timestamps go in as ISO text.
  const stamp = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;

  async function sweep(now: Date) {
    await db.delete(rateWindows).where(lte(rateWindows.resetAt, now));
  }

  /**
   * One hit of the key at `at` (ms), as one atomic upsert: the first hit, or the first after its
   * window ended, starts a window of `windowMs` at 1; a later one adds 1, unless the count has
   * reached `max` (then no row is written or returned).
   */
  function hit(key: string, windowMs: number, at: number, max?: number) {
    const ended = sql`${rateWindows.resetAt} <= ${stamp(at)}`;
    return db
      .insert(rateWindows)
      .values({ key, count: 1, resetAt: new Date(at + windowMs) })
      .onConflictDoUpdate({
        target: rateWindows.key,
        set: {
          count: sql`case when ${ended} then 1 else ${rateWindows.count} + 1 end`,
          resetAt: sql`case when ${ended} then ${stamp(at + windowMs)} else ${rateWindows.resetAt} end`,
        },
        ...(max === undefined ? {} : { setWhere: sql`${ended} or ${rateWindows.count} < ${max}` }),
      });
  }

  return {
    /**
     * Takes one from the key's budget, atomically (parallel requests cannot slip past it): null
     * when it was taken, else the milliseconds until the window ends. A refused take is not counted.
     */
    async take(key: string, windowMs: number, max: number, now: Date): Promise<number | null> {
      takes += 1;
      if (takes % SWEEP_EVERY === 0) sweep(now).catch(onSweepError);
      const at = now.getTime();
      const taken = await hit(key, windowMs, at, max).returning({ key: rateWindows.key });
      if (taken.length) return null;
      const [row] = await db.select({ resetAt: rateWindows.resetAt }).from(rateWindows).where(eq(rateWindows.key, key));
      // Gone meanwhile (forgiven, swept): the next take starts a new window.
      return row ? Math.max(1, row.resetAt.getTime() - at) : 1;
    },

    /**
     * Counts one hit of the key, refused or not (the per-IP limit's store reads the count): the
     * count in the window and when the window ends.
     */
    async count(key: string, windowMs: number, now: Date): Promise<{ count: number; resetAt: Date }> {
      const [row] = await hit(key, windowMs, now.getTime()).returning({
        count: rateWindows.count,
        resetAt: rateWindows.resetAt,
      });
      return row;
    },

    /** Returns a take (one of several that together were refused). */
    async giveBack(key: string): Promise<void> {
      await db
        .update(rateWindows)
        .set({ count: sql`greatest(${rateWindows.count} - 1, 0)` })
        .where(eq(rateWindows.key, key));
    },

    /** Forgets the key's window: what it counted was not an abuse. */
    async forget(key: string): Promise<void> {
      await db.delete(rateWindows).where(eq(rateWindows.key, key));
    },

    sweep,
  };
}

export type RateWindows = ReturnType<typeof createRateWindows>;

declare module 'fastify' {
  interface FastifyInstance {
    rateWindows: RateWindows;
  }
}

export default fp(
  async (app) => {
    app.decorate(
      'rateWindows',
      createRateWindows(app.db, (error) => app.log.warn({ err: error }, 'sweeping the rate windows failed')),
    );
  },
  { name: 'rate-windows', dependencies: ['db'] },
);
