import { NOTIFICATION_FILTERS, NOTIFICATION_TYPES } from '@upclub/shared/constants';
import type { Notification } from '@upclub/shared/types';
import { buildTestApp, newMember, type TestApp } from './helpers';
import { createClub, patch } from './clubs';
import { fixtureResolver, followAll, get, post, postSong, unreadCount } from './music';

// Notifications (spec part 2 §3 "Notification", §4 "Notifications behaviour", §7): one of every
// type, where its action happens; the eight filters; paging; clear; removed posts; curator state.

type Headers = { authorization: string };
type Member = Awaited<ReturnType<typeof newMember>>;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ trackResolver: fixtureResolver() });
});
afterAll(() => t.close());

const list = async (
  headers: Headers,
  query = '',
): Promise<{ count: number; next: string | null; results: Notification[] }> => {
  const res = await get(t.app, `/api/v1/getnotifications/${query}`, headers);
  if (res.statusCode !== 200) throw new Error(`getnotifications: ${res.statusCode} ${res.body}`);
  return res.json();
};

/** B does every action of §3 towards A; answers what was made. */
async function everyAction(a: Member, b: Member) {
  const song = await postSong(t.app, a.headers, { title: 'A song' });
  await post(t.app, '/api/v1/follow/', { upclubuser_followee: a.id }, b.headers);
  await post(t.app, '/api/v1/likesongpost/', { song_post: song.song_post }, b.headers);
  const comment = (
    await post(
      t.app,
      '/api/v1/postfirstlevelcomment/',
      { song_post: song.song_post, text: 'Nice one', mentions: [] },
      b.headers,
    )
  ).json();
  // A comments on their post; B replies to A's comment.
  const own = (
    await post(
      t.app,
      '/api/v1/postfirstlevelcomment/',
      { song_post: song.song_post, text: 'Thanks', mentions: [] },
      a.headers,
    )
  ).json();
  await post(
    t.app,
    '/api/v1/postsecondlevelcomment/',
    { comment_parent: own.comment, text: 'Welcome', mentions: [] },
    b.headers,
  );
  const bSong = await postSong(t.app, b.headers, { title: 'B song' });
  await post(
    t.app,
    '/api/v1/postfirstlevelcomment/',
    { song_post: bSong.song_post, text: `Hey @${a.username} listen`, mentions: [a.id] },
    b.headers,
  );
  await postSong(t.app, b.headers, { title: 'For A', comment: `For @${a.username}`, mentions: [a.id] });
  // Clubs: B asks to curate A's club, B follows it; B invites A to curate B's club.
  const aClub = await createClub(t.app, a.headers, 'A club');
  await post(t.app, '/api/v1/requesttocurate/', { club: aClub.club }, b.headers);
  await post(t.app, '/api/v1/followclub/', { club: aClub.club }, b.headers);
  const bClub = await createClub(t.app, b.headers, 'B club');
  await post(t.app, '/api/v1/inviteclubcurators/', { club: bClub.club, invitedusers: [a.id] }, b.headers);
  return { song, bSong, comment, aClub, bClub };
}

