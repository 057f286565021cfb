import {
  buildTestApp,
  codeIn,
  createTestStore,
  expectDetail,
  expectFieldError,
  fakeClock,
  loginAs,
  newMember,
  PASSWORD,
  readOutbox,
  signUp,
  signupBody,
  type TestApp,
  type TestStore,
} from './helpers';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { USER_TYPE_BROADCAST, USER_TYPE_METRICS, USERNAME_MAX_LENGTH } from '@upclub/shared/constants';
import { MSG, NOTICE, SERVER_DETAIL } from '@upclub/shared/validation';
import { readApiEnv } from '../src/config';
import { DEMO_LOGINS } from '../src/db/seed';
import { authTokens } from '../src/db/schema';
import { RESET_CODE_TTL_MS } from '../src/plugins/app/recovery';

// The abuse limits of issue 13 on sign-up, sign-in, recovery and sessions, each tried as an
// attacker would.

const THROTTLED = /^Request was throttled\. Expected available in \d+ seconds?\.$/;

function expectThrottled(res: LightMyRequestResponse, atMostSeconds = 60) {
  expect({ status: res.statusCode, detail: res.json().detail }).toEqual({
    status: 429,
    detail: expect.stringMatching(THROTTLED),
  });
  const wait = Number(res.headers['retry-after']);
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(atMostSeconds);
}

const postTo = (app: FastifyInstance, url: string, payload: object, extra: Record<string, unknown> = {}) =>
  app.inject({ method: 'POST', url, payload, ...extra });

describe('demo accounts', () => {
  it('seeds demo content only on loopback or with SEED=1, and says why not', () => {
    const one = { port: 8080, seed: true };
    expect(readApiEnv({}, one)).toMatchObject({ seed: true, seedSkipped: undefined });
    expect(readApiEnv({ HOST: '0.0.0.0' }, one)).toMatchObject({
      seed: false,
      seedSkipped: expect.stringMatching(/HOST 0\.0\.0\.0 is not a loopback address.*SEED=1/),
    });
    expect(readApiEnv({ HOST: '0.0.0.0', SEED: '1' }, one).seed).toBe(true);
    expect(readApiEnv({ HOST: '::1' }, one).seed).toBe(true);
    expect(readApiEnv({ HOST: '127.0.0.2' }, one).seed).toBe(true);
    expect(readApiEnv({ HOST: '::' }, one).seed).toBe(false);
  });

  it('logs why it did not seed', async () => {
    const lines: string[] = [];
    const t = await buildTestApp({
      seed: false,
      seedSkipped: 'no demo content: HOST 0.0.0.0 is not a loopback address (SEED=1 seeds anyway)',
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
    });
    try {
      expect(await t.app.users.count()).toBe(0);
      expect(lines.join('\n')).toContain('not a loopback address');
    } finally {
      await t.close();
    }
  });

  it('publishes no staff password: a generated one is announced once, never logged', async () => {
    expect(DEMO_LOGINS.find((d) => d.username === 'staff')?.password).toBeUndefined();
    const announced: string[] = [];
    const lines: string[] = [];
    const t = await buildTestApp({
      seed: true,
      announce: (text) => announced.push(text),
      logger: { level: 'trace', stream: { write: (line: string) => void lines.push(line) } },
    });
    try {
      expect(announced).toHaveLength(1);
      const password = /staff (\S+)/.exec(announced[0])![1];
      expect(password.length).toBeGreaterThanOrEqual(16);
      expect(password).not.toBe('upclub-staff');
      expect(lines.join('\n')).not.toContain(password);
      const published = await postTo(t.app, '/api/v1/login/', { username: 'staff', password: 'upclub-staff' });
      expect(published.json()).toEqual({ non_field_errors: [SERVER_DETAIL.invalidCredentials] });
      const staff = await loginAs(t.app, 'staff', password);
      const me = await t.app.inject({ url: '/api/v1/myprofile', headers: staff.headers });
      expect(me.json().user_type).toBe(USER_TYPE_METRICS | USER_TYPE_BROADCAST);
    } finally {
      await t.close();
    }
  });

  it('takes the staff password from STAFF_PASSWORD (the e2e harness sets it) and announces nothing', async () => {
    const announced: string[] = [];
    const t = await buildTestApp({
      seed: true,
      staffPassword: 'e2e-staff-secret-1',
      announce: (text) => announced.push(text),
    });
    try {
      expect(announced).toEqual([]);
      await expect(loginAs(t.app, 'staff', 'e2e-staff-secret-1')).resolves.toHaveProperty('token');
    } finally {
      await t.close();
    }
    expect(readApiEnv({ STAFF_PASSWORD: ' s3cret-staff ' }).staffPassword).toBe('s3cret-staff');
  });
});

