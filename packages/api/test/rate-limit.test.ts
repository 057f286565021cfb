import { buildTestApp, fakeClock, signUp, type TestApp } from './helpers';
import type { LightMyRequestResponse } from 'fastify';

const THROTTLED = /^Request was throttled\. Expected available in \d+ seconds?\.$/;

function expectThrottled(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({ detail: expect.stringMatching(THROTTLED) });
  const wait = Number(res.headers['retry-after']);
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(60);
  expect(res.json().detail).toContain(`in ${wait} second`);
}

describe('per username and email', () => {
  const clock = fakeClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ now: clock.now, rateLimit: { loginPerMinute: 3, codePerMinute: 2, ipPerMinute: 1000 } });
  });
  afterAll(() => t.close());
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

  it('limits login attempts for one username, wrong or right, and frees it after a minute', async () => {
    const user = await signUp(t.app);
    const other = await signUp(t.app);
    for (let i = 0; i < 3; i++) await post('/api/v1/login/', { username: user.username, password: 'wrong-password' });
    expectThrottled(await post('/api/v1/login/', { username: user.username, password: user.password }));
    expectThrottled(await post('/api/v1/login2/', { username: user.username.toUpperCase(), password: user.password }));
    expect((await post('/api/v1/login/', { username: other.username, password: other.password })).statusCode).toBe(200);

    clock.advance(61_000);
    expect((await post('/api/v1/login/', { username: user.username, password: user.password })).statusCode).toBe(200);
  });

  it('limits code requests per username and username mails per email', async () => {
    const user = await signUp(t.app);
    expect((await post('/api/v1/sendcode/', { username: user.username })).statusCode).toBe(200);
    expect(
      (await post('/api/v1/resetpassword/', { username: user.username, resetcode: 'ABC123', password: 'whatever-1' }))
        .statusCode,
    ).toBe(400);
    expectThrottled(await post('/api/v1/sendcode/', { username: user.username }));
    expectThrottled(
      await post('/api/v1/resetpassword/', { username: user.username, resetcode: 'ABC123', password: 'whatever-1' }),
    );

    expect((await post('/api/v1/sendusername/', { email: user.email })).statusCode).toBe(200);
    expect((await post('/api/v1/sendusername/', { email: user.email })).statusCode).toBe(200);
    expectThrottled(await post('/api/v1/sendusername/', { email: user.email.toUpperCase() }));
  });
});

describe('per IP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ rateLimit: { ipPerMinute: 4 } });
  });
  afterAll(() => t.close());

  it('shares one budget per client IP across the login and code routes', async () => {
    const from = (remoteAddress: string, url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, payload, remoteAddress });
    await from('10.0.0.1', '/api/v1/login/', { username: 'a1', password: 'whatever-1' });
    await from('10.0.0.1', '/api/v1/login2/', { username: 'a2', password: 'whatever-1' });
    await from('10.0.0.1', '/api/v1/sendcode/', { username: 'a3' });
    await from('10.0.0.1', '/api/v1/sendusername/', { email: 'a4@example.com' });
    expectThrottled(
      await from('10.0.0.1', '/api/v1/resetpassword/', { username: 'a5', resetcode: 'ABC123', password: 'whatever-1' }),
    );
    expectThrottled(await from('10.0.0.1', '/api/v1/login', { username: 'a6', password: 'whatever-1' }));
    expect((await from('10.0.0.2', '/api/v1/login/', { username: 'a7', password: 'whatever-1' })).statusCode).toBe(400);
  });

  it('leaves other routes alone', async () => {
    for (let i = 0; i < 8; i++) {
      const res = await t.app.inject({ url: '/api/v1/backendversion/', remoteAddress: '10.0.0.3' });
      expect(res.statusCode).toBe(200);
    }
  });
});
