import cluster from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';

// GET /api/metrics under node:cluster (cluster.ts). Each worker keeps its own metrics and a scrape
// reaches whichever worker accepted the connection, so one worker's numbers would pass for the
// deployment's. Instead the worker that received the scrape keeps the route (its access rules,
// its content type) and asks the primary over the cluster's IPC channel; the primary's
// AggregatorRegistry asks every worker in turn (prom-client's own messages, answered by the
// listener prom-client installs in each worker) and hands the aggregate back to the asking
// worker. The primary opens no port and never sees a request: nothing about who may scrape
// changes. prom-client sums counters and histograms, and gauges unless the gauge says otherwise
// (its `aggregator`).

/**
 * Set by runCluster in its workers' environment: their primary answers the requests below. A
 * worker of some other cluster manager (pm2's, say) has no such primary and scrapes itself.
 */
export const CLUSTER_METRICS_ENV = 'UPCLUB_CLUSTER_METRICS';

const REQUEST = 'upclub:metrics-request';
const ANSWER = 'upclub:metrics-answer';

/** prom-client's primary gives up on a worker that does not answer after 5 s; this is a margin over that. */
const ANSWER_TIMEOUT_MS = 8_000;

interface MetricsRequest {
  type: typeof REQUEST;
  id: number;
}

interface MetricsAnswer {
  type: typeof ANSWER;
  id: number;
  text?: string;
  error?: string;
}

function isMessage<T extends { type: string }>(message: unknown, type: T['type']): message is T {
  return typeof message === 'object' && message !== null && (message as { type?: unknown }).type === type;
}

/** The primary (runCluster): answers each worker's request with every worker's metrics, aggregated. */
export function serveClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: unknown) => {
    if (!isMessage<MetricsRequest>(message, REQUEST)) return;
    const answer = (fields: Pick<MetricsAnswer, 'text' | 'error'>) => {
      // The worker may have died meanwhile: nobody is left to answer. With a callback, a send that
      // fails anyway is reported there, not as an 'error' event that would end the primary.
      if (!worker.isConnected()) return;
      worker.send({ type: ANSWER, id: message.id, ...fields } satisfies MetricsAnswer, () => {});
    };
    aggregator.clusterMetrics().then(
      (text) => answer({ text }),
      (error: unknown) => answer({ error: error instanceof Error ? error.message : String(error) }),
    );
  });
}

/** Whether this process is a worker of runCluster, whose primary aggregates the metrics. */
export function primaryAggregates(): boolean {
  return cluster.isWorker && process.env[CLUSTER_METRICS_ENV] === '1';
}

export interface ClusterScrape {
  /** Every worker's metrics, aggregated by the primary, in the text format. */
  scrape(): Promise<string>;
  /** Stops listening for answers; a scrape still waiting fails. */
  close(): void;
}

/**
 * A worker of runCluster: `registries` are what this process reports when the primary asks (one
 * app per worker: the last call wins), and the returned scrape asks the primary for the aggregate.
 */
export function clusterScrape(registries: Registry[]): ClusterScrape {
  AggregatorRegistry.setRegistries(registries);
  // Constructing one installs prom-client's listener for the primary's requests (its only way).
  new AggregatorRegistry();

  let lastId = 0;
  const waiting = new Map<number, { resolve(text: string): void; reject(error: Error): void }>();
  const onMessage = (message: unknown) => {
    if (!isMessage<MetricsAnswer>(message, ANSWER)) return;
    const pending = waiting.get(message.id);
    if (!pending) return;
    if (message.text !== undefined) pending.resolve(message.text);
    else pending.reject(new Error(`the cluster's metrics: ${message.error ?? 'no answer'}`));
  };
  process.on('message', onMessage);

  return {
    scrape() {
      const id = ++lastId;
      return new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.delete(id);
          reject(new Error(`the cluster's metrics: no answer from the primary within ${ANSWER_TIMEOUT_MS} ms`));
        }, ANSWER_TIMEOUT_MS);
        const settled = () => {
          clearTimeout(timer);
          waiting.delete(id);
        };
        waiting.set(id, {
          resolve(text) {
            settled();
            resolve(text);
          },
          reject(error) {
            settled();
            reject(error);
          },
        });
        process.send?.({ type: REQUEST, id } satisfies MetricsRequest, (error: Error | null) => {
          if (error) waiting.get(id)?.reject(new Error(`the cluster's metrics: ${error.message}`));
        });
      });
    },
    close() {
      process.off('message', onMessage);
      for (const pending of [...waiting.values()]) pending.reject(new Error("the cluster's metrics: closing"));
    },
  };
}
