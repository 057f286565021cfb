import type { FastifyInstance } from 'fastify';
import { basicAuth, PREFIX, requestToken, SERVER_CLIENT } from './helpers';

/** One Web API call as the app makes it. */
export function api(
  app: FastifyInstance,
  token: string | undefined,
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  path: string,
  body?: unknown,
) {
  return app.inject({
    method,
    url: `${PREFIX}/v1/${path}`,
    headers: {
      ...(token && { authorization: `Bearer ${token}` }),
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** An app token without a user (client credentials), as the API server gets. */
export async function appToken(app: FastifyInstance): Promise<string> {
  const res = await requestToken(
    app,
    { grant_type: 'client_credentials' },
    { authorization: basicAuth(SERVER_CLIENT.clientId, SERVER_CLIENT.clientSecret!) },
  );
  if (res.statusCode !== 200) throw new Error(`client_credentials failed: ${res.body}`);
  return (res.json() as { access_token: string }).access_token;
}
