import { and, eq, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db, Tx } from '../../db/open';
import { authTokens, users, type UserRow } from '../../db/schema';
import { newApiToken, sha256 } from '../../lib/secrets';

/** last_used_at is refreshed at most this often, so reads do not each write. */
const TOUCH_EVERY_MS = 5 * 60_000;

export function createTokensRepository(db: Db | Tx) {
  return {
    /** A new token for the user; only its sha256 is stored. */
    async create(userId: number, fcmDevice?: string): Promise<string> {
      const token = newApiToken();
      await db.insert(authTokens).values({ hash: sha256(token), userId, fcmDevice: fcmDevice || null });
      return token;
    },

    /** The user a token belongs to, or null. */
    async authenticate(token: string): Promise<{ user: UserRow; hash: string } | null> {
      const hash = sha256(token);
      const [row] = await db
        .select({ user: users, lastUsedAt: authTokens.lastUsedAt })
        .from(authTokens)
        .innerJoin(users, eq(users.id, authTokens.userId))
        .where(eq(authTokens.hash, hash))
        .limit(1);
      if (!row) return null;
      if (Date.now() - row.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
        await db
          .update(authTokens)
          .set({ lastUsedAt: sql`now()` })
          .where(eq(authTokens.hash, hash));
      }
      return { user: row.user, hash };
    },

    async revoke(hash: string): Promise<void> {
      await db.delete(authTokens).where(eq(authTokens.hash, hash));
    },

    async revokeAll(userId: number): Promise<void> {
      await db.delete(authTokens).where(eq(authTokens.userId, userId));
    },

    /** The user's push device no longer receives anything through any of their tokens. */
    async forgetDevice(userId: number, fcmDevice: string): Promise<void> {
      await db
        .update(authTokens)
        .set({ fcmDevice: null })
        .where(and(eq(authTokens.userId, userId), eq(authTokens.fcmDevice, fcmDevice)));
    },
  };
}

export type TokensRepository = ReturnType<typeof createTokensRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokensRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('tokens', createTokensRepository(app.db));
  },
  { name: 'tokens', dependencies: ['db'] },
);
