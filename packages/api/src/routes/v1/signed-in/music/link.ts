import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MUSIC_SERVER_TEXT } from '@upclub/shared/music-server';
import { badRequest } from '../../../../errors';
import { currentUser } from '../../../../plugins/app/auth';
import { errorResponses } from '../../../../schemas/common';
import { musicLinkAnswer, musicLinkBody } from '../../../../schemas/music';

/** Linking the signed-in user's account at the music server (docs/providers.md "credentials"). */
const link: FastifyPluginAsyncZod = async (app) => {
  const music = app.music!;
  const tags = ['music'];

  app.get(
    '/music/link/',
    { schema: { tags, summary: 'The user’s link to the music server', response: { 200: musicLinkAnswer } } },
    async (request) => music.status(currentUser(request).id),
  );

  app.post(
    '/music/link/',
    {
      schema: {
        tags,
        summary: 'Link the user’s music server account',
        description:
          'Checks `{username, password}` or `{api_key}` with the server (ping) and keeps the strongest credential ' +
          'it accepts: the key, a token (md5 of password and salt), or the password encrypted at rest. 400 ' +
          '`{non_field_errors}` for refused credentials or a server too old, 502 when the server cannot be reached.',
        body: musicLinkBody,
        response: { 200: musicLinkAnswer, ...errorResponses(400, 502) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { username, password, api_key: apiKey } = request.body;
      if (apiKey) return music.link(user.id, { apiKey });
      if (!username || !password) throw badRequest({ non_field_errors: [MUSIC_SERVER_TEXT.credentialsMissing] });
      return music.link(user.id, { username, password });
    },
  );

  app.delete(
    '/music/link/',
    { schema: { tags, summary: 'Forget the user’s link to the music server (idempotent)' } },
    async (request, reply) => {
      await music.unlink(currentUser(request).id);
      return reply.code(204).send();
    },
  );
};

export default link;
