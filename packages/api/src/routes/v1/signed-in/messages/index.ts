import type { FastifyPluginAsync } from 'fastify';
import chatSettings from './chat-settings';
import conversation from './conversation';
import settings from './settings';
import sharing from './sharing';
import threads from './threads';

/** The Messages calls of spec part 2 §7 (and sharepost of part 1 §7): only a thread's members see or change it. */
const messageRoutes: FastifyPluginAsync = async (app) => {
  await app.register(sharing);
  await app.register(threads);
  await app.register(conversation);
  await app.register(settings);
  await app.register(chatSettings);
};

export default messageRoutes;
