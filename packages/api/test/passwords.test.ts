import { buildTestApp, loginAs, signUp, signupBody, type TestApp } from './helpers';
import { randomBytes, scrypt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { SERVER_DETAIL } from '@upclub/shared/validation';
import { readApiEnv } from '../src/config';
import { users } from '../src/db/schema';
import { createPasswordPool, PasswordPoolBusyError } from '../src/lib/password-pool';
import { createPasswords } from '../src/lib/passwords';
import { DEFAULT_PASSWORD_QUEUE_PER_THREAD } from '../src/options';

// Issue 24: password hashes by OWASP's guidance, on threads of their own with a bounded queue.

const OWASP_HASH = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/;

/** A hash in the former format, `scrypt$N$r$p$salt$key` (N=2^17 was the last default), made independently. */
function scryptHash(password: string, log2N: number): Promise<string> {
  const salt = randomBytes(16);
  const N = 2 ** log2N;
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, 64, { N, r: 8, p: 1, maxmem: 256 * N * 8 }, (error, key) =>
      error ? reject(error) : resolve(['scrypt', N, 8, 1, salt.toString('base64'), key.toString('base64')].join('$')),
    ),
  );
}

describe('password hashes', () => {
  let t: TestApp;
  beforeAll(async () => {
    // `passwords: {}`: the production defaults, not the test apps' cheap cost.
    t = await buildTestApp({ passwords: {} });
  });
  afterAll(() => t?.close());
  const storedHash = async (id: number) =>
    (await t.app.db.select().from(users).where(eq(users.id, id)))[0].passwordHash;

  it("hashes with argon2id at OWASP's m=19 MiB, t=2, p=1, parameters in the hash", async () => {
    const user = await signUp(t.app);
    expect(await storedHash(user.id)).toMatch(OWASP_HASH);
    await loginAs(t.app, user.username, user.password);
  });

  it.each([14, 17])(
    'verifies a scrypt hash of before (N=2^%i) and upgrades it to argon2id at sign-in',
    async (log2N) => {
      const user = await signUp(t.app);
      const legacy = await scryptHash(user.password, log2N);
      await t.app.db.update(users).set({ passwordHash: legacy }).where(eq(users.id, user.id));
      expect(t.app.passwords.needsRehash(legacy)).toBe(true);
      const wrong = await t.app.inject({
        method: 'POST',
        url: '/api/v1/login/',
        payload: { username: user.username, password: 'not-the-password' },
      });
      expect(wrong.statusCode).toBe(400);
      expect(await storedHash(user.id)).toBe(legacy);

      await loginAs(t.app, user.username, user.password);
      const upgraded = await storedHash(user.id);
      expect(upgraded).toMatch(OWASP_HASH);
      expect(await t.app.passwords.verify(user.password, upgraded)).toBe(true);
      expect(t.app.passwords.needsRehash(upgraded)).toBe(false);
      await loginAs(t.app, user.username, user.password);
      expect(await storedHash(user.id)).toBe(upgraded);
    },
  );

  it('upgrades a cheaper argon2id hash, and refuses stored costs that would be the attacker’s choice', async () => {
    expect(t.app.passwords.needsRehash('$argon2id$v=19$m=1024,t=1,p=1$AAAAAAAAAAAAAAAAAAAAAA$AAAA')).toBe(true);
    expect(await t.app.passwords.verify('x', 'scrypt$2097152$8$1$AAAA$AAAA')).toBe(false);
    expect(await t.app.passwords.verify('x', '$argon2id$v=19$m=4194304,t=2,p=1$AAAAAAAAAAAAAAAAAAAAAA$AAAA')).toBe(
      false,
    );
    expect(await t.app.passwords.verify('x', 'plain-text')).toBe(false);
  });
});

describe('the password pool', () => {
  // A slow hash (64 MiB, 4 passes: a few hundred ms here) keeps the threads busy meanwhile.
  const SLOW = { memoryKiB: 65_536, passes: 4 };

  it('runs at most `threads` hashes, queues `queue` more, and refuses the next at once', async () => {
    const pool = createPasswordPool({ threads: 1, queue: 1 });
    try {
      const passwords = createPasswords(pool, SLOW);
      const first = passwords.hash('one-password');
      const second = passwords.hash('two-password');
      expect(pool.load()).toEqual({ running: 1, waiting: 1 });
      const refused = await passwords.hash('three-password').catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(PasswordPoolBusyError);
      expect((refused as PasswordPoolBusyError).retryAfterSeconds).toBeGreaterThanOrEqual(1);
      await expect(first).resolves.toMatch(/^\$argon2id\$/);
      await expect(second).resolves.toMatch(/^\$argon2id\$/);
      expect(pool.load()).toEqual({ running: 0, waiting: 0 });
    } finally {
      await pool.close();
    }
  });

  it("hashes off libuv's pool: files are read while every hash thread is busy", async () => {
    // Four hashes at once filled libuv's four threads before (crypto.scrypt, and the async
    // hash of @node-rs/argon2 too): a file read then waited for a hash to end.
    const pool = createPasswordPool({ threads: 4, queue: 0 });
    try {
      const passwords = createPasswords(pool, SLOW);
      const hashes = Promise.all([1, 2, 3, 4].map((i) => passwords.hash(`password-${i}`)));
      await readFile(__filename);
      await readFile(require.resolve('../package.json'));
      expect(pool.load().running).toBe(4);
      await hashes;
    } finally {
      await pool.close();
    }
  });

  it('answers a sign-up beyond the queue with 503 and Retry-After, and the others normally', async () => {
    const t = await buildTestApp({ passwords: { ...SLOW, threads: 1, queue: 1 } });
    try {
      const answers = await Promise.all(
        [0, 1, 2, 3, 4].map(() => t.app.inject({ method: 'POST', url: '/api/v1/register/', payload: signupBody() })),
      );
      const busy = answers.filter((res) => res.statusCode === 503);
      expect(busy.length).toBeGreaterThan(0);
      for (const res of busy) {
        expect(res.json()).toEqual({ detail: SERVER_DETAIL.busy });
        expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      }
      expect(answers.filter((res) => res.statusCode === 201).length).toBe(answers.length - busy.length);
    } finally {
      await t.close();
    }
  });

  it('reads PASSWORD_HASH_THREADS and PASSWORD_HASH_QUEUE, the queue following the threads', async () => {
    expect(readApiEnv({}).passwords).toEqual({ threads: undefined, queue: undefined });
    expect(readApiEnv({ PASSWORD_HASH_THREADS: '3', PASSWORD_HASH_QUEUE: '10' }).passwords).toEqual({
      threads: 3,
      queue: 10,
    });
    expect(() => readApiEnv({ PASSWORD_HASH_THREADS: '0' })).toThrow(
      'PASSWORD_HASH_THREADS must be a whole number above 0',
    );
    const t = await buildTestApp({ passwords: { threads: 3 } });
    try {
      expect(t.app.config.passwords).toMatchObject({ threads: 3, queue: 3 * DEFAULT_PASSWORD_QUEUE_PER_THREAD });
    } finally {
      await t.close();
    }
  });
});
