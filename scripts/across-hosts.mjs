#!/usr/bin/env node
// Across hosts, not just processes (issue 24): the two API processes on two hosts of their own,
// each a Linux network namespace of this machine joined by a veth link of its own, reaching the
// machine's PostgreSQL and Redis (which listen on loopback only, and are left as they are)
// through relays on the root side of that link. Clients reach each host's API on its own
// address. Cutting a link (ip link set … down) cuts that host off from the database, Redis and
// its clients alike.
//
// It runs, in order:
// 1. the failover journey (scripts/hosts/journey.mjs): a user on each host with a live events
//    stream, messages, likes and comments both ways; host A's link cut mid-journey; host B
//    serves, A's user's stream reconnects to B with Last-Event-ID; the link mended; every event
//    received compared with what the database holds (nothing lost, nothing doubled);
// 2. a short load test through two more hosts (scripts/loadtest.mjs with LOADTEST_NETNS), on
//    LISTEN/NOTIFY beside the journey (which mostly waits), then on Redis when Redis answers.
// The hosts are removed at the end, after a failure and on SIGINT/SIGTERM; an earlier run's
// leftovers (killed outright) are removed at the start.
//
// Needs root (ip netns), PostgreSQL on DATABASE_URL's server and the built API, emulator and
// shared (`pnpm build`, or
//   pnpm --filter @upclub/shared --filter @upclub/provider-sim --filter @upclub/api run build).
// Without root or `ip netns` it says so and exits 0, except in CI (CI set), where it fails.
// Usage: pnpm across-hosts
//   env: ACROSS_HOSTS_PORT (first of five ports, default 8290), ACROSS_HOSTS_LOAD_SECONDS (30),
//   ACROSS_HOSTS_LOAD_USERS (40; 0 skips the load test), DATABASE_URL (default
//   postgres://postgres@127.0.0.1:5432/postgres), REDIS_URL (default redis://127.0.0.1:6379 for
//   the Redis round; the journey uses it only when set). Every server address must be loopback.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { BUILT, Client, root, stopDeployment } from './hosts/deploy.mjs';
import { runJourney } from './hosts/journey.mjs';
import { createHosts, destroyHosts, missingSupport, restore } from './hosts/netns.mjs';
import { nodeEndingWithParent } from './hosts/processes.mjs';
import { targetOf } from './hosts/relay.mjs';

const firstPort = Number(process.env.ACROSS_HOSTS_PORT || 8290);
const loadSeconds = Number(process.env.ACROSS_HOSTS_LOAD_SECONDS || 30);
const loadUsers = Number(process.env.ACROSS_HOSTS_LOAD_USERS ?? 40);
const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const journeyRedis = process.env.REDIS_URL || undefined;
const loadRedis = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
/** How long PostgreSQL and Redis may take to answer the first question. */
const PROBE_MS = 3_000;

function fail(message, code = 1) {
  console.error(`across-hosts: ${message}`);
  process.exit(code);
}

for (const [name, value] of [
  ['ACROSS_HOSTS_PORT', firstPort],
  ['ACROSS_HOSTS_LOAD_SECONDS', loadSeconds],
]) {
  if (!Number.isInteger(value) || value <= 0) fail(`${name} must be a whole number above 0, got ${value}`, 2);
}
if (!Number.isInteger(loadUsers) || loadUsers < 0)
  fail(`ACROSS_HOSTS_LOAD_USERS must be a whole number, got ${loadUsers}`, 2);
for (const [name, url] of [
  ['DATABASE_URL', serverUrl],
  ['REDIS_URL', loadRedis],
]) {
  const { host } = targetOf(url, 0);
  if (!['127.0.0.1', 'localhost', '::1'].includes(host) && !/^127\./.test(host))
    fail(`${name} must be loopback, got ${host}`, 2);
}

const missing = missingSupport();
if (missing) {
  if (process.env.CI) fail(`cannot make the test hosts: ${missing} (CI needs them)`);
  console.log(`across-hosts: skipped: cannot make the test hosts: ${missing}`);
  process.exit(0);
}
for (const file of BUILT) {
  if (!fs.existsSync(file)) fail(`${path.relative(root, file)} is missing: run pnpm build first`);
}

async function postgresAnswers() {
  const client = new Client({ connectionString: serverUrl, connectionTimeoutMillis: PROBE_MS });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}
