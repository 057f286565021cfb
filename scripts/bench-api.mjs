#!/usr/bin/env node
// API latency under load: starts the built one-process server on a fresh data folder
// (PGlite, or PostgreSQL with DATABASE_URL), signs a demo user in and runs autocannon against
// a few read routes. Usage: node scripts/bench-api.mjs [seconds=10] [connections=20]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { demoAuth } from './bench-lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const duration = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 20);
const port = 8199;
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'upclub-bench-'));

const server = spawn('node', [path.join(root, 'packages/server/dist/main.js')], {
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'error' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${base}/api/v1/backendversion/`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const auth = await demoAuth(base);

  const targets = [
    ['GET /api/v1/backendversion/', '/api/v1/backendversion/', {}],
    ['GET /api/v1/myprofile (auth)', '/api/v1/myprofile', auth],
    ['GET /api/v1/getnotificationscount/ (auth)', '/api/v1/getnotificationscount/', auth],
    ['GET /discover (shell page)', '/discover', { accept: 'text/html' }],
  ];
  console.log(
    `autocannon: ${connections} connections, ${duration}s each, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
  );
  console.log(
    'route'.padEnd(44),
    'req/s'.padStart(8),
    'p50 ms'.padStart(8),
    'p99 ms'.padStart(8),
    'errors'.padStart(7),
  );
  for (const [name, url, headers] of targets) {
    const r = await autocannon({ url: base + url, headers, connections, duration });
    const bad = r.non2xx + r.errors;
    console.log(
      name.padEnd(44),
      String(Math.round(r.requests.average)).padStart(8),
      String(r.latency.p50).padStart(8),
      String(r.latency.p99).padStart(8),
      String(bad).padStart(7),
    );
  }
} finally {
  server.kill('SIGINT');
  await new Promise((r) => server.on('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
