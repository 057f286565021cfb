import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry, type Aggregator } from 'prom-client';
import { clusterScrape, primaryAggregates } from '../../lib/cluster-metrics';

// The operator's metrics of one app, in Prometheus's text format at GET /api/metrics
// (routes/metrics): request durations by route, open live event streams, the PostgreSQL pool,
// the password-hash pool, the read caches' hits and misses, and prom-client's process metrics.
// Every app has a registry of its own (tests build many apps in one process: prom-client's
// global registry would refuse the second app's metrics). The only work on a request's way is
// one histogram observation in onResponse; everything else is read when a scrape asks.
// Under runCluster a scrape answers for every worker (lib/cluster-metrics.ts): counters and the
// histogram are summed, and each gauge says how its workers' values combine.

/**
 * prom-client's default buckets (5 ms to 10 s, the same in every Prometheus client library),
 * and the request bound (REQUEST_TIMEOUT_MS), past which a request has been answered 503.
 */
const DEFAULT_BUCKETS_SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The default buckets below the request bound, then the bound (a shorter REQUEST_TIMEOUT_MS cuts them). */
const bucketsUpTo = (boundSeconds: number) => [
  ...DEFAULT_BUCKETS_SECONDS.filter((le) => le < boundSeconds),
  boundSeconds,
];

/** The route label of a request no route matched: never its URL, which may hold anything. */
export const UNMATCHED_ROUTE = 'unmatched';

export interface Prometheus {
  registry: Registry;
  /** This app's metrics and the process's (under runCluster: every worker's, aggregated), in the text format. */
  scrape(): Promise<string>;
  contentType: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    prometheus: Prometheus;
  }
  interface FastifyContextConfig {
    /** The route's 200 is a stream that stays open (v1/events/): its length is no request's duration. */
    longLived?: boolean;
  }
}

let processRegistry: Registry | undefined;

/**
 * prom-client's default metrics (CPU, memory, heap, event-loop lag, GC, handles) describe the
 * process, not an app, and each collection starts a GC observer and an event-loop monitor that
 * are never stopped: one registry of them per process, made at the first scrape (a test app that
 * is never scraped costs nothing), and shown beside every app's own.
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** `url` as declared: the hidden twin of a v1 route differs from it by its trailing slash (app.ts). */
const twinOf = (url: string) => (url.endsWith('/') ? url.slice(0, -1) : `${url}/`);

/** A counter whose total is kept elsewhere (a pool, a cache): set to it at each scrape. */
function mirroredCounter(
  registry: Registry,
  name: string,
  help: string,
  read: () => Iterable<[labels: Record<string, string>, total: number]>,
  labelNames: string[] = [],
) {
  return new Counter({
    name,
    help,
    labelNames,
    registers: [registry],
    collect() {
      this.reset();
      for (const [labels, total] of read()) this.inc(labels, total);
    },
  });
}

/**
 * A gauge read at each scrape. `aggregator`: how the workers' values combine under runCluster
 * (counters are always summed).
 */
function gauge(registry: Registry, name: string, help: string, aggregator: Aggregator, read: () => number) {
  return new Gauge({
    name,
    help,
    aggregator,
    registers: [registry],
    collect() {
      this.set(read());
    },
  });
}

/**
 * The metrics read at a scrape from what the app's plugins keep. Those plugins are registered
 * after this one (which must see every route's requests): read only once the app serves.
 */
