import { buildTestApp, createTestStore, loginAs, newMember, PASSWORD, tempDir, type TestStore } from './helpers';
import fs from 'node:fs';
import path from 'node:path';
import { USER_TYPE_BROADCAST, USER_TYPE_METRICS } from '@upclub/shared/constants';
import { DEMO_LOGINS } from '../src';
import { describeBits, main as makeStaffMain, makeStaff, parseBits } from '../src/cli/make-staff';
import { seedDatabase } from '../src/db/seed';
import { CHANNELS } from '../src/lib/channels';
import { livePidOf, pidFilePath } from '../src/db/pid-file';

const embedded = !process.env.DATABASE_URL;

/** The environment the CLI would see for a store. */
async function cliEnv(store: TestStore): Promise<NodeJS.ProcessEnv> {
  const options = await store.appOptions();
  return options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : { DATA_DIR: store.dataDir };
}

function captureConsole() {
  const out: string[] = [];
  const log = jest.spyOn(console, 'log').mockImplementation((...a) => void out.push(a.join(' ')));
  const error = jest.spyOn(console, 'error').mockImplementation((...a) => void out.push(a.join(' ')));
  return {
    out,
    restore() {
      log.mockRestore();
      error.mockRestore();
    },
  };
}

describe('a store that outlives the app', () => {
  let store: TestStore;
  let member: Awaited<ReturnType<typeof newMember>>;
  beforeAll(async () => {
    store = await createTestStore({ persistent: true });
    const first = await buildTestApp({ store });
    member = await newMember(first.app);
    if (embedded) expect(fs.readFileSync(pidFilePath(store.dataDir), 'utf8').trim()).toBe(String(process.pid));
    await first.close();
  });
  afterAll(() => store.drop());

  it('keeps accounts, profiles and tokens across a restart', async () => {
    if (embedded) expect(fs.existsSync(pidFilePath(store.dataDir))).toBe(false);
    const second = await buildTestApp({ store });
    try {
      const mine = await second.app.inject({ url: '/api/v1/myprofile', headers: member.headers });
      expect(mine.statusCode).toBe(200);
      expect(mine.json()).toMatchObject({ username: member.username });
      await expect(loginAs(second.app, member.username, PASSWORD)).resolves.toHaveProperty('token');
    } finally {
      await second.close();
    }
  });

  it('is never seeded once it has accounts', async () => {
    const t = await buildTestApp({ store, seed: true });
    try {
      expect(await t.app.users.findByUsername('demo')).toBeNull();
    } finally {
      await t.close();
    }
  });

  it('make-staff runs on it while no server holds it', async () => {
    const console_ = captureConsole();
    try {
      const env = await cliEnv(store);
      expect(await makeStaffMain([member.username, '6'], env)).toBe(0);
      expect(await makeStaffMain(['nobody-here', '6'], env)).toBe(1);
      expect(await makeStaffMain([member.username, '9'], env)).toBe(1);
      expect(await makeStaffMain([member.username], env)).toBe(1);
      expect(console_.out.join('\n')).toMatch(
        /user_type 6 \(metrics \+ broadcast\)[\s\S]*no user named[\s\S]*bits must be[\s\S]*usage:/,
      );
    } finally {
      console_.restore();
    }
    const again = await buildTestApp({ store });
    try {
      const session = await loginAs(again.app, member.username);
      expect((await again.app.inject({ url: '/api/v1/myprofile', headers: session.headers })).json().user_type).toBe(6);
    } finally {
      await again.close();
    }
  });
});

describe('the seed', () => {
  it('creates the demo logins with profiles, staff bits and follows, once', async () => {
    // The staff password is never published: STAFF_PASSWORD (here the option) or a generated one.
    const staffPassword = 'staff-test-secret-1';
    const t = await buildTestApp({ seed: true, staffPassword });
    try {
      expect(DEMO_LOGINS.map((d) => d.username)).toEqual(['demo', 'alex', 'sam', 'jules', 'staff']);
      expect(await t.app.users.count()).toBe(DEMO_LOGINS.length);
      expect(await seedDatabase(t.app.db, { hashPassword: t.app.passwords.hash })).toBe(false);
      expect(await t.app.users.count()).toBe(DEMO_LOGINS.length);

      for (const demo of DEMO_LOGINS) {
        const session = await loginAs(t.app, demo.username, demo.password ?? staffPassword);
        const res = await t.app.inject({ url: '/api/v1/myprofile', headers: session.headers });
        expect(res.statusCode).toBe(200);
        expect(res.json().first_name).not.toBe('');
        expect(res.json().user_type).toBe(demo.username === 'staff' ? USER_TYPE_METRICS | USER_TYPE_BROADCAST : 0);
      }
      const demo = await loginAs(t.app, 'demo', 'upclub-demo');
      const alex = await t.app.users.findByUsername('alex');
      const profile = (await t.app.inject({ url: `/api/v1/getprofile/${alex!.id}`, headers: demo.headers })).json();
      expect(profile.followed).toBe(true);
      expect(profile.followers).toBeGreaterThan(0);
      const counts = (await t.app.inject({ url: '/api/v1/getnotificationscount/', headers: demo.headers })).json();
      expect(counts.notifications).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  });
});

describe('make-staff', () => {
  it('parses bits 0..6 and refuses anything else', () => {
    expect([0, 2, 4, 6].map((b) => parseBits(String(b)))).toEqual([0, 2, 4, 6]);
    for (const bad of ['7', '-1', 'x', '2.5', '', undefined]) expect(() => parseBits(bad)).toThrow(/bits must be/);
    expect(describeBits(6)).toBe('metrics + broadcast');
    expect(describeBits(0)).toBe('no staff access');
  });

  it('sets user_type of a user, and refuses an unknown one', async () => {
    const t = await buildTestApp();
    try {
      const member = await newMember(t.app);
      // As the command does (main): the running API hears that the user changed, and drops its
      // cached session and profile.
      const changed = (id: number) => t.app.pubsub.publish(CHANNELS.userChanged, String(id));
      expect(await makeStaff(t.app.db, member.username.toUpperCase(), 4, changed)).toContain('user_type 4 (broadcast)');
      const mine = await t.app.inject({ url: '/api/v1/myprofile', headers: member.headers });
      expect(mine.json().user_type).toBe(4);
      await expect(makeStaff(t.app.db, 'nobody-here', 2)).rejects.toThrow(/no user named/);
    } finally {
      await t.close();
    }
  });

  it('refuses to open an embedded database a live server holds', async () => {
    const dataDir = tempDir();
    const console_ = captureConsole();
    try {
      fs.writeFileSync(path.join(dataDir, 'server.pid'), `${process.ppid}\n`);
      expect(livePidOf(dataDir)).toBe(process.ppid);
      expect(await makeStaffMain(['demo', '6'], { DATA_DIR: dataDir })).toBe(1);
      expect(console_.out.join('\n')).toContain(`in use by another process (pid ${process.ppid}`);
      expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(false);
    } finally {
      console_.restore();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
