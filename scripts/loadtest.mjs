#!/usr/bin/env node
// Load: simulated people using UpClub at a human pace against TWO API processes on one
// PostgreSQL database, then an audit that nothing they saw succeed was lost or doubled.
//
// What it starts, all on loopback: a new database on the PostgreSQL server of DATABASE_URL
// (dropped at the end), the provider emulator (the API resolves posted tracks there, as it
// would at the real provider), and two standalone API processes (packages/api/dist/server.js)
// on it, with REDIS_URL between them when it is set (else PostgreSQL's LISTEN/NOTIFY). Every
// request goes to the next process in turn, so a user's write and their next read usually hit
// different processes.
//
// Each user signs up, signs in and makes a profile, then until the end: reads feeds (all and
// their own), opens posts' comments, likes and takes likes back, comments and replies, posts
// tracks of the emulator's catalogue, follows and unfollows, sends messages, reads threads,
// notification counts and profiles, and now and then signs in again; 0.5-4.5 s of "thinking"
// between actions.
//
// It fails (exit 1) on any 5xx or connection error, and on any accounting mismatch: every like,
// comment, message and follow a client saw succeed is in the database exactly once (likes and
// follows: the final state each user left), each post's like and comment counters equal its
// rows, and each touched post as the API answers it shows those counts.
//
// Needs the API, the emulator and shared built:
//   pnpm --filter @upclub/shared --filter @upclub/provider-sim --filter @upclub/api run build
// Usage: pnpm loadtest [seconds=300] [users=200]
//   env: LOADTEST_SECONDS, LOADTEST_USERS (instead of the arguments), LOADTEST_PORT (first of
//   three ports, default 8170), DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres),
//   REDIS_URL (optional). Every address must be loopback.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Every simulated user comes from 127.0.0.1, so the per-IP and per-user limits must not stand
 * in for a crowd of people: each API process gets these (names as packages/api/src/config.ts
 * reads them).
 */
const GENEROUS_LIMITS = {
  RATE_LIMIT_IP_PER_MINUTE: '1000000',
  RATE_LIMIT_LOGIN_PER_MINUTE: '1000000',
  RATE_LIMIT_CODE_PER_MINUTE: '1000000',
  SIGNUP_PER_HOUR: '1000000',
  // 0: no per-user write limit (each simulated user writes at a human pace anyway).
  WRITE_LIMIT_PER_MINUTE: '0',
  WRITE_LIMIT_PER_HOUR: '0',
};

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const seconds = Number(process.env.LOADTEST_SECONDS || process.argv[2] || 300);
const userCount = Number(process.env.LOADTEST_USERS || process.argv[3] || 200);
const firstPort = Number(process.env.LOADTEST_PORT || 8170);
const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL || undefined;
/**
 * Sign-ups are spread over this much of the start: people do not all arrive in one second, and
 * each sign-up and sign-in is a deliberately slow password hash (scrypt) on 4 threads a process.
 */
const RAMP_MS = Math.min(120_000, seconds * 400);
const THINK_MS = [500, 4_500];
const PASSWORD = 'loadtest-pass-1';
const TRACKS = 400;

for (const [name, value] of [
  ['LOADTEST_SECONDS', seconds],
  ['LOADTEST_USERS', userCount],
  ['LOADTEST_PORT', firstPort],
]) {
  if (!Number.isInteger(value) || value <= 0) fail(`${name} must be a whole number above 0, got ${value}`);
}

function fail(message) {
  console.error(`loadtest: ${message}`);
  process.exit(2);
}

/** Only this machine is ever a target. */
function assertLoopback(label, text) {
  let host;
  try {
    host = new URL(text).hostname.replace(/^\[|\]$/g, '');
  } catch {
    fail(`${label} is not a URL`);
  }
  if (!['127.0.0.1', 'localhost', '::1'].includes(host) && !/^127\.\d+\.\d+\.\d+$/.test(host)) {
    fail(`${label} must point to this machine (loopback), got host ${host}`);
  }
}
assertLoopback('DATABASE_URL', serverUrl);
if (redisUrl) assertLoopback('REDIS_URL', redisUrl);

