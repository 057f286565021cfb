import { buildTestApp, newMember, type TestApp } from './helpers';

// A signed-in answer is one person's: it must never be kept by a shared cache or on disk.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('Cache-Control of signed-in answers', () => {
  it('is private, no-store on a signed-in GET and POST, and on their 401', async () => {
    const { headers } = await newMember(t.app);
    const get = await t.app.inject({ url: '/api/v1/myprofile', headers });
    expect(get.statusCode).toBe(200);
    expect(get.headers['cache-control']).toBe('private, no-store');

    const post = await t.app.inject({ method: 'POST', url: '/api/v1/clearnotifications/', headers });
    expect(post.statusCode).toBeLessThan(300);
    expect(post.headers['cache-control']).toBe('private, no-store');

    const anonymous = await t.app.inject({ url: '/api/v1/myprofile' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['cache-control']).toBe('private, no-store');
  });

  it('is private, no-store on sign-in and sign-up answers, which hold a token', async () => {
    const user = await newMember(t.app);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login/',
      payload: { username: user.username, password: user.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('private, no-store');
  });

  it('leaves public answers to their own caching', async () => {
    const res = await t.app.inject({ url: '/api/v1/backendversion/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBeUndefined();
  });
});
