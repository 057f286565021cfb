import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { LOAD_SHED_EXEMPT } from '../../plugins/infra/load-shedding';

/** A readiness check waits this long for the database: a load balancer's probe gives up soon after. */
export const READY_TIMEOUT_MS = 2_000;

/**
 * The health checks of a load balancer or orchestrator, outside the product API (no version, not
 * in the OpenAPI document), answered however loaded the process is:
 * - GET /api/health/live: the process runs and answers (200), for restarting a stuck one;
 * - GET /api/health/ready: it can serve, its database answers `select 1` within READY_TIMEOUT_MS
 *   (200), else 503, for taking it out of the rotation. A closing process answers 503 (Fastify).
 */
const health: FastifyPluginAsync = async (app) => {
  const options = { config: LOAD_SHED_EXEMPT, schema: { hide: true } };

  app.get('/health/live', options, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  app.get('/health/ready', options, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${READY_TIMEOUT_MS} ms`)), READY_TIMEOUT_MS);
    });
    try {
      await Promise.race([app.db.execute(sql`select 1`), timedOut]);
      return { status: 'ok' };
    } catch (error) {
      request.log.warn(`not ready: the database did not answer (${(error as Error).message})`);
      return reply.code(503).header('Retry-After', '5').send({ status: 'unavailable', database: 'not answering' });
    } finally {
      clearTimeout(timer);
    }
  });
};

export default health;
