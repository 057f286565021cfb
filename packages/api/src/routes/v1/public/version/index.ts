import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_VERSION } from '../../../../options';
import { versionSchema } from '../../../../schemas/accounts';

const version: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/backendversion/',
    {
      schema: { tags: ['meta'], summary: 'The API version', response: { 200: versionSchema } },
    },
    async () => ({ version: API_VERSION }),
  );
};

export default version;
