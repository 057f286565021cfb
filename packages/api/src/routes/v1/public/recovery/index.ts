import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  forgotPasswordSchema,
  forgotUsernameSchema,
  NOTICE,
  resetPasswordSchema,
  SERVER_DETAIL,
} from '@upclub/shared/validation';
import { badRequest, notFound } from '../../../../errors';
import { detailSchema, errorResponses } from '../../../../schemas/common';

/** Forgotten password and username (spec part 1 §4, §8). */
const recovery: FastifyPluginAsyncZod = async (app) => {
  /**
   * One recovery request for a username or email: counted per (name, client IP), then against the
   * name's ceiling over every address (several addresses' worth). A stranger's requests from one
   * address are refused at its own budget before they touch the ceiling, so they cannot use up
   * the owner's requests (keyed by the name alone, they did: issue 24).
   */
  async function hit(identifier: string, ip: string) {
    await app.throttle.hit('code', `${identifier}|${ip}`);
    await app.throttle.hit('code-account', identifier);
  }

  const responses = { 200: detailSchema, ...errorResponses(400, 404, 429) };

  app.post(
    '/sendcode/',
    {
      onRequest: app.ipRateLimit,
      schema: {
        tags: ['recovery'],
        summary: 'Mail a password reset code',
        body: forgotPasswordSchema,
        response: responses,
      },
    },
    async (request) => {
      await hit(request.body.username, request.ip);
      const user = await app.users.findByUsername(request.body.username);
      if (!user) throw notFound();
      await app.recovery.sendCode(user, request.ip);
      return { detail: NOTICE.resetCodeSent };
    },
  );

  app.post(
    '/resetpassword/',
    {
      onRequest: app.ipRateLimit,
      schema: {
        tags: ['recovery'],
        summary: 'Set a new password with a reset code',
        description:
          'Wrong or expired code: 400 `Wrong code.`; the last allowed wrong try spends the code, mails a new one ' +
          'and answers 400 `Retry limit. New code sent.`. Success signs the user out everywhere.',
        body: resetPasswordSchema,
        response: responses,
      },
    },
    async (request) => {
      const { username, resetcode, password } = request.body;
      await hit(username, request.ip);
      const user = await app.users.findByUsername(username);
      if (!user) throw notFound();
      const outcome = await app.recovery.resetPassword(user, resetcode, password, request.ip);
      if (outcome === 'wrong-code') throw badRequest({ detail: SERVER_DETAIL.wrongCode });
      if (outcome === 'retry-limit') throw badRequest({ detail: SERVER_DETAIL.retryLimit });
      return { detail: NOTICE.passwordChanged };
    },
  );

  app.post(
    '/sendusername/',
    {
      onRequest: app.ipRateLimit,
      schema: {
        tags: ['recovery'],
        summary: 'Mail the username of an email address',
        body: forgotUsernameSchema,
        response: responses,
      },
    },
    async (request) => {
      await hit(request.body.email, request.ip);
      const user = await app.users.findByEmail(request.body.email);
      if (!user) throw notFound();
      await app.recovery.sendUsername(user, request.ip);
      return { detail: NOTICE.usernameSent };
    },
  );
};

export default recovery;
