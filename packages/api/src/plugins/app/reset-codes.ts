import { and, eq, gt, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db, Tx } from '../../db/open';
import { recoveryMails, resetCodes } from '../../db/schema';
import { hashResetCode, newResetCode } from '../../lib/secrets';

export function createResetCodesRepository(db: Db | Tx) {
  return {
    /** A fresh code for the user, replacing any other; only its hash is stored. */
    async issue(userId: number, now: Date): Promise<string> {
      const code = newResetCode();
      const createdAt = now;
      const expiresAt = new Date(now.getTime() + RESET_CODE_TTL_MS);
      const values = { userId, codeHash: hashResetCode(userId, code), expiresAt, attempts: 0, createdAt };
      await db.insert(resetCodes).values(values).onConflictDoUpdate({ target: resetCodes.userId, set: values });
      return code;
    },

    /** The user's live (unexpired) code: when it was made and until when it is valid. */
    async live(userId: number, now: Date): Promise<{ createdAt: Date; expiresAt: Date } | null> {
      const [row] = await db
        .select({ createdAt: resetCodes.createdAt, expiresAt: resetCodes.expiresAt })
        .from(resetCodes)
        .where(and(eq(resetCodes.userId, userId), gt(resetCodes.expiresAt, now)))
        .limit(1);
      return row ?? null;
    },

    /** Whether the user's code is this one and still valid (without spending it). */
    async matches(userId: number, code: string, now: Date): Promise<boolean> {
      const rows = await db
        .select({ userId: resetCodes.userId })
        .from(resetCodes)
        .where(
          and(
            eq(resetCodes.userId, userId),
            eq(resetCodes.codeHash, hashResetCode(userId, code)),
            gt(resetCodes.expiresAt, now),
          ),
        );
      return rows.length > 0;
    },

    /** Deletes the user's code if it is this one and still valid; true when it was. */
    async consume(userId: number, code: string, now: Date): Promise<boolean> {
      const rows = await db
        .delete(resetCodes)
        .where(
          and(
            eq(resetCodes.userId, userId),
            eq(resetCodes.codeHash, hashResetCode(userId, code)),
            gt(resetCodes.expiresAt, now),
          ),
        )
        .returning({ userId: resetCodes.userId });
      return rows.length > 0;
    },

    /** Deletes the user's code, right or not. */
    async spend(userId: number): Promise<void> {
      await db.delete(resetCodes).where(eq(resetCodes.userId, userId));
    },

    /** Counts a wrong try on the user's live code: the tries so far, or null without a live code. */
    async countWrongTry(userId: number, now: Date): Promise<number | null> {
      const [row] = await db
        .update(resetCodes)
        .set({ attempts: sql`${resetCodes.attempts} + 1` })
        .where(and(eq(resetCodes.userId, userId), gt(resetCodes.expiresAt, now)))
        .returning({ attempts: resetCodes.attempts });
      return row?.attempts ?? null;
    },
  };
}

export type ResetCodesRepository = ReturnType<typeof createResetCodesRepository>;

/** How long a reset code is valid. */
export const RESET_CODE_TTL_MS = 15 * 60_000;
const DAY_MS = 86_400_000;

export type RecoveryMailKind = 'code' | 'username';

/**
 * Budgets of recovery mails per address, in the database so that every API process shares them:
 * a pause between two mails, and a cap per day-long window (from the window's first mail).
 */
export function createRecoveryMailsRepository(db: Db | Tx) {
  return {
    /**
     * Takes one mail from the user's budget of this kind, atomically: null when it may go out,
     * else the seconds until it may.
     */
    async claim(
      userId: number,
      kind: RecoveryMailKind,
      now: Date,
      { cooldownMs, perDay }: { cooldownMs: number; perDay: number },
    ): Promise<number | null> {
      // Raw SQL takes no Date parameters: timestamps go in as ISO text.
      const stamp = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;
      const cooledAt = stamp(now.getTime() - cooldownMs);
      const newWindow = sql`${recoveryMails.windowStart} <= ${stamp(now.getTime() - DAY_MS)}`;
      const taken = await db
        .insert(recoveryMails)
        .values({ userId, kind, lastSentAt: now, windowStart: now, sentCount: 1 })
        .onConflictDoUpdate({
          target: [recoveryMails.userId, recoveryMails.kind],
          set: {
            lastSentAt: now,
            windowStart: sql`case when ${newWindow} then ${stamp(now.getTime())} else ${recoveryMails.windowStart} end`,
            sentCount: sql`case when ${newWindow} then 1 else ${recoveryMails.sentCount} + 1 end`,
          },
          setWhere: sql`${recoveryMails.lastSentAt} <= ${cooledAt} and (${newWindow} or ${recoveryMails.sentCount} < ${perDay})`,
        })
        .returning({ userId: recoveryMails.userId });
      if (taken.length) return null;
      const [row] = await db
        .select()
        .from(recoveryMails)
        .where(and(eq(recoveryMails.userId, userId), eq(recoveryMails.kind, kind)));
      if (!row) return 1;
      const at = now.getTime();
      const cooled = row.lastSentAt.getTime() + cooldownMs - at;
      const capped = row.sentCount >= perDay ? row.windowStart.getTime() + DAY_MS - at : 0;
      return Math.max(1, Math.ceil(Math.max(cooled, capped) / 1000));
    },
  };
}

export type RecoveryMailsRepository = ReturnType<typeof createRecoveryMailsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    resetCodes: ResetCodesRepository;
    recoveryMails: RecoveryMailsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('resetCodes', createResetCodesRepository(app.db));
    app.decorate('recoveryMails', createRecoveryMailsRepository(app.db));
  },
  { name: 'reset-codes', dependencies: ['db'] },
);
