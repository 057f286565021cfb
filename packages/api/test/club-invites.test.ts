import { API_PAGE_SIZE, CURATOR_STATE, USER_PICKER_MAX } from '@upclub/shared/constants';
import { CLUB_MESSAGES, SERVER_DETAIL } from '@upclub/shared/validation';
import { users } from '../src/db/schema';
import { buildTestApp, expectDetail, expectFieldError, newMember, type TestApp } from './helpers';
import { clubWithRoles, createClub, makeCurator, notificationsOf, patch } from './clubs';
import { fixtureResolver, followAll, get, post, postSong } from './music';

let t: TestApp;
const PUBLIC_URL = 'http://invites.test:9999';
beforeAll(async () => {
  t = await buildTestApp({ trackResolver: fixtureResolver(), publicUrl: PUBLIC_URL });
});
afterAll(() => t.close());

type Headers = { authorization: string };
const respondToInvite = (id: number, state: number, headers: Headers) =>
  patch(t.app, `/api/v1/respondtocuratorinvite/${id}`, { invite_request_state: state }, headers);
const invite = (club: number, invitedusers: number[], headers: Headers) =>
  post(t.app, '/api/v1/inviteclubcurators/', { club, invitedusers }, headers);

describe('clubsearchusername', () => {
  it('finds users for the owner, with their standing in the club, never the owner', async () => {
    const owner = await newMember(t.app, { username: `csu_owner_${Date.now()}` });
    const club = await createClub(t.app, owner.headers);
    const [cur, invited, plain] = await Promise.all(
      ['cur', 'inv', 'pla'].map((p) => newMember(t.app, { username: `csu_${p}_${Date.now()}` })),
    );
    await makeCurator(t.app, club.club, owner.headers, cur.headers);
    await invite(club.club, [invited.id], owner.headers);
    const res = await get(t.app, `/api/v1/clubsearchusername/${club.club}?searchstring=CSU_`, owner.headers);
    expect(res.statusCode).toBe(200);
    const byId = Object.fromEntries(res.json().results.map((u: { upclubuser: number }) => [u.upclubuser, u]));
    expect(Object.keys(byId).map(Number).sort()).toEqual([cur.id, invited.id, plain.id].sort());
    expect(byId[cur.id]).toEqual({
      curator: expect.any(Number),
      upclubuser: cur.id,
      username: cur.username,
      name: 'Test User',
      thumbnail_picture: null,
      is_curator: true,
      is_invited: false,
    });
    expect(byId[invited.id]).toMatchObject({ curator: null, is_curator: false, is_invited: true });
    expect(byId[plain.id]).toMatchObject({ curator: null, is_curator: false, is_invited: false });
    for (const who of [cur, invited]) {
      expectDetail(
        await get(t.app, `/api/v1/clubsearchusername/${club.club}?searchstring=csu`, who.headers),
        403,
        SERVER_DETAIL.permissionDenied,
      );
    }
    expectDetail(await get(t.app, '/api/v1/clubsearchusername/999999', owner.headers), 404, SERVER_DETAIL.notFound);
  });

  it('pages, its links keeping the search', async () => {
    const owner = await newMember(t.app);
    const club = await createClub(t.app, owner.headers);
    const stamp = Date.now();
    await t.app.db.insert(users).values(
      Array.from({ length: API_PAGE_SIZE + 2 }, (_, i) => ({
        username: `pg${stamp}_${i}`,
        email: `pg${stamp}_${i}@example.com`,
        passwordHash: 'x',
      })),
    );
    const all = await followAll(
      t.app,
      `/api/v1/clubsearchusername/${club.club}?searchstring=pg${stamp}`,
      owner.headers,
      PUBLIC_URL,
    );
    expect({ pages: all.pages, n: all.results.length }).toEqual({ pages: 2, n: API_PAGE_SIZE + 2 });
  });
});

