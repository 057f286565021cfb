import { sql } from 'drizzle-orm';
import { API_PAGE_SIZE, FEED_CATEGORIES } from '@upclub/shared/constants';
import type { SongPost } from '@upclub/shared/types';
import { SERVER_DETAIL } from '@upclub/shared/validation';
import { clubCurators, clubFollows, clubs, follows, songPosts } from '../src/db/schema';
import { refreshHotScores } from '../src/db/hot-score';
import { buildTestApp, expectDetail, newMember, type TestApp } from './helpers';
import { fixtureResolver, followAll, get, post, postSong } from './music';

let t: TestApp;
const PUBLIC_URL = 'http://feed.test:9999';
beforeAll(async () => {
  t = await buildTestApp({ trackResolver: fixtureResolver(), publicUrl: PUBLIC_URL });
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof newMember>>;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Sets a post's creation time and its like count as if it had lived that long. */
async function age(postId: number, msAgo: number, likes = 0, commentsCount = 0) {
  await t.app.db.execute(
    sql`update ${songPosts} set created_at = now() - (${msAgo} * interval '1 millisecond'), likes_count = ${likes}, comments_count = ${commentsCount} where id = ${postId}`,
  );
}

const ids = (posts: SongPost[]) => posts.map((p) => p.song_post);

describe('getallfeed categories', () => {
  let me: Member;
  const made: Record<string, number> = {};
  beforeAll(async () => {
    me = await newMember(t.app);
    const author = await newMember(t.app);
    const specs: Array<[string, number, number, number?]> = [
      // name, age, likes, comments
      ['fresh', 10 * 60_000, 0],
      ['hourOld', 2 * HOUR, 3],
      ['dayPopular', 20 * HOUR, 9],
      ['weekPopular', 3 * DAY, 20],
      ['monthPopular', 20 * DAY, 40],
      ['yearPopular', 200 * DAY, 80],
      ['ancient', 800 * DAY, 500],
      ['tieOlder', 5 * HOUR, 3],
      ['discussed', 3 * HOUR, 1, 30],
    ];
    for (const [name, ms, likes, commentsCount] of specs) {
      const { song_post } = await postSong(t.app, author.headers);
      made[name] = song_post;
      await age(song_post, ms, likes, commentsCount ?? 0);
    }
    // Plain tracks are never in a feed.
    const plain = await postSong(t.app, author.headers, { post_type: 1 });
    made.plain = plain.song_post;
    await refreshHotScores(t.app.db);
  });

  const feed = async (category: string) => {
    const res = await get(t.app, `/api/v1/getallfeed/${category}`, me.headers);
    expect(res.statusCode).toBe(200);
    return res.json() as { count: number; next: string | null; previous: string | null; results: SongPost[] };
  };
  const named = (list: SongPost[]) => {
    const byId = Object.fromEntries(Object.entries(made).map(([k, v]) => [v, k]));
    return ids(list).map((id) => byId[id]);
  };

  it('new: newest first', async () => {
    const body = await feed('new');
    expect(named(body.results)).toEqual([
      'fresh',
      'hourOld',
      'discussed',
      'tieOlder',
      'dayPopular',
      'weekPopular',
      'monthPopular',
      'yearPopular',
      'ancient',
    ]);
    expect(body).toMatchObject({ count: 9, next: null, previous: null });
  });

  it('tod/tow/tom/toy: most liked within the window, ties by newest', async () => {
    expect(named((await feed('tod')).results)).toEqual(['dayPopular', 'hourOld', 'tieOlder', 'discussed', 'fresh']);
    expect(named((await feed('tow')).results)).toEqual([
      'weekPopular',
      'dayPopular',
      'hourOld',
      'tieOlder',
      'discussed',
      'fresh',
    ]);
    expect(named((await feed('tom')).results).slice(0, 3)).toEqual(['monthPopular', 'weekPopular', 'dayPopular']);
    expect((await feed('tom')).count).toBe(7);
    expect(named((await feed('toy')).results).slice(0, 2)).toEqual(['yearPopular', 'monthPopular']);
    expect((await feed('toy')).count).toBe(8);
  });

  it('atg: most liked ever', async () => {
    expect(named((await feed('atg')).results).slice(0, 3)).toEqual(['ancient', 'yearPopular', 'monthPopular']);
  });

  it('trending: engagement decayed by age', async () => {
    const order = named((await feed('trending')).results);
    // The much-discussed post of three hours ago beats the fresh one with nothing;
    // the ancient post's 500 likes do not lift it over recent ones.
    expect(order[0]).toBe('discussed');
    expect(order.indexOf('ancient')).toBe(order.length - 1);
    expect(order.indexOf('dayPopular')).toBeLessThan(order.indexOf('yearPopular'));
  });

  it('an unknown category or a forged cursor is a 404', async () => {
    expectDetail(await get(t.app, '/api/v1/getallfeed/best', me.headers), 404, SERVER_DETAIL.notFound);
    expectDetail(await get(t.app, '/api/v1/getallfeed/new?cursor=bm9wZQ', me.headers), 404, SERVER_DETAIL.notFound);
    const wrongShape = Buffer.from(JSON.stringify({ k: ['x'] })).toString('base64url');
    expectDetail(
      await get(t.app, `/api/v1/getallfeed/new?cursor=${wrongShape}`, me.headers),
      404,
      SERVER_DETAIL.notFound,
    );
  });
});

describe('paging', () => {
  it('every category pages through next links to the end, without duplicates, and back through previous', async () => {
    const fresh = await buildTestApp({ trackResolver: fixtureResolver(), publicUrl: PUBLIC_URL });
    try {
      const me = await newMember(fresh.app);
      const total = API_PAGE_SIZE * 2 + 5;
      for (let i = 0; i < total; i++) await postSong(fresh.app, me.headers);
      // Same creation time for some, so ties need the id to part them.
      await fresh.app.db.execute(
        sql`update ${songPosts} set created_at = now() - ((id % 7) * interval '1 hour'), likes_count = id % 4`,
      );
      await refreshHotScores(fresh.app.db);
      for (const category of FEED_CATEGORIES) {
        const { pages, results } = await followAll<SongPost>(
          fresh.app,
          `/api/v1/getallfeed/${category}`,
          me.headers,
          PUBLIC_URL,
        );
        expect({ category, pages, n: results.length, unique: new Set(ids(results)).size }).toEqual({
          category,
          pages: 3,
          n: total,
          unique: total,
        });
      }
      // From the last page, previous leads back to the same pages.
      const first = (await get(fresh.app, '/api/v1/getallfeed/new', me.headers)).json();
      const second = (await get(fresh.app, first.next.slice(PUBLIC_URL.length), me.headers)).json();
      expect(second.previous).toMatch(/^http:\/\/feed\.test:9999\/api\/v1\/getallfeed\/new\?cursor=/);
      const back = (await get(fresh.app, second.previous.slice(PUBLIC_URL.length), me.headers)).json();
      expect(ids(back.results)).toEqual(ids(first.results));
      expect(back.previous).toBeNull();
      expect(back.next).not.toBeNull();
    } finally {
      await fresh.close();
    }
  });
});

describe('getmyfeed paging', () => {
  it('pages by date through my, followed and club posts (a post in both counted once), and back', async () => {
    const fresh = await buildTestApp({ trackResolver: fixtureResolver(), publicUrl: PUBLIC_URL });
    try {
      const me = await newMember(fresh.app);
      const friend = await newMember(fresh.app);
      const stranger = await newMember(fresh.app);
      const [club] = await fresh.app.db.insert(clubs).values({ name: 'Paged club', ownerId: stranger.id }).returning();
      // The friend curates the stranger's club (only the owner and curators post into it).
      await fresh.app.db.insert(clubCurators).values({ clubId: club.id, userId: friend.id, isCurator: true });
      await fresh.app.db.insert(follows).values({ followerId: me.id, followeeId: friend.id });
      await fresh.app.db.insert(clubFollows).values({ userId: me.id, clubId: club.id });
      const expected: number[] = [];
      for (let i = 0; i < 14; i++) {
        expected.push((await postSong(fresh.app, me.headers)).song_post);
        expected.push((await postSong(fresh.app, friend.headers, i % 2 ? { club: club.id } : {})).song_post);
        expected.push((await postSong(fresh.app, stranger.headers, { club: club.id })).song_post);
        await postSong(fresh.app, stranger.headers);
      }
      // Ties in time: the id parts them, as in the global feed.
      await fresh.app.db.execute(sql`update ${songPosts} set created_at = now() - ((id % 5) * interval '1 hour')`);
      const order = await fresh.app.db.execute(
        sql`select id from ${songPosts} where id = any(${sql.param(expected)}::int[]) order by created_at desc, id desc`,
      );
      const want = (
        (Array.isArray(order) ? order : (order as { rows: Array<{ id: number }> }).rows) as Array<{ id: number }>
      ).map((r) => Number(r.id));
      const { pages, results } = await followAll<SongPost>(fresh.app, '/api/v1/getmyfeed/new', me.headers, PUBLIC_URL);
      expect({ pages, ids: ids(results) }).toEqual({ pages: 3, ids: want });

      const first = (await get(fresh.app, '/api/v1/getmyfeed/new', me.headers)).json();
      const second = (await get(fresh.app, first.next.slice(PUBLIC_URL.length), me.headers)).json();
      const back = (await get(fresh.app, second.previous.slice(PUBLIC_URL.length), me.headers)).json();
      expect(ids(back.results)).toEqual(ids(first.results));
    } finally {
      await fresh.close();
    }
  });
});

describe('getmyfeed', () => {
  it('holds my posts, posts of people I follow and of clubs I follow, nothing else', async () => {
    const me = await newMember(t.app);
    const friend = await newMember(t.app);
    const stranger = await newMember(t.app);
    const [club] = await t.app.db.insert(clubs).values({ name: 'Followed club', ownerId: stranger.id }).returning();
    const [otherClub] = await t.app.db.insert(clubs).values({ name: 'Other club', ownerId: stranger.id }).returning();
    await t.app.db.insert(follows).values({ followerId: me.id, followeeId: friend.id });
    await t.app.db.insert(clubFollows).values({ userId: me.id, clubId: club.id });

    const mine = await postSong(t.app, me.headers);
    const friends = await postSong(t.app, friend.headers);
    const inClub = await postSong(t.app, stranger.headers, { club: club.id });
    await postSong(t.app, stranger.headers);
    await postSong(t.app, stranger.headers, { club: otherClub.id });
    await postSong(t.app, friend.headers, { post_type: 1 });

    const body = (await get(t.app, '/api/v1/getmyfeed/new', me.headers)).json();
    expect(ids(body.results)).toEqual([inClub.song_post, friends.song_post, mine.song_post]);
    expect(body.count).toBe(3);
    // The friend follows nobody: only their own posts.
    expect(ids((await get(t.app, '/api/v1/getmyfeed/new', friend.headers)).json().results)).toEqual([
      friends.song_post,
    ]);
  });

  it('shows liked for the viewer', async () => {
    const me = await newMember(t.app);
    const { song_post } = await postSong(t.app, me.headers);
    await post(t.app, '/api/v1/likesongpost/', { song_post }, me.headers);
    const [first] = (await get(t.app, '/api/v1/getmyfeed/new', me.headers)).json().results;
    expect(first).toMatchObject({ song_post, liked: true, formatted_likes: '1' });
  });
});