const apiDir = path.join(root, 'packages/api');
const simDir = path.join(root, 'packages/provider-sim');
for (const file of [path.join(apiDir, 'dist/server.js'), path.join(simDir, 'dist/server.js')]) {
  if (!fs.existsSync(file)) {
    fail(
      `${path.relative(root, file)} is missing: pnpm --filter @upclub/shared --filter @upclub/provider-sim --filter @upclub/api run build`,
    );
  }
}
const requireApi = createRequire(path.join(apiDir, 'package.json'));
const { Client } = requireApi('pg');
const { formatCount } = requireApi('./dist/lib/format.js');
const { getCatalogue } = createRequire(path.join(simDir, 'package.json'))('./dist/index.js');

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const chance = (p) => Math.random() < p;
const think = () => sleep(THINK_MS[0] + Math.random() * (THINK_MS[1] - THINK_MS[0]));

// ---- the deployment -------------------------------------------------------------------------

const runId = randomBytes(3).toString('hex');
const dbName = `upclub_load_${runId}`;
const dbUrl = (() => {
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  return url.toString();
})();

async function onServer(sql) {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

const children = [];
function start(label, entry, env) {
  const child = spawn(process.execPath, [entry], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr.on('data', (chunk) => process.stderr.write(`[${label}] ${chunk}`));
  child.label = label;
  children.push(child);
  return child;
}

async function waitFor(url, label) {
  for (let i = 0; i < 900; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${label} did not start within 3 minutes`);
}

// Clock ticks per second are 100 on Linux (sysconf(_SC_CLK_TCK)); /proc reports ticks.
function cpuTicks(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}
function rssMb(pid) {
  try {
    return Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
  } catch {
    return 0;
  }
}

// ---- requests and their figures ------------------------------------------------------------

/** Per route (method and path template): latencies and answers. */
const stats = new Map();
function statOf(route) {
  let s = stats.get(route);
  if (!s) stats.set(route, (s = { latencies: [], ok: 0, c4xx: 0, c5xx: 0, failed: 0, samples: [] }));
  return s;
}

let bases = [];
let turn = 0;

/**
 * One request to the next process in turn. Resolves {status, body} (status 0: no answer);
 * never throws. `route` names the path template in the report.
 */
async function call(route, method, url, { body, token } = {}) {
  const base = bases[turn++ % bases.length];
  const s = statOf(route);
  const started = performance.now();
  try {
    const res = await fetch(base + url, {
      method,
      headers: {
        ...(body !== undefined && { 'content-type': 'application/json' }),
        ...(token && { authorization: `Token ${token}` }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(60_000),
    });
    const text = await res.text();
    s.latencies.push(performance.now() - started);
    if (res.status >= 500) s.c5xx++;
    else if (res.status >= 400) s.c4xx++;
    else s.ok++;
    if (res.status >= 400 && s.samples.length < 3)
      s.samples.push(`${res.status} ${method} ${url}: ${text.slice(0, 160)}`);
    let json = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      // not JSON
    }
    return { status: res.status, body: json };
  } catch (error) {
    s.failed++;
    if (s.samples.length < 3) s.samples.push(`no answer ${method} ${url}: ${error.message}`);
    return { status: 0, body: null };
  }
}

const ok = (res) => res.status >= 200 && res.status < 300;
/** A write whose outcome the client cannot know (no answer, or a server error). */
const unknown = (res) => res.status === 0 || res.status >= 500;

// ---- what the clients saw -------------------------------------------------------------------

/** Posts anyone has seen in a feed (ids of likeable posts) and the people behind them. */
const knownPosts = [];
const knownPostSet = new Set();
const users = [];
/** "post:user" -> liked, as the last successful like/unlike said; pairs of unknown outcome are left out. */
const likes = new Map();
const likesUnknown = new Set();
/** "follower:followee" -> following. */
const follows = new Map();
const followsUnknown = new Set();
/** Comment id -> {post, user, text}; message id -> {thread, user, text}; post id -> {user, song}. */
const comments = new Map();
const messages = new Map();
const posts = new Map();
const unknownWrites = { comments: 0, messages: 0, posts: 0 };
/** Posts whose counts the clients changed (checked through the API at the end). */
const touched = new Set();

function seePosts(list) {
  for (const post of list ?? []) {
    if (post.post_type === 1 || knownPostSet.has(post.song_post)) continue;
    knownPostSet.add(post.song_post);
    knownPosts.push(post.song_post);
  }
}

// ---- one simulated person -------------------------------------------------------------------

const trackIds = (() => {
  const tracks = getCatalogue().tracks;
  return Array.from({ length: TRACKS }, (_, i) => tracks[(i * 7919) % tracks.length].id);
})();

async function signUp(i) {
  const username = `lt${runId}_${i}`;
  const reg = await call('POST register/', 'POST', '/api/v1/register/', {
    body: {
      username,
      password: PASSWORD,
      first_name: 'Load',
      last_name: `User ${i}`,
      email: `${username}@example.com`,
    },
  });
  if (!ok(reg)) return null;
  const user = { i, id: reg.body.upclubuser, username, token: null, threads: [], comments: [] };
  if (!(await signIn(user))) return null;
  const profile = await call('POST createprofile/', 'POST', '/api/v1/createprofile/', { token: user.token, body: {} });
  return ok(profile) ? user : null;
}

async function signIn(user) {
  const res = await call('POST login/', 'POST', '/api/v1/login/', {
    body: { username: user.username, password: PASSWORD },
  });
  if (ok(res)) user.token = res.body.token;
  return ok(res);
}

const others = (user) => users.filter((u) => u !== user);

/** The actions and how often a person does each (weights). */
const ACTIONS = [
  [24, readFeed],
  [6, readMyFeed],
  [8, readComments],
  [14, toggleLike],
  [9, comment],
  [3, reply],
  [5, postTrack],
  [6, toggleFollow],
  [8, sendMessage],
  [4, readThreads],
  [5, notificationCount],
  [4, readProfile],
  [1, signInAgain],
];
const totalWeight = ACTIONS.reduce((sum, [w]) => sum + w, 0);
function chooseAction() {
  let r = Math.random() * totalWeight;
  for (const [w, action] of ACTIONS) if ((r -= w) < 0) return action;
  return ACTIONS[0][1];
}

async function readFeed(user) {
  const category = chance(0.5) ? 'new' : pick(['trending', 'tod', 'tow', 'atg']);
  const res = await call('GET getallfeed/:category', 'GET', `/api/v1/getallfeed/${category}/`, { token: user.token });
  if (!ok(res)) return;
  seePosts(res.body.results);
  if (res.body.next && chance(0.3)) {
    const next = new URL(res.body.next);
    const more = await call('GET getallfeed/:category (page 2)', 'GET', next.pathname + next.search, {
      token: user.token,
    });
    if (ok(more)) seePosts(more.body.results);
  }
}

async function readMyFeed(user) {
  const res = await call('GET getmyfeed/:category', 'GET', '/api/v1/getmyfeed/new/', { token: user.token });
  if (ok(res)) seePosts(res.body.results);
}

async function readComments(user) {
  if (!knownPosts.length) return readFeed(user);
  const post = pick(knownPosts);
  await call('GET getfirstlevelcomments/:post', 'GET', `/api/v1/getfirstlevelcomments/${post}/`, { token: user.token });
}

async function toggleLike(user) {
  if (!knownPosts.length) return readFeed(user);
  const post = pick(knownPosts);
  const key = `${post}:${user.id}`;
  const liked = likes.get(key) === true;
  const route = liked ? 'POST unlikesongpost/' : 'POST likesongpost/';
  const res = await call(route, 'POST', `/api/v1/${liked ? 'unlikesongpost' : 'likesongpost'}/`, {
    token: user.token,
    body: { song_post: post },
  });
  touched.add(post);
  if (ok(res)) likes.set(key, !liked);
  else if (unknown(res)) likesUnknown.add(key);
}

async function comment(user) {
  if (!knownPosts.length) return readFeed(user);
  const post = pick(knownPosts);
  const text =
    `Comment ${runId} ${user.i}.${randomBytes(4).toString('hex')} ${chance(0.2) ? 'what a track! ' : ''}`.trim();
  const res = await call('POST postfirstlevelcomment/', 'POST', '/api/v1/postfirstlevelcomment/', {
    token: user.token,
    body: { song_post: post, text },
  });
  touched.add(post);
  if (ok(res)) {
    comments.set(res.body.comment, { post, user: user.id, text });
    user.comments.push({ id: res.body.comment, post });
  } else if (unknown(res)) unknownWrites.comments++;
}

async function reply(user) {
  const mine = users.flatMap((u) => u.comments.slice(-3));
  if (!mine.length) return comment(user);
  const parent = pick(mine);
  const text = `Reply ${runId} ${user.i}.${randomBytes(4).toString('hex')}`;
  const res = await call('POST postsecondlevelcomment/', 'POST', '/api/v1/postsecondlevelcomment/', {
    token: user.token,
    body: { comment_parent: parent.id, text },
  });
  touched.add(parent.post);
  if (ok(res)) comments.set(res.body.comment, { post: parent.post, user: user.id, text });
  else if (unknown(res)) unknownWrites.comments++;
}

async function postTrack(user) {
  const song = pick(trackIds);
  const res = await call('POST postsong/', 'POST', '/api/v1/postsong/', {
    token: user.token,
    body: { song, comment: chance(0.5) ? `Listening to this ${runId}` : '' },
  });
  if (ok(res)) {
    posts.set(res.body.song_post, { user: user.id, song });
    seePosts([res.body]);
  } else if (unknown(res)) unknownWrites.posts++;
}

async function toggleFollow(user) {
  const other = pick(others(user));
  if (!other) return;
  const key = `${user.id}:${other.id}`;
  const following = follows.get(key) === true;
  const res = await call(
    following ? 'POST unfollow/' : 'POST follow/',
    'POST',
    `/api/v1/${following ? 'unfollow' : 'follow'}/`,
    {
      token: user.token,
      body: { upclubuser_followee: other.id },
    },
  );
  if (ok(res)) follows.set(key, !following);
  else if (unknown(res)) followsUnknown.add(key);
}

async function sendMessage(user) {
  const text = `Message ${runId} ${user.i}.${randomBytes(4).toString('hex')}`;
  let body;
  if (user.threads.length && chance(0.6)) body = { messagethread: pick(user.threads), text };
  else {
    const other = pick(others(user));
    if (!other) return;
    body = { upclubusers: [other.id], text };
  }
  if (knownPosts.length && chance(0.15)) body.song_post = pick(knownPosts);
  const res = await call('POST createmessage/', 'POST', '/api/v1/createmessage/', { token: user.token, body });
  if (ok(res)) {
    messages.set(res.body.message.message, { thread: res.body.messagethread, user: user.id, text });
    if (!user.threads.includes(res.body.messagethread)) user.threads.push(res.body.messagethread);
  } else if (unknown(res)) unknownWrites.messages++;
}

async function readThreads(user) {
  const res = await call('GET getmessagethreads/', 'GET', '/api/v1/getmessagethreads/', { token: user.token });
  if (!ok(res)) return;
  const threads = res.body.results ?? [];
  for (const t of threads) if (!user.threads.includes(t.messagethread)) user.threads.push(t.messagethread);
  if (threads.length) {
    await call('GET getmessages/:thread/:kind', 'GET', `/api/v1/getmessages/${pick(threads).messagethread}/all/`, {
      token: user.token,
    });
  }
}

async function notificationCount(user) {
  await call('GET getnotificationscount/', 'GET', '/api/v1/getnotificationscount/', { token: user.token });
}

async function readProfile(user) {
  const other = pick(users);
  await call('GET getprofile/:id', 'GET', `/api/v1/getprofile/${other.id}/`, { token: user.token });
}

async function signInAgain(user) {
  await signIn(user);
}

async function person(i, endAt) {
  await sleep(Math.random() * RAMP_MS);
  const user = await signUp(i);
  if (!user) return;
  users.push(user);
  while (Date.now() < endAt) {
    await chooseAction()(user);
    await think();
  }
}

// ---- the audit ------------------------------------------------------------------------------

async function audit(db) {
  const problems = [];
  const q = async (text) => (await db.query(text)).rows;
  const userIds = new Set(users.map((u) => u.id));

  // Likes: the final state each user left on each post, exactly.
  const likeRows = await q('select post_id, user_id from post_likes');
  const dbLikes = new Set(likeRows.filter((r) => userIds.has(r.user_id)).map((r) => `${r.post_id}:${r.user_id}`));
  let likesExpected = 0;
  for (const [key, liked] of likes) {
    if (likesUnknown.has(key)) continue;
    if (liked) likesExpected++;
    if (liked !== dbLikes.has(key))
      problems.push(`like ${key}: the client saw ${liked ? 'liked' : 'not liked'}, the database says the opposite`);
  }
  for (const key of dbLikes)
    if (!likes.has(key) && !likesUnknown.has(key)) problems.push(`like ${key} in the database, never made`);

  // Follows likewise.
  const followRows = await q('select follower_id, followee_id from follows');
  const dbFollows = new Set(followRows.map((r) => `${r.follower_id}:${r.followee_id}`));
  for (const [key, following] of follows) {
    if (followsUnknown.has(key)) continue;
    if (following !== dbFollows.has(key))
      problems.push(`follow ${key}: the client saw ${following}, the database ${!following}`);
  }
  for (const key of dbFollows)
    if (!follows.has(key) && !followsUnknown.has(key)) problems.push(`follow ${key} in the database, never made`);

  // Comments and messages: each seen once, as written; nothing the clients did not see succeed.
  const commentRows = await q('select id, post_id, user_id, text from comments');
  checkRows(
    'comment',
    comments,
    commentRows,
    (r, c) => r.post_id === c.post && r.user_id === c.user && r.text === c.text,
    unknownWrites.comments,
    problems,
  );
  const messageRows = await q('select id, thread_id, sender_id, text from messages');
  checkRows(
    'message',
    messages,
    messageRows,
    (r, m) => r.thread_id === m.thread && r.sender_id === m.user && r.text === m.text,
    unknownWrites.messages,
    problems,
  );
  const postRows = await q(`select id, user_id, song from song_posts where post_type <> 1`);
  checkRows(
    'post',
    posts,
    postRows,
    (r, p) => r.user_id === p.user && r.song === p.song,
    unknownWrites.posts,
    problems,
  );

  // Counters equal rows, on every post.
  const counters = await q(`
    select p.id, p.likes_count, p.comments_count,
      (select count(*)::int from post_likes l where l.post_id = p.id) as like_rows,
      (select count(*)::int from comments c where c.post_id = p.id) as comment_rows
    from song_posts p`);
  for (const r of counters) {
    if (r.likes_count !== r.like_rows)
      problems.push(`post ${r.id}: likes_count ${r.likes_count}, ${r.like_rows} like rows`);
    if (r.comments_count !== r.comment_rows)
      problems.push(`post ${r.id}: comments_count ${r.comments_count}, ${r.comment_rows} comment rows`);
  }

  // The API's answer for every touched post (through both processes, after their caches heard
  // of every write) shows those counts.
  await sleep(1_000);
  const byId = new Map(counters.map((r) => [r.id, r]));
  const viewer = users[0];
  const queue = [...touched];
  let checkedPosts = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let id; (id = queue.pop()) !== undefined;) {
        for (let k = 0; k < bases.length; k++) {
          const res = await call('GET getsongpost/:id (audit)', 'GET', `/api/v1/getsongpost/${id}/`, {
            token: viewer.token,
          });
          const rows = byId.get(id);
          if (!ok(res) || !rows) {
            problems.push(`post ${id}: the API answered ${res.status}`);
            continue;
          }
          if (res.body.formatted_likes !== formatCount(rows.like_rows)) {
            problems.push(`post ${id}: the API shows ${res.body.formatted_likes} likes, ${rows.like_rows} rows`);
          }
          if (res.body.formatted_comments_count !== formatCount(rows.comment_rows)) {
            problems.push(
              `post ${id}: the API shows ${res.body.formatted_comments_count} comments, ${rows.comment_rows} rows`,
            );
          }
        }
        checkedPosts++;
      }
    }),
  );
  return {
    problems,
    summary: [
      `likes: ${likesExpected} standing (${likes.size} user-post pairs touched, ${likeRows.length} rows)`,
      `follows: ${[...follows.values()].filter(Boolean).length} standing (${followRows.length} rows)`,
      `comments: ${comments.size} seen, ${commentRows.length} rows`,
      `messages: ${messages.size} seen, ${messageRows.length} rows`,
      `posts: ${posts.size} seen, ${postRows.length} rows`,
      `counters checked on ${counters.length} posts; ${checkedPosts} touched posts read back through both processes`,
      `writes of unknown outcome: ${likesUnknown.size + followsUnknown.size + unknownWrites.comments + unknownWrites.messages + unknownWrites.posts}`,
    ],
  };
}

/** Each seen row once and as written; rows nobody saw succeed only as many as unknown outcomes. */
function checkRows(kind, seen, rows, same, unknownCount, problems) {
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const [id, expected] of seen) {
    const row = byId.get(id);
    if (!row) problems.push(`${kind} ${id}: the client saw it made, it is not in the database`);
    else if (!same(row, expected)) problems.push(`${kind} ${id}: stored differently from what was sent`);
  }
  const extra = rows.filter((r) => !seen.has(r.id)).length;
  if (extra > unknownCount)
    problems.push(`${kind}s: ${extra} rows nobody saw made (${unknownCount} of unknown outcome)`);
}

// ---- the report -----------------------------------------------------------------------------

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;

function table(durationS) {
  const rows = [...stats.entries()].sort(
    (a, b) => b[1].latencies.length + b[1].failed - (a[1].latencies.length + a[1].failed),
  );
  const lines = [
    '| route | requests | req/s | p50 ms | p99 ms | 4xx | 5xx | no answer |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
  ];
  let total = 0;
  const all = [];
  for (const [route, s] of rows) {
    const sorted = [...s.latencies].sort((a, b) => a - b);
    const count = s.latencies.length + s.failed;
    total += count;
    all.push(...s.latencies);
    lines.push(
      `| ${route} | ${count} | ${(count / durationS).toFixed(1)} | ${percentile(sorted, 50).toFixed(0)} | ${percentile(sorted, 99).toFixed(0)} | ${s.c4xx} | ${s.c5xx} | ${s.failed} |`,
    );
  }
  all.sort((a, b) => a - b);
  lines.push(
    `| **all** | ${total} | ${(total / durationS).toFixed(1)} | ${percentile(all, 50).toFixed(0)} | ${percentile(all, 99).toFixed(0)} | ${sum('c4xx')} | ${sum('c5xx')} | ${sum('failed')} |`,
  );
  return lines.join('\n');
}
const sum = (field) => [...stats.values()].reduce((n, s) => n + s[field], 0);

// ---- main -----------------------------------------------------------------------------------

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'upclub-loadtest-'));
  const [api1, api2, simPort] = [firstPort, firstPort + 1, firstPort + 2];
  const secret = randomBytes(18).toString('base64url');
  let created = false;
  let exitCode = 0;
  const stop = async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null)));
    if (created)
      await onServer(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch((e) => console.error(e.message));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => stop().then(() => process.exit(130)));
  try {
    await onServer(`CREATE DATABASE ${dbName}`);
    created = true;
    const sim = `http://127.0.0.1:${simPort}`;
    start('emulator', path.join(simDir, 'dist/server.js'), {
      PORT: String(simPort),
      HOST: '127.0.0.1',
      CLIENT_ID: 'upclub-web',
      CLIENT_SECRET: secret,
      REDIRECT_URIS: `http://127.0.0.1:${api1}/authorize-spotify`,
    });
    await waitFor(`${sim}/sdk/player.js`, 'the emulator');
    const apiEnv = (port) => ({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: dbUrl,
      ...(redisUrl && { REDIS_URL: redisUrl }),
      DATA_DIR: path.join(dataDir, String(port)),
      LOG_LEVEL: 'warn',
      SEED: '0',
      PROVIDER_ACCOUNTS_URL: `${sim}/accounts`,
      PROVIDER_API_URL: `${sim}/v1`,
      PROVIDER_CLIENT_ID: 'upclub-web',
      PROVIDER_CLIENT_SECRET: secret,
      ...GENEROUS_LIMITS,
    });
    const apis = [start(`api ${api1}`, path.join(apiDir, 'dist/server.js'), apiEnv(api1))];
    // The first applies the migrations; the second then finds them done.
    await waitFor(`http://127.0.0.1:${api1}/api/v1/backendversion/`, 'API 1');
    apis.push(start(`api ${api2}`, path.join(apiDir, 'dist/server.js'), apiEnv(api2)));
    await waitFor(`http://127.0.0.1:${api2}/api/v1/backendversion/`, 'API 2');
    bases = [api1, api2].map((p) => `http://127.0.0.1:${p}`);

    console.log(
      `loadtest: ${userCount} users for ${seconds} s against 2 API processes (${bases.join(', ')}), ` +
        `PostgreSQL database ${dbName}, events between processes over ${redisUrl ? 'Redis' : 'LISTEN/NOTIFY'}`,
    );
    const monitor = new Client({ connectionString: dbUrl });
    await monitor.connect();
    const cpuBefore = apis.map((c) => cpuTicks(c.pid));
    const peaks = { pgConnections: 0, rss: apis.map(() => 0) };
    const startedAt = Date.now();
    const endAt = startedAt + seconds * 1000;
    const sampler = setInterval(async () => {
      apis.forEach((c, k) => (peaks.rss[k] = Math.max(peaks.rss[k], rssMb(c.pid))));
      try {
        const { rows } = await monitor.query('select count(*)::int n from pg_stat_activity where datname = $1', [
          dbName,
        ]);
        peaks.pgConnections = Math.max(peaks.pgConnections, rows[0].n);
      } catch {
        // sampled again
      }
      const done = Math.round((Date.now() - startedAt) / 1000);
      if (done % 30 < 5)
        process.stdout.write(
          `  ${done} s: ${sum('c5xx')} 5xx, ${[...stats.values()].reduce((n, s) => n + s.latencies.length, 0)} answers\n`,
        );
    }, 5_000);
    await Promise.all(Array.from({ length: userCount }, (_, i) => person(i, endAt)));
    clearInterval(sampler);
    const durationS = (Date.now() - startedAt) / 1000;
    const cpu = apis.map((c, k) => (cpuTicks(c.pid) - cpuBefore[k]) / 100);

    const load = table(durationS);
    console.log(`\n${load}\n`);
    console.log(
      `${users.length} of ${userCount} users signed up; ${durationS.toFixed(0)} s; API CPU ${cpu
        .map((s) => `${((s / durationS) * 100).toFixed(0)} %`)
        .join(' + ')} of a core; peak RSS ${peaks.rss.map((m) => `${m.toFixed(0)} MB`).join(' + ')}; ` +
        `peak PostgreSQL connections ${peaks.pgConnections}; machine load average ${os.loadavg()[0].toFixed(1)}`,
    );

    const { problems, summary } = await audit(monitor);
    await monitor.end();
    console.log(`\naccounting:\n  ${summary.join('\n  ')}`);
    const failures = sum('c5xx') + sum('failed');
    for (const s of stats.values()) for (const sample of s.samples) console.log(`  e.g. ${sample}`);
    if (failures) {
      console.error(`\nFAIL: ${sum('c5xx')} server errors and ${sum('failed')} requests without an answer`);
      exitCode = 1;
    }
    if (problems.length) {
      console.error(`\nFAIL: ${problems.length} accounting mismatches:\n  ${problems.slice(0, 30).join('\n  ')}`);
      exitCode = 1;
    }
    if (!exitCode) console.log('\nOK: no 5xx, every like, comment, message, follow and post accounted for');
  } catch (error) {
    console.error(`loadtest: ${error.stack ?? error}`);
    exitCode = 1;
  } finally {
    await stop();
  }
  process.exit(exitCode);
}

main();
