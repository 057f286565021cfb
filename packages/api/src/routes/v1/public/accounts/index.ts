import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { login2Schema, loginSchema, SERVER_DETAIL, signupSchema } from '@upclub/shared/validation';
import { badRequest } from '../../../../errors';
import { hashPassword, needsRehash, spendPasswordTime, verifyPassword } from '../../../../lib/passwords';
import { DuplicateUserError } from '../../../../plugins/app/users';
import { errorResponses } from '../../../../schemas/common';
import { registeredUserSchema, tokenSchema } from '../../../../schemas/accounts';

/** Sign-up and sign-in (spec part 1 §4 "Login", "Signup"). */
const accounts: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/register/',
    {
      onRequest: app.signupRateLimit,
      schema: {
        tags: ['accounts'],
        summary: 'Sign up',
        description: 'At most SIGNUP_PER_HOUR sign-ups per client IP per hour (429 with Retry-After beyond).',
        body: signupSchema,
        response: { 201: registeredUserSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const { username, password, first_name, last_name, email, phone_number } = request.body;
      try {
        const user = await app.users.create({
          username,
          email,
          firstName: first_name,
          lastName: last_name,
          phoneNumber: phone_number || null,
          passwordHash: await hashPassword(password, app.config.passwordCost),
        });
        return reply.code(201).send({
          upclubuser: user.id,
          username: user.username,
          first_name: user.firstName,
          last_name: user.lastName,
          user_type: user.userType,
          profile_picture: null,
          thumbnail_picture: null,
          email: user.email,
          phone_number: user.phoneNumber,
        });
      } catch (error) {
        if (error instanceof DuplicateUserError) throw badRequest(error.fields);
        throw error;
      }
    },
  );

  const loginResponses = { 200: tokenSchema, ...errorResponses(400, 429) };

  app.post(
    '/login/',
    {
      onRequest: app.ipRateLimit,
      schema: { tags: ['accounts'], summary: 'Sign in', body: loginSchema, response: loginResponses },
    },
    async (request) => ({ token: await signIn(app, request.ip, request.body.username, request.body.password) }),
  );

  app.post(
    '/login2/',
    {
      onRequest: app.ipRateLimit,
      schema: {
        tags: ['accounts'],
        summary: 'Sign in with a push device id',
        body: login2Schema,
        response: loginResponses,
      },
    },
    async (request) => ({
      token: await signIn(app, request.ip, request.body.username, request.body.password, request.body.fcm_device),
    }),
  );
};

/**
 * A new token for the credentials, or DRF's 400 `non_field_errors`. Only failures count
 * against the throttle, per username and client IP: a stranger elsewhere cannot lock a user
 * out, and the user's own success clears their count.
 */
async function signIn(
  app: FastifyInstance,
  ip: string,
  username: string,
  password: string,
  fcmDevice?: string,
): Promise<string> {
  const key = `${username}|${ip}`;
  // Counted before the password is checked, so parallel guesses cannot slip past the limit.
  await app.throttle.hit('login', key);
  const cost = app.config.passwordCost;
  const user = await app.users.findByUsername(username);
  const ok = user
    ? await verifyPassword(password, user.passwordHash)
    : (await spendPasswordTime(password, cost), false);
  if (!user || !ok) throw badRequest({ non_field_errors: [SERVER_DETAIL.invalidCredentials] });
  await app.throttle.forgive('login', key);
  if (needsRehash(user.passwordHash, cost)) {
    await app.users.update(user.id, { passwordHash: await hashPassword(password, cost) });
  }
  return app.tokens.create(user.id, fcmDevice);
}

export default accounts;
