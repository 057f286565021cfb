import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SUCCESS_TEXT } from '@upclub/shared/constants';
import { sharePostSchema, MESSAGE_ERRORS, type SharePostInput } from '@upclub/shared/validation';
import { badRequest, forbidden, found, invalidPk } from '../../../../errors';
import { currentUser } from '../../../../plugins/app/auth';
import { errorResponses } from '../../../../schemas/common';
import { sharedSchema } from '../../../../schemas/posts';
import { announceMessages } from '../../../../services/message-events';

const countRecipients = ({ upclubusers, messagethreads }: SharePostInput) =>
  new Set(upclubusers).size + new Set(messagethreads).size;

/** Sharing a post in messages (spec part 1 §7 v1/sharepost/). */
const sharing: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/sharepost/',
    {
      preHandler: app.writeLimit,
      // One message per user and per thread: each counts as a write, all or none, so one request
      // cannot send a write limit's worth many times over.
      config: { writes: (request) => countRecipients(request.body as SharePostInput) },
      schema: {
        tags: ['messages'],
        summary: 'Send a post in messages',
        description:
          'One message carrying the post in the 1:1 thread with each user (created the first time) and in each ' +
          'thread, which the signed-in user must be a member of (403 otherwise). Each recipient hears of it on ' +
          'the live events stream. Each user and thread counts as one write of the per-user write limit (429 ' +
          'for all when they do not fit).',
        body: sharePostSchema,
        response: { 201: sharedSchema, ...errorResponses(400, 403, 404) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { upclubusers, messagethreads, song_post } = request.body;
      const post = found(await app.posts.metaFor(song_post, user.id));
      const userIds = [...new Set(upclubusers)];
      if (userIds.includes(user.id)) throw badRequest({ upclubusers: [MESSAGE_ERRORS.notYourself] });
      const known = await app.users.usernamesById(userIds);
      const missing = userIds.find((id) => !known.has(id));
      if (missing !== undefined) throw invalidPk('upclubusers', missing);
      const threadIds = [...new Set(messagethreads)];
      const mine = await app.messages.memberOf(user.id, threadIds);
      if (threadIds.some((id) => !mine.has(id))) throw forbidden();
      const sent = await app.messages.sharePost(user.id, userIds, threadIds, post.id);
      await announceMessages(app, sent, request.log);
      return reply.code(201).send({ detail: SUCCESS_TEXT.postShared });
    },
  );
};

export default sharing;