describe('proxy headers', () => {
  it('reads TRUST_PROXY as hops or addresses, true meaning one hop', () => {
    expect(readApiEnv({}).trustProxy).toBe(false);
    expect(readApiEnv({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(readApiEnv({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(readApiEnv({ TRUST_PROXY: '10.0.0.0/8, ::1, loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '::1',
      'loopback',
    ]);
    for (const TRUST_PROXY of ['yes', '10.0.0.0/40', 'proxy.local']) {
      expect(() => readApiEnv({ TRUST_PROXY })).toThrow('TRUST_PROXY must be a number of hops or a list');
    }
  });

  it('with one hop, an X-Forwarded-For entry the client wrote does not change the IP the limit sees', async () => {
    const t = await buildTestApp({ trustProxy: 1, rateLimit: { ipPerMinute: 2 } });
    try {
      // The proxy (127.0.0.1) appends the address it saw; anything before it is the client's.
      const via = (claimed: string) =>
        postTo(
          t.app,
          '/api/v1/login/',
          { username: 'nobody', password: 'whatever-1' },
          { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': `${claimed}, 203.0.113.9` } },
        );
      expect((await via('198.51.100.1')).statusCode).toBe(400);
      expect((await via('198.51.100.2')).statusCode).toBe(400);
      expectThrottled(await via('198.51.100.3'));
      // Another client behind the same proxy has its own budget.
      const other = await postTo(
        t.app,
        '/api/v1/login/',
        { username: 'nobody', password: 'whatever-1' },
        { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.10' } },
      );
      expect(other.statusCode).toBe(400);
    } finally {
      await t.close();
    }
  });

  it('with a list of proxies, a client talking directly cannot claim an address', async () => {
    const t = await buildTestApp({ trustProxy: ['10.0.0.0/8'], rateLimit: { ipPerMinute: 1 } });
    try {
      const direct = (claimed: string) =>
        postTo(
          t.app,
          '/api/v1/sendusername/',
          { email: 'nobody@example.com' },
          { remoteAddress: '203.0.113.50', headers: { 'x-forwarded-for': claimed } },
        );
      expect((await direct('198.51.100.1')).statusCode).toBe(404);
      expectThrottled(await direct('198.51.100.2'));
    } finally {
      await t.close();
    }
  });
});

describe('sign-up', () => {
  it('limits sign-ups per IP per hour, and counts no other route', async () => {
    const t = await buildTestApp({ rateLimit: { signupPerHour: 2, ipPerMinute: 1000 } });
    try {
      const register = (remoteAddress: string) => postTo(t.app, '/api/v1/register/', signupBody(), { remoteAddress });
      expect((await register('10.1.0.1')).statusCode).toBe(201);
      expect((await register('10.1.0.1')).statusCode).toBe(201);
      expectThrottled(await register('10.1.0.1'), 3600);
      expect((await register('10.1.0.2')).statusCode).toBe(201);
      expect(
        (
          await postTo(
            t.app,
            '/api/v1/login/',
            { username: 'x', password: 'whatever-1' },
            { remoteAddress: '10.1.0.1' },
          )
        ).statusCode,
      ).toBe(400);
    } finally {
      await t.close();
    }
    expect(readApiEnv({}).signupPerHour).toBe(20);
    expect(readApiEnv({ SIGNUP_PER_HOUR: '500' }).signupPerHour).toBe(500);
    expect(() => readApiEnv({ SIGNUP_PER_HOUR: '0' })).toThrow('SIGNUP_PER_HOUR must be a whole number above 0');
  });
});

describe('login throttle', () => {
  const clock = fakeClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ now: clock.now, rateLimit: { loginPerMinute: 3, ipPerMinute: 1000 } });
  });
  afterAll(() => t.close());
  const login = (username: string, password: string, remoteAddress = '10.2.0.1') =>
    postTo(t.app, '/api/v1/login/', { username, password }, { remoteAddress });

  it('does not count successful logins', async () => {
    const user = await signUp(t.app);
    for (let i = 0; i < 6; i++) expect((await login(user.username, user.password)).statusCode).toBe(200);
  });

  it("counts failures per username and IP: a stranger's guesses do not lock the user out", async () => {
    const user = await signUp(t.app);
    for (let i = 0; i < 3; i++)
      expect((await login(user.username, 'wrong-password', '10.2.0.66')).statusCode).toBe(400);
    expectThrottled(await login(user.username, 'wrong-password', '10.2.0.66'));
    expectThrottled(await login(user.username, user.password, '10.2.0.66'));
    expect((await login(user.username, user.password, '10.2.0.7')).statusCode).toBe(200);
  });

  it('forgives earlier failures after a success', async () => {
    const user = await signUp(t.app);
    for (let i = 0; i < 2; i++) expect((await login(user.username, 'wrong-password')).statusCode).toBe(400);
    expect((await login(user.username, user.password)).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) expect((await login(user.username, 'wrong-password')).statusCode).toBe(400);
    expectThrottled(await login(user.username, 'wrong-password'));
  });
});

// Guesses spread over several API processes must not multiply the budget: the windows are in the
// database they share.
const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;
onPostgres('limits across two API processes on one PostgreSQL (DATABASE_URL)', () => {
  let store: TestStore;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    store = await createTestStore();
    const options = {
      store,
      rateLimit: { loginPerMinute: 3, ipPerMinute: 4 },
      writeLimit: { perMinute: 2, perHour: 100 },
    };
    a = await buildTestApp(options);
    b = await buildTestApp(options);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await store?.drop();
  });

  it('counts login failures of one name in every process against one budget', async () => {
    const user = await signUp(a.app);
    const login = (t: TestApp, password: string) =>
      postTo(t.app, '/api/v1/login/', { username: user.username, password }, { remoteAddress: '10.3.0.1' });
    expect((await login(a, 'wrong-password')).statusCode).toBe(400);
    expect((await login(b, 'wrong-password')).statusCode).toBe(400);
    expect((await login(a, 'wrong-password')).statusCode).toBe(400);
    expectThrottled(await login(b, 'wrong-password'));
    expectThrottled(await login(a, user.password));
  });

  it('counts the sign-in attempts of one IP in every process against one budget', async () => {
    const attempt = (t: TestApp, i: number) =>
      postTo(
        t.app,
        '/api/v1/login/',
        { username: `nobody${i}`, password: 'wrong-password' },
        { remoteAddress: '10.3.0.9' },
      );
    for (const [i, t] of [a, b, a, b].entries()) expect((await attempt(t, i)).statusCode).toBe(400);
    expectThrottled(await attempt(a, 4));
    expectThrottled(await attempt(b, 5));
  });

  it("counts a user's writes in every process against one budget", async () => {
    const me = await newMember(a.app);
    const followees = [await newMember(a.app), await newMember(a.app), await newMember(a.app)];
    const follow = (t: TestApp, id: number) =>
      postTo(t.app, '/api/v1/follow/', { upclubuser_followee: id }, { headers: me.headers });
    expect((await follow(a, followees[0].id)).statusCode).toBeLessThan(300);
    expect((await follow(b, followees[1].id)).statusCode).toBeLessThan(300);
    expect((await follow(a, followees[2].id)).statusCode).toBe(429);
    expect((await follow(b, followees[2].id)).statusCode).toBe(429);
  });
});

describe('reset codes', () => {
  const clock = fakeClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      now: clock.now,
      rateLimit: { codePerMinute: 1000, ipPerMinute: 1000, codeMailCooldownSeconds: 60, codeMailsPerDay: 3 },
    });
  });
  afterAll(() => t.close());
  const mailsTo = (email: string) => readOutbox(t.outbox).filter((m) => m.to === email);
  const sendCode = (username: string) => postTo(t.app, '/api/v1/sendcode/', { username });

  it('waits between two mails to one address, and keeps the live code', async () => {
    const user = await signUp(t.app);
    expect((await sendCode(user.username)).statusCode).toBe(200);
    const code = codeIn(mailsTo(user.email)[0]);

    expectThrottled(await sendCode(user.username));
    expect(mailsTo(user.email)).toHaveLength(1);

    clock.advance(61_000);
    const again = await sendCode(user.username);
    expect(again.json()).toEqual({ detail: NOTICE.resetCodeSent });
    const mails = mailsTo(user.email);
    expect(mails).toHaveLength(2);
    // The second mail points to the first code instead of replacing it.
    expect(mails[1].text).toMatch(/still valid until \d\d:\d\d UTC/);
    expect(mails[1].text).not.toMatch(/code is [A-Z0-9]{6}/);
    const res = await postTo(t.app, '/api/v1/resetpassword/', {
      username: user.username,
      resetcode: code,
      password: 'a-new-password-1',
    });
    expect(res.statusCode).toBe(200);
  });

  it('sends a new code once the live one expired', async () => {
    const user = await signUp(t.app);
    await sendCode(user.username);
    clock.advance(RESET_CODE_TTL_MS + 1000);
    expect((await sendCode(user.username)).statusCode).toBe(200);
    const mails = mailsTo(user.email);
    expect(mails).toHaveLength(2);
    expect(codeIn(mails[1])).toMatch(/^[A-Z0-9]{6}$/);
  });

  it('caps the mails to one address per day', async () => {
    const user = await signUp(t.app);
    for (let i = 0; i < 3; i++) {
      expect((await sendCode(user.username)).statusCode).toBe(200);
      clock.advance(RESET_CODE_TTL_MS + 1000);
    }
    const capped = await sendCode(user.username);
    expectThrottled(capped, 86_400);
    expect(Number(capped.headers['retry-after'])).toBeGreaterThan(3600);
    expect(mailsTo(user.email)).toHaveLength(3);

    clock.advance(86_400_000);
    expect((await sendCode(user.username)).statusCode).toBe(200);
    expect(mailsTo(user.email)).toHaveLength(4);
  });

  it('caps username mails to one address per day too', async () => {
    const user = await signUp(t.app);
    for (let i = 0; i < 3; i++) {
      expect((await postTo(t.app, '/api/v1/sendusername/', { email: user.email })).statusCode).toBe(200);
    }
    expectThrottled(await postTo(t.app, '/api/v1/sendusername/', { email: user.email }), 86_400);
  });

  it('spends a code at the retry limit even when the day allows no new mail', async () => {
    const user = await signUp(t.app);
    for (let i = 0; i < 3; i++) {
      await sendCode(user.username);
      clock.advance(RESET_CODE_TTL_MS + 1000);
    }
    // A new day: one mail of three (the pause refuses a second request at once).
    clock.advance(86_400_000);
    expect((await sendCode(user.username)).statusCode).toBe(200);
    expectThrottled(await sendCode(user.username));
    const code = codeIn(mailsTo(user.email).at(-1)!);
    const wrong = code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA';
    const reset = (resetcode: string) =>
      postTo(t.app, '/api/v1/resetpassword/', { username: user.username, resetcode, password: 'a-new-password-1' });
    for (let i = 0; i < 4; i++) expectDetail(await reset(wrong), 400, SERVER_DETAIL.wrongCode);
    // The fifth wrong try spends the code and mails a new one, at once (mails 2 and 3 of 3).
    for (let round = 0; round < 2; round++) {
      expectDetail(await reset(wrong), 400, SERVER_DETAIL.retryLimit);
      for (let i = 0; i < 4; i++) expectDetail(await reset(wrong), 400, SERVER_DETAIL.wrongCode);
    }
    const last = codeIn(mailsTo(user.email).at(-1)!);
    expect(last).toMatch(/^[A-Z0-9]{6}$/);
    // No mail left today: the fifth wrong try still spends the code, and says to wait.
    expectThrottled(await reset(wrong), 86_400);
    expectDetail(await reset(last), 400, SERVER_DETAIL.wrongCode);
  });
});

