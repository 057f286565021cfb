import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createMessageSchema, MESSAGE_ERRORS } from '@upclub/shared/validation';
import { badRequest, forbidden, found, invalidPk, notFound } from '../../../../errors';
import { numberedList, pageQuerySchema } from '../../../../lib/paging';
import { currentUser } from '../../../../plugins/app/auth';
import type { Destination } from '../../../../plugins/app/messages';
import { errorResponses } from '../../../../schemas/common';
import { createMessageResponseSchema, messageSchema, messagesParamsSchema } from '../../../../schemas/messages';
import { pagedSchema } from '../../../../schemas/posts';
import { announceCounts, announceMessages } from '../../../../services/message-events';
import { requireMember } from './access';

/** Reading a thread's messages and sending one. */
const conversation: FastifyPluginAsyncZod = async (app) => {
  const tags = ['messages'];

  app.get(
    '/getmessages/:id/:kind',
    {
      schema: {
        tags,
        summary: 'A thread’s messages, newest first: `all`, or only `songs`',
        description:
          'Members only (403 for anyone else, a former member too). Paged by `page`; reading marks the thread ' +
          'read for the caller (already_read, and one fewer in getnotificationscount’s message_notifications).',
        params: messagesParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: pagedSchema(messageSchema), ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { id, kind } = request.params;
      // Membership, the unread state and the page with its count in one statement.
      let opened: Awaited<ReturnType<typeof app.messages.openPage>> | undefined;
      const page = await numberedList(request, app.config.publicUrl, request.query.page, async (limit, offset) => {
        opened = await app.messages.openPage(user.id, id, kind, limit, offset);
        if (opened.standing === 'missing') throw notFound();
        if (opened.standing === 'stranger') throw forbidden();
        return opened.page;
      });
      // Only now, the page answered: a page past the end is a 404 and leaves the thread unread.
      if (opened?.unread && (await app.messages.markRead(user.id, id, opened.newestId))) {
        // The user's other tabs update their side menu marker.
        await announceCounts(app, user.id, request.log);
      }
      return page;
    },
  );

  app.post(
    '/createmessage/',
    {
      preHandler: app.writeLimit,
      schema: {
        tags,
        summary: 'Send a message: text, a song post, or both',
        description:
          '`messagethread`: a thread the caller is a member of (403 otherwise); or null with `upclubusers` ' +
          '(fewer than 25): the 1:1 thread with one user (created the first time), a new group with several. ' +
          'Text is trimmed, stored as written (markup is text) and at most 1000 characters. Every other member ' +
          'gets the message on the live events stream.',
        body: createMessageSchema,
        response: { 201: createMessageResponseSchema, ...errorResponses(400, 403, 404) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { messagethread, text, song_post, upclubusers } = request.body;
      let to: Destination;
      if (messagethread !== null) {
        await requireMember(app, user.id, messagethread);
        to = { threadId: messagethread };
      } else {
        if (upclubusers.includes(user.id)) throw badRequest({ upclubusers: [MESSAGE_ERRORS.notYourself] });
        const known = await app.users.usernamesById(upclubusers);
        const missing = upclubusers.find((id) => !known.has(id));
        if (missing !== undefined) throw invalidPk('upclubusers', missing);
        to = { userIds: upclubusers };
      }
      if (song_post !== null && !(await app.posts.metaFor(song_post, user.id))) throw invalidPk('song_post', song_post);

      const sent = await app.messages.create(user.id, to, { text, songPostId: song_post });
      const message = found(await app.messages.message(sent.messageId));
      // The other members hear of it while the sender's thread is read.
      const [thread] = await Promise.all([
        app.messages.info(user.id, sent.threadId),
        announceMessages(app, [sent], request.log, [message]),
      ]);
      return reply.code(201).send({ messagethread: sent.threadId, thread: found(thread), message });
    },
  );
};

export default conversation;
