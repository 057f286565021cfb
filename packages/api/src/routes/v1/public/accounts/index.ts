import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { login2Schema, loginSchema, SERVER_DETAIL, signupSchema } from '@upclub/shared/validation';
import { badRequest } from '../../../../errors';
import { DuplicateUserError } from '../../../../plugins/app/users';
import { errorResponses } from '../../../../schemas/common';
import { registeredUserSchema, tokenSchema } from '../../../../schemas/accounts';

const BUSY_NOTE = 'More password hashes waiting than PASSWORD_HASH_QUEUE: 503 with Retry-After.';
const SIGN_IN_NOTE =
  'Failures count per username and client IP; attempts from addresses that never signed in to the account ' +
  'count against its ceiling (RATE_LIMIT_ACCOUNT_FAILURES): past it, 429 with Retry-After for those addresses. ' +
  BUSY_NOTE;

/** Sign-up and sign-in (spec part 1 §4 "Login", "Signup"). */
const accounts: FastifyPluginAsyncZod = async (app) => {
  // Their answers hold a session token or a new account: no cache may keep them.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
  app.post(
    '/register/',
    {
      onRequest: app.signupRateLimit,
      schema: {
        tags: ['accounts'],
        summary: 'Sign up',
        description:
          'At most SIGNUP_PER_HOUR sign-ups per client IP per hour (429 with Retry-After beyond). ' + BUSY_NOTE,
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
          passwordHash: await app.passwords.hash(password),
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
      schema: {
        tags: ['accounts'],
        summary: 'Sign in',
        description: SIGN_IN_NOTE,
        body: loginSchema,
        response: loginResponses,
      },
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
        description: SIGN_IN_NOTE,
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
 * A new token for the credentials, or DRF's 400 `non_field_errors`. Two limits: failures count
 * per username and client IP (a success clears them), and attempts from addresses that never
 * signed in to the account count against its ceiling (plugins/app/login-guard.ts), so guesses
 * spread over many addresses are slowed while the owner's known addresses keep working.
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
  const user = await app.users.findByUsername(username);
  if (user) await app.loginGuard.check(user.id, ip);
  const ok = user
    ? await app.passwords.verify(password, user.passwordHash)
    : (await app.passwords.spendTime(password), false);
  if (!user || !ok) throw badRequest({ non_field_errors: [SERVER_DETAIL.invalidCredentials] });
  await app.throttle.forgive('login', key);
  await app.loginGuard.succeeded(user.id, ip);
  // A hash of the former kind (scrypt) or cost is replaced now that the password is known.
  if (app.passwords.needsRehash(user.passwordHash)) {
    await app.users.update(user.id, { passwordHash: await app.passwords.hash(password) });
  }
  return app.tokens.create(user.id, fcmDevice);
}

export default accounts;
