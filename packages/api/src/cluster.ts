import cluster from 'node:cluster';
import path from 'node:path';
import { readServerEnv, readWorkers } from './config';
import { CLUSTER_METRICS_ENV, serveClusterMetrics } from './lib/cluster-metrics';

// The API as N processes on one port (node:cluster): the production layout of one machine
// (docs/production.md). Each worker is the standalone API (server.ts) with the same
// environment; they share nothing but PostgreSQL (DATABASE_URL) and, when set, Redis
// (REDIS_URL), so a request or an events stream may land on any of them. The primary forks,
// restarts a worker that dies, passes SIGINT/SIGTERM on, and gathers the workers' metrics for
// the one that a scrape of GET /api/metrics reached (lib/cluster-metrics.ts). The one-process server
// (packages/server) has the same entry for its own main.

/** A worker that dies sooner than this after its start is crash-looping: wait longer before the next. */
const CRASH_LOOP_MS = 5_000;
const RESTART_DELAY_MS = 1_000;

export interface ClusterOptions {
  /** The worker's script (a built .js file that listens on its own). */
  exec: string;
  workers: number;
  /** What the primary prints once the workers are forked. */
  label: string;
}

/** Forks `workers` processes of `exec`, keeps them running, and stops them on SIGINT/SIGTERM. */
export function runCluster({ exec, workers, label }: ClusterOptions): void {
  cluster.setupPrimary({ exec });
  serveClusterMetrics();
  let stopping = false;
  const startedAt = new Map<number, number>();
  const alive = () => Object.keys(cluster.workers ?? {}).length;
  const fork = () => {
    if (stopping) return;
    startedAt.set(cluster.fork({ [CLUSTER_METRICS_ENV]: '1' }).id, Date.now());
  };
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (stopping) {
      if (!alive()) process.exit(0);
      return;
    }
    console.error(`worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    setTimeout(fork, lived < CRASH_LOOP_MS ? RESTART_DELAY_MS * 5 : RESTART_DELAY_MS);
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    // Each worker closes gracefully (in-flight requests, then its database pool).
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    if (!alive()) process.exit(0);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  for (let i = 0; i < workers; i++) fork();
  console.log(`${label}: ${workers} worker${workers === 1 ? '' : 's'}`);
}

if (require.main === module) {
  try {
    const { host, port, app } = readServerEnv();
    const workers = readWorkers(process.env);
    if (!app.databaseUrl && workers > 1) {
      // The embedded database belongs to one process (its folder is locked by it).
      throw new Error('API_WORKERS above 1 needs DATABASE_URL: the embedded database serves one process');
    }
    runCluster({ exec: path.join(__dirname, 'server.js'), workers, label: `UpClub API on ${host}:${port}` });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
