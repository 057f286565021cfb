import type { preHandlerHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { throttled } from '../../errors';
import { currentUser } from './auth';

/** Windows are swept once the map holds this many users. */
const SWEEP_AT = 10_000;
const WINDOWS = [
  { name: 'perMinute', ms: 60_000 },
  { name: 'perHour', ms: 3_600_000 },
] as const;

export const WRITE_LIMIT_REASON = 'You are posting, commenting, messaging or following too fast.';

/**
 * Fixed windows per user (a minute and an hour), in memory: what one account may write, so that
 * it cannot flood other people's notifications and message lists. With several API processes
 * each counts on its own (a user gets at most N times the limit), which still bounds a flood.
 */
export function createWriteLimiter(limits: { perMinute: number; perHour: number }, now: () => Date) {
  const users = new Map<number, Array<{ count: number; resetAt: number }>>();

  function sweep(at: number) {
    for (const [id, windows] of users) if (windows.every((w) => w.resetAt <= at)) users.delete(id);
  }

  return {
    /** Counts one write of a user; throws a 429 ApiError (with Retry-After) past a limit. */
    hit(userId: number): void {
      const at = now().getTime();
      if (users.size >= SWEEP_AT) sweep(at);
      const windows = users.get(userId) ?? WINDOWS.map(() => ({ count: 0, resetAt: 0 }));
      users.set(userId, windows);
      let waitMs = 0;
      for (const [i, { name, ms }] of WINDOWS.entries()) {
        const w = windows[i];
        if (w.resetAt <= at) Object.assign(w, { count: 0, resetAt: at + ms });
        const max = limits[name];
        if (max > 0 && w.count >= max) waitMs = Math.max(waitMs, w.resetAt - at);
      }
      // A refused write is not counted: waiting out the window is enough.
      if (waitMs > 0) throw throttled(waitMs / 1000, WRITE_LIMIT_REASON);
      for (const w of windows) w.count += 1;
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
    const limiter = createWriteLimiter(app.config.writeLimit, app.config.now);
    app.decorate('writeLimit', async (request) => limiter.hit(currentUser(request).id));
  },
  { name: 'write-limit', dependencies: ['config'] },
);
