import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../plugins/app/auth';
import { notificationsCountSchema } from '../../../schemas/accounts';
import { errorResponses, TOKEN_SECURITY } from '../../../schemas/common';

/** Notifications (spec part 2 §7 "Notifications"). Every route here needs a token. */
const notifications: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/getnotificationscount/',
    {
      schema: {
        tags: ['notifications'],
        security: TOKEN_SECURITY,
        summary: 'Unread notifications and unread messages of the signed-in user',
        response: { 200: notificationsCountSchema, ...errorResponses(401) },
      },
    },
    async (request) => app.notifications.unreadCounts(currentUser(request).id),
  );
};

export default notifications;
