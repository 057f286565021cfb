import type { FastifyPluginAsync } from 'fastify';
import accounts from './accounts';
import notifications from './notifications';
import profiles from './profiles';
import recovery from './recovery';
import session from './session';
import version from './version';

/** Every /api/v1 route, one folder per feature; authenticated folders add the auth hook themselves. */
const v1: FastifyPluginAsync = async (app) => {
  await app.register(version);
  await app.register(accounts);
  await app.register(recovery);
  await app.register(session);
  await app.register(profiles);
  await app.register(notifications);
};

export default v1;
