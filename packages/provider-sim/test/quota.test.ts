import { api, appToken } from './api';
import { buildApp, getMe, loginAs } from './helpers';
import { configFromEnv } from '../src/server';

// The app's Development Mode quota used up (the real service's answer since July 2026): every
// Web API call answers 429 with the reason QUOTA_EXCEEDED and no Retry-After.

const QUOTA = { error: { status: 429, message: 'Too many requests', reason: 'QUOTA_EXCEEDED' } };

describe('a used-up quota', () => {
  it('answers every Web API call, user and app tokens alike, 429 QUOTA_EXCEEDED without Retry-After', async () => {
    const app = await buildApp({ quotaExceeded: true });
    // Signing in still works: the quota is the Web API's.
    const user = (await loginAs(app)).access_token;
    const server = await appToken(app);
    for (const res of [
      await getMe(app, user),
      await api(app, user, 'GET', 'search?q=blue&type=track'),
      await api(app, user, 'PUT', 'me/player/pause'),
      await api(app, server, 'GET', 'tracks/0000000000000000000000'),
    ]) {
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual(QUOTA);
      expect(res.headers['retry-after']).toBeUndefined();
    }
    // A bad token is still a 401: the quota is counted for calls that reach the service.
    expect((await getMe(app, 'not-a-token')).statusCode).toBe(401);
    await app.close();
  });

  it('is off by default', async () => {
    const app = await buildApp();
    const user = (await loginAs(app)).access_token;
    expect((await getMe(app, user)).statusCode).toBe(200);
    await app.close();
  });

  it('is set standalone with QUOTA_EXCEEDED=1', () => {
    const env = { CLIENT_ID: 'upclub-web', REDIRECT_URIS: 'http://127.0.0.1:8080/callback' };
    expect(configFromEnv({ ...env, QUOTA_EXCEEDED: '1' }).options.quotaExceeded).toBe(true);
    expect(configFromEnv(env).options.quotaExceeded).toBe(false);
  });
});
