import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { appOptionsOf, ConfigError, readApiEnv } from '../src/config';
import { PasswordPoolBusyError } from '../src/lib/password-pool';
import { METRICS_LOOPBACK_ONLY, METRICS_TOKEN_NEEDED } from '../src/routes/metrics';
import { buildTestApp, expectDetail, loginAs, newMember, type TestApp } from './helpers';
import { listening, openStream } from './sse';

// GET /api/metrics (issue 24, "Operations, as the ecosystem expects"): Prometheus's text format,
// only with the bearer METRICS_TOKEN, or without one only to this machine; request durations by
// route pattern, open streams, the database pool, the password hashes and the read caches.

const SERVER_URL = process.env.DATABASE_URL;
const TOKEN = randomBytes(24).toString('hex');

/** One series of a scrape: its labels and value. */
interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

function samplesOf(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) continue;
    const labels = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
    );
    samples.push({ name: match[1], labels, value: Number(match[3]) });
  }
  return samples;
}

/** The metrics as a loopback client scrapes them. */
async function scrape(app: FastifyInstance): Promise<Sample[]> {
  const res = await app.inject({ url: '/api/metrics' });
  expect(res.statusCode).toBe(200);
  return samplesOf(res.body);
}

/** The value of the series named so whose labels include `labels` (summed if several). */
function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number | undefined {
  const found = samples.filter(
    (s) => s.name === name && Object.entries(labels).every(([key, value]) => s.labels[key] === value),
  );
  return found.length ? found.reduce((sum, s) => sum + s.value, 0) : undefined;
}

async function eventually(check: () => Promise<void>, timeoutMs = 3_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((r) => setTimeout(r, 25));
    }
  }
}

