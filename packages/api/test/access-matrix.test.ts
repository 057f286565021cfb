import { PASSWORD, buildTestApp, newMember, signupBody, type TestApp } from './helpers';
import { buildWorld, ROLE_NOTES, ROLES, statusOf, type Call, type Fresh, type Role, type World } from './access-matrix';
import { fixtureResolver } from './music';

// The access-control matrix: every operation of the API's own OpenAPI document, called by each
// role (columns, see ROLES in ./access-matrix) on one shared world, against the status each
// must get. The table is printed with the answers; a cell that differs is marked with `!`.
//
// One MATRIX line is one row of the table:
//
//   ['METHOD /api/v1/path/{param} #variant',  'EXPECTED',  (w, role) => Call]
//
// - The operation is exactly as /api/openapi.json lists it. `#variant` (optional) names a second
//   row of the same operation (another object: a message song, a club, ...). Every operation
//   needs a row and every row an operation, so a new route fails this test until it has a line.
// - EXPECTED: one status per column, space-separated, in ROLES order
//   (anon stranger author owner curator follower member former staff2 staff4 nobits). A status
//   ending in `*` fills every column after it: '401 200*' is 401 for anon, 200 for everyone else.
// - The function builds the call for that role: `url` (the path itself when left out), `body`,
//   `headers` (another token), `stream` (Server-Sent Events). `w` is the world (./access-matrix);
//   a row whose allowed call consumes its object (a deletion, leaving, an answered request) takes
//   a new one from `w.fresh`, one per row. The cells expected to fail run first, then those
//   expected to succeed, so every refusal is about an object still in place.
//
// Expectations follow spec part 2 §6-§7 and the routes' own OpenAPI descriptions: 401 without a
// token; owner-only club calls 403 to anyone else; a thread's calls 403 to non-members (former
// members too); a message song (post_type 1) 404 to everyone but its author and its thread's
// members, so its existence does not leak; staff calls 403 without their bit.

type Row = [operation: string, expected: string, call: (w: World, role: Role) => Call | Promise<Call>];

const body = (b: object) => () => ({ body: b });
const at = (url: string, b?: object) => ({ url, body: b });
/** The role's own account (the outsider's for anonymous cells), so no two cells of a row share one. */
const own = (w: World, role: Role) => (role === 'anon' ? w.outsider : w.users[role]);

