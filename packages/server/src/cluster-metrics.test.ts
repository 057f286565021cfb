import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

// Regression: under cluster.js (API_WORKERS) a scrape of GET /api/metrics reached whichever
// worker accepted it and answered for that worker alone. The real cluster is started here from
// its sources: two workers on one PostgreSQL, requests spread over both, then every scrape,
// whichever worker takes it, answers for the two.

jest.setTimeout(120_000);

// As the browser test of two processes (packages/e2e/specs/faults.spec.ts): .ci/run sets
// E2E_DATABASE_URL for `pnpm test` where PostgreSQL answers.
const SERVER_URL = process.env.DATABASE_URL ?? process.env.E2E_DATABASE_URL;
const PORT = 18_311;
const WORKERS = 2;
const REQUESTS = 10;
const repoRoot = path.resolve(__dirname, '..', '..', '..');

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A GET on a connection of its own: node:cluster's primary hands each new connection to the next
 * worker in turn, so successive calls alternate between the workers.
 */
function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get(`http://127.0.0.1:${PORT}${url}`, { agent: false, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
  });
}

/** The value of the series `name` with exactly these labels in a scrape (undefined: absent). */
function valueOf(text: string, name: string, labels = ''): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name}${labels ? `{${labels}}` : ''} `));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

const onServer = (sql: string) =>
  execFileSync('psql', [SERVER_URL!, '-v', 'ON_ERROR_STOP=1', '-qc', sql], { stdio: 'pipe' });

(SERVER_URL ? describe : describe.skip)('GET /api/metrics under cluster.js (needs DATABASE_URL)', () => {
  const dbName = `upclub_cluster_metrics_${randomBytes(5).toString('hex')}`;
  let dataDir: string;
  let primary: ChildProcess | undefined;
  let output = '';

  beforeAll(async () => {
    onServer(`CREATE DATABASE ${dbName}`);
    const databaseUrl = new URL(SERVER_URL!);
    databaseUrl.pathname = `/${dbName}`;
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'upclub-cluster-metrics-'));
    primary = spawn(
      process.execPath,
      ['-r', path.join(repoRoot, 'jest', 'register-ts.cjs'), path.join(__dirname, 'cluster.ts')],
      {
        env: {
          ...process.env,
          API_WORKERS: String(WORKERS),
          PORT: String(PORT),
          DATA_DIR: dataDir,
          DATABASE_URL: databaseUrl.toString(),
          // More than one worker needs a provider outside the process; these requests never ask it.
          PROVIDER_ACCOUNTS_URL: 'http://127.0.0.1:9/accounts',
          PROVIDER_API_URL: 'http://127.0.0.1:9/v1',
          SEED: '0',
          LOG_LEVEL: 'silent',
          METRICS_TOKEN: '',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    primary.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    primary.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    // Each worker prints its banner once it listens.
    const until = Date.now() + 90_000;
    while (output.split('UpClub is running at').length - 1 < WORKERS) {
      if (Date.now() > until || primary.exitCode !== null) throw new Error(`the cluster did not start:\n${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  });

  afterAll(async () => {
    if (primary && primary.exitCode === null) {
      const exited = new Promise((r) => primary!.once('exit', r));
      primary.kill('SIGTERM');
      await exited;
    }
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    onServer(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  });

  it('answers for every worker, whichever worker the scrape reaches', async () => {
    for (let i = 0; i < REQUESTS; i++) expect((await get('/api/health/live')).status).toBe(200);

    const counted = 'upclub_http_request_duration_seconds_count';
    const route = 'method="GET",route="/api/health/live",status_code="200"';
    // Two scrapes per worker: each worker answers one at least, and each answer is the sum.
    for (let i = 0; i < 2 * WORKERS; i++) {
      const scrape = await get('/api/metrics');
      expect(scrape.status).toBe(200);
      expect(scrape.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
      expect(scrape.headers['cache-control']).toBe('no-store');
      expect({ scrape: i, requests: valueOf(scrape.body, counted, route) }).toEqual({ scrape: i, requests: REQUESTS });
      // Both workers' pools (DATABASE_POOL_SIZE 10 each) are in it, and the start time of a
      // process, which an aggregate of several has none of, is left out.
      expect(valueOf(scrape.body, 'upclub_db_pool_max_connections')).toBe(10 * WORKERS);
      expect(valueOf(scrape.body, 'process_start_time_seconds')).toBeUndefined();
      expect(valueOf(scrape.body, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    }
  });

  it('still answers only this machine without METRICS_TOKEN', async () => {
    const forwarded = await get('/api/metrics', { 'x-forwarded-for': '203.0.113.9' });
    expect(forwarded.status).toBe(404);
    expect(forwarded.body).not.toContain('upclub_');
  });
});
