import { and, eq, gt, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db, Tx } from '../../db/open';
import { resetCodes } from '../../db/schema';
import { hashResetCode, newResetCode } from '../../lib/secrets';

export function createResetCodesRepository(db: Db | Tx) {
  return {
    /** A fresh code for the user, replacing any other; only its hash is stored. */
    async issue(userId: number, expiresAt: Date): Promise<string> {
      const code = newResetCode();
      const values = { userId, codeHash: hashResetCode(userId, code), expiresAt, attempts: 0 };
      await db
        .insert(resetCodes)
        .values(values)
        .onConflictDoUpdate({ target: resetCodes.userId, set: { ...values, createdAt: sql`now()` } });
      return code;
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

declare module 'fastify' {
  interface FastifyInstance {
    resetCodes: ResetCodesRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('resetCodes', createResetCodesRepository(app.db));
  },
  { name: 'reset-codes', dependencies: ['db'] },
);