describe('username caps', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());
  const long = 'u'.repeat(USERNAME_MAX_LENGTH + 1);

  it.each([
    ['/api/v1/login/', { username: long, password: 'whatever-1' }],
    ['/api/v1/login2/', { username: long, password: 'whatever-1' }],
    ['/api/v1/sendcode/', { username: long }],
    ['/api/v1/resetpassword/', { username: long, resetcode: 'ABC123', password: 'whatever-1' }],
  ])('%s refuses a username over the cap with 400', async (url, payload) => {
    expectFieldError(await postTo(t.app, url, payload), 'username', MSG.invalidUsername);
  });

  it('still takes a username at the cap', async () => {
    const res = await postTo(t.app, '/api/v1/login/', {
      username: 'u'.repeat(USERNAME_MAX_LENGTH),
      password: 'whatever-1',
    });
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 400,
      body: { non_field_errors: [SERVER_DETAIL.invalidCredentials] },
    });
  });
});

describe('sessions', () => {
  const clock = fakeClock(new Date());
  const DAY = 86_400_000;
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ now: clock.now, session: { idleDays: 2, maxDays: 5 } });
  });
  afterAll(() => t.close());
  const me = (headers: { authorization: string }) => t.app.inject({ url: '/api/v1/myprofile', headers });

  it('refuses a token left unused past the idle expiry, even from the cache', async () => {
    const user = await newMember(t.app);
    expect((await me(user.headers)).statusCode).toBe(200);
    clock.advance(2 * DAY + 1000);
    expectDetail(await me(user.headers), 401, SERVER_DETAIL.invalidToken);
    expect(await t.app.db.select().from(authTokens).where(eq(authTokens.userId, user.id))).toEqual([]);
  });

  it('keeps a token in use alive, up to the absolute expiry', async () => {
    const user = await newMember(t.app);
    for (let day = 0; day < 4; day++) {
      clock.advance(DAY + 60_000);
      expect((await me(user.headers)).statusCode).toBe(200);
    }
    clock.advance(DAY);
    expectDetail(await me(user.headers), 401, SERVER_DETAIL.invalidToken);
  });

  it('signs out everywhere at once: every token of the user, no one else’s', async () => {
    const user = await newMember(t.app);
    const second = await loginAs(t.app, user.username);
    const other = await newMember(t.app);
    expect((await me(second.headers)).statusCode).toBe(200);
    const res = await postTo(t.app, '/api/v1/logoutall/', {}, { headers: user.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: expect.stringContaining('logged out') });
    expectDetail(await me(user.headers), 401, SERVER_DETAIL.invalidToken);
    expectDetail(await me(second.headers), 401, SERVER_DETAIL.invalidToken);
    expect((await me(other.headers)).statusCode).toBe(200);
    await expect(loginAs(t.app, user.username)).resolves.toHaveProperty('token');
  });

  it('reads the lifetimes from the environment', () => {
    expect(readApiEnv({}).session).toEqual({ idleDays: 30, maxDays: 90 });
    expect(readApiEnv({ SESSION_IDLE_DAYS: '7', SESSION_MAX_DAYS: '7' }).session).toEqual({ idleDays: 7, maxDays: 7 });
    expect(() => readApiEnv({ SESSION_IDLE_DAYS: '120' })).toThrow('must not exceed SESSION_MAX_DAYS');
  });
});

