#!/usr/bin/env node
// Read latency at scale: a fresh database (a new database on the PostgreSQL server of
// DATABASE_URL, or PGlite in memory) seeded with posts, likes and comments (one post in ten in
// one club, the demo user following 500 people); the built API and a bare Fastify route in this
// same process; autocannon against the feed's first pages, a deep page, the personal feed, a
// club's posts, a post's comments, a post and a profile, then the bare route again (the ceiling
// of this machine and process). Each route's throughput is also given as a share of the bare
// route's in the same run, the figure that stays comparable on a busy machine.
// Then search (posts by title words and by artist, users by name, clubs by name and description:
// the trigram indexes of migrations 0006 and 0007), a search flood (12 worst-case searches at once
// from one account while the feed is read: scripts/bench-search-flood.mjs), and a staff broadcast to 100,000 users (seeded
// on top), timed to the end, batch by batch: users/s and the slowest batch.
// BENCH_ONLY=<text>[,<text>...]: only the lines whose name contains one of them ('search', 'broadcast').
// BENCH_DB_PREFIX: the name the PostgreSQL database starts with (default upclub_bench); BENCH_KEEP_DB=1
// keeps it at the end (its address printed) to EXPLAIN the routes' statements on the seeded data.
// Needs the API built first: `pnpm run build` (or `pnpm --filter @upclub/shared --filter @upclub/api run build`).
// Usage: [BENCH_ONLY=<line name part>[,...]] pnpm bench [seconds=10] [connections=20] [posts]
//   posts: 1,000,000 on PostgreSQL (seeded in about a minute), 100,000 on PGlite (which holds it in memory).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { demoAuth } from './bench-lib.mjs';
import { SEARCH_FLOOD_NAME, benchSearchFlood } from './bench-search-flood.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const duration = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 20);
const serverUrl = process.env.DATABASE_URL;
const postCount = Number(process.argv[4] ?? (serverUrl ? 1_000_000 : 100_000));

const apiDir = path.join(root, 'packages/api');
const apiEntry = path.join(apiDir, 'dist/index.js');
if (!fs.existsSync(apiEntry) || !fs.existsSync(path.join(apiDir, 'dist/db/hot-score.js'))) {
  console.error('The API is not built: run `pnpm run build` first.');
  process.exit(1);
}
// The API's own dependencies (fastify, drizzle-orm, pg), resolved from its package.
const requireApi = createRequire(path.join(apiDir, 'package.json'));
const { buildApp } = requireApi('./dist/index.js');
const Fastify = requireApi('fastify');
const { sql } = requireApi('drizzle-orm');
// The trending score's decay, as the API computes it; the API's reader of db.execute() rows.
const { TRENDING_DECAY_SECONDS } = requireApi('./dist/db/hot-score.js');
const { rowsOf } = requireApi('./dist/db/sql.js');

const BENCH_USERS = 1_000;
const BENCH_TRACKS = 500;
/** Artists of the bench tracks: each has BENCH_TRACKS / BENCH_ARTISTS tracks, so its search finds 1% of the posts. */
const BENCH_ARTISTS = 100;
/** Clubs besides 'Bench club', found by words of their names and descriptions. */
const BENCH_CLUBS = 10_000;
/** The users a broadcast reaches in its bench line (seeded on top of the bench users). */
const BROADCAST_USERS = 100_000;
/** How many bench users the demo user follows (their personal feed). */
const FOLLOWED = 500;
/** Every thousandth post has this many comments (the comments page); the others 0 to 2. */
const BUSY_POST_COMMENTS = 40;
/** Replies to one comment (the replies page). */
const BUSY_COMMENT_REPLIES = 30;
/** The demo user's 1:1 threads, and messages in each (the messages pages). */
const DEMO_THREADS = 50;
const THREAD_MESSAGES = 40;
const demoTracks = Array.from({ length: 12 }, (_, i) => ({
  id: `benchdemo${i}`,
  name: `Demo song ${i}`,
  uri: `spotify:track:benchdemo${i}`,
  artists: [{ name: 'Demo Artist' }],
  album: { images: [{ url: `https://images.example/${i}.jpg`, height: 640, width: 640 }] },
  duration_ms: 200_000,
}));

