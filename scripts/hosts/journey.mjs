// The failover journey across two hosts: Alice's home is host A, Bob's host B; each holds a live
// events stream on their own host while messages, likes and comments go both ways (so every
// event crosses hosts through the pubsub transport). Then host A's link is cut: Bob carries on
// through B, Alice's next request finds A unreachable and goes to B, and her stream, silent,
// reconnects to B with Last-Event-ID. After the link is mended, A must serve what changed
// meanwhile and hear B again. At the end every event each of them received is compared with
// what the database holds: each stored event once, nothing missing, nothing doubled; and every
// message, like and comment they saw made is there once.
import { createRequire } from 'node:module';
import path from 'node:path';
import { Client, deploy, root } from './deploy.mjs';
import { cut, restore } from './netns.mjs';
import { createPerson, STREAM_SILENCE_MS } from './person.mjs';

const { getCatalogue } = createRequire(path.join(root, 'packages/provider-sim/package.json'))('./dist/index.js');
const { formatCount } = createRequire(path.join(root, 'packages/api/package.json'))('./dist/lib/format.js');

/** How long a live event may take to arrive while both hosts are up. */
const LIVE_WAIT_MS = 10_000;
/** After the cut: the stream's silence limit, its reconnection backoff and a slow machine's share. */
const FAILOVER_WAIT_MS = STREAM_SILENCE_MS + 20_000;
/**
 * After the link is mended: how long host A may take to answer with what changed meanwhile. Its
 * pubsub took the silent connection for lost during the cut (the liveness check) and reconnects
 * within its retry backoff (at most 5 s) and a connect; without the check it would serve its
 * cache until TCP retransmitted the missed messages, about as long as the cut lasted.
 */
