import { API_PAGE_SIZE } from '@upclub/shared/constants';
import { follows } from '../src/db/schema';
import { buildTestApp, newMember, type TestApp } from './helpers';
import { followAll, get } from './music';

const PUBLIC_URL = 'http://search.test';
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ publicUrl: PUBLIC_URL });
});
afterAll(() => t.close());

const names = (body: { results: Array<{ username: string }> }) => body.results.map((r) => r.username);

describe('user search', () => {
  it('searchusername and searchusernameweb find by the start of username or names, followed first, never oneself', async () => {
    const me = await newMember(t.app, { username: 'melody_me' });
    const mel = await newMember(t.app, { username: 'melvin' });
    const followed = await newMember(t.app, { username: 'melissa' });
    await newMember(t.app, { username: 'bob', first_name: 'Melanie', last_name: 'Stone' });
    await newMember(t.app, { username: 'carl' });
    await t.app.db.insert(follows).values({ followerId: me.id, followeeId: followed.id });

    for (const route of ['searchusername', 'searchusernameweb']) {
      const body = (await get(t.app, `/api/v1/${route}/MEL`, me.headers)).json();
      expect({ route, names: names(body), count: body.count }).toEqual({
        route,
        names: ['melissa', 'bob', 'melvin'],
        count: 3,
      });
      expect(body.results[2]).toEqual({
        upclubuser: mel.id,
        username: 'melvin',
        first_name: 'Test',
        last_name: 'User',
        thumbnail_picture: null,
      });
    }
    expect(names((await get(t.app, '/api/v1/searchusername/melanie%20st', me.headers)).json())).toEqual(['bob']);
    // Wildcards are plain characters.
    expect((await get(t.app, '/api/v1/searchusername/%25', me.headers)).json().count).toBe(0);
  });

  it('searchusernamedefault lists people one follows first, then everyone else, paged', async () => {
    const me = await newMember(t.app);
    const friends = [await newMember(t.app), await newMember(t.app)];
    // Follows a second apart: two made in the same instant have no order to test.
    for (const [i, f] of friends.entries()) {
      await t.app.db
        .insert(follows)
        .values({ followerId: me.id, followeeId: f.id, createdAt: new Date(Date.now() - 60_000 + i * 1000) });
    }
    for (let i = 0; i < API_PAGE_SIZE; i++) await newMember(t.app);

    const first = (await get(t.app, '/api/v1/searchusernamedefault/', me.headers)).json();
    // The newest follow first.
    expect(names(first).slice(0, 2)).toEqual([friends[1].username, friends[0].username]);
    expect(first.next).toBe(`${PUBLIC_URL}/api/v1/searchusernamedefault/?page=2`);
    const all = await followAll<{ upclubuser: number }>(
      t.app,
      '/api/v1/searchusernamedefault/',
      me.headers,
      PUBLIC_URL,
    );
    const ids = all.results.map((r) => r.upclubuser);
    expect(ids).not.toContain(me.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(first.count);
  });

  it('needs a token', async () => {
    expect((await t.app.inject({ url: '/api/v1/searchusername/a' })).statusCode).toBe(401);
  });
});
