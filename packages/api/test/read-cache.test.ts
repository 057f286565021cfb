import { SERVER_DETAIL } from '@upclub/shared/validation';
import { createCountCache } from '../src/plugins/app/feed-count-cache';
import { buildTestApp, createTestStore, expectDetail, newMember, type TestApp, type TestStore } from './helpers';
import { fixtureResolver, get, post, postSong } from './music';

// The read path's caches (issue 8): sessions, the public part of posts, the feeds' pages and
// counts. Whatever they keep, a write is seen by the next read: at once in the process that
// wrote, and as soon as the message arrives in the others (two apps on one PostgreSQL database).

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

const feedOf = async (t: TestApp, who: Member, route = 'getallfeed/new') => {
  const res = await get(t.app, `/api/v1/${route}`, who.headers);
  expect(res.statusCode).toBe(200);
  return res.json();
};

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

  it('answers 401 for a token right after its logout, though the session was cached', async () => {
    const session = await newMember(t.app);
    expect((await get(t.app, '/api/v1/getallfeed/new', session.headers)).statusCode).toBe(200);
    expect((await post(t.app, '/api/v1/logout/', {}, session.headers)).statusCode).toBe(200);
    expectDetail(await get(t.app, '/api/v1/getallfeed/new', session.headers), 401, SERVER_DETAIL.invalidToken);
  });

  it('shows a like, an unlike and a comment on the next read of the feed and of the post', async () => {
    const song = await postSong(t.app, author.headers);
    const before = await feedOf(t, reader);
    expect(before.results[0]).toMatchObject({ song_post: song.song_post, liked: false, formatted_likes: '0' });

    await post(t.app, '/api/v1/likesongpost/', { song_post: song.song_post }, reader.headers);
    expect((await feedOf(t, reader)).results[0]).toMatchObject({ liked: true, formatted_likes: '1' });
    // Another viewer sees the count, but not the like as theirs.
    expect((await feedOf(t, author)).results[0]).toMatchObject({ liked: false, formatted_likes: '1' });
    expect((await get(t.app, `/api/v1/getsongpost/${song.song_post}`, reader.headers)).json()).toMatchObject({
      liked: true,
      formatted_likes: '1',
    });

    await post(t.app, '/api/v1/unlikesongpost/', { song_post: song.song_post }, reader.headers);
    expect((await feedOf(t, reader)).results[0]).toMatchObject({ liked: false, formatted_likes: '0' });

    const comment = await post(
      t.app,
      '/api/v1/postfirstlevelcomment/',
      { song_post: song.song_post, text: 'first!', mentions: [] },
      reader.headers,
    );
    expect(comment.statusCode).toBe(201);
    expect((await feedOf(t, reader)).results[0]).toMatchObject({ formatted_comments_count: '1' });
    const comments = await get(t.app, `/api/v1/getfirstlevelcomments/${song.song_post}`, reader.headers);
    expect(comments.json()).toMatchObject({ count: 1, results: [{ text: 'first!', replies_count: 0 }] });

    // The comments page was cached: a reply shows on its next read.
    const reply = await post(
      t.app,
      '/api/v1/postsecondlevelcomment/',
      { comment_parent: comment.json().comment, text: 'a reply', mentions: [] },
      author.headers,
    );
    expect(reply.statusCode).toBe(201);
    const again = await get(t.app, `/api/v1/getfirstlevelcomments/${song.song_post}`, reader.headers);
    expect(again.json()).toMatchObject({
      count: 1,
      results: [{ text: 'first!', replies_count: 1, second_level_comments: [{ text: 'a reply' }] }],
    });
  });

  it('shows a new post and its count on the next read, and drops a deleted one', async () => {
    const before = await feedOf(t, reader);
    const song = await postSong(t.app, author.headers);
    const after = await feedOf(t, reader);
    expect(after.count).toBe(before.count + 1);
    expect(after.results[0].song_post).toBe(song.song_post);

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/deletesong/${song.song_post}`,
      headers: author.headers,
    });
    expect(res.statusCode).toBe(204);
    const gone = await feedOf(t, reader);
    expect(gone.count).toBe(before.count);
    expect(gone.results.map((p: { song_post: number }) => p.song_post)).not.toContain(song.song_post);
    expect((await get(t.app, `/api/v1/getsongpost/${song.song_post}`, reader.headers)).statusCode).toBe(404);
  });

  it('shows an author’s new name on their cached posts', async () => {
    await postSong(t.app, author.headers);
    await feedOf(t, reader);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/updateprofile/',
      payload: { first_name: 'Renamed' },
      headers: author.headers,
    });
    expect(res.statusCode).toBe(200);
    expect((await feedOf(t, reader)).results[0]).toMatchObject({ upclubuser: author.id, first_name: 'Renamed' });
  });

  it('reads a page with no statement once its caches are warm, and one (the viewer’s likes) for a new viewer', async () => {
    await feedOf(t, reader);
    const newcomer = await newMember(t.app);
    const statements: string[] = [];
    const db = t.app.db as unknown as { session: { client: { query: (...args: unknown[]) => unknown } } };
    // Both drivers' sessions send every statement through their client's query().
    const client = db.session.client;
    const original = client.query;
    client.query = function (this: unknown, ...args: unknown[]) {
      const first = args[0];
      statements.push(typeof first === 'string' ? first : JSON.stringify(first));
      return original.apply(this, args);
    };
    try {
      await feedOf(t, reader);
      expect(statements).toHaveLength(0);
      // A new viewer (whose session is cached since newMember signed in) needs their likes.
      await feedOf(t, newcomer);
    } finally {
      client.query = original;
    }
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(/post_likes/);
  });
});

describe('counts kept per feed', () => {
  it('counts once for many requests at once, and answers the old count while counting again', async () => {
    let clock = 0;
    const counts = createCountCache(1_000, () => clock);
    let loads = 0;
    let release: (n: number) => void = () => {};
    const load = () => {
      loads += 1;
      return new Promise<number>((resolve) => (release = resolve));
    };
    const first = Promise.all(Array.from({ length: 10 }, () => counts.get('all:all', load)));
    release(5);
    expect(await first).toEqual(Array(10).fill(5));
    expect(loads).toBe(1);

    clock = 2_000;
    const stale = await Promise.all(Array.from({ length: 10 }, () => counts.get('all:all', load)));
    expect(stale).toEqual(Array(10).fill(5));
    expect(loads).toBe(2);
    release(7);
    await new Promise((r) => setImmediate(r));
    expect(await counts.get('all:all', load)).toBe(7);
    expect(loads).toBe(2);
    // Waiting for the first count is a miss; an old count answered while it is counted again is not.
    expect(counts.counts).toEqual({ hits: 11, misses: 10 });
  });

  it('moves a count by the posts added, then counts it again', async () => {
    const counts = createCountCache(60_000);
    expect(await counts.get('all:all', async () => 5)).toBe(5);
    counts.adjust((key) => key.startsWith('all:'), 1);
    expect(await counts.get('all:all', async () => 9)).toBe(6);
    await new Promise((r) => setImmediate(r));
    expect(await counts.get('all:all', async () => 10)).toBe(9);
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

  it('stops a token in the other process as soon as it is revoked in one', async () => {
    if (!SERVER_URL) return;
    const member = await newMember(a.app);
    // b caches the session.
    expect((await get(b.app, '/api/v1/getallfeed/new', member.headers)).statusCode).toBe(200);
    expect((await get(b.app, '/api/v1/getallfeed/new', member.headers)).statusCode).toBe(200);
    expect((await post(a.app, '/api/v1/logout/', {}, member.headers)).statusCode).toBe(200);
    await eventually(async () =>
      expectDetail(await get(b.app, '/api/v1/getallfeed/new', member.headers), 401, SERVER_DETAIL.invalidToken),
    );
  });

  it('shows in the other process a like and a new post made in one', async () => {
    if (!SERVER_URL) return;
    const author = await newMember(a.app);
    const reader = await newMember(a.app);
    const song = await postSong(a.app, author.headers);
    await eventually(async () => expect((await feedOf(b, reader)).results[0].song_post).toBe(song.song_post));
    await post(a.app, '/api/v1/likesongpost/', { song_post: song.song_post }, reader.headers);
    await eventually(async () =>
      expect((await feedOf(b, reader)).results[0]).toMatchObject({ liked: true, formatted_likes: '1' }),
    );
    const count = (await feedOf(b, reader)).count;
    await postSong(a.app, author.headers);
    await eventually(async () => expect((await feedOf(b, reader)).count).toBe(count + 1));
  });
});
