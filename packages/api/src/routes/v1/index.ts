import type { FastifyPluginAsync } from 'fastify';
import accounts from './accounts';
import comments from './comments';
import feed from './feed';
import messages from './messages';
import notifications from './notifications';
import posts from './posts';
import profiles from './profiles';
import recovery from './recovery';
import session from './session';
import userSearch from './user-search';
import version from './version';

/** Every /api/v1 route, one folder per feature; authenticated folders add the auth hook themselves. */
const v1: FastifyPluginAsync = async (app) => {
  await app.register(version);
  await app.register(accounts);
  await app.register(recovery);
  await app.register(session);
  await app.register(profiles);
  await app.register(notifications);
  await app.register(posts);
  await app.register(feed);
  await app.register(comments);
  await app.register(userSearch);
  await app.register(messages);
};

export default v1;