/** A new database on the PostgreSQL server, dropped at the end. */
async function serverDatabase() {
  const { Client } = requireApi('pg');
  const prefix = process.env.BENCH_DB_PREFIX ?? 'upclub_bench';
  if (!/^[a-z_][a-z0-9_]*$/.test(prefix)) throw new Error(`BENCH_DB_PREFIX: not a plain lower-case name: ${prefix}`);
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const run = async (text) => {
    const client = new Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  if (process.env.BENCH_KEEP_DB === '1')
    return { url: url.toString(), drop: async () => console.log(`\nkept the database: ${url.toString()}`) };
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * Seeds in one transaction: the secondary indexes of the three big tables are dropped and built
 * again at the end, and foreign-key triggers are off meanwhile (every id is generated from the
 * rows just written); counters, likes and comments agree by construction, so nothing is
 * updated row by row afterwards.
 */
async function seed(db) {
  const step = async (tx, label, work) => {
    const started = Date.now();
    await (typeof work === 'function' ? work() : tx.execute(work));
    process.stdout.write(`  ${label} ${((Date.now() - started) / 1000).toFixed(1)}s\n`);
  };
  const benchIds = sql.raw(`(select array_agg(id order by id) ids from users where username like 'bench%')`);
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    const indexes = rowsOf(
      await tx.execute(sql`
      select indexname, indexdef from pg_indexes
      where schemaname = 'public' and tablename in ('song_posts', 'post_likes', 'comments')
        and indexname not in (select conname from pg_constraint)`),
    );
    await step(tx, `drop ${indexes.length} indexes`, async () => {
      for (const i of indexes) await tx.execute(sql.raw(`drop index "${i.indexname}"`));
    });
    await step(
      tx,
      'tracks',
      sql`
      insert into tracks (id, name, uri, artists, album_images, duration_ms)
      select 'bench' || g, 'Bench song ' || g, 'spotify:track:bench' || g,
        jsonb_build_array(jsonb_build_object('name', 'Benchmark Ärtist ' || to_char(g % ${BENCH_ARTISTS}, 'FM000'))),
        jsonb_build_array(jsonb_build_object('url', 'https://images.example/b' || g || '.jpg', 'height', 640, 'width', 640)), 200000
      from generate_series(1, ${BENCH_TRACKS}) g`,
    );
    await step(
      tx,
      `${BENCH_USERS} users`,
      sql`
      insert into users (username, email, password_hash, first_name, last_name)
      select 'bench' || g, 'bench' || g || '@bench.local', (select password_hash from users where username = 'demo'),
        'Bench', 'User ' || g
      from generate_series(1, ${BENCH_USERS}) g`,
    );
    await step(tx, 'profiles', sql`insert into profiles (user_id) select id from users where username like 'bench%'`);
    await step(
      tx,
      `demo follows ${FOLLOWED}`,
      sql`
      insert into follows (follower_id, followee_id)
      select d.id, u.id from users d, users u
      where d.username = 'demo' and u.username like 'bench%' and substring(u.username from 6)::int <= ${FOLLOWED}`,
    );
    await step(
      tx,
      'club',
      sql`insert into clubs (name, owner_id) select 'Bench club', id from users where username = 'bench1'`,
    );
    await step(
      tx,
      `${BENCH_CLUBS} clubs`,
      sql`
      insert into clubs (name, description, owner_id)
      select 'Club ' || g || ' ' || (array['Jazz', 'Rock', 'Cumbia', 'Soul', 'Techno'])[1 + g % 5],
        'Nights of ' || (array['vinyl', 'radio', 'café', 'road trips'])[1 + g % 4] || ' number ' || g, u.ids[1 + g % ${BENCH_USERS}]
      from generate_series(1, ${BENCH_CLUBS}) g, ${benchIds} u`,
    );
    // Likes 0-4 and comments 0-2 a post (every thousandth post: ${BUSY_POST_COMMENTS} comments), dates spread over a year.
    await step(
      tx,
      `${postCount} posts`,
      sql`
      insert into song_posts (user_id, song, title, caption, post_type, club_id, likes_count, comments_count, hot_score, created_at)
      select s.user_id, s.song, s.title, s.caption, s.post_type, s.club_id, s.likes, s.comments,
        log(greatest(s.likes + s.comments, 1)::float8) + extract(epoch from s.created)::float8 / ${sql.raw(String(TRENDING_DECAY_SECONDS))},
        s.created
      from (
        select u.ids[1 + (g % ${BENCH_USERS})] as user_id, 'bench' || (1 + g % ${BENCH_TRACKS}) as song,
          'Bench song ' || (1 + g % ${BENCH_TRACKS}) as title,
          case when g % 3 = 0 then 'Caption of post ' || g else '' end as caption,
          case when g % 50 = 0 then 1 else 2 end as post_type,
          case when g % 10 = 7 then (select id from clubs where name = 'Bench club') end as club_id,
          case when g % 50 = 0 then 0 else (g::bigint * 7919 % 5)::int end as likes,
          case when g % 50 = 0 then 0 when g % 1000 = 1 then ${BUSY_POST_COMMENTS} else (g::bigint * 104729 % 3)::int end as comments,
          now() - ((g::bigint * 7727) % (365 * 86400)) * interval '1 second' - (g % 1000) * interval '1 microsecond' as created
        from generate_series(1, ${postCount}) g, ${benchIds} u
      ) s`,
    );
    await step(
      tx,
      'likes',
      sql`
      insert into post_likes (post_id, user_id, created_at)
      select p.id, u.ids[1 + ((p.id * 13 + j * 37) % ${BENCH_USERS})], p.created_at
      from song_posts p cross join lateral generate_series(1, p.likes_count) j, ${benchIds} u
      where p.song like 'bench%' and p.likes_count > 0`,
    );
    await step(
      tx,
      'comments',
      sql`
      insert into comments (post_id, user_id, text, created_at)
      select p.id, u.ids[1 + ((p.id + j * 101) % ${BENCH_USERS})], 'Nice one ' || j, p.created_at + j * interval '1 minute'
      from song_posts p cross join lateral generate_series(1, p.comments_count) j, ${benchIds} u
      where p.song like 'bench%' and p.comments_count > 0`,
    );
    await step(tx, `build ${indexes.length} indexes`, async () => {
      for (const i of indexes) await tx.execute(sql.raw(i.indexdef));
    });
  });
  // Replies to the first comment of the oldest busy post (the newest one is the comments line's),
  // and the demo user's threads: both with counts that agree, as the API keeps them.
  await db.transaction(async (tx) => {
    await step(
      tx,
      `${BUSY_COMMENT_REPLIES} replies`,
      sql`
      with parent as (
        select c.id, c.post_id from comments c
        where c.post_id = (select id from song_posts where comments_count = ${BUSY_POST_COMMENTS} order by id limit 1)
        order by c.id limit 1
      ), added as (
        insert into comments (post_id, user_id, parent_id, text, created_at)
        select p.post_id, u.ids[1 + (j * 7) % ${BENCH_USERS}], p.id, 'Reply ' || j, now() - (100 - j) * interval '1 minute'
        from parent p, generate_series(1, ${BUSY_COMMENT_REPLIES}) j, ${benchIds} u
        returning parent_id, post_id
      ), parents as (
        update comments set replies_count = replies_count + ${BUSY_COMMENT_REPLIES} where id = (select id from parent)
      )
      update song_posts set comments_count = comments_count + ${BUSY_COMMENT_REPLIES} where id = (select post_id from parent)`,
    );
    await step(
      tx,
      `${DEMO_THREADS} threads of ${THREAD_MESSAGES} messages`,
      sql`
      with pairs as (
        select d.id as demo, u.id as other from users d, users u
        where d.username = 'demo' and u.username like 'bench%' and substring(u.username from 6)::int <= ${DEMO_THREADS}
      ), threads as (
        insert into message_threads (direct_key, is_group, created_by_id, last_message_at)
        select least(demo, other) || ':' || greatest(demo, other), false, demo, now() - other * interval '1 minute' from pairs
        returning id, direct_key, created_by_id
      ), members as (
        insert into message_thread_members (thread_id, user_id)
        select t.id, unnest(array[split_part(t.direct_key, ':', 1)::int, split_part(t.direct_key, ':', 2)::int])
        from threads t
      )
      insert into messages (thread_id, sender_id, text, created_at)
      select t.id, t.created_by_id, 'Message ' || j, now() - (${THREAD_MESSAGES} - j) * interval '1 minute'
      from threads t, generate_series(1, ${THREAD_MESSAGES}) j`,
    );
    // What sending keeps (migration 0010): each thread's newest message, each member's newest
    // message from someone else.
    await step(
      tx,
      'newest messages',
      sql`
      update message_threads t set last_message_id = (
        select x.id from messages x where x.thread_id = t.id order by x.created_at desc, x.id desc limit 1)
      where t.created_by_id = (select id from users where username = 'demo')`,
    );
    await step(
      tx,
      'unread marks',
      sql`
      update message_thread_members m set last_incoming_at = (
        select x.created_at from messages x where x.thread_id = m.thread_id and x.sender_id is distinct from m.user_id
        order by x.created_at desc, x.id desc limit 1)
      where m.thread_id in (select id from message_threads where created_by_id = (select id from users where username = 'demo'))`,
    );
  });
  await step(db, 'analyze', sql`analyze`);
}

