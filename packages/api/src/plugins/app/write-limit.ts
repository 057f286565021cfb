import type { preHandlerHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { throttled } from '../../errors';
import { currentUser } from './auth';
import type { RateWindows } from './rate-windows';

const WINDOWS = [
  { name: 'perMinute', ms: 60_000 },
  { name: 'perHour', ms: 3_600_000 },
] as const;

export const WRITE_LIMIT_REASON = 'You are posting, commenting, messaging or following too fast.';

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
    /** Counts one write of a user; throws a 429 ApiError (with Retry-After) past a limit. */
    async hit(userId: number): Promise<void> {
      const at = now();
      const counted = WINDOWS.filter(({ name }) => limits[name] > 0).map(({ name, ms }) => ({
        key: `write:${name}:${userId}`,
        ms,
        max: limits[name],
      }));
      const waits = await Promise.all(counted.map((w) => windows.take(w.key, w.ms, w.max, at)));
      const waitMs = Math.max(0, ...waits.map((wait) => wait ?? 0));
      if (waitMs === 0) return;
      // A refused write is not counted: waiting out the window is enough.
      await Promise.all(counted.filter((_, i) => waits[i] === null).map((w) => windows.giveBack(w.key)));
      throw throttled(waitMs / 1000, WRITE_LIMIT_REASON);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler of every route that writes for a user (posts, comments, messages, follows...). */
    writeLimit: preHandlerHookHandler;
  }
}

export default fp(
  async (app) => {
    const limiter = createWriteLimiter(app.config.writeLimit, app.rateWindows, app.config.now);
    app.decorate('writeLimit', async (request) => limiter.hit(currentUser(request).id));
  },
  { name: 'write-limit', dependencies: ['config', 'rate-windows'] },
);
