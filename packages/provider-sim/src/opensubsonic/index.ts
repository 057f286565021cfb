import type { FastifyPluginAsync } from 'fastify';
import type { ProviderContext } from '../context';
import { applyCors } from '../cors';
import { authenticate } from './auth';
import { browsingEndpoints } from './browsing';
import { SENT, type Call, type Endpoint, type Endpoints } from './endpoint';
import { ERROR_CODES, sendFailed, sendOk, SubsonicError } from './envelope';
import { mediaEndpoints } from './media';
import type { Query } from './params';
import { playlistEndpoints } from './playlists';
import { searchEndpoints } from './search';
import { starEndpoints } from './stars';
import { systemEndpoints } from './system';

/**
 * The emulator's OpenSubsonic face (mounted at /rest): `GET /rest/<method>` or
 * `/rest/<method>.view`, answering JSON in the `subsonic-response` envelope over the same
 * generated catalogue and accounts as the Web API face.
 */
export const openSubsonicApi: FastifyPluginAsync<{ ctx: ProviderContext }> = async (app, { ctx }) => {
  applyCors(app, { methods: 'GET, HEAD, OPTIONS' });

  const endpoints: Endpoints = {
    ...systemEndpoints,
    ...searchEndpoints,
    ...browsingEndpoints,
    ...playlistEndpoints,
    ...starEndpoints,
    ...mediaEndpoints,
  };
  const find = (name: string): Endpoint | undefined => (Object.hasOwn(endpoints, name) ? endpoints[name] : undefined);

  app.setErrorHandler((error, request, reply) => {
    request.log.error(error);
    return sendFailed(reply, new SubsonicError(ERROR_CODES.generic, 'Server error', 500));
  });
  app.setNotFoundHandler((_request, reply) =>
    sendFailed(reply, new SubsonicError(ERROR_CODES.notFound, 'Unknown endpoint', 404)),
  );

  // HEAD is declared, not derived: Fastify's derived HEAD would announce Content-Length 0 for the
  // audio, whose bytes a HEAD answer need not compute.
  app.route<{ Params: { method: string }; Querystring: Query }>({
    method: ['GET', 'HEAD'],
    url: '/:method',
    handler: async (request, reply) => {
      const endpoint = find(request.params.method.replace(/\.view$/, ''));
      if (!endpoint) return sendFailed(reply, new SubsonicError(ERROR_CODES.notFound, 'Unknown endpoint', 404));
      const call: Call = { ctx, query: request.query, request, reply };
      try {
        const answer = endpoint.public
          ? await endpoint.handle(call)
          : await endpoint.handle({
              ...call,
              account: authenticate(request.query, ctx.store, ctx.options.openSubsonicAuth),
            });
        return answer === SENT ? reply : sendOk(reply, answer);
      } catch (err) {
        if (err instanceof SubsonicError) return sendFailed(reply, err);
        throw err;
      }
    },
  });

  // Parameters in a form body need the formPost extension, which this server does not offer.
  app.post('/:method', async (_request, reply) => reply.code(405).header('Allow', 'GET, HEAD').send());
};

export { DEMO_PASSWORD, demoApiKey, AUTH_MECHANISMS, type AuthMechanism } from './auth';
export { SUBSONIC_API_VERSION, SERVER_TYPE, SERVER_VERSION } from './envelope';
