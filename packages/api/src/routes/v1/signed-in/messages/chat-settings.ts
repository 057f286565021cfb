import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { threadSettingsSchema } from '@upclub/shared/validation';
import { found } from '../../../../errors';
import { currentUser } from '../../../../plugins/app/auth';
import { errorResponses, idParams } from '../../../../schemas/common';
import { threadSettingsResponseSchema } from '../../../../schemas/messages';
import { announceCounts } from '../../../../services/message-events';
import { requireMember } from './access';

/**
 * The chat settings screen's switches (spec part 2 "Chat settings screen: name, notify, mute"; the
 * name is setmessagethreadname's): each member's own, for one thread.
 */
const chatSettings: FastifyPluginAsyncZod = async (app) => {
  const tags = ['messages'];
  const membersOnly = 'Members only: 403 for anyone else (a former member too), 404 when there is no such thread.';
  const meaning =
    '`notify` false: no toast for the thread’s new messages. `mute` true: nothing is pushed for them: no ' +
    'toast, and the thread does not count in message_notifications (its row still shows it unread).';

  app.get(
    '/getmessagethreadsettings/:id',
    {
      schema: {
        tags,
        summary: 'The caller’s notify and mute switches for a thread',
        description: `${membersOnly} ${meaning}`,
        params: idParams,
        response: { 200: threadSettingsResponseSchema, ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await requireMember(app, user.id, request.params.id);
      return found(await app.messages.settings(user.id, request.params.id));
    },
  );

  app.patch(
    '/setmessagethreadsettings/:id',
    {
      preHandler: app.writeLimit,
      schema: {
        tags,
        summary: 'Change the caller’s notify and mute switches for a thread',
        description: `${membersOnly} Either switch may be left out. ${meaning} Answers both.`,
        params: idParams,
        body: threadSettingsSchema,
        response: { 200: threadSettingsResponseSchema, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { id } = request.params;
      await requireMember(app, user.id, id);
      const before = await app.messages.settings(user.id, id);
      const saved = found(await app.messages.setSettings(user.id, id, request.body));
      // Muting or unmuting an unread thread changes the Messages marker: the user's tabs follow.
      if (before && before.mute !== saved.mute) await announceCounts(app, user.id, request.log);
      return saved;
    },
  );
};

export default chatSettings;