/** A `?cursor=` deep in the new feed (the API's keyset cursor: the sort keys of the row before). */
async function deepCursor(db, offset) {
  const result = await db.execute(sql`
    select created_at::text as created, id from song_posts where post_type <> 1
    order by created_at desc nulls last, id desc nulls last offset ${offset} limit 1`);
  const row = (result.rows ?? result)[0];
  return Buffer.from(JSON.stringify({ k: [row.created, row.id] })).toString('base64url');
}

const fmt = (n, width) => String(n).padStart(width);

/**
 * A staff broadcast (a live toast stored for each user) to BROADCAST_USERS users, seeded first in
 * one statement: the whole run, batch after batch as the API sends it, and each batch's time.
 */
async function benchBroadcast(app) {
  const { BROADCAST_BATCH_SIZE } = requireApi('./dist/plugins/app/broadcasts.js');
  let started = Date.now();
  await app.db.execute(sql`
    insert into users (username, email, password_hash, first_name, last_name)
    select 'reach' || g, 'reach' || g || '@bench.local', '-', 'Reach', 'User ' || g
    from generate_series(1, ${BROADCAST_USERS}) g`);
  await app.db.execute(sql`analyze users`);
  const { n } = rowsOf(await app.db.execute(sql`select count(*)::int as n from users`))[0];
  const { id: staff } = rowsOf(await app.db.execute(sql`select id from users where username = 'staff'`))[0];
  console.log(
    `\nbroadcast: ${BROADCAST_USERS} users seeded in ${((Date.now() - started) / 1000).toFixed(1)}s (${n} users in all)`,
  );
  const batches = [];
  started = performance.now();
  const id = await app.broadcasts.create({ senderId: staff, kind: 'toast', text: 'Bench broadcast', songPostId: null });
  const recipients = await app.broadcasts.run(id, BROADCAST_BATCH_SIZE, (timing) => batches.push(timing));
  const seconds = (performance.now() - started) / 1000;
  const ms = batches.map((b) => b.ms).sort((a, b) => a - b);
  const at = (q) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))].toFixed(0);
  console.log(
    `${`broadcast to ${BROADCAST_USERS} users`.padEnd(42)}${recipients} reached in ${seconds.toFixed(1)}s: ` +
      `${Math.round(recipients / seconds)} users/s, ${batches.length} batches of ${BROADCAST_BATCH_SIZE}, ` +
      `batch p50 ${at(0.5)} ms, max ${ms[ms.length - 1].toFixed(0)} ms`,
  );
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'upclub-bench-feed-'));
  const server = serverUrl ? await serverDatabase() : null;
  const app = await buildApp({
    dataDir,
    ...(server ? { databaseUrl: server.url } : { inMemory: true }),
    seed: true,
    demoTracks,
    trackResolver: { getTrack: async (id) => demoTracks.find((t) => t.id === id) ?? null },
    logger: false,
    rateLimit: { ipPerMinute: 1_000_000, loginPerMinute: 1_000_000 },
  });
  const bare = Fastify();
  bare.get('/bare', async () => ({ ok: true, items: [1, 2, 3] }));
  try {
    console.log(`Seeding ${postCount} posts on ${serverUrl ? 'PostgreSQL' : 'PGlite (in memory)'}...`);
    await seed(app.db);
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const bareBase = await bare.listen({ port: 0, host: '127.0.0.1' });
    const auth = await demoAuth(base);
    const page1000 = await deepCursor(app.db, 20 * 1000);
    const one = async (text) => rowsOf(await app.db.execute(sql.raw(text)))[0];
    const { id: club } = await one(`select id from clubs where name = 'Bench club'`);
    const { id: busyPost } = await one(
      `select id from song_posts where comments_count = ${BUSY_POST_COMMENTS} order by id desc limit 1`,
    );
    const { id: author } = await one(`select id from users where username = 'bench7'`);
    const { id: busyComment } = await one(
      `select id from comments where replies_count = ${BUSY_COMMENT_REPLIES} order by id limit 1`,
    );
    const { id: thread } = await one(
      `select t.id from message_threads t join users u on t.direct_key like '%:' || u.id or t.direct_key like u.id || ':%'
       where u.username = 'bench7' limit 1`,
    );
    const api = (route) => `${base}/api/v1/${route}`;

    const bareUrl = `${bareBase}/bare`;
    const targets = [
      ['GET getallfeed/new (page 1)', api('getallfeed/new'), auth],
      ['GET getallfeed/trending (page 1)', api('getallfeed/trending'), auth],
      ['GET getallfeed/tow (page 1)', api('getallfeed/tow'), auth],
      ['GET getallfeed/new (page 1000, cursor)', api(`getallfeed/new?cursor=${page1000}`), auth],
      [`GET getmyfeed/new (${FOLLOWED} followed)`, api('getmyfeed/new'), auth],
      [`GET getmyfeed/trending (${FOLLOWED} followed)`, api('getmyfeed/trending'), auth],
      ['GET getclubsongposts/new (page 1)', api(`getclubsongposts/${club}/new`), auth],
      ['GET getfirstlevelcomments (page 1)', api(`getfirstlevelcomments/${busyPost}`), auth],
      ['GET getsongpost', api(`getsongpost/${busyPost}`), auth],
      ['GET getprofile', api(`getprofile/${author}`), auth],
      ['GET getprofileviausername', api('getprofileviausername/bench7'), auth],
      ['GET myprofile', api('myprofile'), auth],
      [
        `GET getsecondlevelcomments (${BUSY_COMMENT_REPLIES} replies)`,
        api(`getsecondlevelcomments/${busyComment}`),
        auth,
      ],
      [`GET getmessagethreads (${DEMO_THREADS} threads)`, api('getmessagethreads/'), auth],
      [`GET getmessages/all (${THREAD_MESSAGES} messages)`, api(`getmessages/${thread}/all`), auth],
      // Search: words anywhere, accent- and case-blind (the query as a user types it).
      [`GET search posts: title (${postCount / BENCH_TRACKS} hits)`, api('searchsongposttitle/SONG 123'), auth],
      [
        `GET search posts: artist (${postCount / BENCH_ARTISTS} hits)`,
        api(`searchsongposttitle/${encodeURIComponent('artist 042')}`),
        auth,
      ],
      ['GET search users: searchusername', api('searchusername/bench12'), auth],
      [
        `GET search clubs: name/description (of ${BENCH_CLUBS})`,
        api(`getallclubs/?searchstring=${encodeURIComponent('CAFE NUMBER 78')}&category=mostpopular`),
        auth,
      ],
    ];
    // BENCH_ONLY=<text>[,<text>]: only the lines whose name contains one of them (to profile one route).
    const only = process.env.BENCH_ONLY?.split(',').filter(Boolean);
    const selected = (name) => !only || only.some((part) => name.includes(part));
    targets.splice(0, targets.length, ...targets.filter(([name]) => selected(name)));
    const load = os.loadavg()[0].toFixed(1);
    console.log(
      `\nautocannon: ${connections} connections, ${duration}s each, Node ${process.version}, ${os.cpus().length} CPUs, load average ${load}`,
    );
    // The machine's spare power moves while the bench runs (other work, CPU boost): each route
    // is compared with the bare route measured just before it.
    // cpu µs/req: this process's CPU time (API and autocannon) per request, which a busy
    // machine changes far less than req/s; "cpu vs bare" is the bare route's over the route's.
    console.log(
      `${'route'.padEnd(42)}${fmt('req/s', 9)}${fmt('p50 ms', 9)}${fmt('p99 ms', 9)}${fmt('MB/s', 8)}${fmt('bare/s', 9)}${fmt('vs bare', 9)}${fmt('cpu µs/req', 12)}${fmt('cpu vs bare', 13)}${fmt('errors', 8)}`,
    );
    /** autocannon with this process's CPU time per request. */
    const measure = async (options) => {
      const before = process.cpuUsage();
      const r = await autocannon(options);
      const used = process.cpuUsage(before);
      return { r, cpu: (used.user + used.system) / Math.max(1, r.requests.total) };
    };
    const rows = [];
    for (const [name, url, headers] of targets) {
      // A warm-up (caches, prepared statements, JIT), then the bare route, then the route.
      await autocannon({ url, headers, connections, duration: 1 });
      const bare = await measure({ url: bareUrl, connections, duration: Math.max(2, duration / 2) });
      const bareRate = bare.r.requests.average;
      const { r, cpu } = await measure({ url, headers, connections, duration });
      const rate = r.requests.average;
      const bad = r.non2xx + r.errors + r.timeouts;
      rows.push({ name, share: rate / bareRate, p99: r.latency.p99, bad });
      console.log(
        `${name.padEnd(42)}${fmt(Math.round(rate), 9)}${fmt(r.latency.p50, 9)}${fmt(r.latency.p99, 9)}${fmt((r.throughput.average / 1e6).toFixed(1), 8)}${fmt(Math.round(bareRate), 9)}${fmt(`${((rate / bareRate) * 100).toFixed(1)}%`, 9)}${fmt(Math.round(cpu), 12)}${fmt(`${((bare.cpu / cpu) * 100).toFixed(1)}%`, 13)}${fmt(bad, 8)}`,
      );
    }
    // The targets of issue 8.
    const feed = rows.filter((r) => r.name.startsWith('GET getallfeed/') && r.name.includes('page 1)'));
    if (feed.length) {
      const worstP99 = Math.max(...feed.map((r) => r.p99));
      const worstShare = Math.min(...feed.map((r) => r.share)) * 100;
      const share = serverUrl ? 30 : 10;
      console.log(
        `\nfeed page 1: worst p99 ${worstP99} ms (target <= 20 ms), worst throughput ${worstShare.toFixed(1)}% of bare (target >= ${share}%)`,
      );
    }
    if (rows.some((r) => r.bad)) console.log('SOME REQUESTS FAILED');
    if (selected(SEARCH_FLOOD_NAME)) await benchSearchFlood({ base, auth, duration });
    if (selected(`broadcast to ${BROADCAST_USERS} users`)) await benchBroadcast(app);
  } finally {
    await bare.close();
    await app.close();
    if (server) await server.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
