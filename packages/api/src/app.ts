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
import { fastifyTrustProxy } from './config';
import { SERVER_DETAIL, unstorableField } from '@upclub/shared/validation';
import { isEmpty, seedDatabase } from './db/seed';
import { apiErrorHandler, apiNotFoundHandler, badRequest, fieldError } from './errors';
import { API_VERSION, resolveConfig, type AppOptions } from './options';
import { DEMO_TRACK_COUNT } from './providers/provider';
import type { TrackDetails } from '@upclub/shared/types';
import authPlugin from './plugins/app/auth';
import broadcastsPlugin from './plugins/app/broadcasts';
import clubCuratorsPlugin from './plugins/app/club-curators';
import clubFollowsPlugin from './plugins/app/club-follows';
import clubsPlugin from './plugins/app/clubs';
import commentsPlugin from './plugins/app/comments';
import eventsPlugin from './plugins/app/events';
import feedPlugin from './plugins/app/feed';
import followsPlugin from './plugins/app/follows';
import loginGuardPlugin from './plugins/app/login-guard';
import messagesPlugin from './plugins/app/messages';
import metricsPlugin from './plugins/app/metrics';
import notificationsPlugin from './plugins/app/notifications';
import postCachePlugin from './plugins/app/post-cache';
import postsPlugin from './plugins/app/posts';
import profilesPlugin from './plugins/app/profiles';
import recoveryPlugin from './plugins/app/recovery';
import resetCodesPlugin from './plugins/app/reset-codes';
import roomsPlugin from './plugins/app/rooms';
import passwordsPlugin from './plugins/app/passwords';
import picturesPlugin from './plugins/app/pictures';
import rateWindowsPlugin from './plugins/app/rate-windows';
import throttlePlugin from './plugins/app/throttle';
import tokensPlugin from './plugins/app/tokens';
import musicPlugin from './plugins/app/music';
import tracksPlugin from './plugins/app/tracks';
import searchGuardPlugin from './plugins/app/search-guard';
import userSearchPlugin from './plugins/app/user-search';
import usersPlugin from './plugins/app/users';
import writeLimitPlugin from './plugins/app/write-limit';
import configPlugin from './plugins/external/config';
import dbPlugin from './plugins/external/db';
import mailPlugin from './plugins/external/mail';
import ipRateLimitPlugin from './plugins/external/rate-limit';
import loadSheddingPlugin from './plugins/infra/load-shedding';
import prometheusPlugin from './plugins/infra/prometheus';
import pubsubPlugin from './plugins/infra/pubsub';
import readCachesPlugin from './plugins/infra/read-caches';

export type { AppOptions } from './options';

/**
 * The UpClub API on a new Fastify instance: everything under /api (routes at /api/v1/...,
 * OpenAPI at /api/openapi.json, docs at /api/docs). Not yet `ready()`: the caller may register
 * more (static files, the provider emulator) and then listen.
 */
