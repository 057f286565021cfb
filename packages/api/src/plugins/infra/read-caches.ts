import fp from 'fastify-plugin';
import type { CacheCounts, ReadCaches } from '../../lib/lru';

declare module 'fastify' {
  interface FastifyInstance {
    /** The read caches of this app by name, with their hits and misses (GET /api/metrics). */
    readCaches: ReadCaches & { entries(): IterableIterator<[string, CacheCounts]> };
  }
}

/**
 * Where each read cache (sessions, posts, feeds, comments, profiles) adds itself under a name of
 * its own, so that the metrics can report every cache without the caches knowing of them.
 */
export default fp(
  async (app) => {
    const caches = new Map<string, CacheCounts>();
    app.decorate('readCaches', {
      add(name: string, counts: CacheCounts) {
        // Two caches under one name would report as one.
        if (caches.has(name)) throw new Error(`a read cache named ${name} is already counted`);
        caches.set(name, counts);
      },
      entries: () => caches.entries(),
    });
  },
  { name: 'read-caches' },
);
