import { randomBytes } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
// The helpers first: they prepare PGlite for jest before anything loads it.
import { authHeaders, buildTestApp, createTestStore, expectDetail, newMember, tempDir, type TestApp } from './helpers';
import { SERVER_DETAIL } from '@upclub/shared/validation';
import { buildApp } from '../src';
import { openDatabase } from '../src/db/open';
import { apiErrorHandler } from '../src/errors';
import { listening } from './sse';

// An unreachable or stuck database costs a request seconds, never minutes: the pool, the
// driver and PostgreSQL itself bound every wait (DATABASE_*_TIMEOUT_MS), the request as a whole
// is bounded too (REQUEST_TIMEOUT_MS), and the answer is a 503 the client can show. The live
// events stream is the one exception to the request bound.

const SERVER_URL = process.env.DATABASE_URL;
const onPostgres = SERVER_URL ? describe : describe.skip;

/** Sockets a test server holds, destroyed when it closes. */
function tracked(server: net.Server): Set<net.Socket> {
  const sockets = new Set<net.Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
  });
  return sockets;
}

async function listen(server: net.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as net.AddressInfo).port;
}

/** A host that accepts connections and never says a word (a firewall dropping, a hung server). */
async function blackhole() {
  const server = net.createServer(() => {});
  const sockets = tracked(server);
  const port = await listen(server);
  return {
    port,
    close: () => {
      for (const s of sockets) s.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * A relay to PostgreSQL that can go silent: from then on it holds new connections without
 * answering, and the open ones carry nothing either way (a network partition).
 */
async function silencingRelay(target: URL) {
  let silent = false;
  const upstreams = new Set<net.Socket>();
  const server = net.createServer((client) => {
    if (silent) return;
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    upstreams.add(upstream);
    upstream.on('error', () => client.destroy());
    upstream.on('close', () => client.destroy());
    client.on('close', () => upstream.destroy());
    client.on('data', (chunk) => {
      if (!silent) upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (!silent) client.write(chunk);
    });
  });
  const sockets = tracked(server);
  const port = await listen(server);
  return {
    port,
    silence: () => {
      silent = true;
    },
    close: () => {
      for (const s of [...sockets, ...upstreams]) s.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Routes of the test only, answered through the API's own error handler. */
function testRoutes(app: FastifyInstance, routes: (scope: FastifyInstance) => void) {
  return app.register(async (scope) => {
    scope.setErrorHandler(apiErrorHandler);
    routes(scope);
  });
}

const elapsedSince = (started: number) => Date.now() - started;

/**
 * A signed-in user made without sign-up's password hashing, which on a busy machine can alone
 * outlast the short request bound these tests set.
 */
async function quickMember(app: FastifyInstance) {
  const username = `quick_${randomBytes(4).toString('hex')}`;
  const user = await app.users.create({
    username,
    email: `${username}@example.com`,
    passwordHash: 'not-a-hash',
    firstName: 'Quick',
    lastName: 'Member',
  });
  return { id: user.id, headers: authHeaders(await app.tokens.create(user.id)) };
}

describe('a database that never answers', () => {
  it('fails the start within seconds, saying where it looked (without the password)', async () => {
    const hole = await blackhole();
    try {
      const started = Date.now();
      const attempt = buildApp({
        databaseUrl: `postgres://postgres:sekret-pw@127.0.0.1:${hole.port}/upclub`,
        dataDir: tempDir(),
        timeouts: { databaseConnectMs: 1_000 },
      });
      const error: Error = await attempt.then(
        () => {
          throw new Error('the app started against a black hole');
        },
        (e: Error) => e,
      );
      expect(elapsedSince(started)).toBeLessThan(5_000);
      expect(error.message).toMatch(
        new RegExp(`^PostgreSQL at 127\\.0\\.0\\.1:${hole.port}/upclub did not answer .*1000 ms`),
      );
      expect(error.message).not.toContain('sekret-pw');
    } finally {
      await hole.close();
    }
  });
});

onPostgres('PostgreSQL going silent while the API runs (DATABASE_URL)', () => {
  it('answers 503 within seconds, on a pooled connection and on a new one', async () => {
    const store = await createTestStore();
    const { databaseUrl, dataDir } = (await store.appOptions()) as { databaseUrl: string; dataDir: string };
    const target = new URL(databaseUrl);
    const relay = await silencingRelay(target);
    const viaRelay = new URL(databaseUrl);
    viaRelay.hostname = '127.0.0.1';
    viaRelay.port = String(relay.port);
    let testApp: TestApp | undefined;
    try {
      testApp = await buildTestApp({
        store,
        databaseUrl: viaRelay.toString(),
        dataDir,
        timeouts: { databaseConnectMs: 1_000, databaseStatementMs: 500 },
      });
      const { app } = testApp;
      const member = await newMember(app);
      relay.silence();

      // The pool's idle connection takes the query and hears nothing: the driver gives up.
      let started = Date.now();
      const first = await app.inject({
        method: 'POST',
        url: '/api/v1/login/',
        payload: { username: member.username, password: member.password },
      });
      expectDetail(first, 503, SERVER_DETAIL.databaseUnavailable);
      expect(first.headers['retry-after']).toBe('5');
      expect(elapsedSince(started)).toBeLessThan(5_000);

      // That connection was thrown away: the next request waits for a new one, and gives up.
      started = Date.now();
      const second = await app.inject({
        method: 'POST',
        url: '/api/v1/login/',
        payload: { username: member.username, password: member.password },
      });
      expectDetail(second, 503, SERVER_DETAIL.databaseUnavailable);
      expect(elapsedSince(started)).toBeLessThan(5_000);
    } finally {
      await relay.close();
      await testApp?.app.close();
      await store.drop();
    }
  });
});

onPostgres('slow statements on PostgreSQL (DATABASE_URL)', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({ ready: false, timeouts: { databaseStatementMs: 500 } });
    const { app } = testApp;
    await testRoutes(app, (scope) => {
      scope.get('/test/slow', async () => {
        await app.db.execute(sql`select pg_sleep(3)`);
        return { slept: true };
      });
      scope.get('/test/quick', async () => {
        await app.db.execute(sql`select 1`);
        return { ok: true };
      });
    });
    await app.ready();
  });
  afterAll(() => testApp.close());

  it('cancels a statement past DATABASE_STATEMENT_TIMEOUT_MS and answers 503 at once', async () => {
    const started = Date.now();
    const res = await testApp.app.inject({ method: 'GET', url: '/test/slow' });
    expectDetail(res, 503, SERVER_DETAIL.databaseUnavailable);
    expect(elapsedSince(started)).toBeLessThan(2_500);
    // The pool is still healthy afterwards.
    expect((await testApp.app.inject({ method: 'GET', url: '/test/quick' })).json()).toEqual({ ok: true });
  });

  it('ends a transaction left idle past the same bound, freeing its locks', async () => {
    const database = await openDatabase({
      databaseUrl: SERVER_URL!.replace(/\/[^/]*$/, '/postgres'),
      migrate: false,
      timeouts: { databaseStatementMs: 300 },
    });
    try {
      const attempt = database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        await tx.execute(sql`select 1`);
      });
      await expect(attempt).rejects.toThrow();
    } finally {
      await database.close();
    }
  });
});

describe('the request bound (REQUEST_TIMEOUT_MS)', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({ ready: false, timeouts: { requestMs: 500 } });
    await testRoutes(testApp.app, (scope) => {
      scope.get('/test/stuck', () => new Promise(() => {}));
      scope.post('/test/stuck', () => new Promise(() => {}));
    });
    await testApp.app.ready();
  });
  afterAll(() => testApp.close());

  it('answers a request that is not done in time with a 503', async () => {
    let started = Date.now();
    const res = await testApp.app.inject({ method: 'GET', url: '/test/stuck' });
    expectDetail(res, 503, SERVER_DETAIL.timedOut);
    expect(elapsedSince(started)).toBeLessThan(2_000);

    // Over a real socket too, with a body (Fastify's own handlerTimeout forgets a POST once
    // its body is read).
    const base = await listening(testApp.app);
    started = Date.now();
    const posted = await fetch(`${base}/test/stuck`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ some: 'body' }),
    });
    expect(posted.status).toBe(503);
    expect(posted.headers.get('retry-after')).toBe('5');
    expect(await posted.json()).toEqual({ detail: SERVER_DETAIL.timedOut });
    expect(elapsedSince(started)).toBeLessThan(2_000);
  });

  it('keeps the live events stream open far beyond it', async () => {
    const { app } = testApp;
    const member = await quickMember(app);
    const base = await listening(app);
    const stream = await new Promise<{ res: http.IncomingMessage; req: http.ClientRequest; text: () => string }>(
      (resolve, reject) => {
        const req = http.get(`${base}/api/v1/events/`, { headers: member.headers, agent: false }, (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            text += chunk;
            resolve({ res, req, text: () => text });
          });
        });
        req.on('error', reject);
      },
    );
    let closed = false;
    stream.res.on('close', () => (closed = true));
    try {
      expect(stream.res.statusCode).toBe(200);
      // Three request bounds, and past the idle-socket bound (twice the request bound).
      await new Promise((resolve) => setTimeout(resolve, 1_600));
      expect(closed).toBe(false);
      expect(stream.text()).toMatch(/^event: counts\n/m);
      // And it still carries events.
      const fan = await quickMember(app);
      await app.notifications.notify([member.id], fan.id, 'follow');
      for (let i = 0; i < 50 && !/event: notification/.test(stream.text()); i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(stream.text()).toMatch(/event: notification/);
    } finally {
      stream.req.destroy();
    }
  });
});
