import { and, eq } from 'drizzle-orm';
import { USER_PICKER_MAX } from '@upclub/shared/constants';
import { SERVER_DETAIL, SHARE_MESSAGES } from '@upclub/shared/validation';
import { messageThreadMembers, messageThreads, messages } from '../src/db/schema';
import { buildTestApp, expectDetail, expectFieldError, newMember, type TestApp } from './helpers';
import { fixtureResolver, get, post, postSong, unreadCount } from './music';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ trackResolver: fixtureResolver() });
});
afterAll(() => t.close());

type Headers = { authorization: string };
const share = (headers: Headers, body: object) => post(t.app, '/api/v1/sharepost/', body, headers);

async function threadsOf(userId: number) {
  return t.app.db
    .select({ id: messageThreadMembers.threadId })
    .from(messageThreadMembers)
    .where(eq(messageThreadMembers.userId, userId));
}

describe('sharepost', () => {
  it('creates the 1:1 thread once and stores a message carrying the post each time', async () => {
    const me = await newMember(t.app);
    const friend = await newMember(t.app);
    const { song_post } = await postSong(t.app, me.headers);
    const res = await share(me.headers, { upclubusers: [friend.id], messagethreads: [], song_post });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ detail: 'Post successfully shared' });
    // The friend shares back into the same thread, and I share again: still one thread.
    await share(friend.headers, { upclubusers: [me.id], messagethreads: [], song_post });
    await Promise.all([1, 2].map(() => share(me.headers, { upclubusers: [friend.id], messagethreads: [], song_post })));

    const mine = await threadsOf(me.id);
    expect(mine).toHaveLength(1);
    expect(await threadsOf(friend.id)).toEqual(mine);
    const stored = await t.app.db.select().from(messages).where(eq(messages.threadId, mine[0].id));
    expect(stored).toHaveLength(4);
    expect(stored.every((m) => m.songPostId === song_post)).toBe(true);
    // Three messages reached the friend in one thread: one unread thread. My own last message
    // came after the friend's, so I have read the thread.
    expect(await unreadCount(t.app, friend.headers)).toEqual({ notifications: 0, message_notifications: 1 });
    expect(await unreadCount(t.app, me.headers)).toEqual({ notifications: 0, message_notifications: 0 });
  });

  it('shares into the caller’s threads and refuses foreign ones', async () => {
    const me = await newMember(t.app);
    const a = await newMember(t.app);
    const b = await newMember(t.app);
    const outsider = await newMember(t.app);
    const { song_post } = await postSong(t.app, a.headers);
    const [group] = await t.app.db
      .insert(messageThreads)
      .values({ name: 'Band', isGroup: true, createdById: me.id })
      .returning();
    await t.app.db.insert(messageThreadMembers).values([me, a, b].map((u) => ({ threadId: group.id, userId: u.id })));

    expectDetail(
      await share(outsider.headers, { upclubusers: [], messagethreads: [group.id], song_post }),
      403,
      SERVER_DETAIL.permissionDenied,
    );
    expectDetail(
      await share(outsider.headers, { upclubusers: [a.id], messagethreads: [group.id], song_post }),
      403,
      SERVER_DETAIL.permissionDenied,
    );
    expect(await threadsOf(outsider.id)).toEqual([]);

    // In the group and to a directly: the group message reaches a and b, the direct one a.
    expect((await share(me.headers, { upclubusers: [a.id], messagethreads: [group.id], song_post })).statusCode).toBe(
      201,
    );
    expect((await unreadCount(t.app, a.headers)).message_notifications).toBe(2);
    expect((await unreadCount(t.app, b.headers)).message_notifications).toBe(1);
    expect((await unreadCount(t.app, me.headers)).message_notifications).toBe(0);
    const inGroup = await t.app.db
      .select()
      .from(messages)
      .where(and(eq(messages.threadId, group.id), eq(messages.senderId, me.id)));
    expect(inGroup).toHaveLength(1);
  });

  it('needs at least one target, known users, not oneself, at most the picker limit, and an existing post', async () => {
    const me = await newMember(t.app);
    const friend = await newMember(t.app);
    const { song_post } = await postSong(t.app, me.headers);
    expectFieldError(
      await share(me.headers, { upclubusers: [], messagethreads: [], song_post }),
      'non_field_errors',
      SHARE_MESSAGES.noTarget,
    );
    expectFieldError(await share(me.headers, { song_post }), 'non_field_errors', SHARE_MESSAGES.noTarget);
    const many = Array.from({ length: USER_PICKER_MAX + 1 }, (_, i) => i + 1);
    expectFieldError(
      await share(me.headers, { upclubusers: many, messagethreads: [], song_post }),
      'upclubusers',
      SHARE_MESSAGES.tooManyUsers,
    );
    expect((await share(me.headers, { upclubusers: [999_999], messagethreads: [], song_post })).statusCode).toBe(400);
    expect((await share(me.headers, { upclubusers: [me.id], messagethreads: [], song_post })).statusCode).toBe(400);
    expectDetail(
      await share(me.headers, { upclubusers: [friend.id], messagethreads: [], song_post: 999_999 }),
      404,
      SERVER_DETAIL.notFound,
    );
    expect(await threadsOf(me.id)).toEqual([]);
  });
});

describe('getmessagethreads and searchmessagethreads', () => {
  it('list the caller’s threads, newest activity first, with the other members and the latest message', async () => {
    const me = await newMember(t.app);
    const a = await newMember(t.app);
    const b = await newMember(t.app);
    const { song_post } = await postSong(t.app, me.headers);
    await share(me.headers, { upclubusers: [a.id], messagethreads: [], song_post });
    await share(me.headers, { upclubusers: [b.id], messagethreads: [], song_post });
    await share(a.headers, { upclubusers: [me.id], messagethreads: [], song_post });

    const res = await get(t.app, '/api/v1/getmessagethreads/', me.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ count: 2, next: null, previous: null });
    const [withA, withB] = body.results;
    expect(withA).toEqual({
      messagethread: expect.any(Number),
      messagethreadname: null,
      members: {
        upclubusers_count: 1,
        upclubusers: [
          { upclubuser: a.id, username: a.username, first_name: 'Test', last_name: 'User', thumbnail_picture: null },
        ],
      },
      latest_message: { upclubuser: a.id, username: a.username, text: '', song_post },
      already_read: false,
      notification_age: 'now',
      song_post,
      is_group: false,
    });
    expect(withB).toMatchObject({
      members: { upclubusers: [expect.objectContaining({ upclubuser: b.id })] },
      already_read: true,
    });

    const found = (
      await get(t.app, `/api/v1/searchmessagethreads/${b.username.slice(0, -2).toUpperCase()}`, me.headers)
    ).json();
    expect(found.results.map((r: { messagethread: number }) => r.messagethread)).toEqual([withB.messagethread]);
    expect((await get(t.app, '/api/v1/searchmessagethreads/nobody-has-this', me.headers)).json()).toMatchObject({
      count: 0,
      results: [],
    });
    // Others see only their own threads.
    const outsider = await newMember(t.app);
    expect((await get(t.app, '/api/v1/getmessagethreads/', outsider.headers)).json()).toMatchObject({
      count: 0,
      results: [],
    });
  });
});
