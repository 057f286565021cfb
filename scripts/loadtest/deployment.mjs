// The deployment under load: its own database on the PostgreSQL server, the processes started
// (emulator and two APIs), and what /proc says of their CPU and memory.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
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
export function start(label, entry, env) {
  const child = spawn(process.execPath, [entry], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr.on('data', (chunk) => process.stderr.write(`[${label}] ${chunk}`));
  child.label = label;
  children.push(child);
  return child;
}

export async function waitFor(url, label) {
  for (let i = 0; i < 900; i++) {
    try {
      if ((await fetch(url)).ok) return;
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
