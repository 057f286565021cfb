// The deployment under load: its own database on the PostgreSQL server, the processes started
// (emulator and two APIs, on loopback or on two test hosts), and what /proc says of their CPU and
// memory.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { freshFetch } from '../hosts/http.mjs';
import { inHost } from '../hosts/netns.mjs';
import { LIFELINE, nodeEndingWithParent } from '../hosts/processes.mjs';
import { Client, serverUrl, sleep } from './settings.mjs';

export const runId = randomBytes(3).toString('hex');
export const dbName = `upclub_load_${runId}`;
export const dbUrl = (() => {
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  return url.toString();
})();

export async function onServer(sql) {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

export const children = [];
/** Starts `node entry` with only `env` (and PATH, HOME); inside network namespace `netns` when given. */
export function start(label, entry, env, netns) {
  const argv = nodeEndingWithParent(entry);
  const [command, args] = netns ? inHost(netns, argv) : [argv[0], argv.slice(1)];
  // `ip netns exec` execs the command: the child's pid is node's (its CPU and memory are read by it).
  const child = spawn(command, args, {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    // The pipe on descriptor 3 ends the process with the load test, even one killed outright.
    stdio: LIFELINE,
  });
  child.stderr.on('data', (chunk) => process.stderr.write(`[${label}] ${chunk}`));
  child.label = label;
  children.push(child);
  return child;
}

export async function waitFor(url, label) {
  for (let i = 0; i < 900; i++) {
    try {
      // On a connection of its own: an idle one would hold up the emulator's close at the end.
      if ((await freshFetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${label} did not start within 3 minutes`);
}

// Clock ticks per second are 100 on Linux (sysconf(_SC_CLK_TCK)); /proc reports ticks.
export function cpuTicks(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}
export function rssMb(pid) {
  try {
    return Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
  } catch {
    return 0;
  }
}
