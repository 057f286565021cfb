import './native-pglite';
// jest applies testTimeout only globally, not per project: the API's tests start databases and
// hash passwords on a shared two-core machine, far beyond the 5 s default under load.
jest.setTimeout(60_000);
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Client } from 'pg';
import { buildApp, type AppOptions } from '../src';
import { MIGRATIONS_DIR, openDatabase } from '../src/db/open';
import type { OutboxMail } from '../src/plugins/external/mail';

// Tests build the app and call it with inject. Each buildTestApp() gets a database of its own:
// an in-memory PGlite copied from a migrated template, or, when DATABASE_URL is set, a new
// database created on that PostgreSQL server and dropped afterwards.

export const PASSWORD = 'correct-horse-9';
/**
 * argon2id cost of the test apps (1 MiB, one pass): the suites sign up thousands of people on a
 * shared 2-core machine. The tests of the cost itself set `passwords: {}` (the defaults).
 */
export const TEST_PASSWORDS = { memoryKiB: 1024, passes: 1 } as const;
const SERVER_URL = process.env.DATABASE_URL;

export function tempDir(prefix = 'upclub-api-test-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

// ---- databases ---------------------------------------------------------------------------

/** Where an app keeps its data: outlives one app (restart tests), dropped at the end. */
export interface TestStore {
  /** The data folder (outbox; the PGlite folder of a persistent embedded store). */
  dataDir: string;
  appOptions(): Promise<Partial<AppOptions>>;
  drop(): Promise<void>;
}

/**
 * PostgreSQL stores only: ends the connections to the store's database (all of them, or only
 * the LISTEN ones of the events' pubsub) but the one asking, as a restart or an administrator
 * would; answers how many were ended.
 */
export async function terminateConnections(store: TestStore, { listenersOnly = false } = {}): Promise<number> {
  const url = ((await store.appOptions()) as { databaseUrl: string }).databaseUrl;
  const admin = new Client({ connectionString: url });
  await admin.connect();
  try {
    const cut = await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid()` +
        (listenersOnly ? ` and query ilike 'LISTEN%'` : ''),
    );
    return cut.rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

let template: Promise<Blob> | undefined;

function pgliteVersion(): string {
  for (
    let dir = path.dirname(require.resolve('@electric-sql/pglite'));
    dir !== path.dirname(dir);
    dir = path.dirname(dir)
  ) {
    const file = path.join(dir, 'package.json');
    if (fs.existsSync(file)) {
      const pkg = JSON.parse(fs.readFileSync(file, 'utf8'));
      if (pkg.name === '@electric-sql/pglite') return pkg.version;
    }
  }
  return 'unknown';
}

/** A dump of a freshly migrated PGlite, cached on disk by the migrations' content. */
function pgliteTemplate(): Promise<Blob> {
  template ??= (async () => {
    const hash = createHash('sha256');
    hash.update(pgliteVersion());
    for (const file of fs.readdirSync(MIGRATIONS_DIR, { recursive: true }).map(String).sort()) {
      const full = path.join(MIGRATIONS_DIR, file);
      if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
    }
    const cached = path.join(os.tmpdir(), `upclub-api-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
    if (fs.existsSync(cached)) return new Blob([fs.readFileSync(cached)]);
    const database = await openDatabase({ inMemory: true });
    const dump = await database.dumpDataDir!();
    await database.close();
    const partial = `${cached}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, cached);
    return dump;
  })();
  return template;
}

async function onServer(sql: string): Promise<void> {
  const client = new Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A fresh store. PostgreSQL (DATABASE_URL): a new database on that server. Otherwise PGlite: in
 * memory (each app gets its own copy) or, when `persistent`, in a folder that apps can reopen.
 */
export async function createTestStore({ persistent = false } = {}): Promise<TestStore> {
  const dataDir = tempDir();
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (SERVER_URL) {
    // TEST_DB_PREFIX: the start of the databases' names (several checkouts sharing one server).
    const name = `${process.env.TEST_DB_PREFIX ?? 'upclub_test'}_${randomBytes(6).toString('hex')}`;
    await onServer(`CREATE DATABASE ${name}`);
    const url = new URL(SERVER_URL);
    url.pathname = `/${name}`;
    return {
      dataDir,
      appOptions: async () => ({ databaseUrl: url.toString(), dataDir }),
      drop: async () => {
        await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        removeDir();
      },
    };
  }
  if (persistent) {
    // The folder starts as a copy of the template (initdb on disk takes seconds).
    await (await openDatabase({ dataDir, loadDataDir: await pgliteTemplate() })).close();
    return { dataDir, appOptions: async () => ({ dataDir }), drop: async () => removeDir() };
  }
  return {
    dataDir,
    appOptions: async () => ({
      dataDir,
      database: await openDatabase({ inMemory: true, loadDataDir: await pgliteTemplate() }),
    }),
    drop: async () => removeDir(),
  };
}

// ---- the app ------------------------------------------------------------------------------

export interface TestApp {
  app: FastifyInstance;
  /** The mail outbox of this app. */
  outbox: string;
  close(): Promise<void>;
}

/**
 * The app on a store of its own (or on `store`, which the caller drops), made ready unless
 * `ready: false` (to register more on it first, as the one-process server does).
 */
export async function buildTestApp(
  options: Partial<AppOptions> & { store?: TestStore; ready?: boolean } = {},
): Promise<TestApp> {
  const { store: given, ready = true, ...overrides } = options;
  const store = given ?? (await createTestStore());
  const app = await buildApp({
    logger: false,
    passwords: TEST_PASSWORDS,
    // A seeded test app's generated staff password stays off the test output.
    announce: () => {},
    ...(await store.appOptions()),
    ...overrides,
    // Many sign-ups come from one address (inject's 127.0.0.1); tests of the limit lower it.
    rateLimit: { signupPerHour: 10_000, ...overrides.rateLimit },
  });
  if (ready) await app.ready();
  return {
    app,
    outbox: path.join(store.dataDir, 'outbox'),
    close: async () => {
      await app.close();
      if (!given) await store.drop();
    },
  };
}

// ---- users --------------------------------------------------------------------------------

let userCount = 0;

export interface TestUser {
  id: number;
  username: string;
  email: string;
  password: string;
}

export function signupBody(overrides: Record<string, unknown> = {}) {
  userCount += 1;
  const username = `user${userCount}_${randomBytes(3).toString('hex')}`;
  return {
    username,
    password: PASSWORD,
    first_name: 'Test',
    last_name: 'User',
    email: `${username}@example.com`,
    phone_number: '',
    ...overrides,
  };
}

/** Registers a new user through v1/register/. */
export async function signUp(app: FastifyInstance, overrides: Record<string, unknown> = {}): Promise<TestUser> {
  const body = signupBody(overrides);
  const res = await app.inject({ method: 'POST', url: '/api/v1/register/', payload: body });
  if (res.statusCode !== 201) throw new Error(`signUp failed: ${res.statusCode} ${res.body}`);
  return { id: res.json().upclubuser, username: body.username, email: body.email, password: body.password };
}

export interface Session {
  token: string;
  headers: { authorization: string };
}

export const authHeaders = (token: string) => ({ authorization: `Token ${token}` });

/** Logs in through v1/login/. */
export async function loginAs(app: FastifyInstance, username: string, password = PASSWORD): Promise<Session> {
  const res = await app.inject({ method: 'POST', url: '/api/v1/login/', payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`login of ${username} failed: ${res.statusCode} ${res.body}`);
  const { token } = res.json();
  return { token, headers: authHeaders(token) };
}

/** Signs up, logs in and creates the profile, as the client does after signup. */
export async function newMember(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const user = await signUp(app, overrides);
  const session = await loginAs(app, user.username, user.password);
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/createprofile/',
    headers: session.headers,
    payload: {},
  });
  if (res.statusCode !== 201) throw new Error(`createprofile failed: ${res.statusCode} ${res.body}`);
  return { ...user, ...session };
}

// ---- answers and mail ---------------------------------------------------------------------

export function expectFieldError(res: LightMyRequestResponse, field: string, message: string): void {
  expect({ status: res.statusCode, [field]: res.json()[field] }).toEqual({
    status: 400,
    [field]: expect.arrayContaining([message]),
  });
}

export function expectDetail(res: LightMyRequestResponse, status: number, detail: string): void {
  expect({ status: res.statusCode, body: res.json() }).toEqual({ status, body: { detail } });
}

/** Every mail of an outbox folder, oldest first. */
export function readOutbox(dir: string): (OutboxMail & { file: string })[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((file) => ({ file, ...(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as OutboxMail) }))
    .sort((a, b) => a.date.localeCompare(b.date) || a.file.localeCompare(b.file));
}

/** The reset code of a mail. */
export function codeIn(mail: OutboxMail): string {
  const match = /code is ([A-Z0-9]{6})\b/.exec(mail.text);
  if (!match) throw new Error(`no code in mail: ${mail.text}`);
  return match[1];
}

/** A clock tests move by hand. */
export function fakeClock(start = new Date('2026-11-22T10:00:00Z')) {
  let at = start.getTime();
  return {
    now: () => new Date(at),
    advance(ms: number) {
      at += ms;
    },
  };
}