describe('email change', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());
  const patch = (payload: object, headers: { authorization: string }) =>
    t.app.inject({ method: 'PATCH', url: '/api/v1/updateprofile/', payload, headers });

  it('needs the current password, and tells the old address', async () => {
    const user = await newMember(t.app);
    const newEmail = `moved_${randomBytes(3).toString('hex')}@example.com`;
    expectFieldError(await patch({ email: newEmail }, user.headers), 'password', MSG.passwordForEmail);
    expectFieldError(
      await patch({ email: newEmail, password: 'not-my-password' }, user.headers),
      'password',
      MSG.wrongPassword,
    );
    expect((await t.app.users.findByUsername(user.username))!.email).toBe(user.email);
    expect(readOutbox(t.outbox).filter((m) => m.to === user.email)).toEqual([]);

    const res = await patch({ email: newEmail, password: PASSWORD }, user.headers);
    expect(res.statusCode).toBe(200);
    expect((await t.app.users.findByUsername(user.username))!.email).toBe(newEmail);
    const told = readOutbox(t.outbox).filter((m) => m.to === user.email);
    expect(told).toHaveLength(1);
    expect(told[0].text).toContain('was changed');
    expect(told[0].text).not.toContain(newEmail);
  });

  it('needs no password when the email stays, and throttles password guesses', async () => {
    const user = await newMember(t.app);
    expect((await patch({ email: user.email.toUpperCase(), first_name: 'Kim' }, user.headers)).statusCode).toBe(200);
    const other = `x_${randomBytes(3).toString('hex')}@example.com`;
    for (let i = 0; i < 20; i++) await patch({ email: other, password: `guess-${i}-xx` }, user.headers);
    expectThrottled(await patch({ email: other, password: PASSWORD }, user.headers));
  });
});
