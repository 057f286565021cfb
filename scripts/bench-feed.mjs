#!/usr/bin/env node
// Feed latency at scale: a fresh database (PGlite in memory, or a new database on the
// PostgreSQL server of DATABASE_URL) seeded with 100,000 posts, likes and comments (one post in
// ten in one club); the built API and a bare Fastify route in this same process; autocannon
// against the feed's first pages, a deep page, the club's posts pages, and the bare route (the
// ceiling of this machine and process).
// Needs the API built first: `pnpm run build` (or `pnpm --filter @upclub/shared --filter @upclub/api run build`).
// Usage: pnpm bench [seconds=10] [connections=20] [posts=100000]
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { demoAuth } from './bench-lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const duration = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 20);
const postCount = Number(process.argv[4] ?? 100_000);
const serverUrl = process.env.DATABASE_URL;

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
// The trending score, as the API computes it.
const { refreshHotScores } = requireApi('./dist/db/hot-score.js');

const BENCH_USERS = 200;
const BENCH_TRACKS = 500;

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
  const name = `upclub_bench_${randomBytes(4).toString('hex')}`;
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
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

async function seed(db) {
  const step = async (label, work) => {
    const started = Date.now();
    await (typeof work === 'function' ? work() : db.execute(work));
    process.stdout.write(`  ${label} ${((Date.now() - started) / 1000).toFixed(1)}s\n`);
  };
  await step(
    'tracks',
    sql`
    insert into tracks (id, name, uri, artists, album_images, duration_ms)
    select 'bench' || g, 'Bench song ' || g, 'spotify:track:bench' || g, '[{"name":"Bench Artist"}]'::jsonb,
      jsonb_build_array(jsonb_build_object('url', 'https://images.example/b' || g || '.jpg', 'height', 640, 'width', 640)), 200000
    from generate_series(1, ${BENCH_TRACKS}) g`,
  );
  await step(
    'users',
    sql`
    insert into users (username, email, password_hash)
    select 'bench' || g, 'bench' || g || '@bench.local', (select password_hash from users where username = 'demo')
    from generate_series(1, ${BENCH_USERS}) g`,
  );
  await step('profiles', sql`insert into profiles (user_id) select id from users where username like 'bench%'`);
  await step(
    'club',
    sql`
    insert into clubs (name, owner_id) select 'Bench club', id from users where username = 'bench1'`,
  );
  await step(
    `${postCount} posts`,
    sql`
    insert into song_posts (user_id, song, title, caption, post_type, club_id, created_at)
    select u.ids[1 + (g % ${BENCH_USERS})], 'bench' || (1 + g % ${BENCH_TRACKS}), 'Bench song ' || (1 + g % ${BENCH_TRACKS}),
      case when g % 3 = 0 then 'Caption of post ' || g else '' end,
      case when g % 50 = 0 then 1 else 2 end,
      case when g % 10 = 7 then (select id from clubs where name = 'Bench club') end,
      now() - (random() * 365 * interval '1 day')
    from generate_series(1, ${postCount}) g, (select array_agg(id order by id) ids from users where username like 'bench%') u`,
  );
  await step(
    'likes',
    sql`
    insert into post_likes (post_id, user_id, created_at)
    select p.id, u.ids[1 + floor(random() * ${BENCH_USERS})::int], p.created_at
    from song_posts p, generate_series(1, 4) k, (select array_agg(id order by id) ids from users where username like 'bench%') u
    where p.post_type <> 1 and random() < 0.4
    on conflict do nothing`,
  );
  await step(
    'comments',
    sql`
    insert into comments (post_id, user_id, text, created_at)
    select p.id, p.user_id, 'Nice one', p.created_at + interval '1 hour'
    from song_posts p where p.post_type <> 1 and random() < 0.3`,
  );
  await step(
    'like counters',
    sql`
    update song_posts p set likes_count = l.n
    from (select post_id, count(*)::int as n from post_likes group by post_id) l where l.post_id = p.id`,
  );
  await step(
    'comment counters',
    sql`
    update song_posts p set comments_count = c.n
    from (select post_id, count(*)::int as n from comments group by post_id) c where c.post_id = p.id`,
  );
  await step('hot scores', () => refreshHotScores(db));
  await step('analyze', sql`analyze`);
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
    const clubRows = await app.db.execute(sql`select id from clubs where name = 'Bench club'`);
    const club = (clubRows.rows ?? clubRows)[0].id;

    const targets = [
      ['GET /bare (same process, no API)', `${bareBase}/bare`, {}],
      ['GET getallfeed/new (page 1)', `${base}/api/v1/getallfeed/new`, auth],
      ['GET getallfeed/trending (page 1)', `${base}/api/v1/getallfeed/trending`, auth],
      ['GET getallfeed/tow (page 1)', `${base}/api/v1/getallfeed/tow`, auth],
      ['GET getallfeed/new (page 1000, cursor)', `${base}/api/v1/getallfeed/new?cursor=${page1000}`, auth],
      ['GET getmyfeed/new (page 1)', `${base}/api/v1/getmyfeed/new`, auth],
      ['GET getclubsongposts/new (page 1)', `${base}/api/v1/getclubsongposts/${club}/new`, auth],
      ['GET getclubsongposts/trending (page 1)', `${base}/api/v1/getclubsongposts/${club}/trending`, auth],
      ['GET getclubsongposts/tow (page 1)', `${base}/api/v1/getclubsongposts/${club}/tow`, auth],
    ];
    console.log(
      `\nautocannon: ${connections} connections, ${duration}s each, Node ${process.version}, ${os.cpus().length} CPUs`,
    );
    console.log(
      `${'route'.padEnd(40)}${fmt('req/s', 9)}${fmt('p50 ms', 9)}${fmt('p99 ms', 9)}${fmt('MB/s', 8)}${fmt('vs bare', 9)}${fmt('errors', 8)}`,
    );
    let bareRate = 0;
    for (const [name, url, headers] of targets) {
      const r = await autocannon({ url, headers, connections, duration });
      const rate = r.requests.average;
      if (!bareRate) bareRate = rate;
      const bad = r.non2xx + r.errors + r.timeouts;
      console.log(
        `${name.padEnd(40)}${fmt(Math.round(rate), 9)}${fmt(r.latency.p50, 9)}${fmt(r.latency.p99, 9)}${fmt((r.throughput.average / 1e6).toFixed(1), 8)}${fmt(`${((rate / bareRate) * 100).toFixed(1)}%`, 9)}${fmt(bad, 8)}`,
      );
    }
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
