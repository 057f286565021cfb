import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkMessageThreadSchema, MESSAGE_ERRORS } from '@upclub/shared/validation';
import { badRequest, found } from '../../../../errors';
import { numberedList, pageQuerySchema } from '../../../../lib/paging';
import { currentUser } from '../../../../plugins/app/auth';
import { errorResponses, idParams, searchQueryParam } from '../../../../schemas/common';
import { checkMessageThreadResponseSchema, messageThreadSchema } from '../../../../schemas/messages';
import { pagedSchema, userSearchResultSchema } from '../../../../schemas/posts';
import { requireMember } from './access';

/** The threads lists, one thread, the thread lookup and the new message modal's user search. */
const threads: FastifyPluginAsyncZod = async (app) => {
  const tags = ['messages'];
  const queryParams = z.object({ query: searchQueryParam() });
  const threadList = { 200: pagedSchema(messageThreadSchema), ...errorResponses(404) };
  const listNote =
    'Only threads the signed-in user is a member of, newest activity first; `members` are the other members.';

  app.get(
    '/getmessagethreads/',
    {
      schema: {
        tags,
        summary: 'The signed-in user’s message threads',
        description: listNote,
        querystring: pageQuerySchema,
        response: threadList,
      },
    },
    async (request) =>
      numberedList(request, app.config.publicUrl, request.query.page, (limit, offset) =>
        app.messages.list(currentUser(request).id, limit, offset),
      ),
  );

  app.get(
    '/searchmessagethreads/:query',
    {
      schema: {
        tags,
        summary: '‘Search messages’: threads whose name, another member’s username or a message contains the query',
        description: `${listNote} Any case.`,
        params: queryParams,
        querystring: pageQuerySchema,
        response: threadList,
      },
    },
    async (request) =>
      numberedList(request, app.config.publicUrl, request.query.page, (limit, offset) =>
        app.searchGuard.run(currentUser(request).id, (q) =>
          app.messages.search(currentUser(request).id, request.params.query, limit, offset, q),
        ),
      ),
  );

  app.get(
    '/messagessearchmessagethreadnames/:query',
    {
      schema: {
        tags,
        summary: 'Threads whose name contains the query',
        description: `${listNote} Any case.`,
        params: queryParams,
        querystring: pageQuerySchema,
        response: threadList,
      },
    },
    async (request) =>
      numberedList(request, app.config.publicUrl, request.query.page, (limit, offset) =>
        app.searchGuard.run(currentUser(request).id, (q) =>
          app.messages.searchNames(currentUser(request).id, request.params.query, limit, offset, q),
        ),
      ),
  );

  app.get(
    '/getmessagethreadinfo/:id',
    {
      schema: {
        tags,
        summary: 'One thread: name, members, newest message, unread state',
        description: 'Members only: 403 for anyone else (a former member too), 404 when there is no such thread.',
        params: idParams,
        response: { 200: messageThreadSchema, ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await requireMember(app, user.id, request.params.id);
      return found(await app.messages.info(user.id, request.params.id));
    },
  );

  app.get(
    '/messagessearchusername/:query',
    {
      schema: {
        tags,
        summary: 'The new message modal’s user search',
        description:
          'Users whose username, first, last or full name starts with the query (any case); never the signed-in ' +
          'user; people they follow first, then by username.',
        params: queryParams,
        querystring: pageQuerySchema,
        response: { 200: pagedSchema(userSearchResultSchema), ...errorResponses(404) },
      },
    },
    async (request) =>
      numberedList(request, app.config.publicUrl, request.query.page, (limit, offset) =>
        app.searchGuard.run(currentUser(request).id, (q) =>
          app.userSearch.byName(currentUser(request).id, request.params.query, limit, offset, q),
        ),
      ),
  );

  app.post(
    '/checkmessagethread/',
    {
      schema: {
        tags,
        summary: 'The thread whose members are exactly the signed-in user and these users',
        description:
          'For one user, their 1:1 thread (the one createmessage would use); for several, the most recently ' +
          'active group of exactly those members. `messagethread` is null when there is none.',
        body: checkMessageThreadSchema,
        response: { 200: checkMessageThreadResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const others = request.body.upclubusers.filter((id) => id !== user.id);
      if (!others.length) throw badRequest({ upclubusers: [MESSAGE_ERRORS.notYourself] });
      return { messagethread: await app.messages.findExact(user.id, others) };
    },
  );
};

export default threads;
