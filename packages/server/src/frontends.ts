import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ServerConfig } from './config';
import { createRouteFactsSource } from './routeFacts';
import { createRemoteEntriesSource } from './remoteEntries';

/** Entry files must never be cached: a new remote version is picked up on the next load. */
const UNCACHED = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'mf-manifest-stats.json', 'routes.json']);

/**
 * The shell's HTML asks for its entry (main.js, a name the federation runtime needs unhashed) with
 * the build's hash as the query: each build is a new URL, so that URL may be kept for good.
 */
const BUILD_HASH_QUERY = /\?[0-9a-f]{20}$/;

interface StaticResponse {
  setHeader(name: string, value: string): void;
  req?: { url?: string };
}

function setCaching(res: StaticResponse, file: string) {
  const name = path.basename(file).replace(/\.(br|gz)$/, '');
  // Compressed and plain copies share a URL: caches must key them by Accept-Encoding.
  res.setHeader('Vary', 'Accept-Encoding');
  if (UNCACHED.has(name)) res.setHeader('Cache-Control', 'no-cache');
  else if (/\.[0-9a-f]{8}\./.test(name) || BUILD_HASH_QUERY.test(res.req?.url ?? '')) {
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  } else res.setHeader('Cache-Control', 'public, max-age=3600');
}

/** The shell at /, each remote at /mfe/<name>/, the registry, the remotes' route facts and the runtime configuration. */
export async function registerFrontends(app: FastifyInstance, config: ServerConfig): Promise<void> {
  for (const [remote, root] of Object.entries(config.remoteDirs)) {
    if (!fs.existsSync(root)) {
      app.log.warn(`remote ${remote} has no build at ${root}; its pages will show Retry`);
      continue;
    }
    await app.register(fastifyStatic, {
      root,
      prefix: `/mfe/${remote}/`,
      decorateReply: false,
      cacheControl: false,
      // The builds carry .br and .gz copies of their text files (build/webpack.cjs).
      preCompressed: true,
      // Cross-origin deployments load remotes from another origin.
      setHeaders: (res, file) => {
        setCaching(res, file);
        res.setHeader('Access-Control-Allow-Origin', '*');
      },
    });
  }

  const remoteEntries = createRemoteEntriesSource(config, app.log);
  app.get('/remotes.json', async (_req, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return remoteEntries();
  });
  // The shell lays out the page, guards it and builds its menus from these before it starts.
  const routeFacts = createRouteFactsSource(config, app.log);
  app.get('/routes.json', async (_req, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return routeFacts();
  });
  app.get('/config.json', async (_req, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return config.runtime;
  });

  const indexFile = path.join(config.shellDir, 'index.html');
  await app.register(fastifyStatic, {
    root: config.shellDir,
    prefix: '/',
    // Files are looked up per request, so a rebuilt shell is served without a restart.
    wildcard: true,
    index: false,
    cacheControl: false,
    preCompressed: true,
    setHeaders: setCaching,
  });

  const sendIndex = (reply: FastifyReply) => {
    reply.header('Cache-Control', 'no-cache');
    return reply.type('text/html; charset=utf-8').send(fs.createReadStream(indexFile));
  };
  app.get('/', (_req, reply) => sendIndex(reply));

  // Every other page path is a route of the single-page app: answer with the shell.
  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !url.startsWith('/api/') &&
      !url.startsWith('/provider/') &&
      !url.startsWith('/mfe/') &&
      !path.extname(url.split('?')[0] ?? '') &&
      (request.headers.accept ?? '').includes('text/html');
    if (isPage && fs.existsSync(indexFile)) return sendIndex(reply);
    if (url.startsWith('/api/')) return reply.code(404).send({ detail: 'Not found.' });
    return reply.code(404).type('text/plain').send('Not found');
  });
}
