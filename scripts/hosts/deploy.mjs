// The journey's deployment on the test hosts: a database of its own on the machine's PostgreSQL
// (dropped at the end), the provider emulator on loopback, relays on each host's link, and one
// built API process (packages/api/dist/server.js) inside each host's namespace.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freshFetch } from './http.mjs';
import { inHost } from './netns.mjs';
import { endProcesses, LIFELINE, nodeEndingWithParent } from './processes.mjs';
import { startRelay, targetOf, through } from './relay.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const API_ENTRY = path.join(root, 'packages/api/dist/server.js');
const SIM_ENTRY = path.join(root, 'packages/provider-sim/dist/server.js');
/** What the journey runs (built by `pnpm build`, or the three packages' own builds). */
export const BUILT = [API_ENTRY, SIM_ENTRY, path.join(root, 'packages/shared/dist/live/index.js')];
const requireApi = createRequire(path.join(root, 'packages/api/package.json'));
export const { Client } = requireApi('pg');
/** How long an API process may take to answer after its start (migrations on a busy machine). */
const START_TIMEOUT_MS = 120_000;

/** The journey's databases are named this and six hex digits. */
const DB_PREFIX = 'upclub_hosts_';
/** Every process started here, so that a signal can end them all. */
export const children = new Set();

function startNode(label, entry, env, netns) {
  const argv = nodeEndingWithParent(entry);
  const [command, args] = netns ? inHost(netns, argv) : [argv[0], argv.slice(1)];
  const child = spawn(command, args, {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'warn', ...env },
    stdio: LIFELINE,
  });
  child.stderr.on('data', (chunk) => process.stderr.write(`[${label}] ${chunk}`));
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

async function waitFor(url, label, child) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${label} exited (${child.exitCode}) while starting`);
    try {
      if ((await freshFetch(url, { signal: AbortSignal.timeout(2_000) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${label} did not answer at ${url} within ${START_TIMEOUT_MS / 1000} s`);
}

/** The running deployment's stop (its database dropped too), for a signal's way out. */
let stopRunning = async () => {};
export const stopDeployment = () => stopRunning();

/**
 * Starts the deployment: `hosts` from createHosts, the API on `port` of each host's address,
 * the emulator on 127.0.0.1:`simPort`. Resolves {dbUrl, bases, stop()}.
 */
export async function deploy({ hosts, port, simPort, serverUrl, redisUrl }) {
  const dbName = `${DB_PREFIX}${randomBytes(3).toString('hex')}`;
  const dbUrl = Object.assign(new URL(serverUrl), { pathname: `/${dbName}` }).toString();
  const onServer = async (sql) => {
    const client = new Client({ connectionString: serverUrl });
    await client.connect();
    try {
      return (await client.query(sql)).rows;
    } finally {
      await client.end();
    }
  };
  // A run killed outright leaves its database (no other run is going: createHosts made sure).
  for (const { datname } of await onServer(
    `select datname from pg_database where starts_with(datname, '${DB_PREFIX}')`,
  )) {
    await onServer(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    console.log(`across-hosts: dropped database ${datname}, left by an earlier run`);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'upclub-hosts-'));
  const relays = [];
  let created = false;
  let stopped = null;
  const stop = () => (stopped ??= stopAll());
  stopRunning = stop;
  const stopAll = async () => {
    await endProcesses(children);
    await Promise.all(relays.map((relay) => relay.close()));
    if (created)
      await onServer(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch((e) => console.error(e.message));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await onServer(`CREATE DATABASE ${dbName}`);
    created = true;
    const secret = randomBytes(18).toString('base64url');
    const sim = startNode('emulator', SIM_ENTRY, {
      PORT: String(simPort),
      HOST: '127.0.0.1',
      CLIENT_ID: 'upclub-web',
      CLIENT_SECRET: secret,
      REDIRECT_URIS: `http://${hosts[0].address}:${port}/authorize-spotify`,
    });
    await waitFor(`http://127.0.0.1:${simPort}/sdk/player.js`, 'the emulator', sim);
    const bases = [];
    for (const host of hosts) {
      const targets = [targetOf(dbUrl, 5432), { host: '127.0.0.1', port: simPort }];
      if (redisUrl) targets.push(targetOf(redisUrl, 6379));
      relays.push(await startRelay(host.relayAddress, targets));
      const providerUrl = `http://${host.relayAddress}:${simPort}`;
      const api = startNode(
        `api on host ${host.label}`,
        API_ENTRY,
        {
          PORT: String(port),
          HOST: host.address,
          DATABASE_URL: through(dbUrl, host.relayAddress),
          ...(redisUrl && { REDIS_URL: through(redisUrl, host.relayAddress) }),
          DATA_DIR: path.join(dataDir, host.label),
          SEED: '0',
          PROVIDER_ACCOUNTS_URL: `${providerUrl}/accounts`,
          PROVIDER_API_URL: `${providerUrl}/v1`,
          PROVIDER_CLIENT_ID: 'upclub-web',
          PROVIDER_CLIENT_SECRET: secret,
        },
        host.netns,
      );
      // One at a time: the first applies the migrations, the next finds them done.
      bases.push(`http://${host.address}:${port}`);
      await waitFor(`${bases.at(-1)}/api/v1/backendversion/`, `the API on host ${host.label}`, api);
    }
    return { dbUrl, bases, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