// prettier-ignore
const MATRIX: Row[] = [
  // operation                                                       anon stranger author owner curator follower member former staff2 staff4 nobits
  ['GET /api/v1/backendversion/',                                   '200*', () => ({})],
  ['POST /api/v1/register/',                                        '201*', () => ({ body: signupBody() })],
  ['POST /api/v1/login/',                                           '200*', (w, r) => ({ body: { username: own(w, r).username, password: PASSWORD } })],
  ['POST /api/v1/login2/',                                          '200*', (w, r) => ({ body: { username: own(w, r).username, password: PASSWORD, fcm_device: 'd1' } })],
  ['POST /api/v1/sendcode/',                                        '200*', (w, r) => ({ body: { username: own(w, r).username } })],
  ['POST /api/v1/resetpassword/',                                   '400*', (w, r) => ({ body: { username: own(w, r).username, resetcode: 'ZZZZZZ', password: 'another-pass-7' } })],
  ['POST /api/v1/sendusername/',                                    '200*', (w, r) => ({ body: { email: own(w, r).email } })],

  ['POST /api/v1/logout/',                                          '401 200*', async (w, r) => ({ headers: await w.fresh.session(own(w, r)) })],
  ['POST /api/v1/logout2/',                                         '401 200*', async (w, r) => ({ headers: await w.fresh.session(own(w, r)), body: { fcm_device: 'd1' } })],
  // Signing out everywhere revokes every token of the account: a new account per cell, so the world's sessions live on.
  ['POST /api/v1/logoutall/',                                       '401 200*', async (w, r) => (r === 'anon' ? {} : { headers: (await newMember(w.app)).headers })],
  ['PATCH /api/v1/updateprofile/ #email without the password',      '401 400*', body({ email: 'new-address@example.com' })],

  ['GET /api/v1/myprofile',                                         '401 200*', () => ({})],
  ['POST /api/v1/createprofile/',                                   '401 200*', () => ({})],
  ['GET /api/v1/getprofile/{id}',                                   '401 200*', (w) => at(`/api/v1/getprofile/${w.users.author.id}`)],
  ['GET /api/v1/getprofileviausername/{username}',                  '401 200*', (w) => at(`/api/v1/getprofileviausername/${w.users.author.username}`)],
  ['GET /api/v1/getprofilelite/{id}',                               '401 200*', (w) => at(`/api/v1/getprofilelite/${w.users.author.id}`)],
  ['PATCH /api/v1/updateprofile/',                                  '401 200*', body({ profile_description: 'Matrix' })],
  ['PATCH /api/v1/updateprofile/ #own user_type',                   '401 400*', body({ user_type: 6 })],

  ['GET /api/v1/getnotificationscount/',                            '401 200*', () => ({})],
  ['GET /api/v1/getnotifications/',                                 '401 200*', () => ({})],
  ['POST /api/v1/clearnotifications/',                              '401 200*', () => ({})],
  ['GET /api/v1/events/',                                           '401 200*', () => ({ stream: true })],

  ['POST /api/v1/follow/',                                          '401 200 400 200*', (w) => ({ body: { upclubuser_followee: w.users.author.id } })],
  ['POST /api/v1/unfollow/',                                        '401 200 400 200*', (w) => ({ body: { upclubuser_followee: w.users.author.id } })],
  ['GET /api/v1/profilegetfollowers/{id}',                          '401 200*', (w) => at(`/api/v1/profilegetfollowers/${w.users.author.id}`)],
  ['GET /api/v1/profilegetfollowing/{id}',                          '401 200*', (w) => at(`/api/v1/profilegetfollowing/${w.users.author.id}`)],
  ['GET /api/v1/profilegetsongposts/{upclubuser}/{category}',       '401 200*', (w) => at(`/api/v1/profilegetsongposts/${w.users.author.id}/new`)],
  ['GET /api/v1/profilegetlikedsongposts/{upclubuser}/{category}',  '401 200*', (w) => at(`/api/v1/profilegetlikedsongposts/${w.peer.id}/new`)],

  ['POST /api/v1/postsong/',                                        '401 201*', body({ song: 'track01', post_type: 2 })],
  ['POST /api/v1/postsong/ #into the club',                         '401 403 403 201 201 403 403 403 403 403 403', (w) => ({ body: { song: 'track01', club: w.club } })],
  ['POST /api/v1/postsong/ #message song',                          '401 201*', body({ song: 'track03', post_type: 1 })],
  ['GET /api/v1/getsongpost/{id}',                                  '401 200*', (w) => at(`/api/v1/getsongpost/${w.post}`)],
  ['GET /api/v1/getsongpost/{id} #message song',                    '401 404 404 404 404 404 200 404 404 404 404', (w) => at(`/api/v1/getsongpost/${w.song}`)],
  ['DELETE /api/v1/deletesong/{id}',                                '401 403 204 403*', async (w) => at(`/api/v1/deletesong/${await w.fresh.post()}`)],
  ['DELETE /api/v1/deletesong/{id} #message song',                  '401 404 404 404 404 404 403 404 404 404 404', async (w) => at(`/api/v1/deletesong/${await w.fresh.song()}`)],
  ['DELETE /api/v1/deletesong/{id} #curator\'s club post',          '401 403 403 403 204 403*', async (w) => at(`/api/v1/deletesong/${await w.fresh.clubPost()}`)],
  ['POST /api/v1/likesongpost/',                                    '401 200*', (w) => ({ body: { song_post: w.post } })],
  ['POST /api/v1/likesongpost/ #message song',                      '401 404 404 404 404 404 400 404 404 404 404', (w) => ({ body: { song_post: w.song } })],
  ['POST /api/v1/unlikesongpost/',                                  '401 200*', (w) => ({ body: { song_post: w.post } })],
  ['POST /api/v1/unlikesongpost/ #message song',                    '401 404 404 404 404 404 400 404 404 404 404', (w) => ({ body: { song_post: w.song } })],
  ['GET /api/v1/searchsongposttitle/{query}',                       '401 200*', () => at('/api/v1/searchsongposttitle/matrix')],
  ['GET /api/v1/getallfeed/{category}',                             '401 200*', () => at('/api/v1/getallfeed/trending')],
  ['GET /api/v1/getmyfeed/{category}',                              '401 200*', () => at('/api/v1/getmyfeed/new')],

  ['GET /api/v1/getfirstlevelcomments/{songPost}',                  '401 200*', (w) => at(`/api/v1/getfirstlevelcomments/${w.post}`)],
  ['GET /api/v1/getfirstlevelcomments/{songPost} #message song',    '401 404 404 404 404 404 200 404 404 404 404', (w) => at(`/api/v1/getfirstlevelcomments/${w.song}`)],
  ['POST /api/v1/postfirstlevelcomment/',                           '401 201*', (w) => ({ body: { song_post: w.post, text: 'Nice' } })],
  ['POST /api/v1/postfirstlevelcomment/ #message song',             '401 404 404 404 404 404 400 404 404 404 404', (w) => ({ body: { song_post: w.song, text: 'Nice' } })],
  ['GET /api/v1/getsecondlevelcomments/{commentId}',                '401 200*', (w) => at(`/api/v1/getsecondlevelcomments/${w.comment}`)],
  ['POST /api/v1/postsecondlevelcomment/',                          '401 201*', (w) => ({ body: { comment_parent: w.comment, text: 'Agreed' } })],
  ['POST /api/v1/postsecondlevelcomment/ #to a reply',              '401 400*', (w) => ({ body: { comment_parent: w.reply, text: 'Agreed' } })],

  ['GET /api/v1/searchusernameweb/{query}',                         '401 200*', () => at('/api/v1/searchusernameweb/user')],
  ['GET /api/v1/searchusername/{query}',                            '401 200*', () => at('/api/v1/searchusername/user')],
  ['GET /api/v1/searchusernamedefault/',                            '401 200*', () => ({})],

  ['POST /api/v1/sharepost/',                                       '401 201*', (w) => ({ body: { upclubusers: [w.outsider.id], song_post: w.post } })],
  ['POST /api/v1/sharepost/ #into the thread',                      '401 403 403 403 403 403 201 403 403 403 403', (w) => ({ body: { messagethreads: [w.thread], song_post: w.post } })],
  ['POST /api/v1/sharepost/ #message song',                         '401 404 404 404 404 404 201 404 404 404 404', (w) => ({ body: { upclubusers: [w.outsider.id], song_post: w.song } })],
  ['GET /api/v1/getmessagethreads/',                                '401 200*', () => ({})],
  ['GET /api/v1/searchmessagethreads/{query}',                      '401 200*', () => at('/api/v1/searchmessagethreads/hello')],
  ['GET /api/v1/messagessearchmessagethreadnames/{query}',          '401 200*', () => at('/api/v1/messagessearchmessagethreadnames/matrix')],
  ['GET /api/v1/getmessagethreadinfo/{id}',                         '401 403 403 403 403 403 200 403 403 403 403', (w) => at(`/api/v1/getmessagethreadinfo/${w.thread}`)],
  ['GET /api/v1/messagessearchusername/{query}',                    '401 200*', () => at('/api/v1/messagessearchusername/user')],
  ['POST /api/v1/checkmessagethread/',                              '401 200*', (w) => ({ body: { upclubusers: [w.outsider.id] } })],
  ['GET /api/v1/getmessages/{id}/{kind}',                           '401 403 403 403 403 403 200 403 403 403 403', (w) => at(`/api/v1/getmessages/${w.thread}/all`)],
  ['GET /api/v1/getmessages/{id}/{kind} #songs',                    '401 403 403 403 403 403 200 403 403 403 403', (w) => at(`/api/v1/getmessages/${w.thread}/songs`)],
  ['POST /api/v1/createmessage/',                                   '401 403 403 403 403 403 201 403 403 403 403', (w) => ({ body: { messagethread: w.thread, text: 'Hi' } })],
  ['POST /api/v1/createmessage/ #new 1:1 thread',                   '401 201*', (w) => ({ body: { upclubusers: [w.outsider.id], text: 'Hi' } })],
  ['POST /api/v1/createmessage/ #another thread\'s message song',   '401 400 400 400 400 400 201 400 400 400 400', (w) => ({ body: { upclubusers: [w.outsider.id], song_post: w.song } })],
  ['PATCH /api/v1/setmessagethreadname/{id}',                       '401 403 403 403 403 403 200 403 403 403 403', (w) => at(`/api/v1/setmessagethreadname/${w.thread}`, { messagethreadname: 'Matrix' })],
  ['PATCH /api/v1/adduserstomessagethread/{id}',                    '401 403 403 403 403 403 200 403 403 403 403', (w) => at(`/api/v1/adduserstomessagethread/${w.thread}`, { upclubusers: [w.outsider.id] })],
  ['GET /api/v1/getmessagethreadsettings/{id}',                     '401 403 403 403 403 403 200 403 403 403 403', (w) => at(`/api/v1/getmessagethreadsettings/${w.thread}`)],
  ['PATCH /api/v1/setmessagethreadsettings/{id}',                   '401 403 403 403 403 403 200 403 403 403 403', (w) => at(`/api/v1/setmessagethreadsettings/${w.thread}`, { notify: false })],
  ['POST /api/v1/leavemessagethread/{id}',                          '401 403 403 403 403 403 200 403 403 403 403', async (w) => at(`/api/v1/leavemessagethread/${await w.fresh.thread()}`)],

  ['POST /api/v1/createclub/',                                      '401 201*', (w) => ({ body: { club_name: w.fresh.clubName() } })],
  ['GET /api/v1/getallclubs/',                                      '401 200*', () => ({})],
  ['GET /api/v1/getallownedandcuratedclubs/',                       '401 200*', () => ({})],
  ['GET /api/v1/getallfollowedclubs/',                              '401 200*', () => ({})],
  ['GET /api/v1/getclub/{id}',                                      '401 200*', (w) => at(`/api/v1/getclub/${w.club}`)],
  ['PATCH /api/v1/updateclub/{id}',                                 '401 403 403 200 403*', (w) => at(`/api/v1/updateclub/${w.club}`, { club_description: 'Matrix' })],
  ['GET /api/v1/getclubsongposts/{club}/{category}',                '401 200*', (w) => at(`/api/v1/getclubsongposts/${w.club}/new`)],
  ['POST /api/v1/followclub/',                                      '401 200 200 403 200*', async (w) => ({ body: { club: (await w.fresh.club()).club } })],
  ['POST /api/v1/unfollowclub/',                                    '401 200*', async (w) => ({ body: { club: (await w.fresh.club()).club } })],
  ['GET /api/v1/getclubfollowers/{id}',                             '401 200*', (w) => at(`/api/v1/getclubfollowers/${w.club}`)],
  ['GET /api/v1/getclubcurators/{id}',                              '401 200*', (w) => at(`/api/v1/getclubcurators/${w.club}`)],
  ['GET /api/v1/getclubcuratorsandrequests/{id}',                   '401 403 403 200 403*', (w) => at(`/api/v1/getclubcuratorsandrequests/${w.club}`)],
  ['PATCH /api/v1/removecuratorfromclub/{curator}',                 '401 403 403 200 403*', async (w) => at(`/api/v1/removecuratorfromclub/${(await w.fresh.club()).curatorEntry}`)],
  ['POST /api/v1/requesttocurate/',                                 '401 201 201 403 400 201*', async (w) => ({ body: { club: (await w.fresh.club()).club } })],
  ['PATCH /api/v1/respondtocuratorrequest/{curator}',               '401 403 403 200 403*', async (w) => at(`/api/v1/respondtocuratorrequest/${await w.fresh.request((await w.fresh.club()).club)}`, { invite_request_state: 2 })],
  ['PATCH /api/v1/respondtocuratorinvite/{id}',                     '401 403 403 403 403 200 403*', async (w) => at(`/api/v1/respondtocuratorinvite/${await w.fresh.invite((await w.fresh.club()).club)}`, { invite_request_state: 2 })],
  ['GET /api/v1/clubsearchusername/{club}',                         '401 403 403 200 403*', (w) => at(`/api/v1/clubsearchusername/${w.club}`)],
  ['POST /api/v1/inviteclubcurators/',                              '401 403 403 201 403*', (w) => ({ body: { club: w.club, invitedusers: [w.outsider.id] } })],
  ['PATCH /api/v1/leaveclub/{club}',                                '401 403 403 403 200 403*', async (w) => at(`/api/v1/leaveclub/${(await w.fresh.club()).club}`)],

  // Listening rooms (docs/rooms.md): DJs are the owner and the curators; anyone signed in listens.
  // The rows that succeed for two roles take an object per role (the key of w.fresh).
  ['POST /api/v1/clubs/{club}/room/',                               '401 403 403 201 201 403*', async (w, r) => at(`/api/v1/clubs/${(await w.fresh.club(r)).club}/room/`)],
  ['GET /api/v1/clubs/{club}/room/',                                '401 200*', (w) => at(`/api/v1/clubs/${w.club}/room/`)],
  ['GET /api/v1/rooms/{room}/',                                     '401 200*', (w) => at(`/api/v1/rooms/${w.room}/`)],
  ['POST /api/v1/rooms/{room}/control/',                            '401 403 403 200 200 403*', (w) => at(`/api/v1/rooms/${w.room}/control/`, { action: 'play' })],
  ['POST /api/v1/rooms/{room}/queue/',                              '401 403 403 201 201 403*', (w) => at(`/api/v1/rooms/${w.room}/queue/`, { song: 'track03' })],
  ['DELETE /api/v1/rooms/{room}/queue/{item}/',                     '401 403 403 200 200 403*', async (w, r) => at(`/api/v1/rooms/${w.room}/queue/${await w.fresh.queued(r)}/`)],
  ['POST /api/v1/rooms/{room}/end/',                                '401 403 403 200 200 403*', async (w, r) => at(`/api/v1/rooms/${await w.fresh.room(r)}/end/`)],
  // Before the join row: only the owner (who started it) is in the room yet.
  ['POST /api/v1/rooms/{room}/react/',                              '401 403 403 204 403*', (w) => at(`/api/v1/rooms/${w.room}/react/`, { reaction: 'heart' })],
  ['POST /api/v1/rooms/{room}/join/',                               '401 200*', (w) => at(`/api/v1/rooms/${w.room}/join/`)],
  ['POST /api/v1/rooms/{room}/heartbeat/',                          '401 200*', (w) => at(`/api/v1/rooms/${w.room}/heartbeat/`)],
  ['GET /api/v1/rooms/{room}/listeners/',                           '401 200*', (w) => at(`/api/v1/rooms/${w.room}/listeners/`)],
  ['POST /api/v1/rooms/{room}/leave/',                              '401 204*', (w) => at(`/api/v1/rooms/${w.room}/leave/`)],
  ['GET /api/v1/getallmetrics/{id}',                                '401 403 403 403 403 403 403 403 200 403 403', () => at('/api/v1/getallmetrics/users')],
  ['POST /api/v1/pushnotificationbroadcast/',                       '401 403 403 403 403 403 403 403 403 200 403', (w) => ({ body: { text_message: 'Listen', song_post: w.post } })],
  ['POST /api/v1/pushnotificationbroadcast/ #message song',         '401 403 403 403 403 403 403 403 403 400 403', (w) => ({ body: { text_message: 'Listen', song_post: w.song } })],
  ['POST /api/v1/pushnotificationbroadcasttext/',                   '401 403 403 403 403 403 403 403 403 200 403', body({ text_message: 'Hello all' })],
  ['POST /api/v1/sendtoallmessage/',                                '401 403 403 403 403 403 403 403 403 200 403', (w) => ({ body: { song_post: w.post } })],
  ['POST /api/v1/sendtoallmessage/ #another thread\'s message song', '401 403 403 403 403 403 403 403 403 400 403', (w) => ({ body: { song_post: w.song } })],
  ['POST /api/v1/sendtoallmessagetext/',                            '401 403 403 403 403 403 403 403 403 200 403', body({ text: 'Hello all' })],
];

