// What the benchmarks share. bench-api.mjs and bench-feed.mjs: signing the seeded demo user in.
// bench-events.mjs and bench-rooms.mjs, which start an API process of their own and watch it:
// starting and stopping it, its memory, calls and sign-ups, live event streams, percentiles.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The load test's, one definition for every report.
export { percentile } from './loadtest/report.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Signs the seeded demo user in on the API at `base`; returns the headers of an authenticated request. */
export async function demoAuth(base) {
  const login = await fetch(`${base}/api/v1/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo', password: 'upclub-demo' }),
  });
  const { token } = await login.json();
  return { authorization: `Token ${token}` };
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
export const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
/** Milliseconds as the reports print them. */
export const fmt = (v) => `${v.toFixed(1)} ms`;

/** A process's resident memory (bytes), from /proc. */
const rssOf = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) * 1024;

/**
 * The API has no route that tells its memory: a preload of the bench's own (in `dataDir`) writes
 * process.memoryUsage() to a file on SIGUSR2, after a full garbage collection when the API runs
 * with --expose-gc (so that what is left is what the streams hold). `memoryOf(pid)` asks for it:
 * RSS, V8 heap used and the buffers outside the heap.
 */
export function memoryProbe(dataDir) {
  const file = path.join(dataDir, 'memory.json');
  const preload = path.join(dataDir, 'report-memory.cjs');
  fs.writeFileSync(
    preload,
    `process.on('SIGUSR2', () => { global.gc?.(); require('node:fs').writeFileSync(${JSON.stringify(file)}, ` +
      'JSON.stringify(process.memoryUsage())); });\n',
  );
  return {
    preload,
    async memoryOf(pid) {
      fs.rmSync(file, { force: true });
      process.kill(pid, 'SIGUSR2');
      for (let i = 0; i < 100 && !fs.existsSync(file); i++) await sleep(20);
      const usage = JSON.parse(fs.readFileSync(file, 'utf8'));
      return { rss: rssOf(pid), heap: usage.heapUsed, external: usage.external };
    },
  };
}

/** A memoryOf() reading as the reports print it; `buffers`: with the off-heap buffers. */
export const showMemory = (m, { buffers = false } = {}) =>
  `RSS ${mb(m.rss)}, heap ${mb(m.heap)}${buffers ? `, buffers ${mb(m.external)}` : ''}`;

/**
 * Starts the built API (packages/api/dist/server.js) on `port` with its data in `dataDir`, the
 * memory preload and `env` on top of this process's, and waits until it answers.
 */
export async function startApi({ port, dataDir, preload, nodeArgs = [], env }) {
  const server = spawn('node', [...nodeArgs, '-r', preload, path.join(root, 'packages/api/dist/server.js')], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'error', SEED: '0', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // A new embedded database is created and migrated first (tens of seconds on a busy machine).
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/v1/backendversion/`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 900) {
      await stopApi(server, [], dataDir);
      throw new Error('the API did not start within 3 minutes');
    }
    await sleep(200);
  }
  return server;
}

/** Ends the streams and the API, and removes its data folder. */
export async function stopApi(server, streams, dataDir) {
  for (const stream of streams) stream.destroy();
  if (server.exitCode === null && server.signalCode === null) {
    server.kill('SIGINT');
    await new Promise((resolve) => server.on('exit', resolve));
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/** `call(method, url, body?, headers?)` on the API at `base`: its JSON answer, or it throws. */
export function apiCaller(base) {
  return async function call(method, url, body, headers = {}) {
    const res = await fetch(base + url, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text}`);
    return text ? JSON.parse(text) : null;
  };
}

const BENCH_PASSWORD = 'bench-password-1';

/** Signs up `username` (with a profile) and signs in: `{id, headers}` of their requests. */
export async function newBenchUser(call, username, lastName) {
  const user = await call('POST', '/api/v1/register/', {
    username,
    password: BENCH_PASSWORD,
    first_name: 'Bench',
    last_name: lastName,
    email: `${username}@example.com`,
  });
  const { token } = await call('POST', '/api/v1/login/', { username, password: BENCH_PASSWORD });
  const headers = { authorization: `Token ${token}` };
  await call('POST', '/api/v1/createprofile/', {}, headers);
  return { id: user.upclubuser, headers };
}

/**
 * One v1/events/ stream over its own socket (no pooling), calling `onEvent(type, data, id)` for
 * each event; resolves at its first event (the counts) with the request (`req.response`: the
 * answer, to pause it).
 */
export function openStream(base, headers, onEvent = () => {}) {
  return new Promise((resolve, reject) => {
    const req = http.get(`${base}/api/v1/events/`, { headers, agent: false }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`events: ${res.statusCode}`));
      req.response = res;
      res.setEncoding('utf8');
      let buffer = '';
      let opened = false;
      res.on('data', (chunk) => {
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(frame)?.[1];
          const data = /^data: (.*)$/m.exec(frame)?.[1];
          if (!event || data === undefined) continue;
          onEvent(event, JSON.parse(data), Number(/^id: (\d+)$/m.exec(frame)?.[1] ?? NaN));
          if (!opened) {
            opened = true;
            resolve(req);
          }
        }
      });
      res.on('error', () => {});
    });
    req.on('error', reject);
  });
}
