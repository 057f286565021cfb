import Fastify from 'fastify';
import { createRateLimiter, sendTooManyRequests } from '../src';
import { expectMatchesOperation } from './contract';
import { buildApp, fakeClock, getMe, loginAs } from './helpers';

describe('rate limiting', () => {
  it('createRateLimiter allows `limit` calls a minute per key, then says when to retry', () => {
    const clock = fakeClock();
    const limiter = createRateLimiter({ limit: 2, now: clock.now });
    expect(limiter.take('a')).toEqual({ allowed: true });
    clock.advance(15_000);
    expect(limiter.take('a')).toEqual({ allowed: true });
    expect(limiter.take('b')).toEqual({ allowed: true });
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 45 });
    clock.advance(44_500);
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    clock.advance(500);
    expect(limiter.take('a')).toEqual({ allowed: true });
  });

  it('sendTooManyRequests answers 429 with Retry-After in seconds and the error object', async () => {
    const app = Fastify();
    app.get('/', (_req, reply) => sendTooManyRequests(reply, 2.2));
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('3');
    expect(res.json()).toEqual({ error: { status: 429, message: 'API rate limit exceeded' } });
    expectMatchesOperation('GET', '/me', 429, res.json());
    await app.close();
  });

  it('the Web API answers 429 past rateLimitPerMinute, and again after the wait', async () => {
    const clock = fakeClock();
    const app = await buildApp({ rateLimitPerMinute: 2, now: clock.now });
    const { access_token } = await loginAs(app);
    expect((await getMe(app, access_token)).statusCode).toBe(200);
    clock.advance(20_000);
    expect((await getMe(app, access_token)).statusCode).toBe(200);
    const limited = await getMe(app, access_token);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('40');
    expect(limited.headers['access-control-allow-origin']).toBe('*');
    expect(limited.json()).toEqual({ error: { status: 429, message: 'API rate limit exceeded' } });
    clock.advance(40_000);
    expect((await getMe(app, access_token)).statusCode).toBe(200);
    await app.close();
  });
});