/** The EXPECTED column of a row, one status per role. */
function expand(expected: string): string[] {
  const tokens = expected.trim().split(/\s+/);
  const out: string[] = [];
  for (const token of tokens) {
    if (token.endsWith('*')) {
      while (out.length < ROLES.length) out.push(token.slice(0, -1));
      break;
    }
    out.push(token);
  }
  if (out.length !== ROLES.length) throw new Error(`"${expected}": ${out.length} statuses for ${ROLES.length} roles`);
  return out;
}

const operationOf = (row: Row) => row[0].split(' #')[0];

/** A printed column's width: the longest role name. */
const WIDTH = Math.max(...ROLES.map((r) => r.length));

/** The fresh objects of one row: each made once, whichever cell asks first (tokens stay per user). */
function onePerRow(fresh: Fresh): Fresh {
  const made = new Map<string, Promise<unknown>>();
  const once =
    <A extends unknown[], T>(name: string, make: (...args: A) => Promise<T>) =>
    (...args: A): Promise<T> => {
      const key = `${name}:${args.join(',')}`;
      if (!made.has(key)) made.set(key, make(...args));
      return made.get(key) as Promise<T>;
    };
  return {
    ...fresh,
    post: once('post', fresh.post),
    song: once('song', fresh.song),
    clubPost: once('clubPost', fresh.clubPost),
    thread: once('thread', fresh.thread),
    club: once('club', fresh.club),
    room: once('room', fresh.room),
    queued: once('queued', fresh.queued),
    request: once('request', fresh.request),
    invite: once('invite', fresh.invite),
  };
}

