import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { throttled } from '../../errors';
import type { RateWindows } from '../app/rate-windows';

type Done = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * @fastify/rate-limit's store on the database's rate windows, so every API process counts a
 * client IP against the same budget. Each limiter's keys are its own already (the sign-up
 * limiter's start with `signup:`).
 */
function rateWindowsStore(windows: RateWindows, now: () => Date) {
  return class RateWindowsStore implements FastifyRateLimitStore {
    incr(key: string, done: Done, timeWindow = 60_000): void {
      const at = now();
      windows.count(`ip:${key}`, timeWindow, at).then(
        ({ count, resetAt }) => done(null, { current: count, ttl: Math.max(0, resetAt.getTime() - at.getTime()) }),
        (error: Error) => done(error),
      );
    }

    child(): FastifyRateLimitStore {
      return new RateWindowsStore();
    }
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * onRequest hook of the login and recovery routes: one budget per client IP shared by all
     * of them (the per-username/email half is the `throttle` plugin).
     */
    ipRateLimit: onRequestHookHandler;
    /** onRequest hook of v1/register/: sign-ups per client IP per hour. */
    signupRateLimit: onRequestHookHandler;
  }
}

export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      store: rateWindowsStore(app.rateWindows, app.config.now),
      errorResponseBuilder: (_request, context) => throttled(context.ttl / 1000),
    });
    app.decorate(
      'ipRateLimit',
      app.rateLimit({ max: app.config.rateLimit.ipPerMinute, timeWindow: 60_000 }) as onRequestHookHandler,
    );
    app.decorate(
      'signupRateLimit',
      app.rateLimit({
        max: app.config.rateLimit.signupPerHour,
        timeWindow: 3_600_000,
        // Its own counters: sign-ups must not spend the login budget, nor logins this one.
        keyGenerator: (request) => `signup:${request.ip}`,
      }) as onRequestHookHandler,
    );
  },
  { name: 'ip-rate-limit', dependencies: ['config', 'rate-windows'] },
);
