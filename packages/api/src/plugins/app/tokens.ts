import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db, Tx } from '../../db/open';
import { authTokens, users, type UserRow } from '../../db/schema';
import { CHANNELS } from '../../lib/channels';
import { Generation, Lru, type ReadCaches } from '../../lib/lru';
import { newApiToken, sha256 } from '../../lib/secrets';

/** last_used_at is refreshed at most this often, so reads do not each write. */
const TOUCH_EVERY_MS = 5 * 60_000;

/** How long tokens live, and the clock they are judged by. */
export interface SessionLifetime {
  now: () => Date;
  /** Unused this long (as last_used_at says), a token is refused. */
  idleMs: number;
  /** This long after sign-in, a token is refused however much it is used. */
  maxMs: number;
}

const FOREVER: SessionLifetime = { now: () => new Date(), idleMs: Infinity, maxMs: Infinity };

/** Whether a token signed in at `createdAt` and last used at `lastUsedAt` is still alive at `at`. */
export function sessionAlive(
  { createdAt, lastUsedAt }: { createdAt: number; lastUsedAt: number },
  at: number,
  life: SessionLifetime,
): boolean {
  return at - lastUsedAt < life.idleMs && at - createdAt < life.maxMs;
}

export function createTokensRepository(db: Db | Tx, life: SessionLifetime = FOREVER) {
  return {
    /** A new token for the user; only its sha256 is stored. */
    async create(userId: number, fcmDevice?: string): Promise<string> {
      const token = newApiToken();
      const at = life.now();
      await db
        .insert(authTokens)
        .values({ hash: sha256(token), userId, fcmDevice: fcmDevice || null, createdAt: at, lastUsedAt: at });
      return token;
    },

    /** The user a token belongs to, or null (also for an expired token, which is deleted). */
    async authenticate(token: string): Promise<{ user: UserRow; hash: string; createdAt: number } | null> {
      const hash = sha256(token);
      const [row] = await db
        .select({ user: users, lastUsedAt: authTokens.lastUsedAt, createdAt: authTokens.createdAt })
        .from(authTokens)
        .innerJoin(users, eq(users.id, authTokens.userId))
        .where(eq(authTokens.hash, hash))
        .limit(1);
      if (!row) return null;
      const at = life.now();
      const times = { createdAt: row.createdAt.getTime(), lastUsedAt: row.lastUsedAt.getTime() };
      if (!sessionAlive(times, at.getTime(), life)) {
        await db.delete(authTokens).where(eq(authTokens.hash, hash));
        return null;
      }
      if (at.getTime() - times.lastUsedAt > TOUCH_EVERY_MS) {
        await db.update(authTokens).set({ lastUsedAt: at }).where(eq(authTokens.hash, hash));
      }
      return { user: row.user, hash, createdAt: times.createdAt };
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

/** Signed-in sessions kept in memory, so a request is authenticated without the database. */
export const SESSION_CACHE_MAX = 20_000;
/**
 * How long a cached session is trusted without asking the database again. Revocations evict at
 * once through app.pubsub; this only bounds the harm of a message lost while the transport
 * reconnected (which clears the cache anyway).
 */
export const SESSION_CACHE_TTL_MS = 60_000;

interface CachedSession {
  user: UserRow;
  hash: string;
  createdAt: number;
  /** When last_used_at was last written (at most TOUCH_EVERY_MS behind the real last use). */
  lastUsedAt: number;
}

export type TokensRepository = ReturnType<typeof createTokensRepository> & {
  /** Forgets every cached session of a user in every process (changed, password reset, deleted). */
  forgetUser(userId: number): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokensRepository;
  }
}

/**
 * The tokens repository with a session cache in front of `authenticate`, keyed by the token's
 * sha256. Revoking a token, or every token of a user, and changing a user evict at once in
 * every process (app.pubsub), after the change is written.
 */
export function createCachedTokens(
  db: Db,
  pubsub: FastifyInstance['pubsub'],
  life: SessionLifetime = FOREVER,
  caches?: ReadCaches,
): TokensRepository {
  const repo = createTokensRepository(db, life);
  const sessions = new Lru<string, CachedSession>(SESSION_CACHE_MAX, SESSION_CACHE_TTL_MS);
  caches?.add('sessions', sessions);
  const generation = new Generation();
  const evict = (match: (s: CachedSession) => boolean) => {
    generation.bump();
    sessions.deleteWhere(match);
  };
  pubsub.subscribe(CHANNELS.tokenRevoked, (hash) => evict((s) => s.hash === hash));
  pubsub.subscribe(CHANNELS.userChanged, (id) => evict((s) => s.user.id === Number(id)));
  pubsub.onReconnect(() => evict(() => true));

  return {
    ...repo,
    async authenticate(token) {
      const hash = sha256(token);
      const cached = sessions.get(hash);
      const at = life.now().getTime();
      // An expired session in the cache goes to the database, which refuses and deletes it.
      if (cached && sessionAlive(cached, at, life)) {
        if (at - cached.lastUsedAt > TOUCH_EVERY_MS) {
          cached.lastUsedAt = at;
          await db
            .update(authTokens)
            .set({ lastUsedAt: new Date(at) })
            .where(eq(authTokens.hash, hash));
        }
        return { user: cached.user, hash, createdAt: cached.createdAt };
      }
      if (cached) sessions.delete(hash);
      const seen = generation.current;
      const found = await repo.authenticate(token);
      if (found && generation.unchangedSince(seen)) {
        sessions.set(hash, { user: found.user, hash, createdAt: found.createdAt, lastUsedAt: at });
      }
      return found;
    },
    async revoke(hash) {
      await repo.revoke(hash);
      await pubsub.publish(CHANNELS.tokenRevoked, hash);
    },
    async revokeAll(userId) {
      await repo.revokeAll(userId);
      await pubsub.publish(CHANNELS.userChanged, String(userId));
    },
    async forgetUser(userId) {
      await pubsub.publish(CHANNELS.userChanged, String(userId));
    },
  };
}

export default fp(
  async (app) => {
    const { now, session } = app.config;
    app.decorate(
      'tokens',
      createCachedTokens(app.db, app.pubsub, { now, idleMs: session.idleMs, maxMs: session.maxMs }, app.readCaches),
    );
  },
  { name: 'tokens', dependencies: ['config', 'db', 'pubsub', 'read-caches'] },
);
