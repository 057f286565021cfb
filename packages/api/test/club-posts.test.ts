import { sql } from 'drizzle-orm';
import { API_PAGE_SIZE, FEED_CATEGORIES } from '@upclub/shared/constants';
import type { SongPost } from '@upclub/shared/types';
import { SERVER_DETAIL } from '@upclub/shared/validation';
import { refreshHotScores } from '../src/db/hot-score';
import { songPosts } from '../src/db/schema';
import { buildTestApp, expectDetail, expectFieldError, type TestApp } from './helpers';
import { clubWithRoles, createClub, followClub } from './clubs';
import { fixtureResolver, followAll, get, post, postSong } from './music';

let t: TestApp;
const PUBLIC_URL = 'http://club-posts.test:9999';
beforeAll(async () => {
  t = await buildTestApp({ trackResolver: fixtureResolver(), publicUrl: PUBLIC_URL });
});
afterAll(() => t.close());

const ids = (posts: SongPost[]) => posts.map((p) => p.song_post);
const HOUR = 3_600_000;

describe('posting into a club', () => {
  it('is for the owner and curators: followers and strangers get 403', async () => {
    const { club, owner, curator, follower, stranger } = await clubWithRoles(t.app);
    expect(await postSong(t.app, owner.headers, { club: club.club })).toMatchObject({
      club: club.club,
      club_name: 'Night Owls',
    });
    expect(await postSong(t.app, curator.headers, { club: club.club })).toMatchObject({ club: club.club });
    for (const who of [follower, stranger]) {
      const res = await post(
        t.app,
        '/api/v1/postsong/',
        { song: 'track01', club: club.club, post_type: 2 },
        who.headers,
      );
      expectDetail(res, 403, SERVER_DETAIL.permissionDenied);
    }
    expectFieldError(
      await post(t.app, '/api/v1/postsong/', { song: 'track01', club: 999_999, post_type: 2 }, stranger.headers),
      'club',
      'Invalid pk "999999" - object does not exist.',
    );
    expect((await get(t.app, `/api/v1/getclub/${club.club}`, stranger.headers)).json().posts).toBe(2);
  });
});

describe('getclubsongposts', () => {
  it('holds the club’s user posts only, by every category, for every role', async () => {
    const { club, owner, curator, follower, stranger } = await clubWithRoles(t.app);
    const other = await createClub(t.app, stranger.headers, 'Other club');
    const made: Record<string, number> = {};
    const specs: Array<[string, typeof owner, number, number]> = [
      // name, author, hours ago, likes
      ['fresh', owner, 0.1, 0],
      ['hourOld', curator, 2, 3],
      ['dayOld', owner, 30, 9],
      ['monthOld', curator, 24 * 20, 40],
    ];
    for (const [name, author, hours, likes] of specs) {
      const { song_post } = await postSong(t.app, author.headers, { club: club.club });
      made[name] = song_post;
      await t.app.db.execute(
        sql`update ${songPosts} set created_at = now() - (${hours * HOUR} * interval '1 millisecond'), likes_count = ${likes} where id = ${song_post}`,
      );
    }
    await refreshHotScores(t.app.db);
    await postSong(t.app, stranger.headers, { club: other.club });
    await postSong(t.app, owner.headers);
    await postSong(t.app, owner.headers, { club: club.club, post_type: 1 });

    const byId = Object.fromEntries(Object.entries(made).map(([k, v]) => [v, k]));
    const named = (posts: SongPost[]) => ids(posts).map((id) => byId[id]);
    for (const who of [owner, curator, follower, stranger]) {
      const res = await get(t.app, `/api/v1/getclubsongposts/${club.club}/new`, who.headers);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ count: 4, next: null, previous: null });
      expect(named(res.json().results)).toEqual(['fresh', 'hourOld', 'dayOld', 'monthOld']);
    }
    const page = async (category: string) =>
      named((await get(t.app, `/api/v1/getclubsongposts/${club.club}/${category}`, owner.headers)).json().results);
    expect(await page('tod')).toEqual(['hourOld', 'fresh']);
    expect(await page('tow')).toEqual(['dayOld', 'hourOld', 'fresh']);
    expect(await page('atg')).toEqual(['monthOld', 'dayOld', 'hourOld', 'fresh']);
    expect((await page('trending'))[0]).toBe('hourOld');
    expect(await page('toy')).toHaveLength(4);
  });

  it('pages through every category by cursor, and back', async () => {
    const { club, owner, curator } = await clubWithRoles(t.app);
    const total = API_PAGE_SIZE * 2 + 3;
    for (let i = 0; i < total; i++) await postSong(t.app, (i % 2 ? owner : curator).headers, { club: club.club });
    await t.app.db.execute(
      sql`update ${songPosts} set created_at = now() - ((id % 5) * interval '1 hour'), likes_count = id % 3 where club_id = ${club.club}`,
    );
    await refreshHotScores(t.app.db);
    for (const category of FEED_CATEGORIES) {
      const all = await followAll<SongPost>(
        t.app,
        `/api/v1/getclubsongposts/${club.club}/${category}`,
        owner.headers,
        PUBLIC_URL,
      );
      expect({ category, pages: all.pages, n: all.results.length, unique: new Set(ids(all.results)).size }).toEqual({
        category,
        pages: 3,
        n: total,
        unique: total,
      });
    }
    const first = (await get(t.app, `/api/v1/getclubsongposts/${club.club}/new`, owner.headers)).json();
    expect(first.next).toMatch(
      new RegExp(`^${PUBLIC_URL.replace(/\./g, '\\.')}/api/v1/getclubsongposts/${club.club}/new\\?cursor=`),
    );
    const second = (await get(t.app, first.next.slice(PUBLIC_URL.length), owner.headers)).json();
    const back = (await get(t.app, second.previous.slice(PUBLIC_URL.length), owner.headers)).json();
    expect(ids(back.results)).toEqual(ids(first.results));
  });

  it('is 404 for an unknown club, category or cursor', async () => {
    const { club, follower } = await clubWithRoles(t.app);
    expectDetail(
      await get(t.app, '/api/v1/getclubsongposts/999999/new', follower.headers),
      404,
      SERVER_DETAIL.notFound,
    );
    expectDetail(
      await get(t.app, `/api/v1/getclubsongposts/${club.club}/best`, follower.headers),
      404,
      SERVER_DETAIL.notFound,
    );
    expectDetail(
      await get(t.app, `/api/v1/getclubsongposts/${club.club}/new?cursor=bm9wZQ`, follower.headers),
      404,
      SERVER_DETAIL.notFound,
    );
  });
});

