import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NOTIFICATION_FILTERS, NOTIFICATION_TYPES, type NotificationType } from '@upclub/shared/constants';
import { numberedList, pageQuerySchema } from '../../../../lib/paging';
import { currentUser } from '../../../../plugins/app/auth';
import { notificationsCountSchema } from '../../../../schemas/accounts';
import { emptyBodySchema, errorResponses } from '../../../../schemas/common';
import { notificationSchema } from '../../../../schemas/people';
import { pagedSchema } from '../../../../schemas/posts';

const CATEGORIES = NOTIFICATION_FILTERS.map((f) => f.category);

/**
 * `category`: the selected filters, comma-joined (each a NOTIFICATION_FILTERS category); left out,
 * every type; empty (every filter deselected), none.
 */
const categoryQuery = z
  .string()
  .max(200)
  .optional()
  .transform((text, context): readonly NotificationType[] => {
    if (text === undefined) return NOTIFICATION_TYPES;
    const wanted = text
      .split(',')
      .map((c) => c.trim())
      .filter(Boolean);
    const types = new Set<NotificationType>();
    for (const category of wanted) {
      const filter = NOTIFICATION_FILTERS.find((f) => f.category === category);
      if (!filter) {
        context.addIssue({ code: 'custom', message: `"${category}" is not a valid choice.` });
        return z.NEVER;
      }
      for (const type of filter.types) types.add(type);
    }
    return NOTIFICATION_TYPES.filter((t) => types.has(t));
  });

/** Notifications (spec part 2 §7 "Notifications"). */
const notifications: FastifyPluginAsyncZod = async (app) => {
  const tags = ['notifications'];

  app.get(
    '/getnotifications/',
    {
      schema: {
        tags,
        summary: 'The signed-in user’s notifications, newest first',
        description:
          `\`category\`: comma-joined filters (${CATEGORIES.join(', ')}; comment covers replies too); ` +
          'left out, all of them; empty, none. Messages are not listed (see v1/getmessagethreads/).',
        querystring: pageQuerySchema.extend({ category: categoryQuery }),
        response: { 200: pagedSchema(notificationSchema), ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return numberedList(request, app.config.publicUrl, request.query.page, (limit, offset) =>
        app.notifications.list(user.id, request.query.category, limit, offset),
      );
    },
  );

  app.post(
    '/clearnotifications/',
    {
      schema: {
        tags,
        summary: 'Mark all the signed-in user’s notifications read',
        description: 'Messages stay unread (opening their thread reads them). Answers the counts afterwards.',
        body: emptyBodySchema,
        response: { 200: notificationsCountSchema },
      },
    },
    async (request) => app.notifications.clear(currentUser(request).id),
  );

  app.get(
    '/getnotificationscount/',
    {
      schema: {
        tags,
        summary: 'Unread notifications and unread messages of the signed-in user',
        response: { 200: notificationsCountSchema },
      },
    },
    async (request) => app.notifications.unreadCounts(currentUser(request).id),
  );
};

export default notifications;
