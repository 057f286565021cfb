import {
  buildTestApp,
  codeIn,
  createTestStore,
  fakeClock,
  readOutbox,
  signUp,
  type TestApp,
  type TestStore,
} from './helpers';
import type { LightMyRequestResponse } from 'fastify';
import { readApiEnv } from '../src/config';

// Issue 24: guesses spread over many addresses, each under its own limit, and recovery requests
// a stranger makes for someone else's account.

function expectThrottled(res: LightMyRequestResponse, atLeastSeconds: number, atMostSeconds: number) {
  expect({ status: res.statusCode, detail: res.json().detail }).toEqual({
    status: 429,
    detail: expect.stringMatching(/^Request was throttled\. Expected available in \d+ seconds?\.$/),
  });
  const wait = Number(res.headers['retry-after']);
  expect(wait).toBeGreaterThanOrEqual(atLeastSeconds);
  expect(wait).toBeLessThanOrEqual(atMostSeconds);
}

describe('a ceiling on sign-in attempts per account', () => {
  const clock = fakeClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      now: clock.now,
      rateLimit: { loginPerMinute: 3, ipPerMinute: 1000, accountFailures: 6, accountLockMinutes: 15 },
    });
  });
  afterAll(() => t?.close());
  const login = (username: string, password: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/login/', payload: { username, password }, remoteAddress });
  /** Two guesses from each of `addresses` new addresses, each well under its own limit (3). */
  async function spreadGuesses(username: string, addresses: number, from: string) {
    for (let i = 0; i < addresses; i++)
      for (let k = 0; k < 2; k++)
        expect((await login(username, 'wrong-password', `${from}.${i}`)).statusCode).toBe(400);
  }

  it("locks the account against new addresses after guesses from many, never the owner's known address", async () => {
    const owner = await signUp(t.app);
    expect((await login(owner.username, owner.password, '10.40.0.1')).statusCode).toBe(200);

    await spreadGuesses(owner.username, 3, '10.41.0');
    // Six guesses from three addresses: the seventh attempt from any new address waits 15 minutes,
    // even with the right password (the ceiling is checked before the password).
    expectThrottled(await login(owner.username, 'wrong-password', '10.41.1.1'), 14 * 60, 15 * 60);
    expectThrottled(await login(owner.username, owner.password, '10.41.1.2'), 14 * 60, 15 * 60);
    // The owner's address that signed in before is not counted nor refused.
    expect((await login(owner.username, 'typo-password', '10.40.0.1')).statusCode).toBe(400);
    expect((await login(owner.username, owner.password, '10.40.0.1')).statusCode).toBe(200);
    // Another account is not affected.
    const other = await signUp(t.app);
    expect((await login(other.username, other.password, '10.41.1.3')).statusCode).toBe(200);
  });

  it('doubles the lock each time within a day', async () => {
    const owner = await signUp(t.app);
    await spreadGuesses(owner.username, 3, '10.42.0');
    expectThrottled(await login(owner.username, 'wrong-password', '10.42.1.1'), 14 * 60, 15 * 60);
    clock.advance(15 * 60_000 + 1000);
    await spreadGuesses(owner.username, 3, '10.42.2');
    expectThrottled(await login(owner.username, 'wrong-password', '10.42.3.1'), 29 * 60, 30 * 60);
    clock.advance(30 * 60_000 + 1000);
    await spreadGuesses(owner.username, 3, '10.42.4');
    expectThrottled(await login(owner.username, 'wrong-password', '10.42.5.1'), 59 * 60, 60 * 60);
  });

  it('lets the owner in from a new address after a password reset (the mailbox is theirs)', async () => {
    const owner = await signUp(t.app);
    await spreadGuesses(owner.username, 3, '10.43.0');
    expectThrottled(await login(owner.username, owner.password, '10.43.1.1'), 1, 15 * 60);
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, payload, remoteAddress: '10.43.1.1' });
    expect((await post('/api/v1/sendcode/', { username: owner.username })).statusCode).toBe(200);
    const code = codeIn(readOutbox(t.outbox).filter((m) => m.to === owner.email)[0]);
    const reset = await post('/api/v1/resetpassword/', {
      username: owner.username,
      resetcode: code,
      password: 'a-new-password-1',
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(owner.username, 'a-new-password-1', '10.43.1.1')).statusCode).toBe(200);
  });

  it('reads RATE_LIMIT_ACCOUNT_FAILURES and RATE_LIMIT_ACCOUNT_LOCK_MINUTES', () => {
    expect(readApiEnv({}).rateLimit).toMatchObject({ accountFailures: 20, accountLockMinutes: 15 });
    expect(
      readApiEnv({ RATE_LIMIT_ACCOUNT_FAILURES: '50', RATE_LIMIT_ACCOUNT_LOCK_MINUTES: '5' }).rateLimit,
    ).toMatchObject({ accountFailures: 50, accountLockMinutes: 5 });
    expect(() => readApiEnv({ RATE_LIMIT_ACCOUNT_FAILURES: '0' })).toThrow(
      'RATE_LIMIT_ACCOUNT_FAILURES must be a whole number above 0',
    );
  });
});

