import type { FastifyInstance } from 'fastify';
import { buildTestApp, createTestStore, newMember, type TestApp, type TestStore } from './helpers';
import { fixtureResolver, get, post, postSong } from './music';

// The read caches of profiles and comment replies (issue 8), and the messages pages' statements:
// whatever is cached, a profile edit, a follow, a like, a post, a club, a reply and a message
// are seen by the very next read, in the process that wrote and (on PostgreSQL) in another one.

const SERVER_URL = process.env.DATABASE_URL;
type Member = Awaited<ReturnType<typeof newMember>>;

/** Retries `check` until it passes (another process hears of a write a few milliseconds later). */
async function eventually(check: () => Promise<void>, timeoutMs = 3_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((r) => setTimeout(r, 25));
    }
  }
}

async function read(app: FastifyInstance, url: string, who: Member) {
  const res = await get(app, `/api/v1/${url}`, who.headers);
  expect(res.statusCode).toBe(200);
  return res.json();
}

const profileOf = (app: FastifyInstance, user: Member, who: Member) => read(app, `getprofile/${user.id}`, who);

function patchProfile(app: FastifyInstance, who: Member, payload: object) {
  return app.inject({ method: 'PATCH', url: '/api/v1/updateprofile/', payload, headers: who.headers });
}

/** A first-level comment on a new post of `author`, by `who`. */
async function commentOn(app: FastifyInstance, author: Member, who: Member): Promise<number> {
  const song = await postSong(app, author.headers);
  const res = await post(
    app,
    '/api/v1/postfirstlevelcomment/',
    { song_post: song.song_post, text: 'hi', mentions: [] },
    who.headers,
  );
  expect(res.statusCode).toBe(201);
  return res.json().comment;
}

/** The statements `work` sends to the database (both drivers send every one through client.query). */
async function statementsOf(app: FastifyInstance, work: () => Promise<unknown>): Promise<string[]> {
  const statements: string[] = [];
  const db = app.db as unknown as { session: { client: { query: (...args: unknown[]) => unknown } } };
  const client = db.session.client;
  const original = client.query;
  client.query = function (this: unknown, ...args: unknown[]) {
    const first = args[0];
    statements.push(typeof first === 'string' ? first : JSON.stringify(first));
    return original.apply(this, args);
  };
  try {
    await work();
  } finally {
    client.query = original;
  }
  return statements;
}

