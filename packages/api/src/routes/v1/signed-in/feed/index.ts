import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { API_PAGE_SIZE, FEED_CATEGORIES, type FeedCategory } from '@upclub/shared/constants';
import { notFound } from '../../../../errors';
import { cursorQuerySchema, decodeCursor, encodeCursor, linkTo, type Cursor, type Page } from '../../../../lib/paging';
import { currentUser } from '../../../../plugins/app/auth';
import { InvalidCursorError, type FeedScope } from '../../../../plugins/app/feed';
import { errorResponses } from '../../../../schemas/common';
import { pagedSchema, songPostSchema } from '../../../../schemas/posts';
import type { SongPost } from '@upclub/shared/types';

const CATEGORY_HELP =
  '`new` newest first; `tod`/`tow`/`tom`/`toy` most liked within 1/7/30/365 days; `atg` most liked ever; ' +
  '`trending` likes and comments decayed by age. Ties by newest. Pages by cursor: follow `next` (and `previous`) as they are.';

/** The feeds (spec part 1 §7, DESIGN §2). */
const feed: FastifyPluginAsyncZod = async (app) => {
  async function page(request: FastifyRequest, scope: FeedScope, category: FeedCategory, cursorText: string | undefined): Promise<Page<SongPost>> {
    const cursor = decodeCursor(cursorText);
    let answer;
    try {
      answer = await app.feed.page(scope, category, currentUser(request).id, cursor, API_PAGE_SIZE);
    } catch (error) {
      if (error instanceof InvalidCursorError) throw notFound();
      throw error;
    }
    const { results, count, hasMore, first, last, since } = answer;
    const link = (keys: Cursor['keys'], reverse: boolean) =>
      linkTo(request, app.config.publicUrl, { cursor: encodeCursor({ keys, reverse, since }) });
    const reverse = cursor?.reverse ?? false;
    // Going forward, more rows after this page means a next; any cursor means rows before it.
    // Going back it is the other way round.
    const moreAfter = reverse ? true : hasMore;
    const moreBefore = reverse ? hasMore : cursor !== null;
    return {
      count,
      next: moreAfter && last ? link(last, false) : null,
      previous: moreBefore && first ? link(first, true) : null,
      results,
    };
  }

  const schema = (summary: string) => ({
    tags: ['feed'],
    summary,
    description: CATEGORY_HELP,
    params: z.object({ category: z.enum(FEED_CATEGORIES) }),
    querystring: cursorQuerySchema,
    response: { 200: pagedSchema(songPostSchema), ...errorResponses(404) },
  });

  app.get('/getallfeed/:category', { schema: schema('Every user post (post_type other than 1)') }, async (request) =>
    page(request, { kind: 'all' }, request.params.category, request.query.cursor),
  );

  app.get(
    '/getmyfeed/:category',
    { schema: schema('Posts by the signed-in user, by people they follow and in clubs they follow') },
    async (request) => page(request, { kind: 'mine', userId: currentUser(request).id }, request.params.category, request.query.cursor),
  );
};

export default feed;
