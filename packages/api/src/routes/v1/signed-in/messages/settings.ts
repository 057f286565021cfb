import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { USER_PICKER_MAX } from '@upclub/shared/constants';
import { addUsersToThreadSchema, MESSAGE_ERRORS, threadNameSchema } from '@upclub/shared/validation';
import { badRequest, found, invalidPk } from '../../../../errors';
import { currentUser } from '../../../../plugins/app/auth';
import { detailSchema, emptyBodySchema, errorResponses, idParams } from '../../../../schemas/common';
import { messageThreadSchema } from '../../../../schemas/messages';
import { announceThreadChange } from '../../../../services/thread-events';
import { requireMember } from './access';

/** What a left thread answers. */
export const LEFT_THREAD_DETAIL = 'You left the chat.';

/**
 * The thread settings modal (spec part 2 §2, §4): Group Name, Add Members, 'Leave chat'. Any member
 * may. The thread's other members hear of each change live (a `thread` event).
 */
const settings: FastifyPluginAsyncZod = async (app) => {
  const tags = ['messages'];
  const membersOnly = 'Members only: 403 for anyone else (a former member too), 404 when there is no such thread.';

  app.patch(
    '/setmessagethreadname/:id',
    {
      preHandler: app.writeLimit,
      schema: {
        tags,
        summary: 'Name the thread',
        description: `${membersOnly} The name is trimmed, required and at most 150 characters. Answers the thread.`,
        params: idParams,
        body: threadNameSchema,
        response: { 200: messageThreadSchema, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { id } = request.params;
      await requireMember(app, user.id, id);
      await app.messages.rename(id, request.body.messagethreadname);
      await announceThreadChange(app, id, user.id, 'renamed', request.log);
      return found(await app.messages.info(user.id, id));
    },
  );

  app.patch(
    '/adduserstomessagethread/:id',
    {
      preHandler: app.writeLimit,
      schema: {
        tags,
        summary: 'Add members',
        description:
          `${membersOnly} The members (the caller aside) plus the new ones must be fewer than 25. A 1:1 thread ` +
          'becomes a group, its history shared with the new members. Answers the thread.',
        params: idParams,
        body: addUsersToThreadSchema,
        response: { 200: messageThreadSchema, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { id } = request.params;
      await requireMember(app, user.id, id);
      const members = new Set(await app.messages.memberIds(id));
      const added = request.body.upclubusers.filter((userId) => !members.has(userId));
      if (!added.length) throw badRequest({ upclubusers: [MESSAGE_ERRORS.alreadyMembers] });
      // Spec part 2 §5: selected plus already-disabled (current members) must be fewer than 25.
      if (members.size - 1 + added.length >= USER_PICKER_MAX) {
        throw badRequest({ upclubusers: [MESSAGE_ERRORS.tooManyUsers] });
      }
      const known = await app.users.usernamesById(added);
      const missing = added.find((userId) => !known.has(userId));
      if (missing !== undefined) throw invalidPk('upclubusers', missing);
      await app.messages.addMembers(id, added);
      await announceThreadChange(app, id, user.id, 'added', request.log);
      return found(await app.messages.info(user.id, id));
    },
  );

  app.post(
    '/leavemessagethread/:id',
    {
      schema: {
        tags,
        summary: 'Leave the thread',
        description:
          `${membersOnly} Afterwards the thread and its messages are closed to the caller (403) and gone from ` +
          'their lists; the others keep it (and hear of it live). A thread nobody is left in is deleted.',
        params: idParams,
        body: emptyBodySchema,
        response: { 200: detailSchema, ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await requireMember(app, user.id, request.params.id);
      await app.messages.leave(user.id, request.params.id);
      await announceThreadChange(app, request.params.id, user.id, 'left', request.log);
      return { detail: LEFT_THREAD_DETAIL };
    },
  );
};

export default settings;
