import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { defaultSavedTracks, getCatalogue } from '../src/catalogue';
import { api, appToken } from './api';
import { expectMatchesOperation } from './contract';
import { buildApp, fakeClock, loginAs } from './helpers';

const catalogue = getCatalogue();
const ids = (page: { items: Array<{ track: { id: string } }> }) => page.items.map((i) => i.track.id);

describe('library routes', () => {
  let app: FastifyInstance;
  let clock: ReturnType<typeof fakeClock>;
  let token: string;
  beforeEach(async () => {
    clock = fakeClock();
    app = await buildApp({ now: clock.now });
    token = (await loginAs(app, 'free-listener')).access_token;
  });
  afterEach(() => app.close());

  it("GET me/tracks pages the account's saved tracks, newest first", async () => {
    const saved = defaultSavedTracks('free-listener');
    const res = await api(app, token, 'GET', 'me/tracks?limit=10&offset=5&market=ES');
    expect(res.statusCode).toBe(200);
    expectMatchesOperation('GET', '/me/tracks', 200, res.json());
    expect(res.json()).toMatchObject({ total: saved.length, offset: 5, limit: 10 });
    expect(ids(res.json())).toEqual(saved.slice(5, 15).map((e) => e.id));
    expect(res.json().items[0].added_at).toBe(saved[5].addedAt);
    expect((await api(app, token, 'GET', 'me/tracks?limit=51')).statusCode).toBe(400);
  });

  it('PUT and DELETE me/tracks?ids change the library; contains tells', async () => {
    const a = catalogue.tracks[10].id;
    const b = catalogue.tracks[20].id;
    const before = await api(app, token, 'GET', `me/tracks/contains?ids=${a},${b}`);
    expect(before.statusCode).toBe(200);
    expectMatchesOperation('GET', '/me/tracks/contains', 200, before.json());
    const put = await api(app, token, 'PUT', `me/tracks?ids=${a},${b}`);
    expect(put.statusCode).toBe(200);
    expect(put.body).toBe('');
    expect((await api(app, token, 'GET', `me/tracks/contains?ids=${a},${b}`)).json()).toEqual([true, true]);
    const first = await api(app, token, 'GET', 'me/tracks?limit=2');
    expect(ids(first.json()).sort()).toEqual([a, b].sort());
    expect(first.json().items[0].added_at).toBe(new Date(clock.now()).toISOString().replace(/\.\d{3}Z$/, 'Z'));
    expect((await api(app, token, 'DELETE', `me/tracks?ids=${a}`)).statusCode).toBe(200);
    expect((await api(app, token, 'GET', `me/tracks/contains?ids=${a},${b}`)).json()).toEqual([false, true]);
  });

  it('PUT and DELETE me/library?uris (the 2026 replacements) and GET me/library/contains', async () => {
    const a = catalogue.tracks[30].id;
    const put = await api(app, token, 'PUT', `me/library?uris=spotify:track:${a}`);
    expect(put.statusCode).toBe(200);
    const contains = await api(
      app,
      token,
      'GET',
      `me/library/contains?uris=spotify:track:${a},spotify:album:${catalogue.albums[0].id}`,
    );
    expect(contains.statusCode).toBe(200);
    expectMatchesOperation('GET', '/me/library/contains', 200, contains.json());
    expect(contains.json()).toEqual([true, false]);
    expect((await api(app, token, 'GET', `me/tracks/contains?ids=${a}`)).json()).toEqual([true]);
    expect((await api(app, token, 'DELETE', `me/library?uris=spotify:track:${a}`)).statusCode).toBe(200);
    expect((await api(app, token, 'GET', `me/library/contains?uris=spotify:track:${a}`)).json()).toEqual([false]);
    expect((await api(app, token, 'PUT', 'me/library?uris=not-a-uri')).statusCode).toBe(400);
    const tooMany = Array.from({ length: 41 }, (_, i) => `spotify:track:${catalogue.tracks[i].id}`).join(',');
    expect((await api(app, token, 'GET', `me/library/contains?uris=${tooMany}`)).statusCode).toBe(400);
  });

  it('GET me/playlists answers its own playlists, then followed ones', async () => {
    const res = await api(app, token, 'GET', 'me/playlists?limit=50');
    expect(res.statusCode).toBe(200);
    expectMatchesOperation('GET', '/me/playlists', 200, res.json());
    const owners = res.json().items.map((p: { owner: { id: string } }) => p.owner.id);
    expect(owners[0]).toBe('free-listener');
    expect(owners).toContain('upclub-sim-editors');
    expect(res.json().total).toBe(owners.length);
  });

  it('answers 401 to app tokens (no user) and expired tokens on me/*', async () => {
    const server = await appToken(app);
    for (const path of ['me/tracks', 'me/playlists', `me/tracks/contains?ids=${catalogue.tracks[0].id}`]) {
      const res = await api(app, server, 'GET', path);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: { status: 401, message: 'This request requires user authentication.' } });
    }
    clock.advance(3600_000);
    const expired = await api(app, token, 'PUT', `me/tracks?ids=${catalogue.tracks[0].id}`);
    expect(expired.statusCode).toBe(401);
    expectMatchesOperation('PUT', '/me/tracks', 401, expired.json());
  });
});

describe('saved tracks persistence', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'provider-sim-lib-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps saved and removed tracks across a restart', async () => {
    const first = await buildApp({ dataDir });
    const { access_token } = await loginAs(first, 'premium-listener');
    const saved = defaultSavedTracks('premium-listener');
    const added = catalogue.tracks.find((t) => !saved.some((e) => e.id === t.id))!.id;
    await api(first, access_token, 'PUT', `me/tracks?ids=${added}`);
    await api(first, access_token, 'DELETE', `me/library?uris=spotify:track:${saved[0].id}`);
    await first.close();

    const second = await buildApp({ dataDir });
    const res = await api(second, access_token, 'GET', 'me/tracks?limit=50');
    expect(res.json().total).toBe(saved.length);
    expect(ids(res.json())[0]).toBe(added);
    expect(ids(res.json())).not.toContain(saved[0].id);
    await second.close();
  });
});
