import type { FastifyPluginAsync } from 'fastify';
import control from './control';
import presence from './presence';

/** Club listening rooms (docs/rooms.md): starting and reading a room, what DJs do, who is in it. */
const roomRoutes: FastifyPluginAsync = async (app) => {
  await app.register(control);
  await app.register(presence);
};

export default roomRoutes;