describe('recovery requests a stranger makes', () => {
  const clock = fakeClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      now: clock.now,
      rateLimit: {
        codePerMinute: 3,
        codeAccountPerMinute: 7,
        ipPerMinute: 1000,
        codeMailCooldownSeconds: 1,
        codeMailsPerDay: 100,
      },
    });
  });
  afterAll(() => t?.close());
  const sendCode = (username: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/sendcode/', payload: { username }, remoteAddress });

  it("do not use up the owner's: a stranger at one address is stopped at its own budget", async () => {
    const owner = await signUp(t.app);
    for (let i = 0; i < 3; i++) {
      await sendCode(owner.username, '10.50.0.66');
      clock.advance(1100);
    }
    for (let i = 0; i < 5; i++) expectThrottled(await sendCode(owner.username, '10.50.0.66'), 1, 60);
    // Within the same minute, the owner elsewhere still gets a code.
    expect((await sendCode(owner.username, '10.50.0.7')).statusCode).toBe(200);
  });

  it('stop at the per-account ceiling when many addresses ask', async () => {
    const owner = await signUp(t.app);
    for (let i = 0; i < 7; i++) {
      expect((await sendCode(owner.username, `10.51.0.${i}`)).statusCode).toBe(200);
      clock.advance(1100);
    }
    expectThrottled(await sendCode(owner.username, '10.51.1.1'), 1, 60);
    expect(readApiEnv({ RATE_LIMIT_CODE_ACCOUNT_PER_MINUTE: '500' }).rateLimit.codeAccountPerMinute).toBe(500);
  });
});

describe('recovery mails a stranger asks for', () => {
  const clock = fakeClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      now: clock.now,
      rateLimit: {
        ipPerMinute: 1000,
        codeMailCooldownSeconds: 1,
        codeMailsPerDay: 2,
        codeMailboxPerDay: 5,
      },
    });
  });
  afterAll(() => t?.close());
  const sendCode = (username: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/sendcode/', payload: { username }, remoteAddress });
  const mailsTo = (email: string) => readOutbox(t.outbox).filter((m) => m.to === email);

  it("cannot use up the owner's day from one address, and the mailbox has a ceiling over all", async () => {
    const owner = await signUp(t.app);
    for (let i = 0; i < 2; i++) {
      expect((await sendCode(owner.username, '10.60.0.66')).statusCode).toBe(200);
      clock.advance(20 * 60_000);
    }
    expectThrottled(await sendCode(owner.username, '10.60.0.66'), 3600, 86_400);
    // The owner, elsewhere, still gets a fresh code the same day.
    expect((await sendCode(owner.username, '10.60.0.7')).statusCode).toBe(200);
    expect(mailsTo(owner.email)).toHaveLength(3);
    expect(codeIn(mailsTo(owner.email)[2])).toMatch(/^[A-Z0-9]{6}$/);
    clock.advance(2000);
    expect((await sendCode(owner.username, '10.60.0.8')).statusCode).toBe(200);
    clock.advance(2000);
    expect((await sendCode(owner.username, '10.60.0.9')).statusCode).toBe(200);
    clock.advance(2000);
    // Five mails today from four addresses: the mailbox's ceiling.
    expectThrottled(await sendCode(owner.username, '10.60.0.10'), 3600, 86_400);
    expect(mailsTo(owner.email)).toHaveLength(5);
  });
});

// The ceiling is one budget for every API process: the counts are in the database they share.
const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;
onPostgres('the account ceiling across two API processes on one PostgreSQL (DATABASE_URL)', () => {
  let store: TestStore;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    store = await createTestStore();
    const options = { store, rateLimit: { loginPerMinute: 3, ipPerMinute: 1000, accountFailures: 4 } };
    a = await buildTestApp(options);
    b = await buildTestApp(options);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await store?.drop();
  });

  it('counts guesses on one account in every process, and knows the owner in every process', async () => {
    const owner = await signUp(a.app);
    const login = (t: TestApp, password: string, remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/login/',
        payload: { username: owner.username, password },
        remoteAddress,
      });
    expect((await login(a, owner.password, '10.70.0.1')).statusCode).toBe(200);
    for (const [i, t] of [a, b, a, b].entries())
      expect((await login(t, 'wrong-password', `10.71.0.${i}`)).statusCode).toBe(400);
    expectThrottled(await login(a, owner.password, '10.71.1.1'), 14 * 60, 15 * 60);
    expectThrottled(await login(b, owner.password, '10.71.1.2'), 14 * 60, 15 * 60);
    expect((await login(b, owner.password, '10.70.0.1')).statusCode).toBe(200);
  });
});
