import underPressure from '@fastify/under-pressure';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SERVER_DETAIL } from '@upclub/shared/validation';
import { ApiError } from '../../errors';

/** What a shed request is told to wait: about a few samples, long enough for a burst to pass. */
export const LOAD_SHED_RETRY_AFTER_SECONDS = 5;

/** The 503 of a shed request, in the API's `{detail}` shape (the /api error handler sends it). */
class Overloaded extends ApiError {
  constructor() {
    super(503, { detail: SERVER_DETAIL.overloaded }, { 'Retry-After': String(LOAD_SHED_RETRY_AFTER_SECONDS) });
  }
}

type PressureHandler = (request: FastifyRequest, reply: FastifyReply, type: string, value?: number) => void;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** @fastify/under-pressure's per-route handler; LOAD_SHED_EXEMPT lets the request through. */
    pressureHandler?: PressureHandler;
  }
}

/** Route config of the routes that must answer however loaded the process is (the health checks). */
export const LOAD_SHED_EXEMPT = { pressureHandler: () => undefined } satisfies { pressureHandler: PressureHandler };

/**
 * Load shedding: a process whose event loop lags or whose heap is nearly full answers new
 * requests 503 with Retry-After at once, rather than taking more work and failing all of it (or
 * crashing). On the root instance, so the shell's files are shed too; the health checks are not.
 */
export default fp(
  async (app) => {
    const { maxEventLoopDelayMs, maxHeapUsedBytes, sampleIntervalMs } = app.config.loadShedding;
    await app.register(underPressure, {
      maxEventLoopDelay: maxEventLoopDelayMs,
      maxHeapUsedBytes,
      sampleInterval: sampleIntervalMs,
      retryAfter: LOAD_SHED_RETRY_AFTER_SECONDS,
      customError: Overloaded,
    });
  },
  { name: 'load-shedding', dependencies: ['config'] },
);
