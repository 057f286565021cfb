import { inArray, sql } from 'drizzle-orm';
import { METRIC_CATEGORIES, USER_TYPE_BROADCAST, USER_TYPE_METRICS } from '@upclub/shared/constants';
import { SERVER_DETAIL } from '@upclub/shared/validation';
import { postLikes, songPosts, users } from '../src/db/schema';
import { buildTestApp, newMember, type TestApp } from './helpers';
import { fixtureResolver, get, post, postSong } from './music';

// The staff routes (spec part 2 §7 Staff, §9 bits 2 metric access and 4 broadcast access).

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ trackResolver: fixtureResolver() });
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof newMember>>;
async function memberWith(bits: number): Promise<Member> {
  const m = await newMember(t.app);
  if (bits) await t.app.users.update(m.id, { userType: bits });
  return m;
}

describe('staff metrics', () => {
  it('answers 401 anonymous, 403 without bit 2 (none, bit 4 only), 200 with bit 2 (alone or with 4)', async () => {
    const url = '/api/v1/getallmetrics/users';
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    for (const bits of [0, USER_TYPE_BROADCAST]) {
      const res = await get(t.app, url, (await memberWith(bits)).headers);
      expect({ bits, status: res.statusCode, detail: res.json().detail }).toEqual({
        bits,
        status: 403,
        detail: SERVER_DETAIL.permissionDenied,
      });
    }
    for (const bits of [USER_TYPE_METRICS, USER_TYPE_METRICS | USER_TYPE_BROADCAST]) {
      for (const category of METRIC_CATEGORIES) {
        const res = await get(t.app, `/api/v1/getallmetrics/${category}`, (await memberWith(bits)).headers);
        expect({ bits, category, status: res.statusCode }).toEqual({ bits, category, status: 200 });
      }
    }
  });

  it('counts each UTC day of the range, empty days as 0, oldest first', async () => {
    const staff = await memberWith(USER_TYPE_METRICS);
    const a = await newMember(t.app);
    const b = await newMember(t.app);
    const c = await newMember(t.app);
    await t.app.db
      .update(users)
      .set({ createdAt: new Date('2025-03-01T23:59:59Z') })
      .where(inArray(users.id, [a.id, b.id]));
    await t.app.db
      .update(users)
      .set({ createdAt: new Date('2025-03-03T00:00:00Z') })
      .where(inArray(users.id, [c.id]));
    const res = await get(t.app, '/api/v1/getallmetrics/users?from=2025-02-28&to=2025-03-03', staff.headers);
    expect(res.json()).toEqual({
      days: [
        { day: '2025-02-28', total: 0 },
        { day: '2025-03-01', total: 2 },
        { day: '2025-03-02', total: 0 },
        { day: '2025-03-03', total: 1 },
      ],
    });

    const p1 = (await postSong(t.app, a.headers)).song_post as number;
    const p2 = (await postSong(t.app, b.headers)).song_post as number;
    expect((await post(t.app, '/api/v1/likesongpost/', { song_post: p1 }, c.headers)).statusCode).toBeLessThan(300);
    expect((await post(t.app, '/api/v1/likesongpost/', { song_post: p2 }, c.headers)).statusCode).toBeLessThan(300);
    await t.app.db
      .update(songPosts)
      .set({ createdAt: new Date('2025-04-10T12:00:00Z') })
      .where(inArray(songPosts.id, [p1, p2]));
    await t.app.db
      .update(postLikes)
      .set({ createdAt: sql`'2025-04-11T01:00:00Z'::timestamptz` })
      .where(inArray(postLikes.postId, [p1, p2]));
    const posts = (
      await get(t.app, '/api/v1/getallmetrics/songposts?from=2025-04-10&to=2025-04-11', staff.headers)
    ).json();
    const likes = (
      await get(t.app, '/api/v1/getallmetrics/upvotes?from=2025-04-10&to=2025-04-11', staff.headers)
    ).json();
    expect(posts.days.map((d: { total: number }) => d.total)).toEqual([2, 0]);
    expect(likes.days.map((d: { total: number }) => d.total)).toEqual([0, 2]);
  });

  it('answers the last 90 days by default, and refuses a reversed, too long or malformed range', async () => {
    const staff = await memberWith(USER_TYPE_METRICS);
    const days = (await get(t.app, '/api/v1/getallmetrics/comments', staff.headers)).json().days;
    expect(days).toHaveLength(90);
    expect(days[89].day).toBe(new Date().toISOString().slice(0, 10));
    for (const q of ['from=2025-03-02&to=2025-03-01', 'from=2023-01-01&to=2025-01-01', 'from=2025-02-30']) {
      expect({ q, status: (await get(t.app, `/api/v1/getallmetrics/users?${q}`, staff.headers)).statusCode }).toEqual({
        q,
        status: 400,
      });
    }
    expect((await get(t.app, '/api/v1/getallmetrics/likes', staff.headers)).statusCode).toBe(404);
  });
});
