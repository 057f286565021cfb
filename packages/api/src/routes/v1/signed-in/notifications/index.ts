import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../../plugins/app/auth';
import { notificationsCountSchema } from '../../../../schemas/accounts';

/** Notifications (spec part 2 §7 "Notifications"). */
const notifications: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/getnotificationscount/',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Unread notifications and unread messages of the signed-in user',
        response: { 200: notificationsCountSchema },
      },
    },
    async (request) => app.notifications.unreadCounts(currentUser(request).id),
  );
};

export default notifications;
