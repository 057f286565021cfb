// What the perf scripts share: fresh people, a one-command start of their own, percentiles.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** A new, unique person (the sign-up form's fields). */
export function newUser(prefix) {
  const id = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  return {
    username: `${prefix}_${id}`,
    password: `Pw-${id}-secret`,
    first_name: 'Robin',
    last_name: 'Listener',
    email: `${prefix}.${id}@example.test`,
  };
}

export async function registerUser(base, user) {
  const res = await fetch(`${base}/api/v1/register/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(user),
  });
  if (res.status !== 201) throw new Error(`register ${user.username}: ${res.status} ${await res.text()}`);
}

/**
 * `pnpm start` (building what is not built) on `port` with a fresh data folder and the demo seed;
 * sign-ups and writes are not limited (one machine signs up everyone). Resolves once it answers.
 */
export async function startServer(port = 8197) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'upclub-perf-'));
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SIGNUP_PER_HOUR: '10000',
      WRITE_LIMIT_PER_MINUTE: '1000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/v1/backendversion/`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server did not start within 5 minutes');
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** p50, p95, p99 and max of `values` (nearest rank); nulls when there are none. */
export function percentiles(values) {
  if (!values.length) return { p50: null, p95: null, p99: null, max: null };
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted[sorted.length - 1] };
}