describe('followclub, unfollowclub and getclubfollowers', () => {
  it('follows once, tells the owner once, and counts', async () => {
    const { club, owner, curator, stranger } = await clubWithRoles(t.app);
    const followed = await post(t.app, '/api/v1/followclub/', { club: club.club }, stranger.headers);
    expect(followed.statusCode).toBe(200);
    expect(followed.json()).toEqual({ club: club.club, followers: 2, followed: true });
    expect((await post(t.app, '/api/v1/followclub', { club: club.club }, stranger.headers)).json().followers).toBe(2);
    const told = (await t.app.db.execute(
      sql`select payload from notifications where recipient_id = ${owner.id} and actor_id = ${stranger.id} and kind = 'clubfollow'`,
    )) as unknown;
    const rows = Array.isArray(told) ? told : (told as { rows: unknown[] }).rows;
    expect(rows).toEqual([{ payload: { club: club.club, club_name: 'Night Owls' } }]);
    // A curator may follow too; the owner cannot.
    expect((await followClub(t.app, club.club, curator.headers)).followers).toBe(3);
    expectDetail(
      await post(t.app, '/api/v1/followclub/', { club: club.club }, owner.headers),
      403,
      'You own this club.',
    );
    expectFieldError(
      await post(t.app, '/api/v1/followclub/', { club: 999_999 }, owner.headers),
      'club',
      'Invalid pk "999999" - object does not exist.',
    );

    const unfollowed = await post(t.app, '/api/v1/unfollowclub/', { club: club.club }, stranger.headers);
    expect(unfollowed.json()).toEqual({ club: club.club, followers: 2, followed: false });
    expect((await post(t.app, '/api/v1/unfollowclub/', { club: club.club }, stranger.headers)).json().followers).toBe(
      2,
    );
    expect((await get(t.app, `/api/v1/getclub/${club.club}`, stranger.headers)).json()).toMatchObject({
      followers: 2,
      followed: false,
    });
  });

  it('lists the followers, newest first, as follow-list users', async () => {
    const { club, curator, follower, stranger } = await clubWithRoles(t.app);
    await new Promise((r) => setTimeout(r, 5));
    await followClub(t.app, club.club, curator.headers);
    await postSong(t.app, curator.headers);
    await t.app.db.execute(
      sql`insert into follows (follower_id, followee_id) values (${stranger.id}, ${curator.id}) on conflict do nothing`,
    );
    const res = await get(t.app, `/api/v1/getclubfollowers/${club.club}`, stranger.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ count: 2, next: null, previous: null });
    expect(res.json().results).toEqual([
      {
        upclubuser: curator.id,
        username: curator.username,
        name: 'Test User',
        thumbnail_picture: null,
        followers: 1,
        posts: 1,
        followed: true,
      },
      {
        upclubuser: follower.id,
        username: follower.username,
        name: 'Test User',
        thumbnail_picture: null,
        followers: 0,
        posts: 0,
        followed: false,
      },
    ]);
    expectDetail(await get(t.app, '/api/v1/getclubfollowers/999999', stranger.headers), 404, SERVER_DETAIL.notFound);
  });
});
