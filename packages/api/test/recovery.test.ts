import {
  buildTestApp,
  codeIn,
  expectDetail,
  expectFieldError,
  fakeClock,
  loginAs,
  newMember,
  readOutbox,
  signUp,
  type TestApp,
} from './helpers';
import { eq } from 'drizzle-orm';
import { MSG, NOTICE, SERVER_DETAIL } from '@upclub/shared/validation';
import { resetCodes } from '../src/db/schema';
import { RESET_CODE_MAX_TRIES, RESET_CODE_TTL_MS } from '../src/plugins/app/recovery';

const NEW_PASSWORD = 'brand-new-secret-1';
const clock = fakeClock();
const logLines: string[] = [];
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({
    now: clock.now,
    logger: { level: 'info', stream: { write: (line: string) => void logLines.push(line) } },
  });
});
afterAll(() => t.close());

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

/** What an action answered, and the mails it sent to `to`. */
async function withMails<T>(to: string, action: () => Promise<T>) {
  const before = new Set(readOutbox(t.outbox).map((m) => m.file));
  const result = await action();
  return { result, mails: readOutbox(t.outbox).filter((m) => !before.has(m.file) && m.to === to) };
}

async function requestCode(user: { username: string; email: string }): Promise<string> {
  const { result, mails } = await withMails(user.email, () => post('/api/v1/sendcode/', { username: user.username }));
  expect(result.statusCode).toBe(200);
  expect(mails).toHaveLength(1);
  return codeIn(mails[0]);
}

const reset = (username: string, resetcode: string, password = NEW_PASSWORD) =>
  post('/api/v1/resetpassword/', { username, resetcode, password });

describe('forgot password', () => {
  it('mails a 6-character code and logs only the recipient', async () => {
    const user = await signUp(t.app);
    const { result: res, mails } = await withMails(user.email, () =>
      post('/api/v1/sendcode/', { username: user.username }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: NOTICE.resetCodeSent });
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: user.email, from: expect.stringContaining('@'), subject: expect.any(String) });
    expect(mails[0].file).toMatch(/^\d{4}-\d\d-\d\dT[\d-]+\.\d{3}Z-[0-9a-f]+\.json$/);
    const code = codeIn(mails[0]);
    expect(code).toMatch(/^[A-Z0-9]{6}$/);

    const logged = logLines.join('\n');
    expect(logged).toContain(`mail to ${user.email} written to outbox`);
    expect(logged).not.toContain(code);
  });

  it('stores only a hash of the code', async () => {
    const user = await signUp(t.app);
    const code = await requestCode(user);
    const rows = await t.app.db.select().from(resetCodes).where(eq(resetCodes.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].codeHash).not.toContain(code);
  });

  it('is 404 for an unknown username', async () => {
    expectDetail(await post('/api/v1/sendcode/', { username: 'no-such-user' }), 404, SERVER_DETAIL.notFound);
  });

  it('validates the username', async () => {
    expectFieldError(await post('/api/v1/sendcode/', { username: '' }), 'username', MSG.required);
  });
});

describe('reset password', () => {
  it('changes the password, spends the code and signs the user out everywhere', async () => {
    const user = await newMember(t.app);
    const code = await requestCode(user);
    const res = await reset(user.username, code.toLowerCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: NOTICE.passwordChanged });

    expectDetail(
      await t.app.inject({ url: '/api/v1/myprofile', headers: user.headers }),
      401,
      SERVER_DETAIL.invalidToken,
    );
    await expect(loginAs(t.app, user.username, user.password)).rejects.toThrow();
    await expect(loginAs(t.app, user.username, NEW_PASSWORD)).resolves.toHaveProperty('token');
    expectDetail(await reset(user.username, code), 400, SERVER_DETAIL.wrongCode);
  });

  it('refuses a wrong code', async () => {
    const user = await signUp(t.app);
    const code = await requestCode(user);
    const wrong = code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA';
    expectDetail(await reset(user.username, wrong), 400, SERVER_DETAIL.wrongCode);
    expect((await reset(user.username, code)).statusCode).toBe(200);
  });

  it('refuses any code when none was asked for', async () => {
    const user = await signUp(t.app);
    expectDetail(await reset(user.username, 'ABC123'), 400, SERVER_DETAIL.wrongCode);
  });

  it(`mails a new code at the ${RESET_CODE_MAX_TRIES}th wrong try`, async () => {
    const user = await signUp(t.app);
    const code = await requestCode(user);
    const wrong = code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA';
    for (let i = 1; i < RESET_CODE_MAX_TRIES; i++) {
      expectDetail(await reset(user.username, wrong), 400, SERVER_DETAIL.wrongCode);
    }
    const { result: last, mails } = await withMails(user.email, () => reset(user.username, wrong));
    expectDetail(last, 400, SERVER_DETAIL.retryLimit);
    expect(mails).toHaveLength(1);
    const fresh = codeIn(mails[0]);

    if (fresh !== code) expectDetail(await reset(user.username, code), 400, SERVER_DETAIL.wrongCode);
    expect((await reset(user.username, fresh)).statusCode).toBe(200);
  });

  it('refuses an expired code', async () => {
    const user = await signUp(t.app);
    const code = await requestCode(user);
    clock.advance(RESET_CODE_TTL_MS + 1000);
    expectDetail(await reset(user.username, code), 400, SERVER_DETAIL.wrongCode);
    const next = await requestCode(user);
    clock.advance(RESET_CODE_TTL_MS - 60_000);
    expect((await reset(user.username, next)).statusCode).toBe(200);
  });

  it('is 404 for an unknown username', async () => {
    expectDetail(await reset('no-such-user', 'ABC123'), 404, SERVER_DETAIL.notFound);
  });

  it('validates code and password', async () => {
    const user = await signUp(t.app);
    expectFieldError(await reset(user.username, 'ABCDEFG'), 'resetcode', MSG.resetCodeLength);
    expectFieldError(await reset(user.username, 'AB CD'), 'resetcode', MSG.noSpaces);
    expectFieldError(await reset(user.username, 'ABCDEF', 'short'), 'password', MSG.passwordLength);
  });
});

describe('forgot username', () => {
  it('mails the username of an email address', async () => {
    const user = await signUp(t.app);
    const { result: res, mails } = await withMails(user.email, () =>
      post('/api/v1/sendusername/', { email: user.email.toUpperCase() }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: NOTICE.usernameSent });
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(user.username);
  });

  it('is 404 for an unknown email and validates it', async () => {
    expectDetail(await post('/api/v1/sendusername/', { email: 'nobody@example.com' }), 404, SERVER_DETAIL.notFound);
    expectFieldError(await post('/api/v1/sendusername/', { email: 'nope' }), 'email', MSG.emailFormat);
  });
});
