import type { FastifyInstance } from 'fastify';

/**
 * Lets browsers call these routes from any origin (the app calls the provider from the page;
 * bearer tokens travel in a header, never cookies). Adds the headers to every answer of the
 * encapsulated instance and answers preflights.
 */
export function applyCors(app: FastifyInstance, { methods }: { methods: string }): void {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Access-Control-Allow-Origin', '*');
    reply.header('Access-Control-Expose-Headers', 'Retry-After');
  });
  app.options('/*', async (_request, reply) => {
    return reply
      .code(204)
      .header('Access-Control-Allow-Methods', methods)
      .header('Access-Control-Allow-Headers', 'Authorization, Content-Type')
      .header('Access-Control-Max-Age', '600')
      .send();
  });
}
