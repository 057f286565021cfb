import { buildTestApp, expectDetail, expectFieldError, newMember, type TestApp } from './helpers';
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { API_PAGE_SIZE, MESSAGE_TEXT_MAX_LENGTH, MSG, USER_PICKER_MAX } from '@upclub/shared/constants';
import type { CreateMessageResponse, Message, MessageThread } from '@upclub/shared/types';
import { MESSAGE_ERRORS, SERVER_DETAIL } from '@upclub/shared/validation';
import { MIGRATIONS_DIR } from '../src/db/open';
import { rowsOf } from '../src/db/sql';
import { messageThreadMembers, messageThreads, messages } from '../src/db/schema';
import { LEFT_THREAD_DETAIL } from '../src/routes/v1/signed-in/messages/settings';
import { fixtureResolver, followAll, get, post, postSong, unreadCount } from './music';

// The Messages calls of spec part 2 §7, by role: a member, a stranger (403), a former member who
// left (403), with each member's unread state, paging, the all / songs kinds, searches and limits.

let t: TestApp;
beforeAll(async () => {
  // Many people sign up and log in here: the per-IP limit of login calls is not under test.
  t = await buildTestApp({ trackResolver: fixtureResolver(), rateLimit: { ipPerMinute: 10_000 } });
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof newMember>>;
type Headers = { authorization: string };

const patch = (url: string, payload: object, headers: Headers) =>
  t.app.inject({ method: 'PATCH', url, payload, headers });

const create = (headers: Headers, body: object) => post(t.app, '/api/v1/createmessage/', body, headers);

/** Sends a message and returns the answer (expects 201). */
async function send(from: Member, body: object): Promise<CreateMessageResponse> {
  const res = await create(from.headers, { messagethread: null, text: '', song_post: null, ...body });
  if (res.statusCode !== 201) throw new Error(`createmessage failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

const threadsOf = async (who: Member): Promise<MessageThread[]> =>
  (await get(t.app, '/api/v1/getmessagethreads/', who.headers)).json().results;

const info = (who: Member, id: number) => get(t.app, `/api/v1/getmessagethreadinfo/${id}`, who.headers);
const messagesOf = (who: Member, id: number, kind = 'all', page?: number) =>
  get(t.app, `/api/v1/getmessages/${id}/${kind}${page ? `?page=${page}` : ''}`, who.headers);

const card = (m: Member) => ({
  upclubuser: m.id,
  username: m.username,
  first_name: 'Test',
  last_name: 'User',
  thumbnail_picture: null,
});

describe('createmessage', () => {
  it('starts the 1:1 thread, answers the thread and the message, and reuses the thread after', async () => {
    const a = await newMember(t.app);
    const b = await newMember(t.app);
    const first = await send(a, { upclubusers: [b.id], text: 'Hi B' });
    expect(first).toEqual({
      messagethread: expect.any(Number),
      thread: {
        messagethread: first.messagethread,
        messagethreadname: null,
        members: { upclubusers_count: 1, upclubusers: [card(b)] },
        latest_message: { upclubuser: a.id, username: a.username, text: 'Hi B', song_post: null },
        already_read: true,
        notification_age: 'now',
        song_post: null,
        is_group: false,
      },
      message: {
        message: expect.any(Number),
        messagethread: first.messagethread,
        text: 'Hi B',
        thesongpost: null,
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        upclubuser: a.id,
        username: a.username,
        thumbnail_picture: null,
        song: null,
        song_post: null,
      },
    });
    // A new message to the same person (either way round) goes to the same thread.
    expect((await send(b, { upclubusers: [a.id], text: 'Hi A' })).messagethread).toBe(first.messagethread);
    expect((await send(a, { messagethread: first.messagethread, text: 'again' })).messagethread).toBe(
      first.messagethread,
    );
    expect((await threadsOf(a)).map((th) => th.messagethread)).toEqual([first.messagethread]);
    expect((await messagesOf(b, first.messagethread)).json().count).toBe(3);
  });

  it('carries a song: thesongpost with its cached track, and text with it when given', async () => {
    const a = await newMember(t.app);
    const b = await newMember(t.app);
    const { song_post } = await postSong(t.app, a.headers, { song: 'track03', title: 'Three', post_type: 1 });
    const { message, thread } = await send(a, { upclubusers: [b.id], song_post });
    expect(message).toMatchObject({
      text: '',
      song: 'track03',
      song_post,
      thesongpost: {
        song_post,
        song: 'track03',
        title: 'Three',
        post_type: 1,
        track_details: expect.objectContaining({ id: 'track03', name: 'Song number 3' }),
      },
    });
    expect(thread).toMatchObject({ song_post, latest_message: { text: '', song_post } });
    const both = await send(b, { messagethread: thread.messagethread, text: 'Love it', song_post });
    expect(both.message).toMatchObject({ text: 'Love it', song_post });
  });

  it('starts a group with several users; checkmessagethread finds exactly those members', async () => {
    const [a, b, c, d] = await Promise.all([1, 2, 3, 4].map(() => newMember(t.app)));
    const check = (who: Member, upclubusers: number[]) =>
      post(t.app, '/api/v1/checkmessagethread/', { upclubusers }, who.headers);
    expect((await check(a, [b.id, c.id])).json()).toEqual({ messagethread: null });

    const group = await send(a, { upclubusers: [b.id, c.id, b.id], text: 'Band?' });
    expect(group.thread).toMatchObject({ is_group: true, members: { upclubusers_count: 2 } });
    expect(group.thread.members.upclubusers.map((u) => u.upclubuser).sort()).toEqual([b.id, c.id].sort());
    // Every member finds it, whatever the order; a different set of people does not.
    expect((await check(a, [c.id, b.id])).json()).toEqual({ messagethread: group.messagethread });
    expect((await check(b, [a.id, c.id])).json()).toEqual({ messagethread: group.messagethread });
    expect((await check(a, [b.id])).json()).toEqual({ messagethread: null });
    expect((await check(a, [b.id, c.id, d.id])).json()).toEqual({ messagethread: null });
    expect((await check(d, [b.id, c.id])).json()).toEqual({ messagethread: null });
    // The 1:1 thread is what checkmessagethread answers for one user, once it exists.
    const direct = await send(a, { upclubusers: [b.id], text: 'just us' });
    expect(direct.messagethread).not.toBe(group.messagethread);
    expect((await check(b, [a.id])).json()).toEqual({ messagethread: direct.messagethread });
    expectFieldError(await check(a, [a.id]), 'upclubusers', MESSAGE_ERRORS.notYourself);
    expectFieldError(await check(a, []), 'upclubusers', MESSAGE_ERRORS.noUsers);
  });
});

describe('membership', () => {
  it('a stranger gets 403 on every call about the thread, and no list shows it to them', async () => {
    const [a, b, stranger] = await Promise.all([1, 2, 3].map(() => newMember(t.app)));
    const { messagethread: id } = await send(a, { upclubusers: [b.id], text: 'secret plans' });
    await patch(`/api/v1/setmessagethreadname/${id}`, { messagethreadname: 'Secret club' }, a.headers);

    const denied = [
      await info(stranger, id),
      await messagesOf(stranger, id),
      await messagesOf(stranger, id, 'songs'),
      await create(stranger.headers, { messagethread: id, text: 'let me in', song_post: null }),
      await patch(`/api/v1/setmessagethreadname/${id}`, { messagethreadname: 'Mine' }, stranger.headers),
      await patch(`/api/v1/adduserstomessagethread/${id}`, { upclubusers: [stranger.id] }, stranger.headers),
      await post(t.app, `/api/v1/leavemessagethread/${id}`, {}, stranger.headers),
    ];
    for (const res of denied) expectDetail(res, 403, SERVER_DETAIL.permissionDenied);

    for (const url of [
      '/api/v1/getmessagethreads/',
      '/api/v1/searchmessagethreads/secret',
      '/api/v1/searchmessagethreads/' + a.username,
      '/api/v1/messagessearchmessagethreadnames/secret',
    ]) {
      expect((await get(t.app, url, stranger.headers)).json()).toMatchObject({ count: 0, results: [] });
    }
    // Nothing changed for the members.
    expect((await info(a, id)).json()).toMatchObject({ messagethreadname: 'Secret club' });
    expect((await messagesOf(b, id)).json().count).toBe(1);
    expect(await unreadCount(t.app, stranger.headers)).toEqual({ notifications: 0, message_notifications: 0 });
  });

  it('a missing thread is a 404', async () => {
    const a = await newMember(t.app);
    expectDetail(await info(a, 999_999), 404, SERVER_DETAIL.notFound);
    expectDetail(await messagesOf(a, 999_999), 404, SERVER_DETAIL.notFound);
    expectDetail(
      await create(a.headers, { messagethread: 999_999, text: 'hello?', song_post: null }),
      404,
      SERVER_DETAIL.notFound,
    );
    expectDetail(await messagesOf(a, 1, 'videos'), 404, SERVER_DETAIL.notFound);
  });

  it('a member who leaves loses the thread; the others keep it without them', async () => {
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => newMember(t.app)));
    const { messagethread: id } = await send(a, { upclubusers: [b.id, c.id], text: 'hello all' });
    await send(c, { messagethread: id, text: 'hi from c' });

    const left = await post(t.app, `/api/v1/leavemessagethread/${id}`, {}, c.headers);
    expect({ status: left.statusCode, body: left.json() }).toEqual({
      status: 200,
      body: { detail: LEFT_THREAD_DETAIL },
    });

    expect(await threadsOf(c)).toEqual([]);
    expectDetail(await info(c, id), 403, SERVER_DETAIL.permissionDenied);
    expectDetail(await messagesOf(c, id), 403, SERVER_DETAIL.permissionDenied);
    expectDetail(
      await create(c.headers, { messagethread: id, text: 'back?', song_post: null }),
      403,
      SERVER_DETAIL.permissionDenied,
    );
    expectDetail(
      await post(t.app, `/api/v1/leavemessagethread/${id}`, {}, c.headers),
      403,
      SERVER_DETAIL.permissionDenied,
    );
    // Unread messages of a left thread count no more.
    await send(a, { messagethread: id, text: 'after c left' });
    expect((await unreadCount(t.app, c.headers)).message_notifications).toBe(0);

    const forA = (await info(a, id)).json();
    expect(forA.members).toEqual({ upclubusers_count: 1, upclubusers: [card(b)] });
    // History stays, c's message included.
    const texts = (await messagesOf(b, id)).json().results.map((m: Message) => m.text);
    expect(texts).toEqual(['after c left', 'hi from c', 'hello all']);
  });

  it('after one of a pair leaves their 1:1 thread, a new message between them starts a new one', async () => {
    const [a, b] = await Promise.all([1, 2].map(() => newMember(t.app)));
    const { messagethread: old } = await send(a, { upclubusers: [b.id], text: 'one' });
    await post(t.app, `/api/v1/leavemessagethread/${old}`, {}, b.headers);
    const fresh = await send(b, { upclubusers: [a.id], text: 'two' });
    expect(fresh.messagethread).not.toBe(old);
    expect((await messagesOf(b, fresh.messagethread)).json().results.map((m: Message) => m.text)).toEqual(['two']);
    expect((await threadsOf(a)).map((th) => th.messagethread)).toEqual([fresh.messagethread, old]);
    // The last member leaving deletes the thread.
    await post(t.app, `/api/v1/leavemessagethread/${old}`, {}, a.headers);
    expectDetail(await info(a, old), 404, SERVER_DETAIL.notFound);
  });
});

describe('unread state', () => {
  it('is per member: unread for the others until they open the thread; counts unread threads', async () => {
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => newMember(t.app)));
    const group = await send(a, { upclubusers: [b.id, c.id], text: 'one' });
    await send(a, { messagethread: group.messagethread, text: 'two' });
    const direct = await send(c, { upclubusers: [b.id], text: 'psst' });

    const forB = await threadsOf(b);
    expect(forB.map((th) => [th.messagethread, th.already_read])).toEqual([
      [direct.messagethread, false],
      [group.messagethread, false],
    ]);
    expect(await unreadCount(t.app, b.headers)).toEqual({ notifications: 0, message_notifications: 2 });
    // The sender has read their own messages.
    expect((await threadsOf(a))[0].already_read).toBe(true);
    expect((await unreadCount(t.app, a.headers)).message_notifications).toBe(0);

    // Opening the group marks it read for b only.
    expect((await messagesOf(b, group.messagethread)).statusCode).toBe(200);
    expect((await info(b, group.messagethread)).json().already_read).toBe(true);
    expect(await unreadCount(t.app, b.headers)).toEqual({ notifications: 0, message_notifications: 1 });
    expect((await info(c, group.messagethread)).json().already_read).toBe(false);

    // A new message makes it unread again; b answering reads it.
    await send(c, { messagethread: group.messagethread, text: 'three' });
    expect((await info(b, group.messagethread)).json().already_read).toBe(false);
    await send(b, { messagethread: group.messagethread, text: 'four' });
    expect((await info(b, group.messagethread)).json().already_read).toBe(true);
    expect((await unreadCount(t.app, b.headers)).message_notifications).toBe(1);
  });

  it('only an answered page marks the thread read: a page past the end (404) leaves it unread', async () => {
    const [a, b] = await Promise.all([1, 2].map(() => newMember(t.app)));
    const { messagethread: id } = await send(a, { upclubusers: [b.id], text: 'one' });
    await send(a, { messagethread: id, text: 'two' });

    expectDetail(await messagesOf(b, id, 'all', 2), 404, SERVER_DETAIL.notFound);
    expectDetail(await messagesOf(b, id, 'songs', 2), 404, SERVER_DETAIL.notFound);
    expect((await info(b, id)).json().already_read).toBe(false);
    expect((await threadsOf(b))[0].already_read).toBe(false);
    expect(await unreadCount(t.app, b.headers)).toEqual({ notifications: 0, message_notifications: 1 });

    // An empty first page is answered (200): the songs of a thread without any read it too.
    expect((await messagesOf(b, id, 'songs')).json()).toMatchObject({ count: 0, results: [] });
    expect((await info(b, id)).json().already_read).toBe(true);
    expect(await unreadCount(t.app, b.headers)).toEqual({ notifications: 0, message_notifications: 0 });
  });

  it('reads the newest message and the unread state after sends both ways, leaving and coming back', async () => {
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => newMember(t.app)));
    const { messagethread: id } = await send(a, { upclubusers: [b.id, c.id], text: 'from a' });
    await send(c, { messagethread: id, text: 'from c' });
    const latest = (who: Member) => threadsOf(who).then((list) => [list[0].latest_message?.text, list[0].already_read]);
    expect(await latest(a)).toEqual(['from c', false]);
    expect(await latest(b)).toEqual(['from c', false]);
    expect(await latest(c)).toEqual(['from c', true]);

    // c leaves and is added back: a's message, older than c's own last one, is unread for c again.
    await post(t.app, `/api/v1/leavemessagethread/${id}`, {}, c.headers);
    expect((await patch(`/api/v1/adduserstomessagethread/${id}`, { upclubusers: [c.id] }, a.headers)).statusCode).toBe(
      200,
    );
    expect(await latest(c)).toEqual(['from c', false]);
    expect((await messagesOf(c, id)).statusCode).toBe(200);
    expect(await latest(c)).toEqual(['from c', true]);
    // a reads, b answers: unread for a and c, read for b.
    expect((await messagesOf(a, id)).statusCode).toBe(200);
    await send(b, { messagethread: id, text: 'from b' });
    expect([await latest(a), await latest(b), await latest(c)]).toEqual([
      ['from b', false],
      ['from b', true],
      ['from b', false],
    ]);
  });
});

describe('getmessages', () => {
  it('pages newest first, and the songs kind holds only messages with a song', async () => {
    const [a, b] = await Promise.all([1, 2].map(() => newMember(t.app)));
    const { song_post } = await postSong(t.app, a.headers, { song: 'track05', post_type: 1 });
    const { messagethread: id } = await send(a, { upclubusers: [b.id], text: 'm0' });
    // 44 more, a minute apart, every 5th with the song.
    const start = Date.now() - 60 * 60_000;
    await t.app.db.insert(messages).values(
      Array.from({ length: 44 }, (_, i) => ({
        threadId: id,
        senderId: i % 2 ? a.id : b.id,
        text: `m${i + 1}`,
        songPostId: (i + 1) % 5 === 0 ? song_post : null,
        createdAt: new Date(start + (i + 1) * 60_000),
      })),
    );
    await t.app.db.delete(messages).where(eq(messages.text, 'm0'));
    const total = 44;

    const first = (await messagesOf(b, id)).json();
    expect(first.count).toBe(total);
    expect(first.results).toHaveLength(API_PAGE_SIZE);
    expect(first.results[0].text).toBe('m44');
    expect(first.next).toBe(`${t.app.config.publicUrl}/api/v1/getmessages/${id}/all?page=2`);
    expect(first.previous).toBeNull();
    const third = (await messagesOf(b, id, 'all', 3)).json();
    expect(third.results.map((m: Message) => m.text)).toEqual(['m4', 'm3', 'm2', 'm1']);
    expect(third.next).toBeNull();
    expectDetail(await messagesOf(b, id, 'all', 4), 404, SERVER_DETAIL.notFound);

    const all = await followAll<Message>(t.app, `/api/v1/getmessages/${id}/all`, b.headers, t.app.config.publicUrl);
    expect(all.pages).toBe(3);
    expect(new Set(all.results.map((m) => m.message)).size).toBe(total);

    const songs = (await messagesOf(b, id, 'songs')).json();
    expect(songs.count).toBe(8);
    expect(songs.results.map((m: Message) => m.text)).toEqual(['m40', 'm35', 'm30', 'm25', 'm20', 'm15', 'm10', 'm5']);
    expect(songs.results.every((m: Message) => m.song_post === song_post && m.thesongpost?.song === 'track05')).toBe(
      true,
    );
  });

  it('keeps a message whose post was deleted, without its song', async () => {
    const [a, b] = await Promise.all([1, 2].map(() => newMember(t.app)));
    const { song_post } = await postSong(t.app, a.headers, { song: 'track06' });
    const { messagethread: id } = await send(a, { upclubusers: [b.id], text: 'listen', song_post });
    await t.app.inject({ method: 'DELETE', url: `/api/v1/deletesong/${song_post}`, headers: a.headers });
    const [message] = (await messagesOf(b, id)).json().results;
    expect(message).toMatchObject({ text: 'listen', thesongpost: null, song: null, song_post: null });
    expect((await messagesOf(b, id, 'songs')).json()).toMatchObject({ count: 0, results: [] });
  });
});

describe('searches', () => {
  it('find the caller’s threads by name, member or message text; names only by name; users never the caller', async () => {
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => newMember(t.app)));
    const named = await send(a, { upclubusers: [b.id, c.id], text: 'rehearsal at nine' });
    await patch(`/api/v1/setmessagethreadname/${named.messagethread}`, { messagethreadname: 'Jazz Night' }, a.headers);
    const direct = await send(a, { upclubusers: [c.id], text: 'Jazz tickets?' });

    const ids = async (url: string) =>
      (await get(t.app, url, a.headers)).json().results.map((th: MessageThread) => th.messagethread);
    expect(await ids('/api/v1/searchmessagethreads/jazz')).toEqual([direct.messagethread, named.messagethread]);
    expect(await ids('/api/v1/searchmessagethreads/REHEARSAL')).toEqual([named.messagethread]);
    expect(await ids(`/api/v1/searchmessagethreads/${b.username}`)).toEqual([named.messagethread]);
    expect(await ids('/api/v1/searchmessagethreads/100%25')).toEqual([]);
    expect(await ids('/api/v1/messagessearchmessagethreadnames/jazz')).toEqual([named.messagethread]);
    expect(await ids('/api/v1/messagessearchmessagethreadnames/tickets')).toEqual([]);

    const users = (await get(t.app, `/api/v1/messagessearchusername/${a.username.slice(0, 4)}`, a.headers)).json();
    expect(users.results.length).toBeGreaterThan(0);
    expect(users.results.map((u: { upclubuser: number }) => u.upclubuser)).not.toContain(a.id);
    const exact = (await get(t.app, `/api/v1/messagessearchusername/${b.username}`, a.headers)).json();
    expect(exact.results).toEqual([card(b)]);
  });

  it('pages the thread list', async () => {
    const me = await newMember(t.app);
    const others = await Promise.all(Array.from({ length: API_PAGE_SIZE + 3 }, () => newMember(t.app)));
    for (const other of others) await send(other, { upclubusers: [me.id], text: `from ${other.username}` });
    const first = (await get(t.app, '/api/v1/getmessagethreads/', me.headers)).json();
    expect(first).toMatchObject({ count: API_PAGE_SIZE + 3, previous: null });
    expect(first.results).toHaveLength(API_PAGE_SIZE);
    expect(first.results[0].members.upclubusers[0].upclubuser).toBe(others.at(-1)!.id);
    const all = await followAll<MessageThread>(t.app, '/api/v1/getmessagethreads/', me.headers, t.app.config.publicUrl);
    expect(all.results.map((th) => th.members.upclubusers[0].upclubuser)).toEqual(others.map((o) => o.id).reverse());
    expect(await unreadCount(t.app, me.headers)).toEqual({
      notifications: 0,
      message_notifications: API_PAGE_SIZE + 3,
    });
  });
});

describe('settings: name, members', () => {
  it('any member names the thread; the name is required, trimmed and kept as written', async () => {
    const [a, b] = await Promise.all([1, 2].map(() => newMember(t.app)));
    const { messagethread: id } = await send(a, { upclubusers: [b.id], text: 'hi' });
    const name = '  Ünïcode 🎸🎶 فرقة الجاز  ';
    const res = await patch(`/api/v1/setmessagethreadname/${id}`, { messagethreadname: name }, b.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ messagethread: id, messagethreadname: name.trim() });
    expect((await threadsOf(a))[0].messagethreadname).toBe('Ünïcode 🎸🎶 فرقة الجاز');
    expectFieldError(
      await patch(`/api/v1/setmessagethreadname/${id}`, { messagethreadname: '   ' }, a.headers),
      'messagethreadname',
      MSG.required,
    );
    expectFieldError(
      await patch(`/api/v1/setmessagethreadname/${id}`, {}, a.headers),
      'messagethreadname',
      MSG.required,
    );
    expectFieldError(
      await patch(`/api/v1/setmessagethreadname/${id}`, { messagethreadname: 'x'.repeat(151) }, a.headers),
      'messagethreadname',
      MESSAGE_ERRORS.nameLength,
    );
  });

  it('adding to a 1:1 thread makes it a group whose history the new member sees', async () => {
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => newMember(t.app)));
    const { messagethread: id } = await send(a, { upclubusers: [b.id], text: 'before c' });
    const res = await patch(`/api/v1/adduserstomessagethread/${id}`, { upclubusers: [c.id, b.id] }, a.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ messagethread: id, is_group: true, members: { upclubusers_count: 2 } });
    // New to c, so unread until c opens it; the history is there.
    expect((await info(c, id)).json().already_read).toBe(false);
    expect((await messagesOf(c, id)).json().results.map((m: Message) => m.text)).toEqual(['before c']);
    expect((await info(c, id)).json().already_read).toBe(true);
    // The pair's next 1:1 message starts a new thread.
    expect((await send(b, { upclubusers: [a.id], text: 'just us' })).messagethread).not.toBe(id);

    expectFieldError(
      await patch(`/api/v1/adduserstomessagethread/${id}`, { upclubusers: [c.id] }, b.headers),
      'upclubusers',
      MESSAGE_ERRORS.alreadyMembers,
    );
    expect(
      (await patch(`/api/v1/adduserstomessagethread/${id}`, { upclubusers: [999_999] }, a.headers)).json(),
    ).toEqual({ upclubusers: ['Invalid pk "999999" - object does not exist.'] });
    expectFieldError(
      await patch(`/api/v1/adduserstomessagethread/${id}`, { upclubusers: [] }, a.headers),
      'upclubusers',
      MESSAGE_ERRORS.noUsers,
    );
  });

  it('keeps members plus new ones under the picker limit of 25', async () => {
    const people = await Promise.all(Array.from({ length: USER_PICKER_MAX + 1 }, () => newMember(t.app)));
    const [owner, ...rest] = people;
    // 25 others on a new thread is over; 24 is the most.
    expectFieldError(
      await create(owner.headers, {
        messagethread: null,
        text: 'all',
        song_post: null,
        upclubusers: rest.map((p) => p.id),
      }),
      'upclubusers',
      MESSAGE_ERRORS.tooManyUsers,
    );
    const { messagethread: id, thread } = await send(owner, {
      upclubusers: rest.slice(0, 20).map((p) => p.id),
      text: 'x',
    });
    expect(thread.members.upclubusers_count).toBe(20);
    // 20 members besides the owner, plus 5, is 25: refused; plus 4 is 24: fine.
    expectFieldError(
      await patch(
        `/api/v1/adduserstomessagethread/${id}`,
        { upclubusers: rest.slice(20, 25).map((p) => p.id) },
        owner.headers,
      ),
      'upclubusers',
      MESSAGE_ERRORS.tooManyUsers,
    );
    const ok = await patch(
      `/api/v1/adduserstomessagethread/${id}`,
      { upclubusers: rest.slice(20, 24).map((p) => p.id) },
      owner.headers,
    );
    expect(ok.json().members.upclubusers_count).toBe(24);
  });
});

describe('bad input', () => {
  it('refuses text over the limit with the spec’s message, and empty messages', async () => {
    const [a, b] = await Promise.all([1, 2].map(() => newMember(t.app)));
    const { messagethread: id } = await send(a, { upclubusers: [b.id], text: 'hi' });
    const to = (body: object) => create(a.headers, { messagethread: id, song_post: null, ...body });

    expectFieldError(await to({ text: 'x'.repeat(MESSAGE_TEXT_MAX_LENGTH + 1) }), 'text', 'Maximum of 1000 characters');
    expect((await to({ text: 'x'.repeat(MESSAGE_TEXT_MAX_LENGTH) })).statusCode).toBe(201);
    // An emoji is one character: 1000 of them fit.
    expect((await to({ text: '🎸'.repeat(MESSAGE_TEXT_MAX_LENGTH) })).statusCode).toBe(201);
    expectFieldError(await to({ text: '🎸'.repeat(MESSAGE_TEXT_MAX_LENGTH + 1) }), 'text', MESSAGE_ERRORS.textLength);

    for (const text of ['', '   \n\t ', undefined]) {
      expectFieldError(await to({ text }), 'non_field_errors', MESSAGE_ERRORS.empty);
    }
    expectFieldError(
      await create(a.headers, { messagethread: null, text: 'hi', song_post: null, upclubusers: [] }),
      'upclubusers',
      MESSAGE_ERRORS.noUsers,
    );
    expectFieldError(
      await create(a.headers, { messagethread: null, text: 'hi', song_post: null, upclubusers: [a.id] }),
      'upclubusers',
      MESSAGE_ERRORS.notYourself,
    );
    expect(
      (await create(a.headers, { messagethread: null, text: 'hi', song_post: null, upclubusers: [999_999] })).json(),
    ).toEqual({ upclubusers: ['Invalid pk "999999" - object does not exist.'] });
    expect((await to({ text: 'hi', song_post: 999_999 })).json()).toEqual({
      song_post: ['Invalid pk "999999" - object does not exist.'],
    });
    expect((await to({ text: 'hi', messagethread: 'one' })).statusCode).toBe(400);
    // Nothing refused was stored.
    expect((await messagesOf(b, id)).json().count).toBe(3);
  });

  it('stores markup as text and keeps emoji and right-to-left text as written', async () => {
    const [a, b] = await Promise.all([1, 2].map(() => newMember(t.app)));
    const texts = [
      '<script>alert("x")</script><b>bold</b> &amp; <img src=x onerror=alert(1)>',
      'שלום 👋 مرحبا بالعالم 🌍 — mixed ltr',
      '👨‍👩‍👧‍👦🏳️‍🌈 family and flag',
    ];
    const { messagethread: id } = await send(a, { upclubusers: [b.id], text: texts[0] });
    for (const text of texts.slice(1)) await send(a, { messagethread: id, text });
    const stored = (await messagesOf(b, id)).json().results.map((m: Message) => m.text);
    expect(stored).toEqual([...texts].reverse());
    expect((await threadsOf(b))[0].latest_message?.text).toBe(texts[2]);
  });
});

describe('migration 0010 (the read facts kept per thread and member)', () => {
  it('backfills existing threads as the old reads found them: newest message, unread per member', async () => {
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => newMember(t.app)));
    const { messagethread: group } = await send(a, { upclubusers: [b.id, c.id], text: 'start' });
    const { messagethread: direct } = await send(b, { upclubusers: [c.id], text: 'hey' });
    const start = Date.now() - 60 * 60_000;
    // History written before the migration (no facts kept), a deleted user's message among it;
    // c read the group half-way.
    await t.app.db.insert(messages).values([
      { threadId: group, senderId: b.id, text: 'b1', createdAt: new Date(start + 60_000) },
      { threadId: group, senderId: null, text: 'gone', createdAt: new Date(start + 120_000) },
      { threadId: group, senderId: c.id, text: 'c1', createdAt: new Date(start + 180_000) },
      { threadId: direct, senderId: c.id, text: 'c2', createdAt: new Date(start + 240_000) },
    ]);
    await t.app.db.delete(messages).where(sql`${messages.text} in ('start', 'hey')`);
    await t.app.db
      .update(messageThreadMembers)
      .set({ lastReadAt: new Date(start + 150_000), lastIncomingAt: null })
      .where(eq(messageThreadMembers.userId, c.id));
    await t.app.db
      .update(messageThreadMembers)
      .set({ lastReadAt: null, lastIncomingAt: null })
      .where(sql`${messageThreadMembers.userId} in (${a.id}, ${b.id})`);
    await t.app.db.update(messageThreads).set({ lastMessageId: null });

    const migration = fs.readFileSync(path.join(MIGRATIONS_DIR, '0010_message_read_facts.sql'), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint').filter((s) => /^\s*(--.*\n)*\s*UPDATE/.test(s)))
      await t.app.db.execute(sql.raw(statement));

    // The old reads' definitions, over the messages themselves.
    const expected = rowsOf<{ thread_id: number; user_id: number; unread: boolean; latest: string }>(
      await t.app.db.execute(sql`
        select m.thread_id, m.user_id,
          exists(select 1 from messages x where x.thread_id = m.thread_id and x.sender_id is distinct from m.user_id
            and x.created_at > coalesce(m.last_read_at, '-infinity'::timestamptz)) as unread,
          (select x.text from messages x where x.thread_id = m.thread_id order by x.created_at desc, x.id desc limit 1) as latest
        from message_thread_members m where m.thread_id in (${group}, ${direct})`),
    );
    expect(expected).toHaveLength(5);
    for (const who of [a, b, c]) {
      const list = await threadsOf(who);
      for (const row of expected.filter((r) => r.user_id === who.id)) {
        const thread = list.find((th) => th.messagethread === row.thread_id);
        expect([row.thread_id, who.id, thread?.latest_message?.text, thread?.already_read]).toEqual([
          row.thread_id,
          who.id,
          row.latest,
          !row.unread,
        ]);
      }
    }
    // Spelled out: c read the group after the deleted user's message (c's own came later), and
    // the 1:1 thread holds c's message only.
    expect((await info(c, group)).json().already_read).toBe(true);
    expect((await info(c, direct)).json().already_read).toBe(true);
    expect((await info(b, direct)).json()).toMatchObject({ already_read: false, latest_message: { text: 'c2' } });
    expect((await info(a, group)).json()).toMatchObject({ already_read: false, latest_message: { text: 'c1' } });
  });
});
