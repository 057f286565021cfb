import Fastify, { type FastifyInstance } from 'fastify';
import { createContext, productForAccessToken, requirePremium } from '../src';
import { bearerAuth } from '../src/web-api/auth';
import { PUBLIC_URL, WEB_CLIENT } from './helpers';

/** How a later player route guards itself: bearer auth on the folder, requirePremium in the route. */
async function playerLikeApp() {
  const ctx = createContext({ publicUrl: PUBLIC_URL, clients: [WEB_CLIENT] });
  const app: FastifyInstance = Fastify();
  app.addHook('onRequest', bearerAuth(ctx));
  app.put('/me/player/play', async (request, reply) => {
    const account = requirePremium(request, reply, 'user-modify-playback-state');
    if (!account) return reply;
    return reply.code(204).send();
  });
  const tokenFor = (accountId: string | null, scope = 'streaming user-modify-playback-state') =>
    ctx.store.issueAccessToken({ clientId: WEB_CLIENT.clientId, accountId, scope }, 3600).token;
  const play = (token: string) =>
    app.inject({ method: 'PUT', url: '/me/player/play', headers: { authorization: `Bearer ${token}` } });
  return { app, ctx, tokenFor, play };
}

describe('the premium/free product', () => {
  it('productForAccessToken looks the product up by access token', async () => {
    const { ctx, tokenFor } = await playerLikeApp();
    expect(productForAccessToken(ctx.store, tokenFor('premium-listener'))).toBe('premium');
    expect(productForAccessToken(ctx.store, tokenFor('free-listener'))).toBe('free');
    expect(productForAccessToken(ctx.store, tokenFor(null))).toBeUndefined();
    expect(productForAccessToken(ctx.store, 'BQnope')).toBeUndefined();
  });

  it('requirePremium answers 403 with the reason PREMIUM_REQUIRED to a free account', async () => {
    const { app, tokenFor, play } = await playerLikeApp();
    expect((await play(tokenFor('premium-listener'))).statusCode).toBe(204);
    const free = await play(tokenFor('free-listener'));
    expect(free.statusCode).toBe(403);
    expect(free.json()).toEqual({
      error: { status: 403, message: 'Player command failed: Premium required', reason: 'PREMIUM_REQUIRED' },
    });
    await app.close();
  });

  it('requirePremium answers another 403, without that reason, to a token missing the scope', async () => {
    const { app, tokenFor, play } = await playerLikeApp();
    for (const account of ['premium-listener', 'free-listener']) {
      const res = await play(tokenFor(account, 'streaming user-read-playback-state'));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: { status: 403, message: 'Insufficient client scope' } });
    }
    expect((await play(tokenFor(null))).statusCode).toBe(401);
    await app.close();
  });
});
