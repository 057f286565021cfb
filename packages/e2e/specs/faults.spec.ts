import type { APIRequestContext, Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { execFileSync } from 'node:child_process';
import { test, expect } from '../support/fixtures';
import { Notices } from '../pages/notices';
import { loginThroughUi, signUpViaApi } from '../support/auth';
import { startProxy, startServer, type Proxy, type RunningServer } from '../support/processes';
import { newUser, type TestUser } from '../support/users';

// Issue 13 §4 and issue 10 §6: faults seen from the browser. Each test runs its own API
// processes (the one-process server, killed with SIGKILL) behind a loopback proxy the browser
// talks to, so the test can kill a process, cut the live events stream, or fail over between
// two processes on one PostgreSQL. The ports are E2E_PORT+1 … E2E_PORT+5.

const BASE_PORT = Number(process.env.E2E_PORT ?? 8181);
const NO_NETWORK = 'Please check your internet connection.';

const input = (page: Page) => page.getByPlaceholder('type your message...');
const log = (page: Page) => page.getByRole('log');

async function tokenOfUser(request: APIRequestContext, base: string, user: TestUser): Promise<string> {
  const res = await request.post(`${base}/api/v1/login/`, {
    data: { username: user.username, password: user.password },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** Sends a message as the holder of `token` (a new thread with `to`, or into `thread`). */
async function sendMessage(
  request: APIRequestContext,
  base: string,
  token: string,
  body: { to?: number; thread?: number; text: string },
): Promise<number> {
  const res = await request.post(`${base}/api/v1/createmessage/`, {
    headers: { Authorization: `Token ${token}` },
    data: {
      messagethread: body.thread ?? null,
      upclubusers: body.to === undefined ? [] : [body.to],
      song_post: null,
      text: body.text,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { messagethread: number }).messagethread;
}

async function userIdOf(request: APIRequestContext, base: string, token: string): Promise<number> {
  const res = await request.get(`${base}/api/v1/myprofile`, { headers: { Authorization: `Token ${token}` } });
  return ((await res.json()) as { upclubuser: number }).upclubuser;
}

/** Marks the document, so a later check can prove the page was not reloaded. */
const markPage = (page: Page) => page.evaluate(() => ((window as { __faultMark?: number }).__faultMark = 1));
const pageNotReloaded = (page: Page) => page.evaluate(() => (window as { __faultMark?: number }).__faultMark === 1);

test.describe('one API process behind a proxy', () => {
  const serverPort = BASE_PORT + 1;
  const proxyPort = BASE_PORT + 2;
  let server: RunningServer;
  let proxy: Proxy;
  test.use({ baseURL: `http://127.0.0.1:${proxyPort}` });

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    proxy = await startProxy(proxyPort, [serverPort], (_req, backends) => [...backends]);
    server = await startServer({ port: serverPort, publicUrl: proxy.url });
  });
  test.afterAll(async () => {
    await server?.stop();
    await proxy?.close();
    if (server) fs.rmSync(server.options.dataDir, { recursive: true, force: true });
  });

  test('the API process killed and restarted: the user is told, keeps what was typed, stays signed in and carries on without a reload', async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    const base = proxy.url;
    const alice = await signUpViaApi(request, newUser('fka'));
    const bob = await signUpViaApi(request, newUser('fkb'));
    const bobToken = await tokenOfUser(request, base, bob);
    await loginThroughUi(page, alice);
    const aliceId = await userIdOf(request, base, await page.evaluate(() => localStorage.getItem('token') ?? ''));
    const thread = await sendMessage(request, base, bobToken, { to: aliceId, text: 'Before the crash' });
    await page.goto(`/messages/${thread}`);
    await expect(log(page).getByText('Before the crash')).toBeVisible();
    await markPage(page);

    const typed = `Written while the server was down ${Date.now()}`;
    await test.step('the process dies; sending says to check the connection and keeps the text', async () => {
      await server.kill();
      await input(page).fill(typed);
      await input(page).press('Enter');
      await expect(new Notices(page).error(NO_NETWORK)).toBeVisible();
      await expect(input(page)).toHaveValue(typed);
      await expect(log(page).getByText(typed)).toHaveCount(0);
    });

    await test.step('the process starts again on the same port and data: the same send goes through', async () => {
      server = await startServer(server.options);
      await input(page).press('Enter');
      await expect(log(page).getByText(typed)).toHaveCount(1, { timeout: 20_000 });
      await expect(input(page)).toHaveValue('');
      expect(await pageNotReloaded(page)).toBe(true);
      await expect(page).toHaveURL(new RegExp(`/messages/${thread}$`));
    });

    await test.step('nothing written before the crash is lost, the session holds, and live events come back', async () => {
      const res = await request.get(`${base}/api/v1/getmessages/${thread}/all`, {
        headers: { Authorization: `Token ${bobToken}` },
      });
      expect(res.status(), await res.text()).toBe(200);
      const texts = JSON.stringify(await res.json());
      expect(texts).toContain('Before the crash');
      expect(texts.split(typed).length - 1).toBe(1);
      // Bob writes: the stream has reconnected by itself (backoff) and brings it, without a reload.
      await sendMessage(request, base, bobToken, { thread, text: 'Welcome back' });
      await expect(log(page).getByText('Welcome back')).toBeVisible({ timeout: 60_000 });
      expect(await pageNotReloaded(page)).toBe(true);
      await expect(page.getByRole('button', { name: /log ?in/i })).toHaveCount(0);
    });
  });

  test('the events stream cut: an event raised meanwhile arrives after the reconnection (Last-Event-ID), nothing is missed', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const base = proxy.url;
    const alice = await signUpViaApi(request, newUser('fsa'));
    const bob = await signUpViaApi(request, newUser('fsb'));
    const bobToken = await tokenOfUser(request, base, bob);
    await loginThroughUi(page, alice);
    const aliceId = await userIdOf(request, base, await page.evaluate(() => localStorage.getItem('token') ?? ''));
    const thread = await sendMessage(request, base, bobToken, { to: aliceId, text: 'Stream check one' });
    await page.goto(`/messages/${thread}`);
    await expect(log(page).getByText('Stream check one')).toBeVisible();
    // A live one first: the stream is up and has given the page an event id.
    await sendMessage(request, base, bobToken, { thread, text: 'Stream check two' });
    await expect(log(page).getByText('Stream check two')).toBeVisible();
    await markPage(page);
    const opened = proxy.streams.length;

    proxy.cutStreams();
    await sendMessage(request, base, bobToken, { thread, text: 'Raised while the stream was cut' });
    await page.waitForTimeout(2_000);
    await expect(log(page).getByText('Raised while the stream was cut')).toHaveCount(0);
    proxy.resume();

    await expect(log(page).getByText('Raised while the stream was cut')).toHaveCount(1, { timeout: 60_000 });
    expect(await pageNotReloaded(page)).toBe(true);
    const reconnect = proxy.streams.slice(opened);
    expect(reconnect.length).toBeGreaterThan(0);
    expect(reconnect[0].lastEventId, 'the reconnection sends Last-Event-ID').toMatch(/^\d+$/);
  });
});

// ---- two API processes on one PostgreSQL --------------------------------------------------

// E2E_DATABASE_URL rather than DATABASE_URL, which the runner's own web server would inherit.
const SERVER_URL = process.env.E2E_DATABASE_URL ?? process.env.DATABASE_URL;

test.describe('two API processes on one PostgreSQL (DATABASE_URL)', () => {
  test.skip(
    !SERVER_URL,
    'needs a PostgreSQL server: set E2E_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)',
  );
  const aPort = BASE_PORT + 3;
  const bPort = BASE_PORT + 4;
  const proxyPort = BASE_PORT + 5;
  const dbName = `upclub_faults_${randomBytes(5).toString('hex')}`;
  let a: RunningServer;
  let b: RunningServer | null;
  let proxy: Proxy;
  let bAlive = true;
  const dataDirs: string[] = [];
  test.use({ baseURL: `http://127.0.0.1:${proxyPort}` });

  /** One statement on the server (psql: the e2e package has no PostgreSQL driver of its own). */
  async function onServer(sql: string): Promise<void> {
    execFileSync('psql', [SERVER_URL!, '-v', 'ON_ERROR_STOP=1', '-qc', sql], { stdio: 'pipe' });
  }

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    await onServer(`CREATE DATABASE ${dbName}`);
    const url = new URL(SERVER_URL!);
    url.pathname = `/${dbName}`;
    // The provider emulator keeps its accounts in its own process: its pages and calls go to
    // A, the process that stays. The live events stream goes to B while B lives; every other
    // request alternates between the two, and goes to the other when one is down.
    let turn = 0;
    proxy = await startProxy(proxyPort, [aPort, bPort], (req) => {
      const path = req.url ?? '';
      if (path.startsWith('/provider/')) return [aPort];
      if (path.startsWith('/api/v1/events')) return bAlive ? [bPort, aPort] : [aPort];
      turn += 1;
      return turn % 2 ? [aPort, bPort] : [bPort, aPort];
    });
    a = await startServer({ port: aPort, publicUrl: proxy.url, databaseUrl: url.toString() });
    b = await startServer({ port: bPort, publicUrl: proxy.url, databaseUrl: url.toString() });
    dataDirs.push(a.options.dataDir, b.options.dataDir);
  });
  test.afterAll(async () => {
    await b?.stop();
    await a?.stop();
    await proxy?.close();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
    if (SERVER_URL) await onServer(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  });

  test('one process is killed mid-journey: the user carries on through the other and live events still arrive', async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    const alice = await signUpViaApi(request, newUser('f2a'));
    const bob = await signUpViaApi(request, newUser('f2b'));
    // Bob's calls go straight to A: the events they raise must cross to B's stream and back.
    const bobToken = await tokenOfUser(request, a.url, bob);
    await loginThroughUi(page, alice);
    const aliceId = await userIdOf(request, a.url, await page.evaluate(() => localStorage.getItem('token') ?? ''));
    const thread = await sendMessage(request, a.url, bobToken, { to: aliceId, text: 'Hello from process A' });
    await page.goto(`/messages/${thread}`);
    await expect(log(page).getByText('Hello from process A')).toBeVisible();
    await markPage(page);

    await test.step('the page’s stream is on B; an event raised on A reaches it (LISTEN/NOTIFY)', async () => {
      await expect.poll(() => proxy.streams.at(-1)?.port).toBe(bPort);
      await sendMessage(request, a.url, bobToken, { thread, text: 'Crossing processes' });
      await expect(log(page).getByText('Crossing processes')).toBeVisible({ timeout: 10_000 });
    });

    await test.step('B is killed; an event raised at once still arrives, through A', async () => {
      bAlive = false;
      await b!.kill();
      b = null;
      await sendMessage(request, a.url, bobToken, { thread, text: 'Raised as B died' });
      await expect(log(page).getByText('Raised as B died')).toHaveCount(1, { timeout: 60_000 });
      expect(proxy.streams.at(-1)?.port).toBe(aPort);
      expect(proxy.streams.at(-1)?.lastEventId).toMatch(/^\d+$/);
    });

    await test.step('Alice carries on: her reply goes through A, once, and Bob reads it', async () => {
      const reply = `Still here ${Date.now()}`;
      await input(page).fill(reply);
      await input(page).press('Enter');
      await expect(log(page).getByText(reply)).toHaveCount(1);
      await expect(input(page)).toHaveValue('');
      const res = await request.get(`${a.url}/api/v1/getmessages/${thread}/all`, {
        headers: { Authorization: `Token ${bobToken}` },
      });
      const texts = JSON.stringify(await res.json());
      expect(texts.split(reply).length - 1).toBe(1);
      expect(await pageNotReloaded(page)).toBe(true);
    });
  });
});
