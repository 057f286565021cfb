import fp from 'fastify-plugin';
import { throttled } from '../../errors';
import type { RateWindows } from './rate-windows';

const WINDOW_MS = 60_000;

/**
 * `login`: failures per (username, IP); `code`: recovery requests per (username or email, IP);
 * `code-account`: recovery requests per username or email from every address together, a ceiling
 * several addresses high, so that a stranger at one address cannot spend the owner's.
 */
export type ThrottleScope = 'login' | 'code' | 'code-account';

/**
 * A fixed-window budget per key: the per-username/email half of the limits on login and recovery
 * (the per-IP half is @fastify/rate-limit; the per-account ceiling on sign-in is the login guard). The windows are in the database, so every API process
 * counts against the same ones.
 */
export function createThrottle(limits: Record<ThrottleScope, number>, windows: RateWindows, now: () => Date) {
  const keyOf = (scope: ThrottleScope, identifier: string) => `${scope}:${identifier.trim().toLowerCase()}`;
  return {
    /** Counts one request for (scope, identifier); throws a 429 ApiError past the limit. */
    async hit(scope: ThrottleScope, identifier: string): Promise<void> {
      const waitMs = await windows.take(keyOf(scope, identifier), WINDOW_MS, limits[scope], now());
      if (waitMs !== null) throw throttled(waitMs / 1000);
    },

    /** Forgets the count of (scope, identifier): the attempt it counted was not an abuse. */
    async forgive(scope: ThrottleScope, identifier: string): Promise<void> {
      await windows.forget(keyOf(scope, identifier));
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
    const { loginPerMinute, codePerMinute, codeAccountPerMinute } = app.config.rateLimit;
    const limits = { login: loginPerMinute, code: codePerMinute, 'code-account': codeAccountPerMinute };
    app.decorate('throttle', createThrottle(limits, app.rateWindows, app.config.now));
  },
  { name: 'throttle', dependencies: ['config', 'rate-windows'] },
);