describe('inviteclubcurators and respondtocuratorinvite', () => {
  it('the owner invites; the invited user alone answers; accepting makes a curator', async () => {
    const { club, owner, curator, follower, stranger } = await clubWithRoles(t.app);
    for (const who of [curator, follower, stranger]) {
      expectDetail(await invite(club.club, [stranger.id], who.headers), 403, SERVER_DETAIL.permissionDenied);
    }
    const sent = await invite(club.club, [stranger.id, follower.id, curator.id, owner.id, stranger.id], owner.headers);
    expect(sent.statusCode).toBe(201);
    // Curators (the owner too) are left out.
    expect(sent.json()).toEqual({ club: club.club, club_name: 'Night Owls', invitedusers: [stranger.id, follower.id] });
    // Invited already: nobody new, no second notification.
    expect((await invite(club.club, [stranger.id], owner.headers)).json().invitedusers).toEqual([]);
    const told = await notificationsOf(t.app, stranger.id, 'curatorinvite');
    expect(told).toEqual([
      {
        actorId: owner.id,
        payload: {
          club: club.club,
          club_name: 'Night Owls',
          curatorinvite: expect.any(Number),
          curatorinviterequeststate: CURATOR_STATE.pending,
        },
      },
    ]);
    const inviteId = told[0].payload.curatorinvite as number;

    for (const who of [owner, curator, follower]) {
      expectDetail(await respondToInvite(inviteId, 2, who.headers), 403, SERVER_DETAIL.permissionDenied);
    }
    const accepted = await respondToInvite(inviteId, 2, stranger.headers);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({
      curatorinvite: inviteId,
      curatorinviterequeststate: 2,
      club: club.club,
      club_name: 'Night Owls',
      upclubuser: owner.id,
      username: owner.username,
      is_curator: true,
      curators: 3,
    });
    expect((await notificationsOf(t.app, stranger.id, 'curatorinvite'))[0].payload.curatorinviterequeststate).toBe(
      CURATOR_STATE.accepted,
    );
    expectFieldError(
      await respondToInvite(inviteId, 1, stranger.headers),
      'non_field_errors',
      CLUB_MESSAGES.alreadyAnswered,
    );
    expect((await postSong(t.app, stranger.headers, { club: club.club })).club).toBe(club.club);

    const followerInvite = (await notificationsOf(t.app, follower.id, 'curatorinvite'))[0].payload
      .curatorinvite as number;
    const declined = await respondToInvite(followerInvite, 1, follower.headers);
    expect(declined.json()).toMatchObject({ curatorinviterequeststate: 1, is_curator: false, curators: 3 });
    expect((await notificationsOf(t.app, follower.id, 'curatorinvite'))[0].payload.curatorinviterequeststate).toBe(
      CURATOR_STATE.declined,
    );
    expectDetail(await respondToInvite(999_999, 2, follower.headers), 404, SERVER_DETAIL.notFound);
  });

  it('accepting an invite answers the invitee’s own pending request too', async () => {
    const { club, owner, stranger } = await clubWithRoles(t.app);
    const request = (await post(t.app, '/api/v1/requesttocurate/', { club: club.club }, stranger.headers)).json();
    await invite(club.club, [stranger.id], owner.headers);
    const inviteId = (await notificationsOf(t.app, stranger.id, 'curatorinvite'))[0].payload.curatorinvite as number;
    expect((await respondToInvite(inviteId, 2, stranger.headers)).statusCode).toBe(200);
    const entries = (await get(t.app, `/api/v1/getclubcuratorsandrequests/${club.club}`, owner.headers)).json();
    expect(entries.find((e: { upclubuser: number }) => e.upclubuser === stranger.id)).toMatchObject({
      curator: request.curator,
      is_curator: true,
    });
    expect((await notificationsOf(t.app, owner.id, 'curatorrequest')).slice(-1)[0].payload).toMatchObject({
      curatorrequest: request.curator,
      curatorinviterequeststate: CURATOR_STATE.accepted,
    });
  });

  it('keeps curators and pending invites under 25, and refuses unknown users', async () => {
    const owner = await newMember(t.app);
    const club = await createClub(t.app, owner.headers);
    const stamp = Date.now();
    const made = await t.app.db
      .insert(users)
      .values(
        Array.from({ length: USER_PICKER_MAX }, (_, i) => ({
          username: `lim${stamp}_${i}`,
          email: `lim${stamp}_${i}@example.com`,
          passwordHash: 'x',
        })),
      )
      .returning({ id: users.id });
    const ids = made.map((u) => u.id);
    expectFieldError(await invite(club.club, ids, owner.headers), 'invitedusers', CLUB_MESSAGES.tooManyCurators);
    expectFieldError(
      await invite(club.club, [999_999], owner.headers),
      'invitedusers',
      'Invalid pk "999999" - object does not exist.',
    );
    expectFieldError(await invite(club.club, [], owner.headers), 'invitedusers', 'Field required');
    // The owner plus 23 invites is 24: one more is 25, too many.
    expect((await invite(club.club, ids.slice(0, 23), owner.headers)).json().invitedusers).toHaveLength(23);
    expectFieldError(await invite(club.club, [ids[23]], owner.headers), 'invitedusers', CLUB_MESSAGES.tooManyCurators);
    // Inviting those invited already adds nobody and stays allowed.
    expect((await invite(club.club, ids.slice(0, 3), owner.headers)).statusCode).toBe(201);
    expectFieldError(
      await invite(999_999, [ids[0]], owner.headers),
      'club',
      'Invalid pk "999999" - object does not exist.',
    );
  });
});
