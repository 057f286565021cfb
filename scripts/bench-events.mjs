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
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  apiCaller,
  fmt,
  mb,
  memoryProbe,
  newBenchUser,
  openStream,
  percentile,
  showMemory as show,
  sleep,
  startApi,
  stopApi,
} from './bench-lib.mjs';

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

/** The API's memory with the buffers outside the heap (the streams' write buffers). */
const showMemory = (m) => show(m, { buffers: true });
/** Sockets the API holds (streams and its database connections). */
const socketsOf = (pid) =>
  fs
    .readdirSync(`/proc/${pid}/fd`)
    .filter((fd) => fs.readlinkSync(`/proc/${pid}/fd/${fd}`, { throwIfNoEntry: false })?.startsWith('socket:')).length;

const call = apiCaller(base);
const newUser = (i) => newBenchUser(call, `bench${i}_${process.pid}`, 'User');

const { preload, memoryOf } = memoryProbe(dataDir);
const server = await startApi({
  port,
  dataDir,
  preload,
  env: {
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
});
const streams = [];
try {
  console.log(
    `events bench: ${connections} streams from ${userCount} users, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
  );
  const users = [];
  for (let i = 0; i < userCount; i++) users.push(await newUser(i));
  const actor = await newUser(userCount);
  // Warm up the route and the heartbeat's timer, then measure the baseline.
  (await openStream(base, users[0].headers)).destroy();
  await sleep(1000);
  const before = await memoryOf(server.pid);

  // The followed user's stream, timed: the other streams are idle.
  const target = users[0];
  const waiting = new Map();
  streams.push(
    await openStream(base, target.headers, (type, data) => {
      if (type !== 'message') return;
      const wake = waiting.get(data.message.text);
      if (wake) wake();
    }),
  );
  const started = Date.now();
  const checkpoints = [];
  for (let i = 1; i < connections; i++) {
    const req = await openStream(base, users[i % userCount].headers);
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
  await stopApi(server, streams, dataDir);
}
