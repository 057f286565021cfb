import type { FastifyInstance } from 'fastify';
import {
  authorizeAs,
  basicAuth,
  buildApp,
  exchangeCode,
  fakeClock,
  getMe,
  loginAs,
  PREFIX,
  REDIRECT_URI,
  requestToken,
  SCOPE,
  SERVER_CLIENT,
  WEB_CLIENT,
} from './helpers';

describe('token endpoint (POST /accounts/api/token)', () => {
  let app: FastifyInstance;
  let clock: ReturnType<typeof fakeClock>;
  beforeEach(async () => {
    clock = fakeClock();
    app = await buildApp({ now: clock.now });
  });
  afterEach(() => app.close());

  describe('authorization_code with PKCE', () => {
    it('trades the code and the right verifier for tokens', async () => {
      const { code, verifier } = await authorizeAs(app);
      const res = await exchangeCode(app, code, verifier);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const body = res.json();
      expect(body).toEqual({
        access_token: expect.any(String),
        token_type: 'Bearer',
        scope: SCOPE,
        expires_in: 3600,
        refresh_token: expect.any(String),
      });
      expect(body.access_token).not.toBe(body.refresh_token);
      expect((await getMe(app, body.access_token)).statusCode).toBe(200);
    });

    it('answers invalid_grant to a wrong verifier', async () => {
      const { code } = await authorizeAs(app);
      const wrong = 'x'.repeat(43);
      const res = await exchangeCode(app, code, wrong);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'invalid_grant', error_description: 'code_verifier was incorrect' });
    });

    it('answers invalid_grant without a verifier', async () => {
      const { code } = await authorizeAs(app);
      const res = await exchangeCode(app, code, '', {});
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('invalid_grant');
    });

    it('takes a code once', async () => {
      const { code, verifier } = await authorizeAs(app);
      expect((await exchangeCode(app, code, verifier)).statusCode).toBe(200);
      const again = await exchangeCode(app, code, verifier);
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ error: 'invalid_grant', error_description: 'Authorization code already used' });
    });

    it('refuses a code after ten minutes', async () => {
      const { code, verifier } = await authorizeAs(app);
      clock.advance(10 * 60 * 1000 + 1);
      const res = await exchangeCode(app, code, verifier);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'invalid_grant', error_description: 'Authorization code expired' });
    });

    it('refuses a redirect_uri other than the one authorized', async () => {
      const { code, verifier } = await authorizeAs(app);
      const res = await exchangeCode(app, code, verifier, { redirect_uri: `${REDIRECT_URI}?x=1` });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('invalid_grant');
    });

    it('refuses an unknown code and a code of another client', async () => {
      const unknown = await exchangeCode(app, 'AQnot-a-code', 'v'.repeat(43));
      expect(unknown.json().error).toBe('invalid_grant');
      const { code, verifier } = await authorizeAs(app);
      const other = await exchangeCode(app, code, verifier, {
        client_id: SERVER_CLIENT.clientId,
        client_secret: SERVER_CLIENT.clientSecret as string,
      });
      expect(other.json().error).toBe('invalid_grant');
    });

    it('accepts a JSON body too', async () => {
      const { code, verifier } = await authorizeAs(app);
      const res = await app.inject({
        method: 'POST',
        url: `${PREFIX}/accounts/api/token`,
        payload: {
          grant_type: 'authorization_code',
          code,
          redirect_uri: REDIRECT_URI,
          client_id: WEB_CLIENT.clientId,
          code_verifier: verifier,
        },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().token_type).toBe('Bearer');
    });

    it('uses accessTokenTtlSeconds', async () => {
      const short = await buildApp({ accessTokenTtlSeconds: 60 });
      const tokens = await loginAs(short);
      expect(tokens.expires_in).toBe(60);
      await short.close();
    });
  });

  describe('refresh_token', () => {
    it('gives a new access token and hands the same refresh token back', async () => {
      const first = await loginAs(app);
      clock.advance(3601 * 1000);
      expect((await getMe(app, first.access_token)).statusCode).toBe(401);
      const res = await requestToken(app, {
        grant_type: 'refresh_token',
        refresh_token: first.refresh_token,
        client_id: WEB_CLIENT.clientId,
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toEqual({
        access_token: expect.any(String),
        token_type: 'Bearer',
        scope: SCOPE,
        expires_in: 3600,
        refresh_token: first.refresh_token,
      });
      expect(body.access_token).not.toBe(first.access_token);
      expect((await getMe(app, body.access_token)).json().id).toBe('premium-listener');
    });

    it('answers invalid_grant to an unknown refresh token or one of another client', async () => {
      const unknown = await requestToken(app, {
        grant_type: 'refresh_token',
        refresh_token: 'AQnope',
        client_id: WEB_CLIENT.clientId,
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toEqual({ error: 'invalid_grant', error_description: 'Invalid refresh token' });
      const { refresh_token } = await loginAs(app);
      const other = await requestToken(
        app,
        { grant_type: 'refresh_token', refresh_token },
        { authorization: basicAuth(SERVER_CLIENT.clientId, SERVER_CLIENT.clientSecret as string) },
      );
      expect(other.json().error).toBe('invalid_grant');
    });

    it('answers invalid_grant once the refresh token is six months old', async () => {
      const { refresh_token } = await loginAs(app);
      clock.advance(181 * 24 * 3600 * 1000);
      const res = await requestToken(app, {
        grant_type: 'refresh_token',
        refresh_token,
        client_id: WEB_CLIENT.clientId,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('invalid_grant');
    });
  });

  describe('client_credentials', () => {
    it('gives an app token through HTTP Basic, without a refresh token', async () => {
      const res = await requestToken(
        app,
        { grant_type: 'client_credentials' },
        { authorization: basicAuth(SERVER_CLIENT.clientId, SERVER_CLIENT.clientSecret as string) },
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        access_token: expect.any(String),
        token_type: 'Bearer',
        scope: '',
        expires_in: 3600,
      });
    });

    it('accepts the secret in the form', async () => {
      const res = await requestToken(app, {
        grant_type: 'client_credentials',
        client_id: SERVER_CLIENT.clientId,
        client_secret: SERVER_CLIENT.clientSecret as string,
      });
      expect(res.statusCode).toBe(200);
    });

    it('refuses a wrong secret, a missing secret and a public client', async () => {
      const wrong = await requestToken(
        app,
        { grant_type: 'client_credentials' },
        { authorization: basicAuth(SERVER_CLIENT.clientId, 'nope') },
      );
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().error).toBe('invalid_client');
      const missing = await requestToken(app, { grant_type: 'client_credentials', client_id: SERVER_CLIENT.clientId });
      expect(missing.json().error).toBe('invalid_client');
      const pub = await requestToken(app, { grant_type: 'client_credentials', client_id: WEB_CLIENT.clientId });
      expect(pub.json().error).toBe('invalid_client');
    });

    it('is not a user token: /v1/me answers 401', async () => {
      const res = await requestToken(
        app,
        { grant_type: 'client_credentials' },
        { authorization: basicAuth(SERVER_CLIENT.clientId, SERVER_CLIENT.clientSecret as string) },
      );
      const me = await getMe(app, res.json().access_token);
      expect(me.statusCode).toBe(401);
    });
  });

  it('answers unsupported_grant_type', async () => {
    const password = await requestToken(app, { grant_type: 'password', client_id: WEB_CLIENT.clientId });
    expect(password.statusCode).toBe(400);
    expect(password.json().error).toBe('unsupported_grant_type');
    const none = await requestToken(app, { client_id: WEB_CLIENT.clientId });
    expect(none.json().error).toBe('unsupported_grant_type');
  });

  it('answers malformed JSON with invalid_request', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `${PREFIX}/accounts/api/token`,
      headers: { 'content-type': 'application/json' },
      payload: '{nope',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('invalid_request');
  });

  it('lets browsers call it from any origin', async () => {
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: `${PREFIX}/accounts/api/token`,
      headers: {
        origin: 'http://127.0.0.1:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(preflight.headers['access-control-allow-methods']).toContain('POST');
    expect(preflight.headers['access-control-allow-headers']).toMatch(/Authorization.*Content-Type/);
    const { code, verifier } = await authorizeAs(app);
    const res = await exchangeCode(app, code, verifier);
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });
});
