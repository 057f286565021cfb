import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { SERVER_DETAIL } from '@upclub/shared/validation';
import type { UserRow } from '../../db/schema';
import { unauthorized } from '../../errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook of the authenticated route folders: sets request.user or answers 401. */
    authenticate: onRequestHookHandler;
  }
  interface FastifyRequest {
    user: UserRow | null;
    /** sha256 of the token the request came with (logout revokes it). */
    authTokenHash: string | null;
  }
}

const TOKEN_KEY = /^[0-9a-f]{40}$/i;

/** The signed-in user of a request that went through `authenticate`. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized(SERVER_DETAIL.notAuthenticated);
  return request.user;
}

/** `Authorization: Token <40 hex>`, as DRF's TokenAuthentication reads it. */
export default fp(
  async (app) => {
    app.decorateRequest('user', null);
    app.decorateRequest('authTokenHash', null);
    app.decorate('authenticate', async function authenticate(request: FastifyRequest) {
      const [scheme, key, ...rest] = (request.headers.authorization ?? '').trim().split(/\s+/);
      if (!scheme || scheme.toLowerCase() !== 'token') throw unauthorized(SERVER_DETAIL.notAuthenticated);
      if (!key || rest.length || !TOKEN_KEY.test(key)) throw unauthorized(SERVER_DETAIL.invalidToken);
      const found = await app.tokens.authenticate(key.toLowerCase());
      if (!found) throw unauthorized(SERVER_DETAIL.invalidToken);
      request.user = found.user;
      request.authTokenHash = found.hash;
    });
  },
  { name: 'auth', dependencies: ['tokens'] },
);
