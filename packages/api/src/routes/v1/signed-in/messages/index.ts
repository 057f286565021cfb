import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SUCCESS_TEXT } from '@upclub/shared/constants';
import { sharePostSchema } from '@upclub/shared/validation';
import { badRequest, forbidden, found, invalidPk } from '../../../../errors';
import { numberedList, pageQuerySchema } from '../../../../lib/paging';
import { currentUser } from '../../../../plugins/app/auth';
import { errorResponses } from '../../../../schemas/common';
import { messageThreadSummarySchema, pagedSchema, sharedSchema } from '../../../../schemas/posts';

/** Sharing a post in messages, and the signed-in user's threads. */
const messages: FastifyPluginAsyncZod = async (app) => {
  const tags = ['messages'];

  app.post(
    '/sharepost/',
    {
      schema: {
        tags,
        summary: 'Send a post in messages',
        description:
          'One message carrying the post in the 1:1 thread with each user (created the first time) and in each ' +
          'thread, which the signed-in user must be a member of (403 otherwise). Each recipient is notified.',
        body: sharePostSchema,
        response: { 201: sharedSchema, ...errorResponses(400, 403, 404) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { upclubusers, messagethreads, song_post } = request.body;
      const post = found(await app.posts.meta(song_post));
      const userIds = [...new Set(upclubusers)];
      if (userIds.includes(user.id)) throw badRequest({ upclubusers: ['You cannot send a message to yourself.'] });
      const known = await app.users.usernamesById(userIds);
      const missing = userIds.find((id) => !known.has(id));
      if (missing !== undefined) throw invalidPk('upclubusers', missing);
      const threadIds = [...new Set(messagethreads)];
      const mine = await app.messages.memberOf(user.id, threadIds);
      if (threadIds.some((id) => !mine.has(id))) throw forbidden();
      const sent = await app.messages.sharePost(user.id, userIds, threadIds, post.id);
      for (const { threadId, recipients } of sent) {
        await app.notifications.notify(recipients, user.id, 'message', { messagethread: threadId, song_post: post.id });
      }
      return reply.code(201).send({ detail: SUCCESS_TEXT.postShared });
    },
  );

  app.get(
    '/getmessagethreads/',
    {
      schema: {
        tags,
        summary: 'The signed-in user’s message threads, newest activity first',
        querystring: pageQuerySchema,
        response: { 200: pagedSchema(messageThreadSummarySchema), ...errorResponses(404) },
      },
    },
    async (request) => {
      return numberedList(request, app.config.publicUrl, request.query.page, (limit, offset) =>
        app.messages.list(currentUser(request).id, limit, offset),
      );
    },
  );

  app.get(
    '/searchmessagethreads/:query',
    {
      schema: {
        tags,
        summary: 'The signed-in user’s threads whose name or another member’s username contains the query',
        params: z.object({ query: z.string().trim().min(1).max(150) }),
        querystring: pageQuerySchema,
        response: { 200: pagedSchema(messageThreadSummarySchema), ...errorResponses(404) },
      },
    },
    async (request) => {
      return numberedList(request, app.config.publicUrl, request.query.page, (limit, offset) =>
        app.messages.search(currentUser(request).id, request.params.query, limit, offset),
      );
    },
  );
};

export default messages;
