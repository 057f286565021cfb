#!/usr/bin/env node
// The live events stream under load: starts the built API (packages/api/dist/server.js) on a
// fresh data folder (PGlite, or a new database's worth of tables on DATABASE_URL), opens
// `connections` idle v1/events/ streams from `users` signed-in users, and reports
// - the API process's memory (RSS, and the V8 heap and off-heap buffers it reports on SIGUSR2)
//   before and after, per connection;
// - the latency from an action (a message, answered by the API) to its `message` event on a
//   stream of the recipient, while all the other streams stay connected;
// - memory while `stalledStreams` readers stop reading and messages keep coming for them for
//   `stallSeconds` (the API gets EVENTS_STALL_SECONDS=10 unless set): it must stay bounded, the
//   stalled streams being written to no more and then dropped; then how many were dropped;
// - unless BENCH_SKIP_IDLE, memory after idling past a heartbeat (with the streams that are left).
// Every stream comes from this one address and `users` users: the per-user and per-address
// bounds (EVENTS_STREAMS_PER_USER, EVENTS_STREAMS_PER_ADDRESS) are lifted for the API it starts.
// Usage: pnpm bench-events [connections=10000] [users=50] [samples=30] [stallSeconds=150] [stalledStreams=100]
// (after `pnpm --filter @upclub/shared build && pnpm --filter @upclub/api build`).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const connections = Number(process.argv[2] ?? 10_000);
const userCount = Number(process.argv[3] ?? 50);
const samples = Number(process.argv[4] ?? 30);
const stallSeconds = Number(process.argv[5] ?? 150);
const stalledTarget = Number(process.argv[6] ?? 100);
/** The API's EVENTS_STALL_SECONDS: shorter than its default, so that drops show within the phase. */
const stallAfter = process.env.EVENTS_STALL_SECONDS ?? '10';
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

// The API reports process.memoryUsage() to a file on SIGUSR2 (a preload of this bench's own: the
// API has no such route).
const memoryFile = path.join(dataDir, 'memory.json');
const preload = path.join(dataDir, 'report-memory.cjs');
fs.writeFileSync(
  preload,
  `process.on('SIGUSR2', () => require('node:fs').writeFileSync(${JSON.stringify(memoryFile)}, ` +
    'JSON.stringify(process.memoryUsage())));\n',
);
/** The API's memory now: RSS, V8 heap used, and buffers outside the heap. */
async function memoryOf(pid) {
  fs.rmSync(memoryFile, { force: true });
  process.kill(pid, 'SIGUSR2');
  for (let i = 0; i < 100 && !fs.existsSync(memoryFile); i++) await sleep(20);
  const usage = JSON.parse(fs.readFileSync(memoryFile, 'utf8'));
  return { rss: rssOf(pid), heap: usage.heapUsed, external: usage.external };
}
const showMemory = (m) => `RSS ${mb(m.rss)}, heap ${mb(m.heap)}, buffers ${mb(m.external)}`;
/** Sockets the API holds (streams and its database connections). */
const socketsOf = (pid) =>
  fs
    .readdirSync(`/proc/${pid}/fd`)
    .filter((fd) => fs.readlinkSync(`/proc/${pid}/fd/${fd}`, { throwIfNoEntry: false })?.startsWith('socket:')).length;

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

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

