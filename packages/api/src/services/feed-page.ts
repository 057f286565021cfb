import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FeedCategory } from '@upclub/shared/constants';
import { notFound } from '../errors';
import { decodeCursor, encodeCursor, linkTo, type Cursor, type Page } from '../lib/paging';
import { currentUser } from '../plugins/app/auth';
import { InvalidCursorError, type FeedScope } from '../plugins/app/feed';

/** How the feed categories sort, for the OpenAPI descriptions of every feed-like route. */
export const FEED_CATEGORY_HELP =
  '`new` newest first; `tod`/`tow`/`tom`/`toy` most liked within 1/7/30/365 days; `atg` most liked ever; ' +
  '`trending` likes and comments decayed by age. Ties by newest. Pages by cursor: follow `next` (and `previous`) as they are.';

/**
 * One page of a feed (the global or personal feed, or a club's posts) as the signed-in user sees
 * it, with `next` and `previous` links carrying the cursor; its posts as JSON (see sendPage). A
 * forged cursor is a 404.
 */
export async function feedPage(
  app: FastifyInstance,
  request: FastifyRequest,
  scope: FeedScope,
  category: FeedCategory,
  cursorText: string | undefined,
): Promise<Page<string>> {
  const cursor = decodeCursor(cursorText);
  let answer;
  try {
    answer = await app.feed.page(scope, category, currentUser(request).id, cursor);
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

/**
 * Sends a feed page written as JSON by hand: its posts are JSON texts already (the cached public
 * part, checked against the schema when cached), so the response serializer is skipped.
 */
export function sendPage(reply: FastifyReply, page: Page<string>): FastifyReply {
  const body =
    `{"count":${page.count},"next":${JSON.stringify(page.next)},"previous":${JSON.stringify(page.previous)},` +
    `"results":[${page.results.join(',')}]}`;
  return reply.type('application/json; charset=utf-8').send(body);
}
