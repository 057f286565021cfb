import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { USER_TYPE_BROADCAST, USER_TYPE_METRICS } from '@upclub/shared/constants';
import { notifications } from '../src/db/schema';
import { authHeaders, newMember } from './helpers';
import { postSong } from './music';
import { openStream, listening } from './sse';

// The world of the access-control matrix (access-matrix.test.ts): one user per role around one
// post, one club and one message thread, built through the API as users would, and fresh copies
// of those objects for the rows whose allowed call would change the world for the next role.

/** The matrix's columns, in order. */
export const ROLES = [
  'anon',
  'stranger',
  'author',
  'owner',
  'curator',
  'follower',
  'member',
  'former',
  'staff2',
  'staff4',
  'nobits',
] as const;
export type Role = (typeof ROLES)[number];
export type SignedInRole = Exclude<Role, 'anon'>;

/** What each column is, for the printed table's legend. */
export const ROLE_NOTES: Record<Role, string> = {
  anon: 'no token',
  stranger: 'signed in, no tie to anything below',
  author: 'wrote the post, its comment and the reply',
  owner: 'owns the club',
  curator: 'curates the club (request accepted)',
  follower: 'follows the club',
  member: 'member of the message thread',
  former: 'left the message thread (after the message song was sent)',
  staff2: 'user_type 2 (metrics)',
  staff4: 'user_type 4 (broadcast)',
  nobits: 'user_type 0, like every user above',
};

export type Member = Awaited<ReturnType<typeof newMember>>;
type Headers = { authorization: string };

export interface World {
  app: FastifyInstance;
  /** The app listening on a free loopback port, for the streaming route. */
  baseUrl: Promise<string>;
  users: Record<SignedInRole, Member>;
  /** Writes the message song and the thread; no column of its own. */
  peer: Member;
  /** A bystander that rows send things to or invite (never a column). */
  outsider: Member;
  /** A user post (post_type 2) by author, with a comment by author and author's reply to it. */
  post: number;
  comment: number;
  reply: number;
  club: number;
  /** The club's live listening room (started by owner, a song playing). */
  room: number;
  /** The group thread of peer, member and former (who left). */
  thread: number;
  /** A message song (post_type 1) peer sent into the thread before former left. */
  song: number;
  fresh: Fresh;
}

/** New objects like the world's, for rows whose allowed call would consume them. */
export interface Fresh {
  post(): Promise<number>;
  /** A new post of curator's in the world's club. */
  clubPost(): Promise<number>;
  /** A new message song of peer's in the world's thread. */
  song(): Promise<number>;
  /** A new group thread of peer, member and former, which former left. */
  thread(): Promise<number>;
  /** A new club of owner's, with curator (`curatorEntry`) and follower (`key`: one per key in a row). */
  club(key?: string): Promise<{ club: number; curatorEntry: number }>;
  /** A new club's live room, started by owner. */
  room(key?: string): Promise<number>;
  /** A song waiting in the world's room: its queue entry. */
  queued(key?: string): Promise<number>;
  /** A pending request of outsider's to curate the club: the curator entry id. */
  request(club: number): Promise<number>;
  /** A pending invite of follower's to curate the club: the invite id. */
  invite(club: number): Promise<number>;
  /** A new token of a user (for the routes that revoke theirs). */
  session(user: Member): Promise<Headers>;
  clubName(): string;
}

async function call(
  app: FastifyInstance,
  method: 'POST' | 'PATCH',
  url: string,
  payload: object,
  headers: Headers,
  expected: number,
) {
  const res = await app.inject({ method, url, payload, headers });
  if (res.statusCode !== expected) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json();
}