const REJOIN_WAIT_MS = 20_000;
const POLL_MS = 100;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(check, what, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await check();
    if (result) return result;
    if (Date.now() > deadline) throw new Error(`journey: ${what} did not happen within ${timeoutMs / 1000} s`);
    await sleep(POLL_MS);
  }
}
function ok(res, what) {
  if (res.status < 200 || res.status >= 300)
    throw new Error(`journey: ${what} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res;
}
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? 0;

export async function runJourney({ hosts, port, simPort, serverUrl, redisUrl }) {
  const deployment = await deploy({ hosts, port, simPort, serverUrl, redisUrl });
  const db = new Client({ connectionString: deployment.dbUrl });
  // A signal's way out drops the database under this connection: its end is no crash.
  db.on('error', () => {});
  await db.connect();
  const people = [];
  try {
    return await journey(hosts, port, db, people);
  } finally {
    for (const person of people) person.stopStream();
    // A journey that failed during the cut mends the link first: the host's processes then close
    // as usual (their connections are not left hanging).
    for (const host of hosts) restore(host);
    await db.end();
    await deployment.stop();
  }
}

async function journey(hosts, port, db, people) {
  const [hostA, hostB] = hosts;
  const tracks = getCatalogue().tracks;
  const run = Date.now().toString(36);
  const alice = createPerson('Alice', hosts, 0, port);
  const bob = createPerson('Bob', hosts, 1, port);
  people.push(alice, bob);
  const sent = new Map();
  const likes = [];
  const comments = [];
  const latencies = [];

  async function join(person) {
    const username = `${person.name.toLowerCase()}_${run}`;
    const body = {
      username,
      password: 'across-hosts-1',
      first_name: person.name,
      last_name: 'Hosts',
      email: `${username}@example.com`,
    };
    person.id = ok(await person.call('POST', '/api/v1/register/', body), 'register').body.upclubuser;
    person.token = ok(
      await person.call('POST', '/api/v1/login/', { username, password: body.password }),
      'login',
    ).body.token;
    ok(await person.call('POST', '/api/v1/createprofile/', {}), 'createprofile');
  }
  const postSong = async (person, k) =>
    ok(await person.call('POST', '/api/v1/postsong/', { song: tracks[k].id, comment: '' }), 'postsong').body.song_post;
  async function message(from, to, text) {
    const sentAt = Date.now();
    const res = ok(await from.call('POST', '/api/v1/createmessage/', { upclubusers: [to.id], text }), 'createmessage');
    const id = res.body.message.message;
    sent.set(id, { from, to, text, sentAt, host: res.host });
    return res;
  }
  async function like(person, post) {
    const res = ok(await person.call('POST', '/api/v1/likesongpost/', { song_post: post }), 'likesongpost');
    likes.push({ post, user: person.id });
    return res;
  }
  async function comment(person, post, text) {
    const res = ok(await person.call('POST', '/api/v1/postfirstlevelcomment/', { song_post: post, text }), 'comment');
    comments.push(res.body.comment);
    return res;
  }
  /** The message's event on the recipient's stream (live while both hosts are up). */
  const arrival = (id) =>
    until(
      () => sent.get(id).to.frames.find((f) => f.event === 'message' && f.data.message?.message === id),
      `message ${id}'s event`,
      LIVE_WAIT_MS,
    );
  /** The ids the database holds for the person, in order. */
  const stored = async (person) =>
    (await db.query('select id, type from user_events where user_id = $1 order by id', [person.id])).rows;
  /** Waits until the person's streams have every event the database holds for them. */
  const caughtUp = (person, timeoutMs = LIVE_WAIT_MS) =>
    until(
      async () => {
        const got = new Set(person.frames.map((f) => f.id));
        return (await stored(person)).every((row) => got.has(Number(row.id)));
      },
      `${person.name}'s stream catching up`,
      timeoutMs,
    );

  // Both hosts up: each on their own host, every event crossing to the other.
  const started = Date.now();
  await join(alice);
  await join(bob);
  for (const person of people) person.startStream();
  await until(() => alice.connections.length && bob.connections.length, 'both streams opening', LIVE_WAIT_MS);
  const alicePosts = [await postSong(alice, 0), await postSong(alice, 1), await postSong(alice, 2)];
  const bobPosts = [await postSong(bob, 3), await postSong(bob, 4), await postSong(bob, 5)];
  for (let round = 0; round < 2; round++) {
    await like(bob, alicePosts[round]);
    await like(alice, bobPosts[round]);
    for (const [from, to] of [
      [bob, alice],
      [alice, bob],
    ]) {
      const { body } = await message(from, to, `before the cut ${round} from ${from.name}`);
      const frame = await arrival(body.message.message);
      latencies.push(frame.at - sent.get(body.message.message).sentAt);
    }
  }
  // Host A holds Alice's third post in its cache, with no likes and no comments yet.
  ok(await alice.call('GET', `/api/v1/getsongpost/${alicePosts[2]}/`), 'getsongpost');
  await caughtUp(alice);
  await caughtUp(bob);
  const lastOnA = Math.max(...alice.frames.filter((f) => f.id !== null).map((f) => f.id));

  // Host A's link is cut: no database, no Redis, no clients.
  cut(hostA);
  const cutAt = Date.now();
  console.log(`journey: host ${hostA.label}'s link cut (${hostA.link} down); Alice's last event id there ${lastOnA}`);
  await message(bob, alice, 'during the cut 1');
  await comment(bob, alicePosts[2], 'during the cut');
  await like(bob, alicePosts[2]);
  const alicesFirst = await message(alice, bob, 'during the cut, from Alice');
  if (alicesFirst.host !== hostB.label)
    throw new Error(`journey: Alice's write during the cut went to host ${alicesFirst.host}`);
  await message(bob, alice, 'during the cut 2');
  const onB = await until(
    () => alice.connections.find((c) => c.host === hostB.label),
    "Alice's stream reconnecting to host B",
    FAILOVER_WAIT_MS,
  );
  const reconnectMs = onB.at - cutAt;
  if (Number(onB.lastEventId) !== lastOnA)
    throw new Error(
      `journey: Alice's stream reconnected with Last-Event-ID ${onB.lastEventId}, her last event was ${lastOnA}`,
    );
  await caughtUp(alice);
  // Served by host B alone, live.
  await like(alice, bobPosts[2]);
  const { body: last } = await message(bob, alice, 'after the failover');
  await arrival(last.message.message);
  await caughtUp(bob);

  // The link mended: host A serves what changed meanwhile, and hears host B again.
  restore(hostA);
  const restoredAt = Date.now();
  const counts = (await db.query('select likes_count, comments_count from song_posts where id = $1', [alicePosts[2]]))
    .rows[0];
  const tab = createPerson('Alice (a tab on host A)', [hostA], 0, port);
  tab.token = alice.token;
  people.push(tab);
  // It may answer at once from its cache, before its transport has delivered what it missed.
  let answeredMs = null;
  await until(
    async () => {
      try {
        const res = await tab.call('GET', `/api/v1/getsongpost/${alicePosts[2]}/`);
        if (res.status === 200) answeredMs ??= Date.now() - restoredAt;
        return (
          res.status === 200 &&
          res.body.formatted_likes === formatCount(counts.likes_count) &&
          res.body.formatted_comments_count === formatCount(counts.comments_count)
        );
      } catch {
        return false;
      }
    },
    `host ${hostA.label} answering with the post's new counts`,
    REJOIN_WAIT_MS,
  );
  const rejoin = { answeredMs, freshMs: Date.now() - restoredAt };
  tab.startStream();
  await until(() => tab.connections.length, 'a stream on host A opening', LIVE_WAIT_MS);
  const { body: afterMend } = await message(bob, alice, 'after the link is mended');
  await until(
    () => tab.frames.find((f) => f.event === 'message' && f.data.message?.message === afterMend.message.message),
    "the message reaching Alice's tab on host A",
    LIVE_WAIT_MS,
  );
  await caughtUp(alice);

  return audit(db, {
    alice,
    bob,
    sent,
    likes,
    comments,
    latencies,
    reconnectMs,
    rejoin,
    lastOnA,
    journeyMs: Date.now() - started,
  });
}

