import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FEED_CATEGORIES } from '@upclub/shared/constants';
import { cursorQuerySchema } from '../../../../lib/paging';
import { currentUser } from '../../../../plugins/app/auth';
import { errorResponses } from '../../../../schemas/common';
import { pagedSchema, songPostSchema } from '../../../../schemas/posts';
import { FEED_CATEGORY_HELP, feedPage, sendPage } from '../../../../services/feed-page';

/** The feeds (spec part 1 §7, DESIGN §2). */
const feed: FastifyPluginAsyncZod = async (app) => {
  const schema = (summary: string) => ({
    tags: ['feed'],
    summary,
    description: FEED_CATEGORY_HELP,
    params: z.object({ category: z.enum(FEED_CATEGORIES) }),
    querystring: cursorQuerySchema,
    response: { 200: pagedSchema(songPostSchema), ...errorResponses(404) },
  });

  app.get(
    '/getallfeed/:category',
    { schema: schema('Every user post (post_type other than 1)') },
    async (request, reply) =>
      sendPage(reply, await feedPage(app, request, { kind: 'all' }, request.params.category, request.query.cursor)),
  );

  app.get(
    '/getmyfeed/:category',
    { schema: schema('Posts by the signed-in user, by people they follow and in clubs they follow') },
    async (request, reply) =>
      sendPage(
        reply,
        await feedPage(
          app,
          request,
          { kind: 'mine', userId: currentUser(request).id },
          request.params.category,
          request.query.cursor,
        ),
      ),
  );
};

export default feed;