describe('in one process', () => {
  let t: TestApp;
  let author: Member;
  let reader: Member;
  beforeAll(async () => {
    t = await buildTestApp({ trackResolver: fixtureResolver() });
    author = await newMember(t.app);
    reader = await newMember(t.app);
  });
  afterAll(() => t.close());

  it('shows a profile edit and a new username on the next read, by id and by username', async () => {
    await profileOf(t.app, author, reader);
    await read(t.app, `getprofileviausername/${author.username}`, reader);
    const renamed = `${author.username}x`;
    const res = await patchProfile(t.app, author, { profile_description: 'New bio', username: renamed });
    expect(res.statusCode).toBe(200);
    expect(await profileOf(t.app, author, reader)).toMatchObject({ profile_description: 'New bio', username: renamed });
    expect(await read(t.app, `getprofileviausername/${renamed.toUpperCase()}`, reader)).toMatchObject({
      upclubuser: author.id,
      profile_description: 'New bio',
    });
    expect((await get(t.app, `/api/v1/getprofileviausername/${author.username}`, reader.headers)).statusCode).toBe(404);
    author.username = renamed;
  });

  it('answers the email and phone number to their owner only, cached or not', async () => {
    const other = await profileOf(t.app, author, reader);
    expect(other).not.toHaveProperty('email');
    expect(other).not.toHaveProperty('phone_number');
    const own = await profileOf(t.app, author, author);
    expect(own).toMatchObject({ email: author.email, phone_number: null });
    expect(await read(t.app, 'myprofile', author)).toEqual(own);
    expect(await profileOf(t.app, author, reader)).toEqual(other);
  });

  it('shows a follow and an unfollow on the next read of both profiles', async () => {
    const before = await profileOf(t.app, author, reader);
    const mine = await read(t.app, 'myprofile', reader);
    expect(before.followed).toBe(false);

    expect((await post(t.app, '/api/v1/follow/', { upclubuser_followee: author.id }, reader.headers)).statusCode).toBe(
      200,
    );
    expect(await profileOf(t.app, author, reader)).toMatchObject({ followed: true, followers: before.followers + 1 });
    expect(await read(t.app, 'myprofile', reader)).toMatchObject({ followings: mine.followings + 1 });
    // Another viewer sees the count, but not the follow as theirs.
    expect(await profileOf(t.app, author, author)).toMatchObject({ followed: false, followers: before.followers + 1 });

    expect(
      (await post(t.app, '/api/v1/unfollow/', { upclubuser_followee: author.id }, reader.headers)).statusCode,
    ).toBe(200);
    expect(await profileOf(t.app, author, reader)).toMatchObject({ followed: false, followers: before.followers });
    expect(await read(t.app, 'myprofile', reader)).toMatchObject({ followings: mine.followings });
  });

  it('counts a new post, a like, a deleted post and a new club on the next read', async () => {
    const before = await profileOf(t.app, author, reader);
    const likes = (await read(t.app, 'myprofile', reader)).likes_given;
    const song = await postSong(t.app, author.headers);
    expect(await profileOf(t.app, author, reader)).toMatchObject({ posts: before.posts + 1 });

    await post(t.app, '/api/v1/likesongpost/', { song_post: song.song_post }, reader.headers);
    expect(await read(t.app, 'myprofile', reader)).toMatchObject({ likes_given: likes + 1 });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/deletesong/${song.song_post}`,
      headers: author.headers,
    });
    expect(deleted.statusCode).toBe(204);
    expect(await read(t.app, 'myprofile', reader)).toMatchObject({ likes_given: likes });
    expect(await profileOf(t.app, author, reader)).toMatchObject({ posts: before.posts });

    const club = await post(t.app, '/api/v1/createclub/', { club_name: `Club ${author.id}` }, author.headers);
    expect(club.statusCode).toBe(201);
    expect(await profileOf(t.app, author, reader)).toMatchObject({ clubs: before.clubs + 1 });
  });

  it('counts a club curated from an accepted request, and no more once removed', async () => {
    const club = await post(t.app, '/api/v1/createclub/', { club_name: `Curated ${reader.id}` }, author.headers);
    const before = (await profileOf(t.app, reader, author)).clubs;
    const asked = await post(t.app, '/api/v1/requesttocurate/', { club: club.json().club }, reader.headers);
    expect(asked.statusCode).toBe(201);
    const curator = asked.json().curator;
    expect((await profileOf(t.app, reader, author)).clubs).toBe(before);
    const patch = (url: string, payload: object) =>
      t.app.inject({ method: 'PATCH', url: `/api/v1/${url}`, payload, headers: author.headers });
    expect((await patch(`respondtocuratorrequest/${curator}`, { invite_request_state: 2 })).statusCode).toBe(200);
    expect((await profileOf(t.app, reader, author)).clubs).toBe(before + 1);
    expect((await patch(`removecuratorfromclub/${curator}`, {})).statusCode).toBeLessThan(300);
    expect((await profileOf(t.app, reader, author)).clubs).toBe(before);
  });

  it('reads a warm profile with no statement, and only the follow for a new viewer', async () => {
    await profileOf(t.app, author, reader);
    const newcomer = await newMember(t.app);
    expect(await statementsOf(t.app, () => profileOf(t.app, author, reader))).toHaveLength(0);
    expect(
      await statementsOf(t.app, () => read(t.app, `getprofileviausername/${author.username}`, reader)),
    ).toHaveLength(0);
    const first = await statementsOf(t.app, () => profileOf(t.app, author, newcomer));
    expect(first).toHaveLength(1);
    expect(first[0]).toMatch(/follows/);
  });

  it('shows a reply on the next read of the replies, which a warm page reads with no statement', async () => {
    const parent = await commentOn(t.app, author, reader);
    expect(await read(t.app, `getsecondlevelcomments/${parent}`, reader)).toMatchObject({ count: 0, results: [] });
    const reply = await post(
      t.app,
      '/api/v1/postsecondlevelcomment/',
      { comment_parent: parent, text: 'a reply', mentions: [] },
      author.headers,
    );
    expect(reply.statusCode).toBe(201);
    const page = await read(t.app, `getsecondlevelcomments/${parent}`, reader);
    expect(page).toMatchObject({ count: 1, results: [{ text: 'a reply', upclubuser: author.id }] });
    expect(await statementsOf(t.app, () => read(t.app, `getsecondlevelcomments/${parent}`, author))).toHaveLength(0);

    // A new username shows on the cached replies.
    await patchProfile(t.app, author, { username: `${author.username}r` });
    author.username = `${author.username}r`;
    expect((await read(t.app, `getsecondlevelcomments/${parent}`, reader)).results[0].username).toBe(author.username);
  });

  it('shows a message on the next read of the thread and of the list, each page in one statement', async () => {
    const sent = await post(t.app, '/api/v1/createmessage/', { upclubusers: [reader.id], text: 'one' }, author.headers);
    expect(sent.statusCode).toBe(201);
    const thread = sent.json().messagethread;
    expect((await read(t.app, `getmessages/${thread}/all`, reader)).results[0]).toMatchObject({ text: 'one' });
    expect((await read(t.app, 'getmessagethreads/', reader)).results[0]).toMatchObject({
      messagethread: thread,
      latest_message: { text: 'one' },
    });
    await post(t.app, '/api/v1/createmessage/', { messagethread: thread, text: 'two' }, author.headers);
    expect((await read(t.app, 'getmessagethreads/', reader)).results[0]).toMatchObject({
      latest_message: { text: 'two' },
      already_read: false,
    });
    const page = await read(t.app, `getmessages/${thread}/all`, reader);
    expect(page).toMatchObject({ count: 2, results: [{ text: 'two' }, { text: 'one' }] });
    expect((await read(t.app, 'getmessagethreads/', reader)).results[0]).toMatchObject({ already_read: true });

    const list = await statementsOf(t.app, () => read(t.app, 'getmessagethreads/', reader));
    expect(list).toHaveLength(1);
    // Membership, the page and its count, and the read mark (unchanged: no event).
    const messages = await statementsOf(t.app, () => read(t.app, `getmessages/${thread}/all`, reader));
    expect(messages.length).toBeLessThanOrEqual(2);
  });
});

describe('across two processes on PostgreSQL (DATABASE_URL)', () => {
  let store: TestStore;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    if (!SERVER_URL) return;
    store = await createTestStore();
    a = await buildTestApp({ store, trackResolver: fixtureResolver() });
    b = await buildTestApp({ store, trackResolver: fixtureResolver() });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await store?.drop();
  });

  it('shows in the other process a profile edit, a follow and a post made in one', async () => {
    if (!SERVER_URL) return;
    const author = await newMember(a.app);
    const reader = await newMember(a.app);
    const before = await profileOf(b.app, author, reader);
    await profileOf(b.app, author, reader);

    expect((await patchProfile(a.app, author, { profile_description: 'Elsewhere' })).statusCode).toBe(200);
    await eventually(async () =>
      expect(await profileOf(b.app, author, reader)).toMatchObject({ profile_description: 'Elsewhere' }),
    );
    await post(a.app, '/api/v1/follow/', { upclubuser_followee: author.id }, reader.headers);
    await eventually(async () =>
      expect(await profileOf(b.app, author, reader)).toMatchObject({ followed: true, followers: before.followers + 1 }),
    );
    await postSong(a.app, author.headers);
    await eventually(async () =>
      expect(await profileOf(b.app, author, reader)).toMatchObject({ posts: before.posts + 1 }),
    );
  });

  it('shows in the other process a reply made in one', async () => {
    if (!SERVER_URL) return;
    const author = await newMember(a.app);
    const reader = await newMember(a.app);
    const parent = await commentOn(a.app, author, reader);
    expect(await read(b.app, `getsecondlevelcomments/${parent}`, reader)).toMatchObject({ count: 0 });
    await post(
      a.app,
      '/api/v1/postsecondlevelcomment/',
      { comment_parent: parent, text: 'over there', mentions: [] },
      author.headers,
    );
    await eventually(async () =>
      expect(await read(b.app, `getsecondlevelcomments/${parent}`, reader)).toMatchObject({
        count: 1,
        results: [{ text: 'over there' }],
      }),
    );
  });

  it('shows in the other process a message sent in one, at the very next read', async () => {
    if (!SERVER_URL) return;
    const author = await newMember(a.app);
    const reader = await newMember(a.app);
    const sent = await post(
      a.app,
      '/api/v1/createmessage/',
      { upclubusers: [reader.id], text: 'first' },
      author.headers,
    );
    const thread = sent.json().messagethread;
    expect((await read(b.app, 'getmessagethreads/', reader)).results[0]).toMatchObject({
      latest_message: { text: 'first' },
    });
    await post(a.app, '/api/v1/createmessage/', { messagethread: thread, text: 'second' }, author.headers);
    // Messages are not cached: no waiting for a message between processes.
    expect((await read(b.app, 'getmessagethreads/', reader)).results[0]).toMatchObject({
      latest_message: { text: 'second' },
      already_read: false,
    });
    expect((await read(b.app, `getmessages/${thread}/all`, reader)).results[0]).toMatchObject({ text: 'second' });
  });
});
