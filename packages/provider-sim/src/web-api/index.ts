import type { FastifyPluginAsync } from 'fastify';
import type { ProviderContext } from '../context';
import { applyCors } from '../cors';
import { API_MESSAGES, sendApiError } from '../errors';
import { bearerAuth } from './auth';
import { catalogueRoutes } from './catalogue';
import { libraryRoutes } from './library';
import { meRoutes } from './me';
import { playerRoutes } from './player';

/** The Web API (mounted at /v1): every route needs a bearer token and answers errors as `{ error }`. */
export const webApi: FastifyPluginAsync<{ ctx: ProviderContext }> = async (app, { ctx }) => {
  applyCors(app, { methods: 'GET, POST, PUT, DELETE, OPTIONS' });

  app.setNotFoundHandler((_request, reply) => sendApiError(reply, 404, API_MESSAGES.notFound));
  app.setErrorHandler((error, request, reply) => {
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      return sendApiError(reply, status, error instanceof Error ? error.message : 'Bad request');
    }
    request.log.error(error);
    return sendApiError(reply, 500, 'Server error');
  });

  await app.register(async (authed) => {
    authed.addHook('onRequest', bearerAuth(ctx));
    await authed.register(meRoutes, { ctx });
    await authed.register(catalogueRoutes, { ctx });
    await authed.register(libraryRoutes, { ctx });
    await authed.register(playerRoutes, { ctx });
  });
};
