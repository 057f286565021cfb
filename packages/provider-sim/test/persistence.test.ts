import { mkdtempSync, readFileSync, rmSync, writeFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ProviderStore, productForAccessToken, STORE_FILE_NAME } from '../src';
import { buildApp, getConsentPage, authorizeQuery, getMe, loginAs, requestToken, WEB_CLIENT } from './helpers';

describe('persistence (dataDir)', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'provider-sim-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps accounts and tokens across a restart', async () => {
    const first = await buildApp({ dataDir });
    const tokens = await loginAs(first, 'new', { new_name: 'Night Owl', new_product: 'free' });
    await first.close();

    const second = await buildApp({ dataDir });
    const me = await getMe(second, tokens.access_token);
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe('night-owl');
    const refreshed = await requestToken(second, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
      client_id: WEB_CLIENT.clientId,
    });
    expect(refreshed.statusCode).toBe(200);
    const page = await getConsentPage(second, authorizeQuery());
    expect(page.body).toContain('Night Owl');
    await second.close();

    // The product is kept, for the player's 403 later.
    const store = ProviderStore.open({ dataDir });
    expect(productForAccessToken(store, tokens.access_token)).toBe('free');
    expect(productForAccessToken(store, 'BQunknown')).toBeUndefined();
  });

  it('writes no usable token to disk', async () => {
    const app = await buildApp({ dataDir });
    const tokens = await loginAs(app);
    await app.close();
    const file = readFileSync(path.join(dataDir, STORE_FILE_NAME), 'utf8');
    expect(file).toContain('premium-listener');
    expect(file).not.toContain(tokens.access_token);
    expect(file).not.toContain(tokens.refresh_token);
  });

  it('keeps a stable account_id for the seeded accounts', async () => {
    const a = await buildApp({ dataDir });
    const b = await buildApp();
    const idA = (await getMe(a, (await loginAs(a)).access_token)).json().account_id;
    const idB = (await getMe(b, (await loginAs(b)).access_token)).json().account_id;
    expect(idA).toBe(idB);
    await a.close();
    await b.close();
  });

  it('moves an unreadable file aside and starts afresh', async () => {
    writeFileSync(path.join(dataDir, STORE_FILE_NAME), '{ not json');
    const app = await buildApp({ dataDir });
    expect((await getMe(app, (await loginAs(app)).access_token)).statusCode).toBe(200);
    await app.close();
    expect(readdirSync(dataDir).some((f) => f.startsWith(`${STORE_FILE_NAME}.corrupt-`))).toBe(true);
  });
});
