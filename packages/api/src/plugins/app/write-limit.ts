import type { FastifyRequest, preHandlerHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { throttled } from '../../errors';
import { currentUser } from './auth';
import type { RateWindows } from './rate-windows';

const WINDOWS = [
  { name: 'perMinute', ms: 60_000 },
  { name: 'perHour', ms: 3_600_000 },
] as const;

export const WRITE_LIMIT_REASON = 'You are posting, commenting, messaging or following too fast.';
export const BROADCAST_LIMIT_REASON = 'You are broadcasting too often.';
const HOUR_MS = 3_600_000;

/**
 * Fixed windows per user (a minute and an hour): what one account may write, so that it cannot
 * flood other people's notifications and message lists. The windows are in the database, so every
 * API process counts against the same ones.
 */
export function createWriteLimiter(
  limits: { perMinute: number; perHour: number },
  windows: RateWindows,
  now: () => Date,
) {
  return {
    /**
     * Counts `writes` writes of a user, all or none; throws a 429 ApiError (with Retry-After)
     * past a limit.
     */
    async hit(userId: number, writes = 1): Promise<void> {
      const at = now();
      const counted = WINDOWS.filter(({ name }) => limits[name] > 0).map(({ name, ms }) => ({
        key: `write:${name}:${userId}`,
        ms,
        max: limits[name],
      }));
      const waits = await Promise.all(counted.map((w) => windows.take(w.key, w.ms, w.max, at, writes)));
      const waitMs = Math.max(0, ...waits.map((wait) => wait ?? 0));
      if (waitMs === 0) return;
      // A refused write is not counted: waiting out the window is enough.
      await Promise.all(counted.filter((_, i) => waits[i] === null).map((w) => windows.giveBack(w.key, writes)));
      throw throttled(waitMs / 1000, WRITE_LIMIT_REASON);
    },
  };
}

/**
 * Staff broadcasts per staff user per hour (0: no limit): each one reaches every user, so a stolen
 * staff token, or a script, must not flood everyone's toasts and message lists.
 */
export function createBroadcastLimiter(perHour: number, windows: RateWindows, now: () => Date) {
  return {
    /** Counts one broadcast of a staff user; throws a 429 ApiError (with Retry-After) past the limit. */
    async hit(userId: number): Promise<void> {
      if (perHour === 0) return;
      const waitMs = await windows.take(`broadcast:perHour:${userId}`, HOUR_MS, perHour, now());
      if (waitMs !== null) throw throttled(waitMs / 1000, BROADCAST_LIMIT_REASON);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler of every route that writes for a user (posts, comments, messages, follows...). */
    writeLimit: preHandlerHookHandler;
    /** Counts a staff broadcast (after its checks: a refused one is not counted). */
    broadcastLimit: ReturnType<typeof createBroadcastLimiter>;
  }
  interface FastifyContextConfig {
    /**
     * How many writes a request of the route makes, from its validated body (absent: one): a
     * request that fans out (a post shared to many threads) counts each of them.
     */
    writes?: (request: FastifyRequest) => number;
  }
}

export default fp(
  async (app) => {
    const { config } = app;
    const limiter = createWriteLimiter(config.writeLimit, app.rateWindows, config.now);
    app.decorate('writeLimit', async (request) => {
      const writes = request.routeOptions.config.writes?.(request) ?? 1;
      await limiter.hit(currentUser(request).id, Math.max(1, writes));
    });
    app.decorate('broadcastLimit', createBroadcastLimiter(config.broadcastsPerHour, app.rateWindows, config.now));
  },
  { name: 'write-limit', dependencies: ['config', 'rate-windows'] },
);
