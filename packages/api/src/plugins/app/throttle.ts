import fp from 'fastify-plugin';
import { throttled } from '../../errors';

const WINDOW_MS = 60_000;
/** Windows are swept once the map holds this many keys. */
const SWEEP_AT = 10_000;

export type ThrottleScope = 'login' | 'code';

/**
 * A fixed-window counter per key, in memory: the per-username/email half of the limits on
 * login and recovery (the per-IP half is @fastify/rate-limit). With several API instances
 * each counts on its own, which still bounds guessing.
 */
export function createThrottle(limits: Record<ThrottleScope, number>, now: () => Date) {
  const windows = new Map<string, { count: number; resetAt: number }>();

  function sweep(at: number) {
    for (const [key, w] of windows) if (w.resetAt <= at) windows.delete(key);
  }

  return {
    /** Counts one request for (scope, identifier); throws a 429 ApiError past the limit. */
    hit(scope: ThrottleScope, identifier: string): void {
      const at = now().getTime();
      if (windows.size >= SWEEP_AT) sweep(at);
      const key = `${scope}:${identifier.trim().toLowerCase()}`;
      let w = windows.get(key);
      if (!w || w.resetAt <= at) {
        w = { count: 0, resetAt: at + WINDOW_MS };
        windows.set(key, w);
      }
      w.count += 1;
      if (w.count > limits[scope]) throw throttled((w.resetAt - at) / 1000);
    },

    /** Forgets the count of (scope, identifier): the attempt it counted was not an abuse. */
    forgive(scope: ThrottleScope, identifier: string): void {
      windows.delete(`${scope}:${identifier.trim().toLowerCase()}`);
    },
  };
}

export type Throttle = ReturnType<typeof createThrottle>;

declare module 'fastify' {
  interface FastifyInstance {
    throttle: Throttle;
  }
}

export default fp(
  async (app) => {
    const { loginPerMinute, codePerMinute } = app.config.rateLimit;
    app.decorate('throttle', createThrottle({ login: loginPerMinute, code: codePerMinute }, app.config.now));
  },
  { name: 'throttle', dependencies: ['config'] },
);
