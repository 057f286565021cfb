import type { FastifyPluginAsync } from 'fastify';
import catalogue from './catalogue';
import library from './library';
import link from './link';

/**
 * The music calls of an OpenSubsonic deployment (docs/providers.md): linking, the catalogue and
 * the library, answered in the Spotify Web API's shapes. A Spotify deployment has none of them.
 */
const musicRoutes: FastifyPluginAsync = async (app) => {
  if (!app.music) return;
  await app.register(link);
  await app.register(catalogue);
  await app.register(library);
};

export default musicRoutes;
