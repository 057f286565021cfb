// The load test's settings (arguments and environment, checked), where the built API and
// emulator are, and the small helpers of chance and waiting every part uses.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { holds, rootHolds } from '../hosts/netns.mjs';

/**
 * Every simulated user comes from 127.0.0.1, so the per-IP and per-user limits must not stand
 * in for a crowd of people: each API process gets these (names as packages/api/src/config.ts
 * reads them).
 */
export const GENEROUS_LIMITS = {
  RATE_LIMIT_IP_PER_MINUTE: '1000000',
  RATE_LIMIT_LOGIN_PER_MINUTE: '1000000',
  RATE_LIMIT_CODE_PER_MINUTE: '1000000',
  SIGNUP_PER_HOUR: '1000000',
  // 0: no per-user write limit (each simulated user writes at a human pace anyway).
  WRITE_LIMIT_PER_MINUTE: '0',
  WRITE_LIMIT_PER_HOUR: '0',
};

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const seconds = Number(process.env.LOADTEST_SECONDS || process.argv[2] || 300);
export const userCount = Number(process.env.LOADTEST_USERS || process.argv[3] || 200);
export const firstPort = Number(process.env.LOADTEST_PORT || 8170);
export const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
export const redisUrl = process.env.REDIS_URL || undefined;
/**
 * Sign-ups are spread over this much of the start: people do not all arrive in one second, and
 * each sign-up and sign-in is a password hash (argon2id, about 10 ms) on the password threads.
 */
export const RAMP_MS = Math.min(120_000, seconds * 400);
const THINK_MS = [500, 4_500];
export const PASSWORD = 'loadtest-pass-1';
export const TRACKS = 400;

for (const [name, value] of [
  ['LOADTEST_SECONDS', seconds],
  ['LOADTEST_USERS', userCount],
  ['LOADTEST_PORT', firstPort],
]) {
  if (!Number.isInteger(value) || value <= 0) fail(`${name} must be a whole number above 0, got ${value}`);
}

function fail(message) {
  console.error(`loadtest: ${message}`);
  process.exit(2);
}

/** Only this machine is ever a target. */
function assertLoopback(label, text) {
  let host;
  try {
    host = new URL(text).hostname.replace(/^\[|\]$/g, '');
  } catch {
    fail(`${label} is not a URL`);
  }
  if (!['127.0.0.1', 'localhost', '::1'].includes(host) && !/^127\.\d+\.\d+\.\d+$/.test(host)) {
    fail(`${label} must point to this machine (loopback), got host ${host}`);
  }
}
assertLoopback('DATABASE_URL', serverUrl);
if (redisUrl) assertLoopback('REDIS_URL', redisUrl);

/**
 * LOADTEST_NETNS: the two API processes run on two test hosts, network namespaces of this
 * machine (scripts/across-hosts.mjs makes them), as `netns:address:relayAddress,...`: each
 * listens on its namespace's address and reaches PostgreSQL, Redis and the emulator through
 * relays on relayAddress, the root side of its own link. Unset: both run on loopback.
 */
export const netnsHosts = (process.env.LOADTEST_NETNS || '')
  .split(',')
  .filter(Boolean)
  .map((entry) => {
    const [netns, address, relayAddress] = entry.split(':');
    if (!netns || !address || !relayAddress)
      fail(`LOADTEST_NETNS entries are netns:address:relayAddress, got ${entry}`);
    // Only this machine is ever a target: the address must be the namespace's own, the relay's ours.
    if (!holds(netns, address)) fail(`LOADTEST_NETNS: ${address} is not an address of namespace ${netns} here`);
    if (!rootHolds(relayAddress)) fail(`LOADTEST_NETNS: ${relayAddress} is not an address of this machine`);
    return { netns, address, relayAddress };
  });
if (netnsHosts.length && netnsHosts.length !== 2) fail('LOADTEST_NETNS names two hosts, one per API process');

export const apiDir = path.join(root, 'packages/api');
export const simDir = path.join(root, 'packages/provider-sim');
for (const file of [path.join(apiDir, 'dist/server.js'), path.join(simDir, 'dist/server.js')]) {
  if (!fs.existsSync(file)) {
    fail(
      `${path.relative(root, file)} is missing: pnpm --filter @upclub/shared --filter @upclub/provider-sim --filter @upclub/api run build`,
    );
  }
}
/**
 * Each process is the deployment's own (packages/server: the API, the shell and the remotes), so
 * the first visit's files are timed under the same load; the API alone when the pages are not built.
 */
const serverMain = path.join(root, 'packages/server/dist/main.js');
export const processEntry =
  fs.existsSync(serverMain) && fs.existsSync(path.join(root, 'packages/shell/dist/index.html'))
    ? { file: serverMain, pages: true }
    : { file: path.join(apiDir, 'dist/server.js'), pages: false };
const requireApi = createRequire(path.join(apiDir, 'package.json'));
export const { Client } = requireApi('pg');
export const { formatCount } = requireApi('./dist/lib/format.js');
export const { getCatalogue } = createRequire(path.join(simDir, 'package.json'))('./dist/index.js');

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
export const pick = (list) => list[Math.floor(Math.random() * list.length)];
export const chance = (p) => Math.random() < p;
export const think = () => sleep(THINK_MS[0] + Math.random() * (THINK_MS[1] - THINK_MS[0]));
