import type { FastifyPluginAsync } from 'fastify';
import clubs from './clubs';
import curators from './curators';
import followers from './followers';

/** The Clubs calls of spec part 2 §7: clubs and their posts, followers, curators. */
const clubRoutes: FastifyPluginAsync = async (app) => {
  await app.register(clubs);
  await app.register(followers);
  await app.register(curators);
};

export default clubRoutes;
