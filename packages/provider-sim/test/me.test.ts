import type { FastifyInstance } from 'fastify';
import { buildApp, fakeClock, getMe, loginAs, PREFIX, PUBLIC_URL } from './helpers';

describe('GET /v1/me', () => {
  let app: FastifyInstance;
  let clock: ReturnType<typeof fakeClock>;
  beforeEach(async () => {
    clock = fakeClock();
    app = await buildApp({ now: clock.now });
  });
  afterEach(() => app.close());

  it("answers the signed-in user's profile, without the fields 2026 dropped", async () => {
    const { access_token } = await loginAs(app, 'free-listener');
    const res = await getMe(app, access_token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({
      account_id: expect.stringMatching(/^[A-Za-z0-9]{10}$/),
      display_name: 'Free Listener',
      external_urls: { spotify: `${PUBLIC_URL}/user/free-listener` },
      href: `${PUBLIC_URL}/v1/users/free-listener`,
      id: 'free-listener',
      images: [],
      type: 'user',
      uri: 'spotify:user:free-listener',
    });
    for (const gone of ['product', 'country', 'email', 'explicit_content', 'followers']) {
      expect(res.json()).not.toHaveProperty(gone);
    }
  });

  it('answers 401 without a token', async () => {
    const res = await getMe(app);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: { status: 401, message: 'No token provided' } });
  });

  it('answers 401 to an unknown token', async () => {
    const res = await getMe(app, 'BQnot-a-token');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: { status: 401, message: 'Invalid access token' } });
  });

  it('answers 401 once the token expired', async () => {
    const { access_token } = await loginAs(app);
    clock.advance(3599 * 1000);
    expect((await getMe(app, access_token)).statusCode).toBe(200);
    clock.advance(1000);
    const res = await getMe(app, access_token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: { status: 401, message: 'The access token expired' } });
  });

  it('lets browsers call it from any origin, with the Authorization header', async () => {
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: `${PREFIX}/v1/me`,
      headers: {
        origin: 'http://127.0.0.1:3000',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(preflight.headers['access-control-allow-headers']).toMatch(/Authorization/);
    const denied = await getMe(app);
    expect(denied.headers['access-control-allow-origin']).toBe('*');
    expect(denied.headers['access-control-expose-headers']).toContain('Retry-After');
  });

  it('answers unknown Web API paths with the error object', async () => {
    const { access_token } = await loginAs(app);
    const res = await app.inject({
      method: 'GET',
      url: `${PREFIX}/v1/no-such-thing`,
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { status: 404, message: 'Service not found' } });
  });
});
