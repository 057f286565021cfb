import type { FastifyInstance } from 'fastify';

/** Give up on a graceful close after this long. */
const FORCE_EXIT_AFTER_MS = 10_000;

/**
 * Closes the server (in-flight requests, then the database) on SIGINT or SIGTERM and exits;
 * a second signal while closing is ignored, a close that hangs ends the process anyway.
 */
export function closeOnSignals(app: FastifyInstance): void {
  let closing = false;
  const stop = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    setTimeout(() => process.exit(1), FORCE_EXIT_AFTER_MS).unref();
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}