describe('who may read GET /api/metrics', () => {
  it('without METRICS_TOKEN answers this machine only, whatever X-Forwarded-For claims', async () => {
    // One trusted hop: request.ip is what X-Forwarded-For says, which a client writes itself.
    const t = await buildTestApp({ trustProxy: 1 });
    try {
      const local = await t.app.inject({ url: '/api/metrics' });
      expect(local.statusCode).toBe(200);
      expect(local.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
      expect(local.headers['cache-control']).toBe('no-store');
      expectDetail(await t.app.inject({ url: '/api/metrics', remoteAddress: '10.1.0.1' }), 404, METRICS_LOOPBACK_ONLY);
      expectDetail(
        await t.app.inject({
          url: '/api/metrics',
          remoteAddress: '10.1.0.1',
          headers: { 'x-forwarded-for': '127.0.0.1' },
        }),
        404,
        METRICS_LOOPBACK_ONLY,
      );
      // A proxy on this machine connects from loopback: what it forwards is not local.
      expectDetail(
        await t.app.inject({ url: '/api/metrics', headers: { 'x-forwarded-for': '203.0.113.9' } }),
        404,
        METRICS_LOOPBACK_ONLY,
      );
      const doc = (await t.app.inject({ url: '/api/openapi.json' })).json() as { paths: Record<string, unknown> };
      expect(Object.keys(doc.paths).filter((p) => p.includes('metrics') && !p.includes('getallmetrics'))).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('with METRICS_TOKEN asks every client, loopback too, for that bearer token', async () => {
    const t = await buildTestApp({ metricsToken: TOKEN });
    try {
      for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(1)}`, `Token ${TOKEN}`]) {
        const res = await t.app.inject({ url: '/api/metrics', headers: authorization ? { authorization } : {} });
        expectDetail(res, 401, METRICS_TOKEN_NEEDED);
        expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      }
      const res = await t.app.inject({
        url: '/api/metrics',
        remoteAddress: '10.1.0.1',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(res.statusCode).toBe(200);
      expect(valueOf(samplesOf(res.body), 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  });

  it('reads METRICS_TOKEN from the environment, and refuses a guessable one without showing it', () => {
    expect(appOptionsOf(readApiEnv({ METRICS_TOKEN: TOKEN })).metricsToken).toBe(TOKEN);
    expect(appOptionsOf(readApiEnv({})).metricsToken).toBeUndefined();
    expect(() => readApiEnv({ METRICS_TOKEN: 'short-secret' })).toThrow(
      new ConfigError('METRICS_TOKEN must be at least 24 characters'),
    );
  });
});

describe('what GET /api/metrics reports', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('times requests by route pattern and status code, never by their URL', async () => {
    const member = await newMember(t.app);
    const secret = randomBytes(8).toString('hex');
    for (const url of [`/api/v1/getprofile/${member.id}`, `/api/v1/getprofile/${member.id}/`]) {
      expect((await t.app.inject({ url, headers: member.headers })).statusCode).toBe(200);
    }
    expect((await t.app.inject({ url: `/api/v1/nothing/${secret}` })).statusCode).toBe(404);
    const samples = await scrape(t.app);
    const count = (labels: Record<string, string>) =>
      valueOf(samples, 'upclub_http_request_duration_seconds_count', labels);
    // The route with and without its trailing slash is one route.
    expect(count({ method: 'GET', route: '/api/v1/getprofile/:id', status_code: '200' })).toBe(2);
    expect(count({ method: 'GET', route: 'unmatched', status_code: '404' })).toBe(1);
    expect(count({ method: 'POST', route: '/api/v1/login/', status_code: '200' })).toBe(1);
    const routes = new Set(samples.filter((s) => s.name.startsWith('upclub_http_')).map((s) => s.labels.route));
    const raw = [...routes].filter((r) => r.split('/').includes(String(member.id)) || r.includes(secret));
    expect({ raw, twin: routes.has('/api/v1/getprofile/:id/') }).toEqual({ raw: [], twin: false });
    const buckets = samples.filter(
      (s) => s.name === 'upclub_http_request_duration_seconds_bucket' && s.labels.route === '/api/v1/getprofile/:id',
    );
    // prom-client's buckets and REQUEST_TIMEOUT_MS (30 s), then +Inf.
    expect(buckets.map((s) => s.labels.le)).toEqual([
      ...['0.005', '0.01', '0.025', '0.05', '0.1', '0.25', '0.5', '1', '2.5', '5', '10', '30'],
      '+Inf',
    ]);
    // The process's own metrics beside the app's.
    expect(valueOf(samples, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });

  it('counts the live event streams open, and leaves their length out of the request times', async () => {
    const member = await newMember(t.app);
    const base = await listening(t.app);
    const left = await openStream(base, member.headers);
    const ended = await openStream(base, member.headers);
    await left.next((frame) => frame.event === 'counts');
    await ended.next((frame) => frame.event === 'counts');
    expect(valueOf(await scrape(t.app), 'upclub_event_streams_open')).toBe(2);
    // One reader leaves; the other stream is ended by the server (its session ends).
    left.close();
    await eventually(async () => expect(valueOf(await scrape(t.app), 'upclub_event_streams_open')).toBe(1));
    const logout = await t.app.inject({ method: 'POST', url: '/api/v1/logout/', headers: member.headers, payload: {} });
    expect(logout.statusCode).toBe(200);
    await ended.ended;
    await eventually(async () => expect(valueOf(await scrape(t.app), 'upclub_event_streams_open')).toBe(0));
    const samples = await scrape(t.app);
    expect(
      valueOf(samples, 'upclub_http_request_duration_seconds_count', { route: '/api/v1/events/' }),
    ).toBeUndefined();
  });

  it('counts password hashes as sign-ins run them', async () => {
    const member = await newMember(t.app);
    const before = valueOf(await scrape(t.app), 'upclub_password_hashes_total')!;
    await loginAs(t.app, member.username);
    const after = await scrape(t.app);
    expect(valueOf(after, 'upclub_password_hashes_total')).toBe(before + 1);
    expect(valueOf(after, 'upclub_password_hash_running')).toBe(0);
    expect(valueOf(after, 'upclub_password_hash_queued')).toBe(0);
    expect(valueOf(after, 'upclub_password_hash_rejected_total')).toBe(0);
  });

  it('counts the hits and misses of each read cache', async () => {
    const member = await newMember(t.app);
    const feed = () => t.app.inject({ url: '/api/v1/getallfeed/new', headers: member.headers });
    const before = await scrape(t.app);
    expect((await feed()).statusCode).toBe(200);
    expect((await feed()).statusCode).toBe(200);
    const after = await scrape(t.app);
    const moved = (name: string, cache: string) =>
      valueOf(after, name, { cache })! - (valueOf(before, name, { cache }) ?? 0);
    expect(moved('upclub_cache_misses_total', 'feed_pages')).toBe(1);
    expect(moved('upclub_cache_hits_total', 'feed_pages')).toBe(1);
    // The second request's session came from the cache.
    expect(moved('upclub_cache_hits_total', 'sessions')).toBeGreaterThanOrEqual(1);
    const names = after.filter((s) => s.name === 'upclub_cache_hits_total').map((s) => s.labels.cache);
    expect(names.sort()).toEqual(
      [
        'comment_metas',
        'comment_pages',
        'feed_counts',
        'feed_pages',
        'feed_sources',
        'post_liked',
        'posts',
        'profile_followed',
        'profile_usernames',
        'profiles',
        'reply_pages',
        'sessions',
      ].sort(),
    );
  });

  it('shows the PostgreSQL pool, and no pool on the embedded database', async () => {
    const samples = await scrape(t.app);
    if (SERVER_URL) {
      expect(valueOf(samples, 'upclub_db_pool_max_connections')).toBe(10);
      expect(valueOf(samples, 'upclub_db_pool_connections')).toBeGreaterThanOrEqual(1);
      expect(valueOf(samples, 'upclub_db_pool_idle_connections')).toBeGreaterThanOrEqual(0);
      expect(valueOf(samples, 'upclub_db_pool_waiting_queries')).toBe(0);
    } else {
      expect(samples.filter((s) => s.name.startsWith('upclub_db_pool_'))).toEqual([]);
    }
  });
});

describe('an app with other bounds', () => {
  it('counts a hash refused because the queue is full, and ends the buckets at the request bound', async () => {
    const t = await buildTestApp({ passwords: { threads: 1, queue: 0 }, timeouts: { requestMs: 2_000 } });
    try {
      const results = await Promise.allSettled([t.app.passwords.hash('one'), t.app.passwords.hash('two')]);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected']);
      expect((results[1] as PromiseRejectedResult).reason).toBeInstanceOf(PasswordPoolBusyError);
      const samples = await scrape(t.app);
      expect(valueOf(samples, 'upclub_password_hash_rejected_total')).toBe(1);
      // The scrape before this one is timed.
      const buckets = (await scrape(t.app)).filter(
        (s) => s.name === 'upclub_http_request_duration_seconds_bucket' && s.labels.route === '/api/metrics',
      );
      expect(buckets.map((s) => s.labels.le)).toEqual([
        '0.005',
        '0.01',
        '0.025',
        '0.05',
        '0.1',
        '0.25',
        '0.5',
        '1',
        '2',
        '+Inf',
      ]);
    } finally {
      await t.close();
    }
  });
});
