#!/usr/bin/env node
// One club listening room with many listeners (docs/rooms.md): starts the built API
// (packages/api/dist/server.js) on a fresh data folder (PGlite, or DATABASE_URL), signs up
// `listeners` users, each joins the room and opens its v1/events/ stream, and reports
// - the API process's memory (RSS, and the V8 heap it reports on SIGUSR2) before the listeners
//   and with them, per listener;
// - for `samples` DJ commands, the time from sending the command to its `room` event (matched
//   by version) on every listener's stream: p50, p95 and max over all the listeners' arrivals,
//   and the p95 of each command's last arrival.
// The commands alternate pause and previous, which need no song: a deployment without a
// provider can run it. With BENCH_ROOM_SONG (a track id the deployment's provider resolves; the
// PROVIDER_* variables pass through) the DJ first queues it `queued` times, so each event
// carries a full queue.
// Usage: pnpm bench-rooms [listeners=1000] [samples=30] [queued=50]
// (after `pnpm --filter @upclub/shared build && pnpm --filter @upclub/api build`).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  apiCaller,
  fmt,
  memoryProbe,
  newBenchUser,
  openStream,
  percentile,
  showMemory,
  sleep,
  startApi,
  stopApi,
} from './bench-lib.mjs';

const listenerCount = Number(process.argv[2] ?? 1000);
const samples = Number(process.argv[3] ?? 30);
const queued = Number(process.argv[4] ?? 50);
const song = process.env.BENCH_ROOM_SONG;
const port = Number(process.env.BENCH_PORT ?? 8199);
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'upclub-bench-rooms-'));
/** Sign-ups and joins in flight at once (the API hashes passwords on a pool of its own). */
const PARALLEL = 8;
/** How long one command's events may take to reach every listener. */
const EVENT_TIMEOUT_MS = 30_000;

const call = apiCaller(base);
const newUser = (i) => newBenchUser(call, `room${i}_${process.pid}`, 'Listener');

/** Runs `work(i)` for 0..n-1, `PARALLEL` at a time. */
async function inParallel(n, work) {
  const out = new Array(n);
  let next = 0;
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      while (next < n) {
        const i = next++;
        out[i] = await work(i);
      }
    }),
  );
  return out;
}

// The API's memory after a full garbage collection (--expose-gc): the heap per listener is what
// listeners hold.
const { preload, memoryOf } = memoryProbe(dataDir);
const server = await startApi({
  port,
  dataDir,
  preload,
  nodeArgs: ['--expose-gc'],
  env: {
    EVENTS_STREAMS_PER_ADDRESS: '0',
    // Every listener signs up and in from this one address.
    SIGNUP_PER_HOUR: String(listenerCount * 2 + 10),
    RATE_LIMIT_IP_PER_MINUTE: String(listenerCount * 4 + 100),
    WRITE_LIMIT_PER_MINUTE: '0',
    WRITE_LIMIT_PER_HOUR: '0',
  },
});
const streams = [];
try {
  console.log(
    `rooms bench: ${listenerCount} listeners in one room, ${samples} DJ commands, ` +
      `${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
  );
  const dj = await newUser('dj');
  const club = (await call('POST', '/api/v1/createclub/', { club_name: 'Bench Club' }, dj.headers)).club;
  const room = (await call('POST', `/api/v1/clubs/${club}/room/`, {}, dj.headers)).room;
  if (song) {
    for (let i = 0; i < queued; i++) await call('POST', `/api/v1/rooms/${room}/queue/`, { song }, dj.headers);
  }
  const t0 = Date.now();
  const users = await inParallel(listenerCount, newUser);
  console.log(`signed up ${users.length} listeners in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  await sleep(1000);
  const before = await memoryOf(server.pid);

  // Each listener's stream reports the arrival time of each version it hears.
  const arrivals = new Map();
  const heard = (state) => {
    const list = arrivals.get(state.version);
    if (list) list.push(performance.now());
  };
  const t1 = Date.now();
  await inParallel(listenerCount, async (i) => {
    const onEvent = (type, data) => {
      if (type === 'room') heard(data);
    };
    streams.push(await openStream(base, users[i].headers, onEvent));
    await call('POST', `/api/v1/rooms/${room}/join/`, {}, users[i].headers);
  });
  console.log(`${streams.length} listeners joined with their streams in ${((Date.now() - t1) / 1000).toFixed(1)} s`);
  // The presence events of the joins settle first.
  await sleep(3000);
  const after = await memoryOf(server.pid);
  console.log(`API before the listeners: ${showMemory(before)}`);
  console.log(`API with ${streams.length} listeners: ${showMemory(after)}`);
  console.log(
    `per listener: ${((after.rss - before.rss) / streams.length / 1024).toFixed(1)} KB RSS, ` +
      `${((after.heap - before.heap) / streams.length / 1024).toFixed(1)} KB heap`,
  );

  const all = [];
  const lasts = [];
  const answers = [];
  let version = (await call('GET', `/api/v1/rooms/${room}/`, undefined, dj.headers)).version;
  for (let i = 0; i < samples; i++) {
    version += 1;
    const list = [];
    arrivals.set(version, list);
    const sent = performance.now();
    const state = await call(
      'POST',
      `/api/v1/rooms/${room}/control/`,
      { action: i % 2 ? 'previous' : 'pause' },
      dj.headers,
    );
    answers.push(performance.now() - sent);
    if (state.version !== version) throw new Error(`expected version ${version}, got ${state.version}`);
    const deadline = Date.now() + EVENT_TIMEOUT_MS;
    while (list.length < streams.length && Date.now() < deadline) await sleep(5);
    if (list.length < streams.length) throw new Error(`version ${version}: ${list.length} of ${streams.length} heard`);
    const times = list.map((at) => at - sent);
    all.push(...times);
    lasts.push(Math.max(...times));
    arrivals.delete(version);
    await sleep(200);
  }
  all.sort((a, b) => a - b);
  lasts.sort((a, b) => a - b);
  answers.sort((a, b) => a - b);
  console.log(
    `DJ command -> room event, every listener (${all.length} arrivals): p50 ${fmt(percentile(all, 50))}, ` +
      `p95 ${fmt(percentile(all, 95))}, max ${fmt(all[all.length - 1])}`,
  );
  console.log(
    `the last listener of each command: p50 ${fmt(percentile(lasts, 50))}, p95 ${fmt(percentile(lasts, 95))}; ` +
      `the command's own answer: p50 ${fmt(percentile(answers, 50))}`,
  );
} finally {
  await stopApi(server, streams, dataDir);
}
