import {
  authHeaders,
  buildTestApp,
  expectDetail,
  expectFieldError,
  loginAs,
  PASSWORD,
  signUp,
  signupBody,
  type TestApp,
} from './helpers';
import { eq } from 'drizzle-orm';
import { MSG, SERVER_DETAIL, SIGNUP_FIELD_REJECTIONS } from '@upclub/shared/validation';
import { authTokens } from '../src/db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const tokensOf = (userId: number) => t.app.db.select().from(authTokens).where(eq(authTokens.userId, userId));
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

describe('backend version', () => {
  it('answers the API version, with or without the trailing slash', async () => {
    for (const url of ['/api/v1/backendversion/', '/api/v1/backendversion']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
    }
  });
});

describe('register', () => {
  it('creates the user and answers its details without the password', async () => {
    const body = signupBody({ phone_number: '+447400123456' });
    const res = await post('/api/v1/register/', body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      upclubuser: expect.any(Number),
      username: body.username,
      first_name: 'Test',
      last_name: 'User',
      user_type: 0,
      profile_picture: null,
      thumbnail_picture: null,
      email: body.email,
      phone_number: '+447400123456',
    });
    expect(res.body).not.toContain(PASSWORD);
    expect(res.body).not.toContain('password');
  });

  it.each(SIGNUP_FIELD_REJECTIONS)('%s = %j -> 400 %s', async (field, value, message) => {
    const res = await post('/api/v1/register/', signupBody({ [field]: value }));
    expectFieldError(res, field, message);
  });

  it('reports every missing field at once, and treats a missing body as empty', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/register/' });
    expect(res.statusCode).toBe(400);
    for (const field of ['username', 'password', 'first_name', 'last_name', 'email']) {
      expect(res.json()[field]).toContain(MSG.required);
    }
  });

  it('refuses a taken username or email, whatever its case', async () => {
    const taken = await signUp(t.app);
    const res = await post(
      '/api/v1/register/',
      signupBody({ username: taken.username.toUpperCase(), email: taken.email.toUpperCase() }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ username: [SERVER_DETAIL.usernameTaken], email: [SERVER_DETAIL.emailTaken] });

    expectFieldError(
      await post('/api/v1/register/', signupBody({ email: taken.email })),
      'email',
      SERVER_DETAIL.emailTaken,
    );
  });
});

describe('login and logout', () => {
  it('logs in with username and password and answers a 40-hex token', async () => {
    const user = await signUp(t.app);
    const res = await post('/api/v1/login/', { username: user.username, password: user.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ token: expect.stringMatching(/^[0-9a-f]{40}$/) });
  });

  it('accepts the username in another case', async () => {
    const user = await signUp(t.app);
    await expect(loginAs(t.app, user.username.toUpperCase())).resolves.toHaveProperty('token');
  });

  it('refuses wrong credentials with non_field_errors', async () => {
    const user = await signUp(t.app);
    for (const payload of [
      { username: user.username, password: 'wrong-password' },
      { username: 'nobody-here', password: PASSWORD },
    ]) {
      const res = await post('/api/v1/login/', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ non_field_errors: [SERVER_DETAIL.invalidCredentials] });
    }
  });

  it('validates the login body', async () => {
    expectFieldError(await post('/api/v1/login/', { username: 'a b', password: 'x' }), 'username', MSG.noSpaces);
    expectFieldError(await post('/api/v1/login/', { username: 'someone' }), 'password', MSG.required);
  });

  it('logout revokes exactly the token it came with', async () => {
    const user = await signUp(t.app);
    const a = await loginAs(t.app, user.username);
    const b = await loginAs(t.app, user.username);
    const res = await post('/api/v1/logout/', {}, a.headers);
    expect(res.statusCode).toBe(200);
    expectDetail(
      await t.app.inject({ url: '/api/v1/getnotificationscount/', headers: a.headers }),
      401,
      SERVER_DETAIL.invalidToken,
    );
    expect((await t.app.inject({ url: '/api/v1/getnotificationscount/', headers: b.headers })).statusCode).toBe(200);
  });

  it('login2 stores the push device and logout2 forgets it', async () => {
    const user = await signUp(t.app);
    const res = await post('/api/v1/login2/', {
      username: user.username,
      password: user.password,
      fcm_device: 'device-1',
    });
    expect(res.statusCode).toBe(200);
    const { token } = res.json();
    const other = await post('/api/v1/login2/', {
      username: user.username,
      password: user.password,
      fcm_device: 'device-1',
    });
    const devices = async () => (await tokensOf(user.id)).map((tk) => tk.fcmDevice);
    expect(await devices()).toEqual(['device-1', 'device-1']);

    const out = await post('/api/v1/logout2/', { fcm_device: 'device-1' }, authHeaders(token));
    expect(out.statusCode).toBe(200);
    expect(await devices()).toEqual([null]);
    expect((await t.app.inject({ url: '/api/v1/myprofile', headers: authHeaders(token) })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/v1/getnotificationscount/', headers: authHeaders(other.json().token) }))
        .statusCode,
    ).toBe(200);
  });

  it('logout needs a token', async () => {
    expectDetail(await post('/api/v1/logout/', {}), 401, SERVER_DETAIL.notAuthenticated);
  });
});

describe('authentication errors', () => {
  const url = '/api/v1/myprofile';
  it.each([
    ['no header', undefined, SERVER_DETAIL.notAuthenticated],
    ['another scheme', 'Bearer 0123456789abcdef0123456789abcdef01234567', SERVER_DETAIL.notAuthenticated],
    ['no key', 'Token', SERVER_DETAIL.invalidToken],
    ['a malformed key', 'Token not-a-token', SERVER_DETAIL.invalidToken],
    ['an unknown key', 'Token 0123456789abcdef0123456789abcdef01234567', SERVER_DETAIL.invalidToken],
    ['two keys', 'Token 0123456789abcdef0123456789abcdef01234567 x', SERVER_DETAIL.invalidToken],
  ])('%s -> 401', async (_case, authorization, detail) => {
    const res = await t.app.inject({ url, headers: authorization ? { authorization } : {} });
    expectDetail(res, 401, detail);
    expect(res.headers['www-authenticate']).toBe('Token');
  });

  it('stores tokens hashed, never as given', async () => {
    const user = await signUp(t.app);
    const { token } = await loginAs(t.app, user.username);
    const rows = await tokensOf(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0].hash).not.toContain(token);
    expect(rows[0].hash).toMatch(/^[0-9a-f]{64}$/);
  });
});