describe('getnotifications', () => {
  it('lists one notification of every type of §3, each with what the client needs', async () => {
    const [a, b] = await Promise.all([newMember(t.app), newMember(t.app)]);
    const made = await everyAction(a, b);
    const page = await list(a.headers);
    expect(page.count).toBe(NOTIFICATION_TYPES.length);
    expect(new Set(page.results.map((n) => n.notification_type))).toEqual(new Set(NOTIFICATION_TYPES));
    const byType = Object.fromEntries(page.results.map((n) => [n.notification_type, n]));
    for (const n of page.results) {
      expect(n).toMatchObject({ username: b.username, upclubuser: b.id, notification_age: 'now', followed: false });
    }
    expect(byType.follow).toMatchObject({ upclubuser_follower_username: b.username, song_post: null, post: null });
    expect(byType.like).toMatchObject({ song_post: made.song.song_post, post: { title: 'A song', liked: false } });
    expect(byType.comment).toMatchObject({ song_post: made.song.song_post, usercomment_text: 'Nice one' });
    expect(byType.reply).toMatchObject({ song_post: made.song.song_post, usercomment_text: 'Welcome' });
    expect(byType.mention_comment).toMatchObject({
      song_post: made.bSong.song_post,
      usercomment_text: `Hey @${a.username} listen`,
    });
    expect(byType.mention_songpost.post).toMatchObject({ title: 'For A' });
    expect(byType.curatorrequest).toMatchObject({
      club: made.aClub.club,
      club_name: 'A club',
      curatorrequest: expect.any(Number),
      curatorinviterequeststate: 0,
    });
    expect(byType.curatorinvite).toMatchObject({
      club: made.bClub.club,
      club_name: 'B club',
      curatorinvite: expect.any(Number),
      curatorinviterequeststate: 0,
    });
    expect(byType.clubfollow).toMatchObject({ club: made.aClub.club, club_name: 'A club' });
    // Newest first.
    const times = page.results.map((n) => n.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    // B hears nothing of their own actions.
    expect((await list(b.headers)).count).toBe(0);
  });

  it('filters by the comma-joined categories of the eight filters; comment covers replies', async () => {
    const [a, b] = await Promise.all([newMember(t.app), newMember(t.app)]);
    await everyAction(a, b);
    for (const filter of NOTIFICATION_FILTERS) {
      const page = await list(a.headers, `?category=${filter.category}`);
      expect(new Set(page.results.map((n) => n.notification_type))).toEqual(new Set(filter.types));
    }
    const two = await list(a.headers, '?category=follow,like');
    expect(two.results.map((n) => n.notification_type).sort()).toEqual(['follow', 'like']);
    const all = await list(a.headers, `?category=${NOTIFICATION_FILTERS.map((f) => f.category).join(',')}`);
    expect(all.count).toBe(NOTIFICATION_TYPES.length);
    expect(await list(a.headers, '?category=')).toMatchObject({ count: 0, results: [] });
    expect((await get(t.app, '/api/v1/getnotifications/?category=follow,nope', a.headers)).statusCode).toBe(400);
  });

  it('pages by 20 with next links that keep the filter, and 404 past the end', async () => {
    const a = await newMember(t.app);
    const fans = await Promise.all(Array.from({ length: 22 }, () => newMember(t.app)));
    for (const fan of fans) await post(t.app, '/api/v1/follow/', { upclubuser_followee: a.id }, fan.headers);
    const first = await list(a.headers, '?category=follow');
    expect(first).toMatchObject({ count: 22 });
    expect(first.results).toHaveLength(20);
    expect(first.next).toContain('category=follow');
    const all = await followAll<Notification>(
      t.app,
      '/api/v1/getnotifications/?category=follow',
      a.headers,
      t.app.config.publicUrl,
    );
    expect(all.results).toHaveLength(22);
    expect((await get(t.app, '/api/v1/getnotifications/?page=3', a.headers)).statusCode).toBe(404);
  });

  it('answers null for a removed post, and followed once the actor is followed back', async () => {
    const [a, b] = await Promise.all([newMember(t.app), newMember(t.app)]);
    const song = await postSong(t.app, a.headers);
    await post(t.app, '/api/v1/likesongpost/', { song_post: song.song_post }, b.headers);
    await post(t.app, '/api/v1/follow/', { upclubuser_followee: a.id }, b.headers);
    await t.app.inject({ method: 'DELETE', url: `/api/v1/deletesong/${song.song_post}`, headers: a.headers });
    await post(t.app, '/api/v1/follow/', { upclubuser_followee: b.id }, a.headers);
    const page = await list(a.headers);
    const like = page.results.find((n) => n.notification_type === 'like');
    expect(like).toMatchObject({ song_post: song.song_post, post: null, followed: true });
  });

  it('keeps the curator request and invite state up to date after the answer', async () => {
    const [a, b] = await Promise.all([newMember(t.app), newMember(t.app)]);
    const made = await everyAction(a, b);
    const before = await list(a.headers, '?category=curatorrequest,curatorinvite');
    const request = before.results.find((n) => n.notification_type === 'curatorrequest')!;
    const invite = before.results.find((n) => n.notification_type === 'curatorinvite')!;
    await patch(
      t.app,
      `/api/v1/respondtocuratorrequest/${request.curatorrequest}`,
      { invite_request_state: 2 },
      a.headers,
    );
    await patch(
      t.app,
      `/api/v1/respondtocuratorinvite/${invite.curatorinvite}`,
      { invite_request_state: 1 },
      a.headers,
    );
    const after = await list(a.headers, '?category=curatorrequest,curatorinvite');
    expect(Object.fromEntries(after.results.map((n) => [n.notification_type, n.curatorinviterequeststate]))).toEqual({
      curatorrequest: 2,
      curatorinvite: 1,
    });
    expect(made.aClub.club).toBeGreaterThan(0);
  });

  it('never notifies oneself', async () => {
    const a = await newMember(t.app);
    const song = await postSong(t.app, a.headers, { comment: `me @${a.username}`, mentions: [a.id] });
    await post(t.app, '/api/v1/likesongpost/', { song_post: song.song_post }, a.headers);
    await post(
      t.app,
      '/api/v1/postfirstlevelcomment/',
      { song_post: song.song_post, text: 'me', mentions: [] },
      a.headers,
    );
    expect((await list(a.headers)).count).toBe(0);
  });

  it('notifies a follow, and a club follow, once: following again after unfollowing stays quiet', async () => {
    const a = await newMember(t.app);
    const b = await newMember(t.app);
    const club = await createClub(t.app, a.headers, 'Quiet club');
    for (let round = 0; round < 3; round++) {
      expect((await post(t.app, '/api/v1/follow/', { upclubuser_followee: a.id }, b.headers)).statusCode).toBe(200);
      expect((await post(t.app, '/api/v1/unfollow/', { upclubuser_followee: a.id }, b.headers)).statusCode).toBe(200);
      expect((await post(t.app, '/api/v1/followclub/', { club: club.club }, b.headers)).statusCode).toBe(200);
      expect((await post(t.app, '/api/v1/unfollowclub/', { club: club.club }, b.headers)).statusCode).toBe(200);
    }
    const types = (await list(a.headers)).results.map((n) => n.notification_type).sort();
    expect(types).toEqual(['clubfollow', 'follow']);
  });
});

describe('clearnotifications and getnotificationscount', () => {
  it('clear marks every notification read (messages stay) and the count becomes 0', async () => {
    const [a, b] = await Promise.all([newMember(t.app), newMember(t.app)]);
    await post(t.app, '/api/v1/follow/', { upclubuser_followee: a.id }, b.headers);
    const song = await postSong(t.app, b.headers);
    await post(t.app, '/api/v1/sharepost/', { upclubusers: [a.id], song_post: song.song_post }, b.headers);
    expect(await unreadCount(t.app, a.headers)).toEqual({ notifications: 1, message_notifications: 1 });
    const cleared = await post(t.app, '/api/v1/clearnotifications/', {}, a.headers);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toEqual({ notifications: 0, message_notifications: 1 });
    expect(await unreadCount(t.app, a.headers)).toEqual({ notifications: 0, message_notifications: 1 });
    // The list keeps them (read), and never shows messages.
    expect((await list(a.headers)).results.map((n) => n.notification_type)).toEqual(['follow']);
    // Only one's own: B's counts are untouched by A's clear.
    await post(t.app, '/api/v1/follow/', { upclubuser_followee: b.id }, a.headers);
    await post(t.app, '/api/v1/clearnotifications/', {}, a.headers);
    expect(await unreadCount(t.app, b.headers)).toEqual({ notifications: 1, message_notifications: 0 });
  });

  it('answers 401 without a token', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/getnotifications/'],
      ['POST', '/api/v1/clearnotifications/'],
      ['GET', '/api/v1/getnotificationscount/'],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
    }
  });
});
