import cluster from 'node:cluster';
import path from 'node:path';
import { readServerEnv, readWorkers } from './config';

// The API as N processes on one port (node:cluster): the production layout of one machine
// (docs/production.md). Each worker is the standalone API (server.ts) with the same
// environment; they share nothing but PostgreSQL (DATABASE_URL) and, when set, Redis
// (REDIS_URL), so a request or an events stream may land on any of them. The primary only
// forks, restarts a worker that dies, and passes SIGINT/SIGTERM on.

/** A worker that dies sooner than this after its start counts as a crash loop: wait before the next. */
const CRASH_LOOP_MS = 5_000;
const RESTART_DELAY_MS = 1_000;

function main() {
  const env = readServerEnv();
  const workers = readWorkers(process.env);
  if (!env.app.databaseUrl && workers > 1) {
    // The embedded database belongs to one process (and its folder is locked by it).
    throw new Error('API_WORKERS above 1 needs DATABASE_URL: the embedded database serves one process');
  }
  cluster.setupPrimary({ exec: path.join(__dirname, 'server.js') });

  let stopping = false;
  const startedAt = new Map<number, number>();
  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
  };
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (stopping) {
      if (!Object.keys(cluster.workers ?? {}).length) process.exit(0);
      return;
    }
    console.error(`API worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    setTimeout(fork, lived < CRASH_LOOP_MS ? RESTART_DELAY_MS * 5 : RESTART_DELAY_MS);
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    if (!Object.keys(cluster.workers ?? {}).length) process.exit(0);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  for (let i = 0; i < workers; i++) fork();
  console.log(`UpClub API: ${workers} workers on ${env.host}:${env.port}`);
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
