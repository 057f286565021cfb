#!/usr/bin/env node
// The live events stream under load: starts the built API (packages/api/dist/server.js) on a
// fresh data folder (PGlite, or a new database's worth of tables on DATABASE_URL), opens
// `connections` idle v1/events/ streams from `users` signed-in users, and reports
// - the API process's memory (RSS) before and after, per connection, and again after idling
//   past a heartbeat (flat memory: no growth while idle);
// - the latency from an action (a follow, answered by the API) to its `notification` event on
//   a stream of the followed user, while all the other streams stay connected.
// Usage: node scripts/bench-events.mjs [connections=2000] [users=50] [samples=30]
// (after `pnpm --filter @upclub/shared build && pnpm --filter @upclub/api build`).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const connections = Number(process.argv[2] ?? 2000);
const userCount = Number(process.argv[3] ?? 50);
const samples = Number(process.argv[4] ?? 30);
const port = Number(process.env.BENCH_PORT ?? 8198);
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'upclub-bench-events-'));
const HEARTBEAT_MS = 25_000;
const PASSWORD = 'bench-password-1';

const rssOf = (pid) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) * 1024;
};
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function call(method, url, body, headers = {}) {
  const res = await fetch(base + url, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

async function newUser(i) {
  const username = `bench${i}_${process.pid}`;
  const user = await call('POST', '/api/v1/register/', {
    username,
    password: PASSWORD,
    first_name: 'Bench',
    last_name: 'User',
    email: `${username}@example.com`,
  });
  const { token } = await call('POST', '/api/v1/login/', { username, password: PASSWORD });
  const headers = { authorization: `Token ${token}` };
  await call('POST', '/api/v1/createprofile/', {}, headers);
  return { id: user.upclubuser, headers };
}

/**
 * One stream over its own socket (no pooling), calling `onEvent(type, data, id)` for each event;
 * resolves once its first event (the counts) arrived.
 */
function openStream(headers, onEvent = () => {}) {
  return new Promise((resolve, reject) => {
    const req = http.get(`${base}/api/v1/events/`, { headers, agent: false }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`events: ${res.statusCode}`));
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

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

const server = spawn('node', [path.join(root, 'packages/api/dist/server.js')], {
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'error', SEED: '0' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const streams = [];
try {
  // A new embedded database is created and migrated first (tens of seconds on a busy machine).
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/v1/backendversion/`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 900) throw new Error('the API did not start within 3 minutes');
    await sleep(200);
  }
  console.log(
    `events bench: ${connections} streams from ${userCount} users, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
  );
  const users = [];
  for (let i = 0; i < userCount; i++) users.push(await newUser(i));
  const actor = await newUser(userCount);
  // Warm up the route and the heartbeat's timer, then measure the baseline.
  (await openStream(users[0].headers)).destroy();
  await sleep(1000);
  const before = rssOf(server.pid);

  // The followed user's stream, timed: the other streams are idle.
  const target = users[0];
  const waiting = new Map();
  streams.push(
    await openStream(target.headers, (type, data) => {
      if (type !== 'notification') return;
      const wake = waiting.get(data.notification.upclubuser);
      if (wake) wake();
    }),
  );
  const started = Date.now();
  const checkpoints = [];
  for (let i = 1; i < connections; i++) {
    streams.push(await openStream(users[i % userCount].headers));
    if ((i + 1) % 500 === 0) checkpoints.push([i + 1, rssOf(server.pid)]);
  }
  const openMs = Date.now() - started;
  await sleep(2000);
  const after = rssOf(server.pid);
  console.log(`opened ${streams.length} streams in ${(openMs / 1000).toFixed(1)} s`);
  console.log(`API RSS: ${mb(before)} before, ${mb(after)} with ${streams.length} streams`);
  for (const [n, rss] of checkpoints) console.log(`  ${String(n).padStart(5)} streams: ${mb(rss)}`);
  console.log(`memory per connection: ${((after - before) / streams.length / 1024).toFixed(1)} KB`);

  // Action to event: a follow (each time after an unfollow, so each one notifies).
  const latencies = [];
  for (let i = 0; i < samples; i++) {
    const arrived = new Promise((resolve) => waiting.set(actor.id, resolve));
    const t0 = performance.now();
    await call('POST', '/api/v1/follow/', { upclubuser_followee: target.id }, actor.headers);
    const answered = performance.now() - t0;
    await Promise.race([arrived, sleep(5000).then(() => Promise.reject(new Error('no event within 5 s')))]);
    latencies.push([performance.now() - t0, answered]);
    waiting.delete(actor.id);
    await call('POST', '/api/v1/unfollow/', { upclubuser_followee: target.id }, actor.headers);
  }
  const toEvent = latencies.map(([total]) => total).sort((a, b) => a - b);
  const toAnswer = latencies.map(([, answered]) => answered).sort((a, b) => a - b);
  const fmt = (v) => `${v.toFixed(1)} ms`;
  console.log(
    `follow -> event on the followee's stream (${samples} samples): p50 ${fmt(percentile(toEvent, 50))}, ` +
      `p95 ${fmt(percentile(toEvent, 95))}, max ${fmt(toEvent[toEvent.length - 1])} ` +
      `(the follow's own answer: p50 ${fmt(percentile(toAnswer, 50))})`,
  );

  if (!process.env.BENCH_SKIP_IDLE) {
    // Idle past a heartbeat: memory stays flat.
    await sleep(HEARTBEAT_MS + 5000);
    const idle = rssOf(server.pid);
    console.log(`API RSS after ${(HEARTBEAT_MS + 5000) / 1000} s idle (a heartbeat): ${mb(idle)}`);
  }
} finally {
  for (const stream of streams) stream.destroy();
  server.kill('SIGINT');
  await new Promise((resolve) => server.on('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
