import formbody from '@fastify/formbody';
import type { FastifyPluginAsync } from 'fastify';
import type { ProviderContext } from '../context';
import { authorizeRoutes } from './authorize';
import { tokenRoutes } from './token';

/** The accounts service: consent page at /authorize, tokens at /api/token. */
export const accountsService: FastifyPluginAsync<{ ctx: ProviderContext }> = async (app, { ctx }) => {
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) await app.register(formbody);
  await app.register(authorizeRoutes, { ctx });
  await app.register(tokenRoutes, { ctx, prefix: '/api' });
};
