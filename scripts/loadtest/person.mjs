// One simulated person: signs up, signs in and makes a profile, then acts at a human pace until
// the end, noting what they saw succeed (./seen.mjs).
import { randomBytes } from 'node:crypto';
import { runId } from './deployment.mjs';
import { call, ok, unknown } from './requests.mjs';
import {
  comments,
  follows,
  followsUnknown,
  knownPosts,
  likes,
  likesUnknown,
  messages,
  posts,
  seePosts,
  touched,
  unknownWrites,
  users,
} from './seen.mjs';
import { chance, getCatalogue, PASSWORD, pick, RAMP_MS, sleep, think, TRACKS } from './settings.mjs';

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

export async function person(i, endAt) {
  await sleep(Math.random() * RAMP_MS);
  const user = await signUp(i);
  if (!user) return;
  users.push(user);
  while (Date.now() < endAt) {
    await chooseAction()(user);
    await think();
  }
}