let t: TestApp;
let w: World;
beforeAll(async () => {
  // Users sign in again for the logout rows: the per-IP and per-username limits are not under test,
  // nor the per-user write limit (the owner alone makes clubs, rooms and songs for many rows).
  t = await buildTestApp({
    trackResolver: fixtureResolver(),
    rateLimit: { ipPerMinute: 100_000, loginPerMinute: 1_000, codePerMinute: 1_000 },
    writeLimit: { perMinute: 0, perHour: 0 },
  });
  w = await buildWorld(t.app);
}, 120_000);
afterAll(() => t.close());

describe('the access-control matrix', () => {
  it('has one row for every OpenAPI operation, and no row without one', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    const operations = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const rows = new Set(MATRIX.map(operationOf));
    expect({
      withoutRow: operations.filter((op) => !rows.has(op)),
      withoutOperation: [...rows].filter((op) => !operations.includes(op)),
    }).toEqual({ withoutRow: [], withoutOperation: [] });
    expect(new Set(MATRIX.map((row) => row[0])).size).toBe(MATRIX.length);
  });

  it('lists the thread to its member only, and the message song in no list', async () => {
    // A 200 list can still hold what a role must not see: each list that could carry the thread
    // (named here, its first message says hello) or the message song, by role. Before the matrix
    // adds its posts, so the song would be on each list's first page.
    const named = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/setmessagethreadname/${w.thread}`,
      payload: { messagethreadname: 'Matrix thread' },
      headers: w.users.member.headers,
    });
    expect(named.statusCode).toBe(200);
    const lists: Array<[name: string, url: string, key: string, id: number]> = [
      ['threads', '/api/v1/getmessagethreads/', 'messagethread', w.thread],
      ['search', '/api/v1/searchmessagethreads/hello', 'messagethread', w.thread],
      ['names', '/api/v1/messagessearchmessagethreadnames/matrix', 'messagethread', w.thread],
      ['feed', '/api/v1/getallfeed/new', 'song_post', w.song],
      ['peer posts', `/api/v1/profilegetsongposts/${w.peer.id}/new`, 'song_post', w.song],
      ['titles', '/api/v1/searchsongposttitle/matrix%20message%20song', 'song_post', w.song],
    ];
    const seen: Record<string, string[]> = {};
    for (const role of ROLES) {
      if (role === 'anon') continue;
      seen[role] = [];
      for (const [name, url, key, id] of lists) {
        const res = await t.app.inject({ url, headers: w.users[role].headers });
        const results = res.json().results as Record<string, unknown>[];
        if (results.some((r) => r[key] === id)) seen[role].push(name);
      }
    }
    const expected = Object.fromEntries(Object.keys(seen).map((role) => [role, [] as string[]]));
    expected.member = ['threads', 'search', 'names'];
    expect(seen).toEqual(expected);
  });

  it('answers each role as the table says', async () => {
    const started = Date.now();
    const lines: string[] = [];
    const wrong: string[] = [];
    for (const row of MATRIX) {
      const [name, expected] = row;
      const [method, path] = operationOf(row).split(' ');
      const want = expand(expected);
      const rowStarted = Date.now();
      const rowWorld = { ...w, fresh: onePerRow(w.fresh) };
      const cell = async (role: Role) => String(await statusOf(w, role, method, path, await row[2](rowWorld, role)));
      // Within each phase the roles call at once (each cell is its own user's).
      const statuses: string[] = [];
      for (const allowed of [false, true]) {
        const roles = ROLES.filter((_role, i) => want[i].startsWith('2') === allowed);
        const got = await Promise.all(roles.map(cell));
        roles.forEach((role, i) => (statuses[ROLES.indexOf(role)] = got[i]));
      }
      const cells = statuses.map((status, i) => {
        const ok = status === want[i];
        if (!ok) wrong.push(`${name} as ${ROLES[i]}: ${status}, expected ${want[i]}`);
        return (ok ? status : `${status}!`).padEnd(WIDTH);
      });
      lines.push(`${name.padEnd(66)} ${cells.join(' ')} ${Date.now() - rowStarted} ms`);
    }
    const header = `${'operation'.padEnd(66)} ${ROLES.map((r) => r.padEnd(WIDTH)).join(' ')}`;
    const legend = ROLES.map((r) => `  ${r}: ${ROLE_NOTES[r]}`).join('\n');
    console.log(
      `Access-control matrix: ${MATRIX.length} rows (${new Set(MATRIX.map(operationOf)).size} operations) × ` +
        `${ROLES.length} roles = ${MATRIX.length * ROLES.length} cells in ${Date.now() - started} ms\n` +
        `${legend}\n${header}\n${lines.join('\n')}`,
    );
    expect(wrong).toEqual([]);
  }, 300_000);
});