function redisAnswers(url) {
  const { host, port } = targetOf(url, 6379);
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (answer) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(PROBE_MS, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

let hosts = [];
/** Load tests running (child processes), ended with the rest on the way out. */
const loadChildren = new Set();
async function shutdown() {
  // Links mended first, so that every process closes as usual.
  for (const host of hosts) {
    try {
      restore(host);
    } catch {
      // removed with the hosts anyway
    }
  }
  for (const child of loadChildren) child.kill('SIGTERM');
  await Promise.all([
    ...[...loadChildren].map((child) => new Promise((resolve) => child.once('exit', resolve))),
    stopDeployment(),
  ]);
}
// Synchronous, so it runs on the way out of any exit: what is still running is told to stop.
process.on('exit', () => {
  for (const child of loadChildren) child.kill('SIGTERM');
  destroyHosts(hosts);
});
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
  ['SIGHUP', 129],
]) {
  process.once(signal, async () => {
    console.error(`across-hosts: ${signal}: stopping and removing the hosts`);
    await shutdown();
    process.exit(code);
  });
}

/**
 * The load test on two of the hosts; resolves its exit code. With `quiet` its output is kept and
 * printed once it ends (it runs beside the journey).
 */
function loadTest(pair, redisUrl, quiet) {
  const env = {
    ...process.env,
    LOADTEST_NETNS: pair.map((h) => `${h.netns}:${h.address}:${h.relayAddress}`).join(','),
    LOADTEST_SECONDS: String(loadSeconds),
    LOADTEST_USERS: String(loadUsers),
    // After the journey's ports: the APIs on the hosts' addresses, the emulator on loopback.
    LOADTEST_PORT: String(firstPort + 2),
    DATABASE_URL: serverUrl,
  };
  delete env.REDIS_URL;
  if (redisUrl) env.REDIS_URL = redisUrl;
  const command = `$ LOADTEST_NETNS=${env.LOADTEST_NETNS}${redisUrl ? ` REDIS_URL=${redisUrl}` : ''} node scripts/loadtest.mjs ${loadSeconds} ${loadUsers}`;
  if (!quiet) console.log(`\n${command}`);
  // It ends (cleanly, as on SIGTERM) when this run dies, even by SIGKILL.
  const [node, ...args] = nodeEndingWithParent(path.join(root, 'scripts/loadtest.mjs'));
  const out = quiet ? 'pipe' : 'inherit';
  const child = spawn(node, args, { env, stdio: ['ignore', out, out, 'pipe'] });
  loadChildren.add(child);
  let output = '';
  if (quiet) for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) =>
    child.once('exit', (code) => {
      loadChildren.delete(child);
      if (quiet) console.log(`\n${command}\n${output.trimEnd()}`);
      resolve(code ?? 1);
    }),
  );
}

async function main() {
  if (!(await postgresAnswers()))
    fail(`PostgreSQL does not answer at ${targetOf(serverUrl, 5432).host}:${targetOf(serverUrl, 5432).port}`);
  const started = Date.now();
  // Hosts a and b for the journey, c and d for the load test that runs beside it.
  hosts = createHosts(['a', 'b', 'c', 'd']);
  const [a, b, c, d] = hosts;
  for (const h of hosts)
    console.log(
      `across-hosts: host ${h.label}: namespace ${h.netns}, ${h.address}, link ${h.link}, relays on ${h.relayAddress}`,
    );
  const results = [];
  const load = loadUsers > 0 ? loadTest([c, d], undefined, true) : null;
  const journey = await runJourney({
    hosts: [a, b],
    port: firstPort,
    simPort: firstPort + 1,
    serverUrl,
    redisUrl: journeyRedis,
  }).catch((error) => ({ problems: [error.stack ?? String(error)], lines: [] }));
  console.log(`\njourney (events over ${journeyRedis ? 'Redis' : 'LISTEN/NOTIFY'}):\n  ${journey.lines.join('\n  ')}`);
  if (journey.problems.length)
    console.error(`\nFAIL: ${journey.problems.length} problems:\n  ${journey.problems.join('\n  ')}`);
  results.push(['journey', journey.problems.length === 0]);
  if (load) {
    results.push(['load test on LISTEN/NOTIFY', (await load) === 0]);
    if (await redisAnswers(loadRedis)) results.push(['load test on Redis', (await loadTest([c, d], loadRedis)) === 0]);
    else console.log(`\nacross-hosts: Redis does not answer at ${loadRedis}: the Redis round is skipped`);
  }
  const failed = results.filter(([, passed]) => !passed);
  console.log(
    `\nacross-hosts: ${results.map(([name, passed]) => `${name} ${passed ? 'passed' : 'FAILED'}`).join(', ')} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  // The closing line CI reads.
  console.log(`across-hosts: ${results.length - failed.length} passed, ${failed.length} failed`);
  process.exit(failed.length ? 1 : 0);
}

main().catch(async (error) => {
  console.error(`across-hosts: ${error.stack ?? error}`);
  await shutdown();
  process.exit(1);
});