const server = spawn('node', ['-r', preload, path.join(root, 'packages/api/dist/server.js')], {
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    SEED: '0',
    EVENTS_STREAMS_PER_USER: String(connections),
    EVENTS_STREAMS_PER_ADDRESS: '0',
    EVENTS_STALL_SECONDS: stallAfter,
    // Every user and stream comes from this one address: the per-address limits of sign-ups,
    // logins and requests would stand in for a crowd.
    SIGNUP_PER_HOUR: '1000000',
    RATE_LIMIT_LOGIN_PER_MINUTE: '1000000',
    RATE_LIMIT_IP_PER_MINUTE: '1000000',
    // The stall phase sends many messages from one user.
    WRITE_LIMIT_PER_MINUTE: '0',
    WRITE_LIMIT_PER_HOUR: '0',
  },
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
  const before = await memoryOf(server.pid);

  // The followed user's stream, timed: the other streams are idle.
  const target = users[0];
  const waiting = new Map();
  streams.push(
    await openStream(target.headers, (type, data) => {
      if (type !== 'message') return;
      const wake = waiting.get(data.message.text);
      if (wake) wake();
    }),
  );
  const started = Date.now();
  const checkpoints = [];
  for (let i = 1; i < connections; i++) {
    const req = await openStream(users[i % userCount].headers);
    req.user = users[i % userCount];
    streams.push(req);
    if ((i + 1) % Math.max(500, connections / 10) === 0) checkpoints.push([i + 1, await memoryOf(server.pid)]);
  }
  const openMs = Date.now() - started;
  await sleep(2000);
  const after = await memoryOf(server.pid);
  console.log(`opened ${streams.length} streams in ${(openMs / 1000).toFixed(1)} s`);
  console.log(`API before: ${showMemory(before)}`);
  for (const [n, m] of checkpoints) console.log(`  ${String(n).padStart(6)} streams: ${showMemory(m)}`);
  console.log(`API with ${streams.length} streams: ${showMemory(after)}`);
  console.log(
    `per connection: ${((after.rss - before.rss) / streams.length / 1024).toFixed(1)} KB RSS, ` +
      `${((after.heap - before.heap) / streams.length / 1024).toFixed(1)} KB heap`,
  );

  // Action to event: a message to the target (a follow notifies only the first time).
  const latencies = [];
  let direct = null;
  for (let i = 0; i < samples; i++) {
    const text = `sample ${i}`;
    const arrived = new Promise((resolve) => waiting.set(text, resolve));
    const t0 = performance.now();
    const body =
      direct === null ? { messagethread: null, upclubusers: [target.id], text } : { messagethread: direct, text };
    direct = (await call('POST', '/api/v1/createmessage/', body, actor.headers)).messagethread;
    const answered = performance.now() - t0;
    await Promise.race([arrived, sleep(5000).then(() => Promise.reject(new Error('no event within 5 s')))]);
    latencies.push([performance.now() - t0, answered]);
    waiting.delete(text);
  }
  const toEvent = latencies.map(([total]) => total).sort((a, b) => a - b);
  const toAnswer = latencies.map(([, answered]) => answered).sort((a, b) => a - b);
  const fmt = (v) => `${v.toFixed(1)} ms`;
  console.log(
    `message -> event on the recipient's stream (${samples} samples): p50 ${fmt(percentile(toEvent, 50))}, ` +
      `p95 ${fmt(percentile(toEvent, 95))}, max ${fmt(toEvent[toEvent.length - 1])} ` +
      `(the message's own answer: p50 ${fmt(percentile(toAnswer, 50))})`,
  );

  // `stalledTarget` streams of the recipient stop reading, and messages of the longest text keep
  // coming to the recipient. Each stalled localhost socket takes about 4 MB in the kernel before
  // the API's writes wait, so a bench on a shared machine stalls a hundred, not thousands (the
  // machine's TCP memory would run out for everyone).
  const stalledStreams = streams.filter((req) => req.user === target).slice(0, stalledTarget);
  for (const req of stalledStreams) {
    req.response.pause();
    req.response.socket.pause();
  }
  const text = 'x'.repeat(1000);
  direct ??= (
    await call('POST', '/api/v1/createmessage/', { messagethread: null, upclubusers: [target.id], text }, actor.headers)
  ).messagethread;
  const stallStart = Date.now();
  const socketsBefore = socketsOf(server.pid);
  let sent = 0;
  let peak = after;
  const stallSamples = [];
  const stallEnd = stallStart + stallSeconds * 1000;
  // A few senders at once, so that the buffers fill within the phase.
  const sender = async () => {
    while (Date.now() < stallEnd) {
      await call('POST', '/api/v1/createmessage/', { messagethread: direct, text }, actor.headers);
      sent += 1;
    }
  };
  const sampler = async () => {
    while (Date.now() < stallEnd) {
      await sleep(5000);
      const m = await memoryOf(server.pid);
      if (m.rss > peak.rss) peak = m;
      stallSamples.push([Math.round((Date.now() - stallStart) / 1000), m, socketsOf(server.pid)]);
    }
  };
  await Promise.all([sender(), sender(), sender(), sender(), sampler()]);
  const stalled = await memoryOf(server.pid);
  const socketsAfter = socketsOf(server.pid);
  console.log(
    `${stalledStreams.length} readers stalled for ${stallSeconds} s while ${sent} messages of ${text.length} ` +
      `characters went to their user (EVENTS_STALL_SECONDS=${stallAfter}; the user's other streams read on):`,
  );
  for (const [s, m, sockets] of stallSamples)
    console.log(`  ${String(s).padStart(3)} s: ${showMemory(m)}, ${sockets} sockets`);
  console.log(`  peak RSS ${mb(peak.rss)}; at the end ${showMemory(stalled)}`);
  console.log(`  API sockets: ${socketsBefore} when the readers stopped, ${socketsAfter} at the end (dropped streams)`);
  // The readers read again: a dropped stream ends once its reader has taken what reached it.
  const ended = stalledStreams.map((req) => new Promise((resolve) => req.response.on('close', () => resolve(true))));
  for (const req of stalledStreams) {
    req.response.socket.resume();
    req.response.resume();
  }
  const gone = (await Promise.all(ended.map((e) => Promise.race([e, sleep(10_000).then(() => false)])))).filter(
    Boolean,
  ).length;
  console.log(`  ${gone} of the ${stalledStreams.length} stalled streams were dropped`);

  if (!process.env.BENCH_SKIP_IDLE) {
    // Idle past a heartbeat: memory stays flat.
    await sleep(HEARTBEAT_MS + 5000);
    const idle = await memoryOf(server.pid);
    console.log(`API after ${(HEARTBEAT_MS + 5000) / 1000} s idle (a heartbeat): ${showMemory(idle)}`);
  }
} finally {
  for (const stream of streams) stream.destroy();
  server.kill('SIGINT');
  await new Promise((resolve) => server.on('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
