import path from 'node:path';
import autoload from '@fastify/autoload';
import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifySchemaCompiler,
} from 'fastify';
import { jsonSchemaTransform, serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { seedDatabase } from './db/seed';
import { apiErrorHandler, apiNotFoundHandler } from './errors';
import { API_VERSION, resolveConfig, type AppOptions } from './options';
import authPlugin from './plugins/app/auth';
import broadcastsPlugin from './plugins/app/broadcasts';
import clubCuratorsPlugin from './plugins/app/club-curators';
import clubFollowsPlugin from './plugins/app/club-follows';
import clubsPlugin from './plugins/app/clubs';
import commentsPlugin from './plugins/app/comments';
import eventsPlugin from './plugins/app/events';
import feedPlugin from './plugins/app/feed';
import followsPlugin from './plugins/app/follows';
import messagesPlugin from './plugins/app/messages';
import metricsPlugin from './plugins/app/metrics';
import notificationsPlugin from './plugins/app/notifications';
import postCachePlugin from './plugins/app/post-cache';
import postsPlugin from './plugins/app/posts';
import profilesPlugin from './plugins/app/profiles';
import recoveryPlugin from './plugins/app/recovery';
import resetCodesPlugin from './plugins/app/reset-codes';
import throttlePlugin from './plugins/app/throttle';
import tokensPlugin from './plugins/app/tokens';
import tracksPlugin from './plugins/app/tracks';
import userSearchPlugin from './plugins/app/user-search';
import usersPlugin from './plugins/app/users';
import configPlugin from './plugins/external/config';
import dbPlugin from './plugins/external/db';
import mailPlugin from './plugins/external/mail';
import ipRateLimitPlugin from './plugins/external/rate-limit';
import pubsubPlugin from './plugins/infra/pubsub';

export type { AppOptions } from './options';

/**
 * The UpClub API on a new Fastify instance: everything under /api (routes at /api/v1/...,
 * OpenAPI at /api/openapi.json, docs at /api/docs). Not yet `ready()`: the caller may register
 * more (static files, the provider emulator) and then listen.
 */
export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const config = resolveConfig(options);
  const app = Fastify({
    logger: options.logger ?? false,
    logController: new LogController({ disableRequestLogging: !options.logRequests }),
    trustProxy: options.trustProxy ?? false,
    // Opening the database may take far longer than Fastify's 10 s default: an embedded one's
    // first start (initdb and migrations) on a busy machine, or a second process waiting for
    // the migration lock. A start that gives up there is a process that never comes back.
    pluginTimeout: 120_000,
  });
  try {
    // External things, then the repositories and services built on them (all on the root instance).
    await app.register(configPlugin, { config });
    await app.register(dbPlugin, {
      database: options.database,
      dataDir: config.dataDir,
      databaseUrl: options.databaseUrl,
      inMemory: options.inMemory,
    });
    // Messages between the processes that share this database (cache invalidation, revocations).
    await app.register(pubsubPlugin, { databaseUrl: options.databaseUrl, redisUrl: options.redisUrl });
    await app.register(mailPlugin);
    await app.register(ipRateLimitPlugin);
    await app.register(usersPlugin);
    await app.register(tokensPlugin);
    await app.register(resetCodesPlugin);
    await app.register(profilesPlugin);
    await app.register(authPlugin);
    await app.register(throttlePlugin);
    await app.register(recoveryPlugin);
    await app.register(tracksPlugin, { trackResolver: options.trackResolver, provider: options.provider });
    await app.register(postCachePlugin);
    await app.register(eventsPlugin);
    await app.register(notificationsPlugin);
    await app.register(followsPlugin);
    await app.register(clubsPlugin);
    await app.register(clubFollowsPlugin);
    await app.register(clubCuratorsPlugin);
    await app.register(feedPlugin);
    await app.register(postsPlugin);
    await app.register(commentsPlugin);
    await app.register(userSearchPlugin);
    await app.register(messagesPlugin);
    await app.register(metricsPlugin);
    await app.register(broadcastsPlugin);

    if (options.seed) {
      const demoTracks = options.demoTracks?.length ? { tracks: options.demoTracks, cache: app.tracks } : undefined;
      const seeded = await seedDatabase(app.db, { demoTracks, now: config.now() });
      if (seeded) app.log.info(options.demoTracks?.length ? 'demo users and posts created' : 'demo users created');
    }

    await app.register(api, { prefix: '/api', corsOrigins: options.corsOrigins ?? [] });
    return app;
  } catch (error) {
    await app.close();
    throw error;
  }
}

