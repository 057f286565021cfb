import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { logout2Schema } from '@upclub/shared/validation';
import { currentUser } from '../../../../plugins/app/auth';
import { detailSchema, emptyBodySchema, errorResponses } from '../../../../schemas/common';

const LOGGED_OUT = 'Successfully logged out.';
const LOGGED_OUT_EVERYWHERE = 'Successfully logged out of every session.';

/** Sign-out (spec part 1 §4 "Session"). */
const session: FastifyPluginAsyncZod = async (app) => {
  const responses = { 200: detailSchema, ...errorResponses(400) };

  app.post(
    '/logout/',
    {
      schema: {
        tags: ['session'],
        summary: 'Sign out: revoke this token',
        body: emptyBodySchema,
        response: responses,
      },
    },
    async (request) => {
      if (request.authTokenHash) await app.tokens.revoke(request.authTokenHash);
      return { detail: LOGGED_OUT };
    },
  );

  app.post(
    '/logout2/',
    {
      schema: {
        tags: ['session'],
        summary: 'Sign out: revoke this token and forget the push device',
        body: logout2Schema,
        response: responses,
      },
    },
    async (request) => {
      const user = currentUser(request);
      if (request.authTokenHash) await app.tokens.revoke(request.authTokenHash);
      if (request.body.fcm_device) await app.tokens.forgetDevice(user.id, request.body.fcm_device);
      return { detail: LOGGED_OUT };
    },
  );

  app.post(
    '/logoutall/',
    {
      schema: {
        tags: ['session'],
        summary: 'Sign out everywhere: revoke every token of the user',
        description:
          'Every session of the user ends at once in every API process, this one included; the push devices ' +
          'of those sessions are forgotten with them.',
        body: emptyBodySchema,
        response: responses,
      },
    },
    async (request) => {
      await app.tokens.revokeAll(currentUser(request).id);
      return { detail: LOGGED_OUT_EVERYWHERE };
    },
  );
};

export default session;
