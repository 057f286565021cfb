import rateLimit from '@fastify/rate-limit';
import type { onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { throttled } from '../../errors';

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
  { name: 'ip-rate-limit', dependencies: ['config'] },
);
