#!/usr/bin/env node
// Load: simulated people using UpClub at a human pace against TWO API processes on one
// PostgreSQL database, then an audit that nothing they saw succeed was lost or doubled.
//
// What it starts, all on loopback: a new database on the PostgreSQL server of DATABASE_URL
// (dropped at the end), the provider emulator (the API resolves posted tracks there, as it
// would at the real provider), and two server processes (packages/server/dist/main.js: the API,
// the shell and the remotes, as a deployment runs them; the API alone, packages/api/dist/server.js,
// when the pages are not built) on it, with REDIS_URL between them when it is set (else
// PostgreSQL's LISTEN/NOTIFY). While the crowd signs up, index.html and a remote's entry are
// fetched from them in turn, timed as routes of their own (loadtest/static-probe.mjs). Every
// request goes to the next process in turn, so a user's write and their next read usually hit
// different processes.
//
// Each user signs up, signs in and makes a profile, then until the end: reads feeds (all and
// their own), opens posts' comments, likes and takes likes back, comments and replies, posts
// tracks of the emulator's catalogue, follows and unfollows, sends messages, reads threads,
// notification counts and profiles, and now and then signs in again; 0.5-4.5 s of "thinking"
// between actions.
//
// It fails (exit 1) on any 5xx or connection error, and on any accounting mismatch: every like,
// comment, message and follow a client saw succeed is in the database exactly once (likes and
// follows: the final state each user left), each post's like and comment counters equal its
// rows, and each touched post as the API answers it shows those counts.
//
// Needs the API, the emulator and shared built:
//   pnpm --filter @upclub/shared --filter @upclub/provider-sim --filter @upclub/api run build
// (and `pnpm build` for the pages and their figures)
// Usage: pnpm loadtest [seconds=300] [users=200]
//   env: LOADTEST_SECONDS, LOADTEST_USERS (instead of the arguments), LOADTEST_PORT (first of
//   three ports, default 8170), DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres),
//   REDIS_URL (optional). Every address must be loopback. LOADTEST_NETNS puts the two API
//   processes on two test hosts of this machine instead (network namespaces, each reaching the
//   servers through relays on its own link; scripts/loadtest/settings.mjs, scripts/across-hosts.mjs).
//
// The parts, in scripts/loadtest/: settings, the deployment, requests and their figures, what the
// clients saw, one simulated person, the audit and the report.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { audit } from './loadtest/audit.mjs';
import { endProcesses } from './hosts/processes.mjs';
import { startRelay, targetOf, through } from './hosts/relay.mjs';
import { children, cpuTicks, dbName, dbUrl, onServer, rssMb, start, waitFor } from './loadtest/deployment.mjs';
import { person } from './loadtest/person.mjs';
import { table } from './loadtest/report.mjs';
import { probeStaticFiles } from './loadtest/static-probe.mjs';
import { cpuPerRoute } from './loadtest/cpu-per-route.mjs';
import { stats, sum, timeline, useProcesses } from './loadtest/requests.mjs';
import { databaseWork, perMinute, watchWhereTimeGoes } from './loadtest/where-time-goes.mjs';
import { knownPosts, users } from './loadtest/seen.mjs';
import {
  Client,
  firstPort,
  GENEROUS_LIMITS,
  netnsHosts,
  processEntry,
  RAMP_MS,
  redisUrl,
  seconds,
  simDir,
  userCount,
} from './loadtest/settings.mjs';

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'upclub-loadtest-'));
  const [api1, api2, simPort] = [firstPort, firstPort + 1, firstPort + 2];
  const secret = randomBytes(18).toString('base64url');
  let created = false;
  let exitCode = 0;
  const relays = [];
  let stopped = null;
  /** Once, for whoever asks first: the end of the run, or a signal during it. */
  const stop = () => (stopped ??= stopAll());
  const stopAll = async () => {
    await endProcesses(children);
    await Promise.all(relays.map((relay) => relay.close()));
    if (created)
      await onServer(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch((e) => console.error(e.message));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  // SIGTERM too: scripts/across-hosts.mjs ends a load test it started that way. A run cut short
  // is not audited (its processes are gone).
  let signalled = false;
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ]) {
    process.once(signal, () => {
      signalled = true;
      exitCode = code;
      stop().then(() => process.exit(code));
    });
  }
  try {
    await onServer(`CREATE DATABASE ${dbName}`);
    created = true;
    const sim = `http://127.0.0.1:${simPort}`;
    start('emulator', path.join(simDir, 'dist/server.js'), {
      PORT: String(simPort),
      HOST: '127.0.0.1',
      CLIENT_ID: 'upclub-web',
      CLIENT_SECRET: secret,
      REDIRECT_URIS: `http://127.0.0.1:${api1}/authorize-spotify`,
    });
    await waitFor(`${sim}/sdk/player.js`, 'the emulator');
    // On test hosts, each API process reaches the servers through relays on its own link.
    for (const host of netnsHosts) {
      const targets = [targetOf(dbUrl, 5432), { host: '127.0.0.1', port: simPort }];
      if (redisUrl) targets.push(targetOf(redisUrl, 6379));
      relays.push(await startRelay(host.relayAddress, targets));
    }
    const apiEnv = (port, host) => ({
      PORT: String(port),
      HOST: host?.address ?? '127.0.0.1',
      DATABASE_URL: host ? through(dbUrl, host.relayAddress) : dbUrl,
      ...(redisUrl && { REDIS_URL: host ? through(redisUrl, host.relayAddress) : redisUrl }),
      DATA_DIR: path.join(dataDir, String(port)),
      LOG_LEVEL: 'warn',
      SEED: '0',
      PROVIDER_ACCOUNTS_URL: `${host ? `http://${host.relayAddress}:${simPort}` : sim}/accounts`,
      PROVIDER_API_URL: `${host ? `http://${host.relayAddress}:${simPort}` : sim}/v1`,
      PROVIDER_CLIENT_ID: 'upclub-web',
      PROVIDER_CLIENT_SECRET: secret,
      ...GENEROUS_LIMITS,
    });
    const bases = [api1, api2].map((port, k) => `http://${netnsHosts[k]?.address ?? '127.0.0.1'}:${port}`);
    const apis = [];
    // The first applies the migrations; the second then finds them done.
    for (const [k, port] of [api1, api2].entries()) {
      const host = netnsHosts[k];
      apis.push(start(`api ${port}`, processEntry.file, apiEnv(port, host), host?.netns));
      await waitFor(`${bases[k]}/api/v1/backendversion/`, `API ${k + 1}`);
    }
    useProcesses(bases);

    console.log(
      `loadtest: ${userCount} users for ${seconds} s against 2 ${processEntry.pages ? 'server' : 'API'} processes (${bases.join(', ')}` +
        `${netnsHosts.length ? `, in namespaces ${netnsHosts.map((h) => h.netns).join(' and ')}` : ''}), ` +
        `PostgreSQL database ${dbName}, events between processes over ${redisUrl ? 'Redis' : 'LISTEN/NOTIFY'}`,
    );
    const monitor = new Client({ connectionString: dbUrl });
    // A signal's way out drops the database under this connection: its end is no crash.
    monitor.on('error', () => {});
    await monitor.connect();
    const cpuBefore = apis.map((c) => cpuTicks(c.pid));
    const peaks = { pgConnections: 0, rss: apis.map(() => 0) };
    const watch = watchWhereTimeGoes();
    const dbBefore = await databaseWork(monitor);
    const startedAt = Date.now();
    const endAt = startedAt + seconds * 1000;
    const sampler = setInterval(async () => {
      apis.forEach((c, k) => (peaks.rss[k] = Math.max(peaks.rss[k], rssMb(c.pid))));
      try {
        const { rows } = await monitor.query('select count(*)::int n from pg_stat_activity where datname = $1', [
          dbName,
        ]);
        peaks.pgConnections = Math.max(peaks.pgConnections, rows[0].n);
      } catch {
        // sampled again
      }
      const done = Math.round((Date.now() - startedAt) / 1000);
      if (done % 30 < 5)
        process.stdout.write(
          `  ${done} s: ${sum('c5xx')} 5xx, ${[...stats.values()].reduce((n, s) => n + s.latencies.length, 0)} answers\n`,
        );
    }, 5_000);
    const probing = processEntry.pages ? probeStaticFiles(bases, startedAt + RAMP_MS) : Promise.resolve(false);
    await Promise.all(Array.from({ length: userCount }, (_, i) => person(i, endAt)));
    await probing;
    clearInterval(sampler);
    if (signalled) return;
    const durationS = (Date.now() - startedAt) / 1000;
    const cpu = apis.map((c, k) => (cpuTicks(c.pid) - cpuBefore[k]) / 100);

    const where = watch.stop();
    const dbWork = await databaseWork(monitor, dbBefore, durationS);
    const load = table(durationS);
    console.log(`\n${load}\n\nevery answer, minute by minute:\n\n${perMinute(timeline)}\n\n${where}\n${dbWork}\n`);
    console.log(
      `${users.length} of ${userCount} users signed up; ${durationS.toFixed(0)} s; API CPU ${cpu
        .map((s) => `${((s / durationS) * 100).toFixed(0)} %`)
        .join(' + ')} of a core; peak RSS ${peaks.rss.map((m) => `${m.toFixed(0)} MB`).join(' + ')}; ` +
        `peak PostgreSQL connections ${peaks.pgConnections}; machine load average ${os.loadavg()[0].toFixed(1)}`,
    );

    const { problems, summary } = await audit(monitor);
    await monitor.end();
    console.log(`\naccounting:\n  ${summary.join('\n  ')}`);
    const failures = sum('c5xx') + sum('failed');
    for (const s of stats.values()) for (const sample of s.samples) console.log(`  e.g. ${sample}`);
    if (failures) {
      console.error(`\nFAIL: ${sum('c5xx')} server errors and ${sum('failed')} requests without an answer`);
      exitCode = 1;
    }
    if (problems.length) {
      console.error(`\nFAIL: ${problems.length} accounting mismatches:\n  ${problems.slice(0, 30).join('\n  ')}`);
      exitCode = 1;
    }
    if (!exitCode) console.log('\nOK: no 5xx, every like, comment, message, follow and post accounted for');
    if (users.length > 1 && knownPosts.length) {
      const [user, other] = users;
      const rows = await cpuPerRoute({ pid: apis[0].pid, base: bases[0], user, other, post: knownPosts[0] });
      console.log(`\nCPU per request on one process, one request at a time, after the run:\n\n${rows}\n`);
    }
  } catch (error) {
    console.error(`loadtest: ${error.stack ?? error}`);
    exitCode = 1;
  } finally {
    await stop();
  }
  process.exit(exitCode);
}

main();