export async function buildWorld(app: FastifyInstance): Promise<World> {
  const [stranger, author, owner, curator, follower, member, former, staff2, staff4, nobits, peer, outsider] =
    await Promise.all(Array.from({ length: 12 }, () => newMember(app)));
  await app.users.update(staff2.id, { userType: USER_TYPE_METRICS });
  await app.users.update(staff4.id, { userType: USER_TYPE_BROADCAST });
  const users = { stranger, author, owner, curator, follower, member, former, staff2, staff4, nobits };

  let clubs = 0;
  const clubName = () => `Matrix club ${(clubs += 1)}`;

  const newPost = async () => (await postSong(app, author.headers, { title: 'Matrix post' })).song_post as number;
  const post = await newPost();
  const comment = (
    await call(app, 'POST', '/api/v1/postfirstlevelcomment/', { song_post: post, text: 'First' }, author.headers, 201)
  ).comment as number;
  const reply = (
    await call(
      app,
      'POST',
      '/api/v1/postsecondlevelcomment/',
      { comment_parent: comment, text: 'Reply' },
      author.headers,
      201,
    )
  ).comment as number;
  // Notifications for the author to list.
  await call(app, 'POST', '/api/v1/likesongpost/', { song_post: post }, peer.headers, 200);

  const newClub = async () => {
    const club = (await call(app, 'POST', '/api/v1/createclub/', { club_name: clubName() }, owner.headers, 201))
      .club as number;
    const asked = await call(app, 'POST', '/api/v1/requesttocurate/', { club }, curator.headers, 201);
    const curatorEntry = asked.curator as number;
    await call(
      app,
      'PATCH',
      `/api/v1/respondtocuratorrequest/${curatorEntry}`,
      { invite_request_state: 2 },
      owner.headers,
      200,
    );
    await call(app, 'POST', '/api/v1/followclub/', { club }, follower.headers, 200);
    return { club, curatorEntry };
  };
  const { club } = await newClub();
  await postSong(app, curator.headers, { club, title: 'Club post' });
  const newRoom = async (clubId: number) => {
    const room = (await call(app, 'POST', `/api/v1/clubs/${clubId}/room/`, {}, owner.headers, 201)).room as number;
    await call(app, 'POST', `/api/v1/rooms/${room}/queue/`, { song: 'track01' }, owner.headers, 201);
    return room;
  };
  const room = await newRoom(club);

  const newThread = async (leave: boolean) => {
    const sent = await call(
      app,
      'POST',
      '/api/v1/createmessage/',
      { messagethread: null, upclubusers: [member.id, former.id], text: 'Hello both' },
      peer.headers,
      201,
    );
    const thread = sent.messagethread as number;
    if (leave) await call(app, 'POST', `/api/v1/leavemessagethread/${thread}`, {}, former.headers, 200);
    return thread;
  };
  const newSong = async (thread: number) => {
    const song = (await postSong(app, peer.headers, { song: 'track02', title: 'Matrix message song', post_type: 1 }))
      .song_post as number;
    await call(app, 'POST', '/api/v1/createmessage/', { messagethread: thread, song_post: song }, peer.headers, 201);
    return song;
  };
  const thread = await newThread(false);
  const song = await newSong(thread);
  await call(app, 'POST', `/api/v1/leavemessagethread/${thread}`, {}, former.headers, 200);

  const fresh: Fresh = {
    post: newPost,
    song: () => newSong(thread),
    clubPost: async () => (await postSong(app, curator.headers, { club, title: 'Club post' })).song_post as number,
    thread: () => newThread(true),
    club: newClub,
    room: async () => newRoom((await newClub()).club),
    async queued() {
      const state = await call(app, 'POST', `/api/v1/rooms/${room}/queue/`, { song: 'track02' }, owner.headers, 201);
      return state.queue.at(-1).item as number;
    },
    async request(clubId) {
      return (await call(app, 'POST', '/api/v1/requesttocurate/', { club: clubId }, outsider.headers, 201))
        .curator as number;
    },
    async invite(clubId) {
      await call(
        app,
        'POST',
        '/api/v1/inviteclubcurators/',
        { club: clubId, invitedusers: [follower.id] },
        owner.headers,
        201,
      );
      const [row] = await app.db
        .select({ payload: notifications.payload })
        .from(notifications)
        .where(
          and(
            eq(notifications.recipientId, follower.id),
            eq(notifications.kind, 'curatorinvite'),
            sql`(${notifications.payload}->>'club')::int = ${clubId}`,
          ),
        )
        .orderBy(desc(notifications.id))
        .limit(1);
      return (row.payload as { curatorinvite: number }).curatorinvite;
    },
    // Through the token service: signing in is its own row, and scrypt would double this file's time.
    session: async (user) => authHeaders(await app.tokens.create(user.id)),
    clubName,
  };

  return { app, baseUrl: listening(app), users, peer, outsider, post, comment, reply, club, room, thread, song, fresh };
}

/** One call of a matrix cell. */
export interface Call {
  /** The URL; the operation's path when left out (routes without parameters). */
  url?: string;
  /** The JSON body of a POST, PATCH or DELETE ({} when left out). */
  body?: object;
  /** Instead of the role's usual token (anonymous cells never send one). */
  headers?: Headers;
  /** A Server-Sent Events route: opened over HTTP and closed once its status is known. */
  stream?: boolean;
}

/** The status of one cell's call. */
export async function statusOf(w: World, role: Role, method: string, path: string, c: Call): Promise<number> {
  const headers = role === 'anon' ? {} : (c.headers ?? w.users[role].headers);
  const url = c.url ?? path;
  if (c.stream) {
    const stream = await openStream(await w.baseUrl, headers);
    stream.close();
    return stream.status;
  }
  const res = await w.app.inject({
    method: method as 'GET',
    url,
    headers,
    payload: method === 'GET' ? undefined : (c.body ?? {}),
  });
  if (res.statusCode >= 500) throw new Error(`${method} ${url} as ${role}: ${res.statusCode} ${res.body}`);
  return res.statusCode;
}
