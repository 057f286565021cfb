import { desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import {
  BIO_MAX_LENGTH,
  BROADCAST_TEXT_MAX_LENGTH,
  CAPTION_MAX_LENGTH,
  CLUB_DESCRIPTION_MAX_LENGTH,
  CLUB_NAME_MAX_LENGTH,
  COMMENT_MAX_LENGTH,
  MESSAGE_TEXT_MAX_LENGTH,
  MESSAGE_THREAD_NAME_MAX_LENGTH,
  USER_TYPE_BROADCAST,
} from '@upclub/shared/constants';
import { HOSTILE_TEXTS, INVALID_UTF8, type HostileText } from '@upclub/testing/hostileText';
import { messages, userEvents } from '../src/db/schema';
import { buildTestApp, newMember, signupBody, type TestApp } from './helpers';
import { fixtureResolver, followAll, get, post, postSong } from './music';

// Issue 13, fuzzing: every text field of the API takes the hostile corpus. For each text the API
// answers 400 with a message, or stores it exactly (read back through the API equals what was
// sent); never 500. NUL and lone surrogates cannot be stored, so they must be refused; so must a
// body that is not UTF-8. Runs on PGlite, and on PostgreSQL with DATABASE_URL.

type Member = Awaited<ReturnType<typeof newMember>>;

let t: TestApp;
let me: Member;
let friend: Member;
let other: Member;
let staff: Member;
let songPost: number;
let thread: number;
let club: number;

beforeAll(async () => {
  // Hundreds of writes by one user, dozens of broadcasts by one staff user: the per-user write
  // and broadcast limits (tested in limits.test.ts, fanout-limits.test.ts) are off.
  t = await buildTestApp({
    trackResolver: fixtureResolver(),
    writeLimit: { perMinute: 0, perHour: 0 },
    broadcastsPerHour: 0,
  });
  [me, friend, other, staff] = [
    await newMember(t.app),
    await newMember(t.app),
    await newMember(t.app),
    await newMember(t.app),
  ];
  await t.app.users.update(staff.id, { userType: USER_TYPE_BROADCAST });
  songPost = (await postSong(t.app, me.headers)).song_post;
  const group = await post(
    t.app,
    '/api/v1/createmessage/',
    { messagethread: null, text: 'hello', song_post: null, upclubusers: [friend.id, other.id] },
    me.headers,
  );
  thread = group.json().messagethread;
  const created = await post(t.app, '/api/v1/createclub/', { club_name: 'Fuzz club' }, me.headers);
  club = created.json().club;
});
afterAll(() => t.close());

const json = (res: LightMyRequestResponse) => res.json() as Record<string, unknown>;

interface Field {
  name: string;
  /** The field's limit in characters, where the spec has one; markup that fits must be stored. */
  max?: number;
  send(text: string): { method: 'POST' | 'PATCH'; url: string; payload: Record<string, unknown> };
  /** The text as the API answers it back after a successful write. */
  read(answer: LightMyRequestResponse): Promise<unknown>;
}

const getJson = async (url: string, who: Member = me) => json(await get(t.app, url, who.headers));
const first = (page: Record<string, unknown>) => (page.results as Array<Record<string, unknown>>)[0];

const FIELDS: Field[] = [
  {
    name: 'post caption',
    max: CAPTION_MAX_LENGTH,
    send: (text) => ({
      method: 'POST',
      url: '/api/v1/postsong/',
      payload: { song: 'track02', title: '', comment: text, mentions: [], post_type: 2 },
    }),
    read: async (res) => (await getJson(`/api/v1/getsongpost/${json(res).song_post}`)).comment,
  },
  {
    name: 'post title',
    send: (text) => ({
      method: 'POST',
      url: '/api/v1/postsong/',
      payload: { song: 'track02', title: text, comment: '', mentions: [], post_type: 2 },
    }),
    read: async (res) => (await getJson(`/api/v1/getsongpost/${json(res).song_post}`)).title,
  },
  {
    name: 'comment',
    send: (text) => ({
      method: 'POST',
      url: '/api/v1/postfirstlevelcomment/',
      payload: { song_post: songPost, text, mentions: [] },
    }),
    max: COMMENT_MAX_LENGTH,
    // Newest first: the comment just written leads the first page.
    read: async (res) => {
      const newest = first(await getJson(`/api/v1/getfirstlevelcomments/${songPost}`));
      expect(newest.comment).toBe(json(res).comment);
      return newest.text;
    },
  },
  {
    name: 'reply',
    send: (text) => ({
      method: 'POST',
      url: '/api/v1/postsecondlevelcomment/',
      payload: { comment_parent: parentComment, text, mentions: [] },
    }),
    max: COMMENT_MAX_LENGTH,
    read: async (res) => {
      const replies = await followAll<Record<string, unknown>>(
        t.app,
        `/api/v1/getsecondlevelcomments/${parentComment}`,
        me.headers,
        t.app.config.publicUrl,
      );
      return replies.results.find((r) => r.comment === json(res).comment)?.text;
    },
  },
  {
    name: 'message text',
    max: MESSAGE_TEXT_MAX_LENGTH,
    send: (text) => ({
      method: 'POST',
      url: '/api/v1/createmessage/',
      payload: { messagethread: thread, text, song_post: null, upclubusers: [] },
    }),
    read: async (res) => {
      const newest = first(await getJson(`/api/v1/getmessages/${thread}/all`, friend));
      expect(newest.message).toBe((json(res).message as Record<string, unknown>).message);
      return newest.text;
    },
  },
  {
    name: 'thread name',
    max: MESSAGE_THREAD_NAME_MAX_LENGTH,
    send: (text) => ({
      method: 'PATCH',
      url: `/api/v1/setmessagethreadname/${thread}`,
      payload: { messagethreadname: text },
    }),
    read: async () => (await getJson(`/api/v1/getmessagethreadinfo/${thread}`, friend)).messagethreadname,
  },
  ...(['profile_description', 'profile_twitter', 'profile_instagram', 'first_name', 'last_name'] as const).map(
    (key): Field => ({
      name: `profile ${key}`,
      max: key === 'profile_description' ? BIO_MAX_LENGTH : undefined,
      send: (text) => ({ method: 'PATCH', url: '/api/v1/updateprofile/', payload: { [key]: text } }),
      read: async () => (await getJson(`/api/v1/getprofile/${me.id}`, friend))[key],
    }),
  ),
  {
    name: 'username (register)',
    send: (text) => ({ method: 'POST', url: '/api/v1/register/', payload: signupBody({ username: text }) }),
    read: async (res) => (await getJson(`/api/v1/getprofilelite/${json(res).upclubuser}`)).username,
  },
  {
    name: 'club name (create)',
    max: CLUB_NAME_MAX_LENGTH,
    send: (text) => ({ method: 'POST', url: '/api/v1/createclub/', payload: { club_name: text } }),
    read: async (res) => (await getJson(`/api/v1/getclub/${json(res).club}`, friend)).club_name,
  },
  {
    name: 'club name (update)',
    max: CLUB_NAME_MAX_LENGTH,
    send: (text) => ({ method: 'PATCH', url: `/api/v1/updateclub/${club}`, payload: { club_name: text } }),
    read: async () => (await getJson(`/api/v1/getclub/${club}`, friend)).club_name,
  },
  {
    name: 'club description',
    max: CLUB_DESCRIPTION_MAX_LENGTH,
    send: (text) => ({ method: 'PATCH', url: `/api/v1/updateclub/${club}`, payload: { club_description: text } }),
    read: async () => (await getJson(`/api/v1/getclub/${club}`, friend)).club_description,
  },
  {
    name: 'broadcast toast',
    max: BROADCAST_TEXT_MAX_LENGTH,
    send: (text) => ({
      method: 'POST',
      url: '/api/v1/pushnotificationbroadcasttext/',
      payload: { text_message: text },
    }),
    // What a recipient's events stream delivers: the stored event's data.
    read: async () => {
      const [event] = await t.app.db
        .select({ data: userEvents.data })
        .from(userEvents)
        .where(eq(userEvents.userId, friend.id))
        .orderBy(desc(userEvents.id))
        .limit(1);
      return (event.data as { text?: unknown }).text;
    },
  },
  {
    name: 'send-to-all text',
    max: BROADCAST_TEXT_MAX_LENGTH,
    send: (text) => ({ method: 'POST', url: '/api/v1/sendtoallmessagetext/', payload: { text } }),
    read: async () => {
      const [row] = await t.app.db
        .select({ thread: messages.threadId })
        .from(messages)
        .where(eq(messages.senderId, staff.id))
        .orderBy(desc(messages.id))
        .limit(1);
      return first(await getJson(`/api/v1/getmessages/${row.thread}/all`, staff)).text;
    },
  },
];

let parentComment: number;
beforeAll(async () => {
  const res = await post(
    t.app,
    '/api/v1/postfirstlevelcomment/',
    { song_post: songPost, text: 'parent', mentions: [] },
    me.headers,
  );
  parentComment = res.json().comment;
});

const senderOf = (field: Field) =>
  field.name.startsWith('send-to-all') || field.name.startsWith('broadcast') ? staff : me;

/** A 400 must say why: a `detail`, or a message under a field. */
function messagesIn(body: Record<string, unknown>): string[] {
  return Object.values(body).flatMap((v) =>
    typeof v === 'string' ? [v] : Array.isArray(v) ? v.filter((m) => typeof m === 'string') : [],
  );
}

const fits = (field: Field, text: string) =>
  field.max !== undefined && text.length <= field.max && Array.from(text).length <= field.max;

describe.each(FIELDS)('$name', (field) => {
  it.each(HOSTILE_TEXTS.map((h): [string, HostileText] => [h.name, h]))(
    'answers 400 or stores exactly: %s',
    async (_name, hostile) => {
      const { method, url, payload } = field.send(hostile.text);
      const res = await t.app.inject({ method, url, payload, headers: senderOf(field).headers });
      const outcome = { field: field.name, text: hostile.name, status: res.statusCode };
      // Markup is text: a field with room for it stores it rather than refusing it.
      const mustStore = hostile.kind === 'markup' && fits(field, hostile.text);
      if (res.statusCode === 400) {
        expect({ ...outcome, explained: messagesIn(json(res)).length > 0, mustStore }).toEqual({
          ...outcome,
          explained: true,
          mustStore: false,
        });
        return;
      }
      expect({ ...outcome, accepted: hostile.kind !== 'unstorable' && res.statusCode < 300 }).toEqual({
        ...outcome,
        accepted: true,
      });
      expect({ ...outcome, stored: await field.read(res) }).toEqual({ ...outcome, stored: hostile.text });
    },
  );

  it.each(INVALID_UTF8.map((bad): [string, readonly number[]] => [bad.name, bad.bytes]))(
    'refuses a body that is not UTF-8: %s',
    async (_name, bytes) => {
      const marker = 'MARKER';
      const { method, url, payload } = field.send(`a${marker}b`);
      const [before, after] = JSON.stringify(payload).split(marker);
      const body = Buffer.concat([Buffer.from(before), Buffer.from(bytes), Buffer.from(after)]);
      const res = await t.app.inject({
        method,
        url,
        payload: body,
        headers: { ...senderOf(field).headers, 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(400);
      expect(messagesIn(json(res)).length).toBeGreaterThan(0);
    },
  );
});

/** A URL path segment of any text, lone surrogates as the bytes a careless client would send. */
function pathSegment(text: string): string {
  return Array.from(text)
    .map((ch) => {
      const c = ch.codePointAt(0)!;
      if (c < 0xd800 || c > 0xdfff) return encodeURIComponent(ch);
      return [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    })
    .join('');
}

describe('search queries', () => {
  const SEARCHES: Array<(q: string) => string> = [
    (q) => `/api/v1/searchusername/${q}`,
    (q) => `/api/v1/searchusernameweb/${q}`,
    (q) => `/api/v1/searchsongposttitle/${q}`,
    (q) => `/api/v1/searchmessagethreads/${q}`,
    (q) => `/api/v1/messagessearchusername/${q}`,
    (q) => `/api/v1/messagessearchmessagethreadnames/${q}`,
    (q) => `/api/v1/getprofileviausername/${q}`,
    (q) => `/api/v1/getallclubs/?searchstring=${q}`,
    (q) => `/api/v1/clubsearchusername/${club}?searchstring=${q}`,
  ];
  const QUERIES = [
    ...HOSTILE_TEXTS.map((h) => [h.name, pathSegment(h.text)]),
    ...INVALID_UTF8.map((bad) => [bad.name, bad.bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('')]),
    ['raw NUL', '%00'],
  ];

  // 200 (found or none), 400 (refused), 404 (a path that cannot be) or 414 (a URL too long).
  it.each(QUERIES)('answers without a server error: %s', async (name, query) => {
    for (const url of SEARCHES) {
      const res = await get(t.app, url(query), me.headers);
      expect({ name, url: url('…'), status: res.statusCode }).toEqual({
        name,
        url: url('…'),
        status: [200, 400, 404, 414].includes(res.statusCode) ? res.statusCode : 'one of 200, 400, 404, 414',
      });
      if (res.statusCode === 400) expect(messagesIn(json(res)).length).toBeGreaterThan(0);
    }
  });
});