export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const config = resolveConfig(options);
  const { timeouts } = config;
  const app = Fastify({
    logger: options.logger ?? false,
    logController: new LogController({ disableRequestLogging: !options.logRequests }),
    trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
    // A request is received within requestMs, and a socket that carries nothing for twice that
    // is closed (the live events stream lifts its socket's timeout); answering within requestMs
    // is the answerWithin hook's.
    requestTimeout: timeouts.requestMs,
    connectionTimeout: 2 * timeouts.requestMs,
    // Opening the database may take far longer than Fastify's 10 s default: an embedded one's
    // first start (initdb and migrations) on a busy machine, or a second process waiting for
    // the migration lock. A start that gives up there is a process that never comes back.
    pluginTimeout: 120_000,
  });
  answerWithin(app, timeouts.requestMs);
  try {
    // External things, then the repositories and services built on them (all on the root instance).
    await app.register(configPlugin, { config });
    await app.register(dbPlugin, {
      database: options.database,
      dataDir: config.dataDir,
      databaseUrl: options.databaseUrl,
      inMemory: options.inMemory,
      poolSize: options.databasePoolSize,
      timeouts,
    });
    // Before every route: the request durations of GET /api/metrics see them all.
    await app.register(prometheusPlugin);
    await app.register(readCachesPlugin);
    // Messages between the processes that share this database (cache invalidation, revocations).
    await app.register(pubsubPlugin, { databaseUrl: options.databaseUrl, redisUrl: options.redisUrl, timeouts });
    await app.register(mailPlugin);
    await app.register(rateWindowsPlugin);
    await app.register(ipRateLimitPlugin);
    await app.register(usersPlugin);
    await app.register(tokensPlugin);
    await app.register(resetCodesPlugin);
    await app.register(profilesPlugin);
    await app.register(authPlugin);
    await app.register(throttlePlugin);
    await app.register(passwordsPlugin);
    await app.register(picturesPlugin);
    await app.register(loginGuardPlugin);
    await app.register(writeLimitPlugin);
    await app.register(searchGuardPlugin);
    await app.register(recoveryPlugin);
    await app.register(musicPlugin, {
      provider: options.provider,
      openSubsonic: options.openSubsonic,
      trackResolver: options.trackResolver,
      databaseUrl: options.databaseUrl,
    });
    await app.register(tracksPlugin);
    await app.register(postCachePlugin);
    await app.register(eventsPlugin);
    await app.register(notificationsPlugin);
    await app.register(followsPlugin);
    await app.register(clubsPlugin);
    await app.register(clubFollowsPlugin);
    await app.register(clubCuratorsPlugin);
    await app.register(roomsPlugin);
    await app.register(feedPlugin);
    await app.register(postsPlugin);
    await app.register(commentsPlugin);
    await app.register(userSearchPlugin);
    await app.register(messagesPlugin);
    await app.register(metricsPlugin);
    await app.register(broadcastsPlugin);

    if (options.seed) {
      const list = options.demoTracks ?? (await drawDemoTracks(app));
      const demoTracks = list.length ? { tracks: list, cache: app.tracks } : undefined;
      const seeded = await seedDatabase(app.db, {
        demoTracks,
        now: config.now(),
        staffPassword: options.staffPassword,
        hashPassword: app.passwords.hash,
      });
      if (seeded) app.log.info(demoTracks ? 'demo users and posts created' : 'demo users created');
      if (seeded && seeded.generatedStaffPassword) {
        // Told once, on the console only: the log (often shipped elsewhere) never holds it.
        const announce = options.announce ?? ((text: string) => void process.stdout.write(text));
        announce(
          `\n  Staff login (printed this once): staff ${seeded.generatedStaffPassword}\n` +
            '  Set STAFF_PASSWORD before the first start to choose it.\n',
        );
      }
    } else if (options.seedSkipped) {
      app.log.info(options.seedSkipped);
    }

    // Measured from here on: opening the database and seeding block the event loop on purpose,
    // which must not count as load.
    await app.register(loadSheddingPlugin);
    await app.register(api, { prefix: '/api', corsOrigins: options.corsOrigins ?? [] });
    return app;
  } catch (error) {
    await app.close();
    throw error;
  }
}

/**
 * The demo posts' songs from the deployment's provider, when the database is still empty. A
 * provider that cannot be asked now leaves the demo without posts: the start goes on.
 */
async function drawDemoTracks(app: FastifyInstance): Promise<TrackDetails[]> {
  if (!(await isEmpty(app.db))) return [];
  try {
    return await app.provider.demoTracks(DEMO_TRACK_COUNT);
  } catch (error) {
    app.log.warn(`no demo posts: the music server did not give songs (${(error as Error).message})`);
    return [];
  }
}

/**
 * Every request is answered within `ms`: a 503 the client can show, when the work behind it
 * (a database, a provider, a queue of password hashes) has not finished. The work goes on; its
 * late answer is dropped. A reply that has started (the live events stream writes its headers
 * at once, and hijacks the reply) is left alone. Fastify's own handlerTimeout is not used: it
 * stops its timer when the request's body has been read, so a POST was never bounded.
 */
function answerWithin(app: FastifyInstance, ms: number): void {
  app.addHook('onRequest', (request, reply, done) => {
    const timer = setTimeout(() => {
      if (reply.sent || reply.raw.headersSent || reply.raw.destroyed) return;
      request.log.warn(`request timed out after ${ms} ms: ${request.method} ${request.routeOptions.url}`);
      void reply.code(503).header('Retry-After', '5').send({ detail: SERVER_DETAIL.timedOut });
    }, ms);
    reply.raw.once('close', () => clearTimeout(timer));
    done();
  });
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
  // Bytes that are not UTF-8 are refused rather than decoded to U+FFFD: a field stores what was
  // sent or answers 400.
  const parseJson = scope.getDefaultJsonParser('error', 'error');
  const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = utf8.decode(body as Buffer);
    } catch {
      return done(badRequest({ detail: SERVER_DETAIL.notUtf8 }), undefined);
    }
    return text === '' ? done(null, {}) : parseJson(request, text, done);
  });
  scope.addHook('preValidation', async (request) => {
    if (request.method !== 'GET' && (request.body === undefined || request.body === null)) request.body = {};
    // NUL and unpaired surrogates: PostgreSQL refuses the one (a 500) and UTF-8 cannot carry the
    // other (stored as U+FFFD); refused here once for every body, query and path.
    for (const part of [request.body, request.query, request.params]) {
      const field = unstorableField(part);
      if (field !== null) {
        throw field
          ? fieldError(field, SERVER_DETAIL.unstorableText)
          : badRequest({ detail: SERVER_DETAIL.unstorableText });
      }
    }
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