function registerReadings(app: FastifyInstance, registry: Registry): void {
  gauge(
    registry,
    'upclub_event_streams_open',
    'Live event streams (v1/events/) open on this process.',
    // Each stream is open on one worker: the deployment's are the sum.
    'sum',
    () => app.events.streams,
  );

  const hashes = () => app.passwordPool.stats();
  gauge(
    registry,
    'upclub_password_hash_running',
    'Password hashes running on the hash threads now.',
    // Every worker has threads of its own: the sum is the machine's hashing load.
    'sum',
    () => hashes().running,
  );
  gauge(
    registry,
    'upclub_password_hash_queued',
    'Password hashes waiting for a hash thread now.',
    'sum',
    () => hashes().waiting,
  );
  mirroredCounter(registry, 'upclub_password_hashes_total', 'Password hashes and checks finished.', () => [
    [{}, hashes().finished],
  ]);
  mirroredCounter(
    registry,
    'upclub_password_hash_rejected_total',
    'Password hashes refused because the queue was full (answered 503 with Retry-After).',
    () => [[{}, hashes().rejected]],
  );

  const caches = (pick: 'hits' | 'misses') => () =>
    [...app.readCaches.entries()].map(([cache, counts]): [Record<string, string>, number] => [{ cache }, counts[pick]]);
  mirroredCounter(registry, 'upclub_cache_hits_total', 'Reads a cache answered from memory.', caches('hits'), [
    'cache',
  ]);
  mirroredCounter(registry, 'upclub_cache_misses_total', 'Reads a cache had to pass on.', caches('misses'), ['cache']);
}

/** The PostgreSQL pool's gauges; none on PGlite, one connection inside the process with no pool to watch. */
function registerPool(app: FastifyInstance, registry: Registry): void {
  const stats = app.dbPoolStats;
  if (!stats) return;
  // Every worker has a pool of its own, and all of them connect to the one PostgreSQL: summed,
  // these are what the machine holds there, and connections / max stays the pools' saturation.
  gauge(
    registry,
    'upclub_db_pool_connections',
    'PostgreSQL connections the pool holds open.',
    'sum',
    () => stats().total,
  );
  gauge(
    registry,
    'upclub_db_pool_idle_connections',
    'Open PostgreSQL connections not in use.',
    'sum',
    () => stats().idle,
  );
  gauge(
    registry,
    'upclub_db_pool_waiting_queries',
    'Queries waiting for a free PostgreSQL connection.',
    'sum',
    () => stats().waiting,
  );
  gauge(
    registry,
    'upclub_db_pool_max_connections',
    'The pool’s bound on connections (DATABASE_POOL_SIZE).',
    // A setting, the same in every worker, but summed like the connections it bounds.
    'sum',
    () => stats().max,
  );
}

export default fp(
  async (app) => {
    const registry = new Registry();
    const duration = new Histogram({
      name: 'upclub_http_request_duration_seconds',
      help: 'Time from a request’s arrival to its answer, by method, route pattern and status code.',
      labelNames: ['method', 'route', 'status_code'],
      buckets: bucketsUpTo(app.config.timeouts.requestMs / 1000),
      registers: [registry],
    });
    // O(1) per request: the route's pattern as Fastify matched it, never the URL (ids, tokens).
    app.addHook('onResponse', (request, reply, done) => {
      const { url, config } = request.routeOptions;
      const status = reply.statusCode;
      if (!(config.longLived && status === 200)) {
        const route = url === undefined ? UNMATCHED_ROUTE : config.slashTwin ? twinOf(url) : url;
        duration.observe({ method: request.method, route, status_code: status }, reply.elapsedTime / 1000);
      }
      done();
    });
    registerReadings(app, registry);
    registerPool(app, registry);

    let scrape: () => Promise<string>;
    if (primaryAggregates()) {
      // The primary may ask this worker before anyone scrapes it: its process metrics start now.
      const cluster = clusterScrape([processMetrics(), registry]);
      app.addHook('onClose', async () => cluster.close());
      scrape = () => cluster.scrape();
    } else {
      let merged: Registry | undefined;
      scrape = () => (merged ??= Registry.merge([processMetrics(), registry])).metrics();
    }
    // The aggregate is in the same text format: the route's content type holds for both.
    app.decorate('prometheus', { registry, contentType: registry.contentType, scrape });
  },
  { name: 'prometheus', dependencies: ['config', 'db'] },
);
