import { and, eq, inArray, sql } from 'drizzle-orm';
import { METRIC_CATEGORIES, USER_TYPE_BROADCAST, USER_TYPE_METRICS } from '@upclub/shared/constants';
import { POST_TYPE_PLAIN } from '@upclub/shared/types';
import { SERVER_DETAIL } from '@upclub/shared/validation';
import { messages, postLikes, songPosts, userEvents, users } from '../src/db/schema';
import { buildTestApp, expectFieldError, newMember, type TestApp } from './helpers';
import { createClub } from './clubs';
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

  it("counts as 'Song Posts' the posts of the feed and of clubs, not the songs sent in messages", async () => {
    const staff = await memberWith(USER_TYPE_METRICS);
    const a = await newMember(t.app);
    const b = await newMember(t.app);
    const club = await createClub(t.app, a.headers, 'Metric Owls');
    const feedPost = (await postSong(t.app, a.headers)).song_post as number;
    const clubPost = (await postSong(t.app, a.headers, { club: club.club })).song_post as number;
    // The messages page sends a song as a plain song post, then the message that carries it.
    const sent = (await postSong(t.app, a.headers, { post_type: POST_TYPE_PLAIN })).song_post as number;
    const message = await post(
      t.app,
      '/api/v1/createmessage/',
      { upclubusers: [b.id], text: '', song_post: sent },
      a.headers,
    );
    expect(message.statusCode).toBe(201);
    await t.app.db
      .update(songPosts)
      .set({ createdAt: new Date('2025-05-20T12:00:00Z') })
      .where(inArray(songPosts.id, [feedPost, clubPost, sent]));
    await t.app.db
      .update(messages)
      .set({ createdAt: new Date('2025-05-20T12:00:00Z') })
      .where(eq(messages.songPostId, sent));
    const count = async (category: string) =>
      (await get(t.app, `/api/v1/getallmetrics/${category}?from=2025-05-20&to=2025-05-20`, staff.headers)).json().days;
    expect(await count('songposts')).toEqual([{ day: '2025-05-20', total: 2 }]);
    // The song sent is counted where it belongs: among the messages.
    expect(await count('messages')).toEqual([{ day: '2025-05-20', total: 1 }]);
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

/** How many times each user (but `except`) got a toast with this text: every user must be 1. */
async function toastsPerUser(text: string): Promise<Map<number, number>> {
  const rows = await t.app.db
    .select({ userId: userEvents.userId, n: sql<number>`count(*)::int` })
    .from(userEvents)
    .where(and(eq(userEvents.type, 'toast'), sql`${userEvents.data}->>'text' = ${text}`))
    .groupBy(userEvents.userId);
  return new Map(rows.map((r) => [r.userId, r.n]));
}
async function everyoneBut(senderId: number): Promise<number[]> {
  const rows = await t.app.db.select({ id: users.id }).from(users);
  return rows
    .map((r) => r.id)
    .filter((id) => id !== senderId)
    .sort((a, b) => a - b);
}

describe('staff broadcasts and send to all', () => {
  const routes = (songPost: number, text: string): Array<[string, object]> => [
    ['/api/v1/pushnotificationbroadcast/', { text_message: text, song_post: songPost }],
    ['/api/v1/pushnotificationbroadcasttext/', { text_message: text }],
    ['/api/v1/sendtoallmessage/', { song_post: songPost }],
    ['/api/v1/sendtoallmessagetext/', { text }],
  ];

  it('answers 401 anonymous, 403 without bit 4 (none, bit 2 only), 200 with bit 4 (alone or with 2)', async () => {
    const author = await newMember(t.app);
    const songPost = (await postSong(t.app, author.headers)).song_post as number;
    for (const [url, payload] of routes(songPost, 'permission check')) {
      expect((await t.app.inject({ method: 'POST', url, payload })).statusCode).toBe(401);
      for (const bits of [0, USER_TYPE_METRICS]) {
        const res = await post(t.app, url, payload, (await memberWith(bits)).headers);
        expect({ url, bits, status: res.statusCode }).toEqual({ url, bits, status: 403 });
      }
      for (const bits of [USER_TYPE_BROADCAST, USER_TYPE_BROADCAST | USER_TYPE_METRICS]) {
        const res = await post(t.app, url, payload, (await memberWith(bits)).headers);
        expect({ url, bits, status: res.statusCode }).toEqual({ url, bits, status: 200 });
      }
    }
  });

  it('a broadcast toast takes public posts only; a message song of the sender still goes in messages', async () => {
    const staff = await memberWith(USER_TYPE_BROADCAST);
    const messageSong = (await postSong(t.app, staff.headers, { song: 'track03', post_type: 1 })).song_post as number;
    const toast = await post(
      t.app,
      '/api/v1/pushnotificationbroadcast/',
      { text_message: 'Listen', song_post: messageSong },
      staff.headers,
    );
    expectFieldError(toast, 'song_post', `Invalid pk "${messageSong}" - object does not exist.`);
    expect(await toastsPerUser('Listen')).toEqual(new Map());
    const sent = await post(t.app, '/api/v1/sendtoallmessage/', { song_post: messageSong }, staff.headers);
    expect(sent.statusCode).toBe(200);
  });

  it('a broadcast reaches every other user once as a live toast', async () => {
    await newMember(t.app);
    await newMember(t.app);
    const staff = await memberWith(USER_TYPE_BROADCAST);
    const res = await post(
      t.app,
      '/api/v1/pushnotificationbroadcasttext/',
      { text_message: 'Hello all' },
      staff.headers,
    );
    const others = await everyoneBut(staff.id);
    expect(res.json()).toEqual({ broadcast: expect.any(Number), recipients: others.length });
    const got = await toastsPerUser('Hello all');
    expect([...got.keys()].sort((a, b) => a - b)).toEqual(others);
    expect([...got.values()].every((n) => n === 1)).toBe(true);
    const [event] = await t.app.db
      .select()
      .from(userEvents)
      .where(eq(userEvents.userId, others[0]))
      .orderBy(sql`id desc`)
      .limit(1);
    expect(event.data).toEqual({
      toast_type: 'broadcast_text_message',
      text: 'Hello all',
      link: null,
      thumbnail_picture: null,
    });
  });

  it("send to all puts one message from the sender in each user's 1:1 thread", async () => {
    const staff = await memberWith(USER_TYPE_BROADCAST);
    const res = await post(t.app, '/api/v1/sendtoallmessagetext/', { text: 'Hi from staff' }, staff.headers);
    expect(res.statusCode).toBe(200);
    const rows = await t.app.db
      .select({ threadId: messages.threadId })
      .from(messages)
      .where(and(eq(messages.senderId, staff.id), eq(messages.text, 'Hi from staff')));
    const others = await everyoneBut(staff.id);
    expect(rows).toHaveLength(others.length);
    expect(new Set(rows.map((r) => r.threadId)).size).toBe(others.length);
    const someone = others[0];
    const threads = (await t.app.db.execute(
      sql`select count(*)::int as n from message_thread_members m join messages x on x.thread_id = m.thread_id where m.user_id = ${someone} and x.sender_id = ${staff.id} and x.text = 'Hi from staff'`,
    )) as unknown;
    expect(JSON.stringify(threads)).toContain('"n":1');
  });

  it('refuses a text over 1000 characters, an empty one and a post that does not exist', async () => {
    const staff = await memberWith(USER_TYPE_BROADCAST);
    const long = await post(
      t.app,
      '/api/v1/pushnotificationbroadcasttext/',
      { text_message: 'x'.repeat(1001) },
      staff.headers,
    );
    expectFieldError(long, 'text_message', 'Maximum of 1000 characters');
    expectFieldError(
      await post(t.app, '/api/v1/sendtoallmessagetext/', { text: '  ' }, staff.headers),
      'text',
      'Field required',
    );
    const missing = await post(t.app, '/api/v1/sendtoallmessage/', { song_post: 999999 }, staff.headers);
    expectFieldError(missing, 'song_post', 'Invalid pk "999999" - object does not exist.');
    expect(
      (await post(t.app, '/api/v1/pushnotificationbroadcasttext/', { text_message: 'x'.repeat(1000) }, staff.headers))
        .statusCode,
    ).toBe(200);
  });

  it('resumes after a crash between batches and inside one: nobody twice, nobody skipped', async () => {
    const staff = await memberWith(USER_TYPE_BROADCAST);
    const id = await t.app.broadcasts.create({ senderId: staff.id, kind: 'toast', text: 'Resumed', songPostId: null });
    expect((await t.app.broadcasts.runBatch(id, 3)).users).toBe(3);
    // The process dies after storing the next batch's toasts, before the commit.
    await expect(
      t.app.broadcasts.runBatch(id, 3, () => {
        throw new Error('killed');
      }),
    ).rejects.toThrow('killed');
    expect([...(await toastsPerUser('Resumed')).values()]).toEqual([1, 1, 1]);
    // On start, unfinished broadcasts resume.
    await t.app.broadcasts.resumeUnfinished(3);
    const others = await everyoneBut(staff.id);
    const got = await toastsPerUser('Resumed');
    expect([...got.keys()].sort((a, b) => a - b)).toEqual(others);
    expect([...got.values()].every((n) => n === 1)).toBe(true);
  });
});
