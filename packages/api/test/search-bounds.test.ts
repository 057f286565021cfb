import { sql } from 'drizzle-orm';
import { SERVER_DETAIL } from '@upclub/shared/validation';
import type { Club } from '@upclub/shared/types';
import { createListTrackResolver } from '../src/lib/track-resolver';
import { createClub } from './clubs';
import { buildTestApp, newMember, type TestApp } from './helpers';
import { FIXTURE_TRACKS, get, postSong } from './music';

// What a search may cost (issue 24): wildcards are literal, queries too short for the trigram
// indexes read a bounded window, one user's searches hold few connections at once, and a search
// statement is cancelled past SEARCH_TIMEOUT_MS.

/** PGlite is one connection (a held search holds everything) without statement_timeout. */
const onPostgres = Boolean(process.env.DATABASE_URL);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    trackResolver: createListTrackResolver(FIXTURE_TRACKS),
    search: { perUser: 1, statementMs: 200 },
  });
});
afterAll(() => t.close());

type Page<T> = { results: T[]; count: number };
const postIds = async (headers: Awaited<ReturnType<typeof newMember>>['headers'], q: string) =>
  (
    (await get(t.app, `/api/v1/searchsongposttitle/${encodeURIComponent(q)}`, headers)).json() as Page<{
      song_post: number;
    }>
  ).results.map((r) => r.song_post);

describe('search text', () => {
  it('matches %, _ and \\ literally in posts, users and clubs', async () => {
    const me = await newMember(t.app);
    const percent = (await postSong(t.app, me.headers, { title: '100% Pure', comment: '' })).song_post as number;
    const under = (await postSong(t.app, me.headers, { title: 'snake_case songs', comment: '' })).song_post as number;
    const slash = (await postSong(t.app, me.headers, { title: 'back\\slash', comment: '' })).song_post as number;
    await postSong(t.app, me.headers, { title: 'Plain words', comment: '' });

    expect(await postIds(me.headers, '%')).toEqual([percent]);
    expect(await postIds(me.headers, '_')).toEqual([under]);
    expect(await postIds(me.headers, '\\')).toEqual([slash]);
    expect(await postIds(me.headers, '0%')).toEqual([percent]);
    expect(await postIds(me.headers, 'e_c')).toEqual([under]);
    expect(await postIds(me.headers, 'snake%case')).toEqual([]);

    const club = await createClub(t.app, me.headers, 'Club_under');
    await createClub(t.app, me.headers, 'Clubxunder');
    const clubs = (q: string) =>
      get(t.app, `/api/v1/getallclubs/?searchstring=${encodeURIComponent(q)}`, me.headers).then((r) =>
        (r.json() as Page<Club>).results.map((c) => c.club_name),
      );
    expect(await clubs('b_u')).toEqual([club.club_name]);
    expect(await clubs('_')).toEqual([club.club_name]);

    const other = await newMember(t.app, { username: `zed_${process.pid}` });
    const users = (q: string) =>
      get(t.app, `/api/v1/searchusername/${encodeURIComponent(q)}`, me.headers).then((r) =>
        (r.json() as Page<{ upclubuser: number }>).results.map((u) => u.upclubuser),
      );
    expect(await users('zed_')).toEqual([other.id]);
    expect(await users('_')).toEqual([]);
  });

  it('answers one- and two-letter queries from the newest posts', async () => {
    const me = await newMember(t.app);
    const post = (await postSong(t.app, me.headers, { title: 'Qx only', comment: '' })).song_post as number;
    expect(await postIds(me.headers, 'qx')).toEqual([post]);
    expect(await postIds(me.headers, ' Q ')).toContain(post);
  });
});

describe('search bounds', () => {
  it("answers 429 to a user's search beyond SEARCH_PER_USER in flight, not to others", async () => {
    const me = await newMember(t.app);
    const other = await newMember(t.app);
    const original = t.app.posts.searchTitle;
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let entered = () => {};
    const inside = new Promise<void>((resolve) => (entered = resolve));
    // The first search waits inside the guard until the second one has been answered.
    t.app.posts.searchTitle = (query, viewerId, limit, offset, guard) =>
      original(query, viewerId, limit, offset, (work) =>
        guard!(async (q) => {
          entered();
          await gate;
          return work(q);
        }),
      );
    try {
      const first = get(t.app, '/api/v1/searchsongposttitle/held', me.headers);
      await inside;
      const second = await get(t.app, '/api/v1/searchsongposttitle/again', me.headers);
      expect(second.statusCode).toBe(429);
      expect(second.headers['retry-after']).toBe('1');
      expect((second.json() as { detail: string }).detail).toMatch(/^Request was throttled\./);
      t.app.posts.searchTitle = original;
      if (onPostgres) {
        const others = await get(t.app, '/api/v1/searchsongposttitle/again', other.headers);
        expect(others.statusCode).toBe(200);
      }
      release();
      expect((await first).statusCode).toBe(200);
      expect((await get(t.app, '/api/v1/searchsongposttitle/again', me.headers)).statusCode).toBe(200);
    } finally {
      t.app.posts.searchTitle = original;
      release();
    }
  });

  (onPostgres ? it : it.skip)(
    'answers 503 with Retry-After when a search statement runs past SEARCH_TIMEOUT_MS',
    async () => {
      const me = await newMember(t.app);
      const original = t.app.posts.searchTitle;
      t.app.posts.searchTitle = (query, viewerId, limit, offset, guard) =>
        original(query, viewerId, limit, offset, (work) =>
          guard!(async (q) => {
            await q.execute(sql`select pg_sleep(2)`);
            return work(q);
          }),
        );
      try {
        const res = await get(t.app, '/api/v1/searchsongposttitle/slow', me.headers);
        expect(res.statusCode).toBe(503);
        expect(res.headers['retry-after']).toBe('1');
        expect(res.json()).toEqual({ detail: SERVER_DETAIL.searchTooLong });
      } finally {
        t.app.posts.searchTitle = original;
      }
    },
  );
});