/** Each event the database holds for a person received once on their stream, and nothing else. */
async function audit(db, { alice, bob, sent, likes, comments, latencies, reconnectMs, rejoin, lastOnA, journeyMs }) {
  const problems = [];
  const lines = [];
  for (const person of [alice, bob]) {
    const rows = (await db.query('select id, type from user_events where user_id = $1 order by id', [person.id])).rows;
    const received = person.frames.filter((f) => f.id !== null);
    const times = new Map();
    for (const f of received) times.set(f.id, (times.get(f.id) ?? 0) + 1);
    const ids = new Set(rows.map((r) => Number(r.id)));
    for (const row of rows) {
      const frame = received.find((f) => f.id === Number(row.id));
      if (!frame) problems.push(`${person.name}: event ${row.id} (${row.type}) never arrived`);
      else if (frame.event !== row.type)
        problems.push(`${person.name}: event ${row.id} arrived as ${frame.event}, stored as ${row.type}`);
    }
    for (const [id, n] of times) {
      if (n > 1) problems.push(`${person.name}: event ${id} arrived ${n} times`);
      if (!ids.has(id)) problems.push(`${person.name}: event ${id} arrived, the database has no such event`);
    }
    const toThem = [...sent].filter(([, m]) => m.to === person).map(([id]) => id);
    for (const id of toThem) {
      const n = received.filter((f) => f.event === 'message' && f.data.message?.message === id).length;
      if (n !== 1) problems.push(`${person.name}: message ${id} arrived ${n} times`);
    }
    const byHost = (label) => received.filter((f) => f.host === label).length;
    lines.push(
      `${person.name}: ${rows.length} events stored, ${received.length} received (${byHost('a')} from host a, ${byHost('b')} from host b) ` +
        `over ${person.connections.length} connection(s): ${person.connections.map((c) => `${c.host}${c.lastEventId ? ` after ${c.lastEventId}` : ''}`).join(', ')}`,
    );
  }
  const messageRows = (await db.query('select id, text from messages')).rows;
  const texts = new Map(messageRows.map((r) => [r.id, r.text]));
  for (const [id, m] of sent) if (texts.get(id) !== m.text) problems.push(`message ${id} is not stored as sent`);
  if (messageRows.length !== sent.size) problems.push(`${messageRows.length} messages stored, ${sent.size} sent`);
  const likeRows = (await db.query('select post_id, user_id from post_likes')).rows;
  if (
    likeRows.length !== likes.length ||
    !likes.every((l) => likeRows.some((r) => r.post_id === l.post && r.user_id === l.user))
  )
    problems.push(`${likeRows.length} likes stored, ${likes.length} made`);
  const commentRows = (await db.query('select id from comments')).rows;
  if (commentRows.length !== comments.length)
    problems.push(`${commentRows.length} comments stored, ${comments.length} made`);
  const moved = alice.moves[0];
  lines.push(
    `messages ${sent.size} sent = ${messageRows.length} stored; likes ${likes.length} = ${likeRows.length}; comments ${comments.length} = ${commentRows.length}`,
    `live across hosts (message sent -> its event on the other host's stream): median ${median(latencies)} ms, max ${Math.max(...latencies)} ms`,
    `cut: Alice's next request moved to host ${moved?.to} (${moved?.why}); her stream, silent after event ${lastOnA}, reconnected to host b ${(reconnectMs / 1000).toFixed(1)} s after the cut (silence limit ${STREAM_SILENCE_MS / 1000} s)`,
    `mended: host a answered ${rejoin.answeredMs} ms after, with the post's new counts ${(rejoin.freshMs / 1000).toFixed(1)} s after; a stream there then got host b's next message live`,
    `journey ${(journeyMs / 1000).toFixed(1)} s`,
  );
  return { problems, lines };
}
