import type { FastifyPluginAsync } from 'fastify';
import { ERROR_RESPONSES, TOKEN_SECURITY } from '../../../schemas/common';

const PRIVATE_NO_STORE = 'private, no-store';

/**
 * Every route under signed-in/ needs `Authorization: Token <key>`: autoload applies this to the
 * whole folder and its subfolders (see ROUTES in src/app.ts). The routes' OpenAPI entries say so and list
 * the 401 answer, so no route repeats it; so do the routes of the per-user write limit their 429.
 */
const signedIn: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.authenticate);
  // What a signed-in answer holds is one person's: no shared cache (a proxy, a CDN) may keep it,
  // nor the browser's disk after sign-out. A route that chose its own caching keeps it.
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', PRIVATE_NO_STORE);
  });
  app.addHook('onRoute', (route) => {
    const pre = route.preHandler;
    const writeLimited = Array.isArray(pre) ? pre.includes(app.writeLimit) : pre === app.writeLimit;
    route.schema = {
      ...route.schema,
      security: TOKEN_SECURITY,
      response: {
        ...(route.schema?.response as object | undefined),
        401: ERROR_RESPONSES[401],
        ...(writeLimited && { 429: ERROR_RESPONSES[429] }),
      },
    };
  });
};

export default signedIn;
