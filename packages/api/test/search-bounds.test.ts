import { sql } from 'drizzle-orm';
import { SERVER_DETAIL } from '@upclub/shared/validation';
import type { Club } from '@upclub/shared/types';
import { SHORT_SEARCH_WINDOW } from '../src/db/sql';
import { createListTrackResolver } from '../src/lib/track-resolver';
import { createClub } from './clubs';
import { buildTestApp, newMember, type TestApp } from './helpers';
import { FIXTURE_TRACKS, get, postSong } from './music';

// What a search may cost (issue 24): wildcards are literal, queries too short for the trigram
// indexes read a bounded window, one user's searches hold few connections at once, and a search
// statement is cancelled past SEARCH_TIMEOUT_MS; the club curators' user search and the message
// thread searches too.

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

describe('the club curators’ user search and the message thread searches', () => {
  type Member = Awaited<ReturnType<typeof newMember>>;
  const names = <T extends { username?: string; messagethreadname?: string | null }>(res: { json(): unknown }) =>
    (res.json() as Page<T>).results.map((r) => r.username ?? r.messagethreadname);
  const searches = (club: number, q: string) => [
    `/api/v1/clubsearchusername/${club}?searchstring=${encodeURIComponent(q)}`,
    `/api/v1/searchmessagethreads/${encodeURIComponent(q)}`,
    `/api/v1/messagessearchmessagethreadnames/${encodeURIComponent(q)}`,
  ];

  /** Holds one search of `who` inside the guard while `during` runs. */
  async function whileSearching(who: Member, during: () => Promise<void>) {
    const original = t.app.posts.searchTitle;
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let entered = () => {};
    const inside = new Promise<void>((resolve) => (entered = resolve));
    t.app.posts.searchTitle = (query, viewerId, limit, offset, guard) =>
      original(query, viewerId, limit, offset, (work) =>
        guard!(async (q) => {
          entered();
          await gate;
          return work(q);
        }),
      );
    const held = get(t.app, '/api/v1/searchsongposttitle/held', who.headers);
    try {
      await inside;
      t.app.posts.searchTitle = original;
      await during();
    } finally {
      t.app.posts.searchTitle = original;
      release();
    }
    expect((await held).statusCode).toBe(200);
  }

  it('count against SEARCH_PER_USER like the other searches (429 past it)', async () => {
    const owner = await newMember(t.app);
    const club = await createClub(t.app, owner.headers);
    await whileSearching(owner, async () => {
      // On PGlite, one connection, the held search holds the club's lookup that comes first.
      const [users, ...threads] = searches(club.club, 'anything');
      for (const url of onPostgres ? [users, ...threads] : threads) {
        const res = await get(t.app, url, owner.headers);
        expect([url, res.statusCode, res.headers['retry-after']]).toEqual([url, 429, '1']);
      }
    });
    for (const url of searches(club.club, 'anything')) {
      expect([url, (await get(t.app, url, owner.headers)).statusCode]).toEqual([url, 200]);
    }
  });

  (onPostgres ? it : it.skip)('answer 503 when their statement runs past SEARCH_TIMEOUT_MS', async () => {
    const owner = await newMember(t.app);
    const club = await createClub(t.app, owner.headers);
    const { clubCurators, messages } = t.app;
    const [searchUsers, search, searchNames] = [clubCurators.searchUsers, messages.search, messages.searchNames];
    const slow = async (q: unknown) => {
      await (q as TestApp['app']['db']).execute(sql`select pg_sleep(2)`);
    };
    clubCurators.searchUsers = async (...args) => (await slow(args[5]), searchUsers(...args));
    messages.search = async (...args) => (await slow(args[4]), search(...args));
    messages.searchNames = async (...args) => (await slow(args[4]), searchNames(...args));
    try {
      for (const url of searches(club.club, 'slow')) {
        const res = await get(t.app, url, owner.headers);
        expect([url, res.statusCode]).toEqual([url, 503]);
        expect(res.json()).toEqual({ detail: SERVER_DETAIL.searchTooLong });
      }
    } finally {
      Object.assign(clubCurators, { searchUsers });
      Object.assign(messages, { search, searchNames });
    }
  });

  it('look through the newest users and threads only for a query too short to narrow them', async () => {
    const owner = await newMember(t.app);
    const club = await createClub(t.app, owner.headers);
    const early = await newMember(t.app, { username: `qzearly${process.pid}` });
    const followed = await newMember(t.app, { username: `qzfollowed${process.pid}` });
    await t.app.db.execute(sql`insert into follows (follower_id, followee_id) values (${owner.id}, ${followed.id})`);
    // An old named thread of the owner's, then SHORT_SEARCH_WINDOW newer ones and as many newer users.
    await t.app.db.execute(sql`
      with old as (
        insert into message_threads (name, is_group, last_message_at)
        values ('Qz old friends', true, now() - interval '1 day') returning id
      )
      insert into message_thread_members (thread_id, user_id) select id, ${owner.id} from old`);
    await t.app.db.execute(sql`
      with made as (
        insert into message_threads (name, is_group, last_message_at)
        select 'Newer ' || g, true, now() from generate_series(1, ${SHORT_SEARCH_WINDOW}) g returning id
      )
      insert into message_thread_members (thread_id, user_id) select id, ${owner.id} from made`);
    await t.app.db.execute(sql`
      insert into users (username, email, password_hash)
      select 'bulk' || g || '_' || ${process.pid}, 'bulk' || g || '_' || ${process.pid} || '@example.com', '-'
      from generate_series(1, ${SHORT_SEARCH_WINDOW}) g`);

    const [users, threads, threadNames] = searches(club.club, 'qz');
    expect(names(await get(t.app, users, owner.headers))).toEqual([followed.username]);
    expect(names(await get(t.app, threads, owner.headers))).toEqual([]);
    expect(names(await get(t.app, threadNames, owner.headers))).toEqual([]);

    // A query the indexes narrow looks through everything.
    const [allUsers] = searches(club.club, 'qze');
    expect(names(await get(t.app, allUsers, owner.headers))).toEqual([early.username]);
    const [, allThreads, allThreadNames] = searches(club.club, 'qz old');
    expect(names(await get(t.app, allThreads, owner.headers))).toEqual(['Qz old friends']);
    expect(names(await get(t.app, allThreadNames, owner.headers))).toEqual(['Qz old friends']);
  });
});