/** Request bodies, params and queries are parsed by their zod schemas; failures become DRF 400s. */
const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data);
    return result.success ? { value: result.data } : { error: result.error };
  };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The hidden twin of a v1 route, with or without the trailing slash. */
    slashTwin?: boolean;
  }
}

/** The /api scope: its own compilers, error and not-found handlers, docs, and the v1 routes. */
const api: FastifyPluginAsync<{ corsOrigins: string[] }> = async (scope, { corsOrigins }) => {
  scope.setValidatorCompiler(zodValidatorCompiler);
  scope.setSerializerCompiler(serializerCompiler);
  scope.setErrorHandler(apiErrorHandler);
  scope.setNotFoundHandler(apiNotFoundHandler);

  // A POST or PATCH without a body, or with an empty JSON one, is an empty payload (as in DRF).
  const parseJson = scope.getDefaultJsonParser('error', 'error');
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
    body === '' ? done(null, {}) : parseJson(request, String(body), done),
  );
  scope.addHook('preValidation', async (request) => {
    if (request.method !== 'GET' && (request.body === undefined || request.body === null)) request.body = {};
  });

  // DRF accepts every path with and without its trailing slash: each v1 route gets a hidden twin.
  scope.addHook('onRoute', function addSlashTwin(route) {
    if (route.config?.slashTwin || route.method === 'HEAD' || !route.url.startsWith('/api/v1/')) return;
    const { routePath, path: _path, prefix: _prefix, ...options } = route;
    const twin = routePath.endsWith('/') ? routePath.slice(0, -1) : `${routePath}/`;
    this.route({
      ...options,
      url: twin,
      schema: { ...route.schema, hide: true },
      config: { ...route.config, slashTwin: true },
    });
  });

  if (corsOrigins.length) await scope.register(cors, { origin: corsOrigins });

  await scope.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'UpClub API',
        version: API_VERSION,
        description:
          'The product API of UpClub, in the conventions of a Django REST Framework backend: ' +
          '`Authorization: Token <key>`; 400 `{field: [messages]}` or `{non_field_errors: [...]}`; ' +
          '401, 404 and 429 `{detail}`. Every path also answers without (or with) its trailing slash.',
      },
      components: {
        securitySchemes: {
          tokenAuth: {
            type: 'apiKey',
            in: 'header',
            name: 'Authorization',
            description: '`Token <key>`, the key from v1/login/',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  // The docs page links its assets relatively, so it must be opened as /api/docs/.
  scope.addHook('onRequest', async (request, reply) => {
    if (request.url === '/api/docs') return reply.redirect('/api/docs/', 301);
  });
  await scope.register(swaggerUi, { routePrefix: '/docs' });
  scope.get('/openapi.json', { schema: { hide: true } }, async () => scope.swagger());

  await scope.register(autoload, ROUTES);
};

/**
 * The routes, one folder per feature (`routes/v1/<access>/<feature>/index.ts`), loaded as
 * fastify/demo does. A version folder is a URL prefix; the access and feature folders are not
 * (the spec's paths are flat: /api/v1/login/). Everything under `signed-in/` goes through its
 * `autohooks.ts` (authentication); `public/` has none.
 */
const ROUTES = {
  dir: path.join(__dirname, 'routes'),
  dirNameRoutePrefix: (_parent: string, folder: string) => (/^v\d+$/.test(folder) ? folder : false),
  autoHooks: true,
  cascadeHooks: true,
  ignorePattern: /\.test\./,
};
