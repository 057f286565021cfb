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
   * `amount` hits of the key at `at` (ms), as one atomic upsert: the first hit, or the first after
   * its window ended, starts a window of `windowMs` at `amount`; a later one adds `amount`, unless
   * that would pass `max` (then no row is written or returned).
   */
  function hit(key: string, windowMs: number, at: number, max?: number, amount = 1) {
    const ended = sql`${rateWindows.resetAt} <= ${stamp(at)}`;
    return db
      .insert(rateWindows)
      .values({ key, count: amount, resetAt: new Date(at + windowMs) })
      .onConflictDoUpdate({
        target: rateWindows.key,
        set: {
          count: sql`case when ${ended} then ${amount} else ${rateWindows.count} + ${amount} end`,
          resetAt: sql`case when ${ended} then ${stamp(at + windowMs)} else ${rateWindows.resetAt} end`,
        },
        ...(max === undefined ? {} : { setWhere: sql`${ended} or ${rateWindows.count} + ${amount} <= ${max}` }),
      });
  }

  return {
    /**
     * Takes `amount` (all or none) from the key's budget, atomically (parallel requests cannot
     * slip past it): null when it was taken, else the milliseconds until the window ends (a whole
     * window for more than a window holds). A refused take is not counted.
     */
    async take(key: string, windowMs: number, max: number, now: Date, amount = 1): Promise<number | null> {
      if (amount > max) return windowMs;
      takes += 1;
      if (takes % SWEEP_EVERY === 0) sweep(now).catch(onSweepError);
      const at = now.getTime();
      const taken = await hit(key, windowMs, at, max, amount).returning({ key: rateWindows.key });
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

    /** Returns a take of `amount` (one of several that together were refused). */
    async giveBack(key: string, amount = 1): Promise<void> {
      await db
        .update(rateWindows)
        .set({ count: sql`greatest(${rateWindows.count} - ${amount}, 0)` })
        .where(eq(rateWindows.key, key));
    },

    /** Keeps the key's window open until `until` at least (a lock that grows). */
    async extend(key: string, until: Date): Promise<void> {
      await db
        .update(rateWindows)
        .set({ resetAt: sql`greatest(${rateWindows.resetAt}, ${stamp(until.getTime())})` })
        .where(eq(rateWindows.key, key));
    },

    /** Sets a mark (a window without a budget) that lasts until `until`: a fact to remember a while. */
    async mark(key: string, until: Date): Promise<void> {
      await db
        .insert(rateWindows)
        .values({ key, count: 1, resetAt: until })
        .onConflictDoUpdate({ target: rateWindows.key, set: { resetAt: until } });
    },

    /** Whether the key has a window (or mark) still open at `now`. */
    async has(key: string, now: Date): Promise<boolean> {
      const [row] = await db.select({ resetAt: rateWindows.resetAt }).from(rateWindows).where(eq(rateWindows.key, key));
      return !!row && row.resetAt.getTime() > now.getTime();
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
      // Counters of a throttle: a window lost with a crashed database server only forgives a little.
      createRateWindows(app.relaxedDb, (error) => app.log.warn({ err: error }, 'sweeping the rate windows failed')),
    );
  },
  { name: 'rate-windows', dependencies: ['db'] },
);
