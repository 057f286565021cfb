// The audit after the load: every like, comment, message, follow and post a client saw succeed
// is in the database exactly once, each post's counters equal its rows, and the API shows them.
import { bases, call, ok } from './requests.mjs';
import {
  comments,
  follows,
  followsUnknown,
  likes,
  likesUnknown,
  messages,
  posts,
  touched,
  unknownWrites,
  users,
} from './seen.mjs';
import { formatCount, sleep } from './settings.mjs';

export async function audit(db) {
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
