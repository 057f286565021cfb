import { CURATOR_STATE } from '@upclub/shared/constants';
import { CLUB_MESSAGES, SERVER_DETAIL } from '@upclub/shared/validation';
import { buildTestApp, expectDetail, expectFieldError, type TestApp } from './helpers';
import { clubWithRoles, notificationsOf, patch } from './clubs';
import { fixtureResolver, get, post, postSong } from './music';

let t: TestApp;
const PUBLIC_URL = 'http://curators.test:9999';
beforeAll(async () => {
  t = await buildTestApp({ trackResolver: fixtureResolver(), publicUrl: PUBLIC_URL });
});
afterAll(() => t.close());

type Headers = { authorization: string };
const respondToRequest = (curator: number, state: number, headers: Headers) =>
  patch(t.app, `/api/v1/respondtocuratorrequest/${curator}`, { invite_request_state: state }, headers);

describe('requesttocurate and respondtocuratorrequest', () => {
  it('asks the owner, who accepts: the same entry becomes a curator, and the notification says so', async () => {
    const { club, owner, curator, follower, stranger } = await clubWithRoles(t.app);
    const asked = await post(t.app, '/api/v1/requesttocurate/', { club: club.club }, stranger.headers);
    expect(asked.statusCode).toBe(201);
    const entry = asked.json();
    expect(entry).toEqual({
      curator: expect.any(Number),
      upclubuser: stranger.id,
      username: stranger.username,
      name: 'Test User',
      thumbnail_picture: null,
      is_curator: false,
      club: club.club,
      club_name: 'Night Owls',
    });
    const [told] = (await notificationsOf(t.app, owner.id, 'curatorrequest')).slice(-1);
    expect(told).toEqual({
      actorId: stranger.id,
      payload: {
        club: club.club,
        club_name: 'Night Owls',
        curatorrequest: entry.curator,
        curatorinviterequeststate: CURATOR_STATE.pending,
      },
    });
    expectFieldError(
      await post(t.app, '/api/v1/requesttocurate/', { club: club.club }, stranger.headers),
      'non_field_errors',
      CLUB_MESSAGES.alreadyRequested,
    );

    // Only the owner answers: not the requester, a curator or a follower.
    for (const who of [stranger, curator, follower]) {
      expectDetail(await respondToRequest(entry.curator, 2, who.headers), 403, SERVER_DETAIL.permissionDenied);
    }
    expectFieldError(
      await respondToRequest(entry.curator, 3, owner.headers),
      'invite_request_state',
      CLUB_MESSAGES.invalidState,
    );
    const accepted = await respondToRequest(entry.curator, 2, owner.headers);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({
      ...entry,
      is_curator: true,
      curatorrequest: entry.curator,
      curatorinviterequeststate: CURATOR_STATE.accepted,
      curators: 3,
    });
    expect(
      (await notificationsOf(t.app, owner.id, 'curatorrequest')).slice(-1)[0].payload.curatorinviterequeststate,
    ).toBe(CURATOR_STATE.accepted);
    expectFieldError(
      await respondToRequest(entry.curator, 1, owner.headers),
      'non_field_errors',
      CLUB_MESSAGES.alreadyAnswered,
    );
    expectFieldError(
      await post(t.app, '/api/v1/requesttocurate/', { club: club.club }, stranger.headers),
      'non_field_errors',
      CLUB_MESSAGES.alreadyCurator,
    );
    // The new curator posts into the club.
    expect((await postSong(t.app, stranger.headers, { club: club.club })).club).toBe(club.club);
  });

  it('a declined request is gone (its notification says declined) and may be made again', async () => {
    const { club, owner, stranger } = await clubWithRoles(t.app);
    const first = (await post(t.app, '/api/v1/requesttocurate/', { club: club.club }, stranger.headers)).json();
    const declined = await respondToRequest(first.curator, 1, owner.headers);
    expect(declined.json()).toMatchObject({
      curatorrequest: first.curator,
      curatorinviterequeststate: 1,
      is_curator: false,
      curators: 2,
    });
    expect(
      (await notificationsOf(t.app, owner.id, 'curatorrequest')).slice(-1)[0].payload.curatorinviterequeststate,
    ).toBe(CURATOR_STATE.declined);
    expectDetail(await respondToRequest(first.curator, 2, owner.headers), 404, SERVER_DETAIL.notFound);
    const again = await post(t.app, '/api/v1/requesttocurate/', { club: club.club }, stranger.headers);
    expect(again.statusCode).toBe(201);
    expect(again.json().curator).not.toBe(first.curator);
  });

  it('a club answer tells its viewer their request waits (requested_to_curate), until the owner answers', async () => {
    const { club, owner, follower, stranger } = await clubWithRoles(t.app);
    const requested = async (who: Headers) => {
      const one = (await get(t.app, `/api/v1/getclub/${club.club}`, who)).json().requested_to_curate;
      const listed = (await get(t.app, '/api/v1/getallclubs/', who)).json().results;
      const inList = listed.find((c: { club: number }) => c.club === club.club).requested_to_curate;
      expect(inList).toBe(one);
      return one;
    };
    expect(await requested(stranger.headers)).toBe(false);
    const first = (await post(t.app, '/api/v1/requesttocurate/', { club: club.club }, stranger.headers)).json();
    expect(await requested(stranger.headers)).toBe(true);
    // Only the requester's own answer says so; the owner and others see false.
    expect(await requested(owner.headers)).toBe(false);
    expect(await requested(follower.headers)).toBe(false);
    // Declined: the request is gone and may be made again.
    await respondToRequest(first.curator, 1, owner.headers);
    expect(await requested(stranger.headers)).toBe(false);
    const second = (await post(t.app, '/api/v1/requesttocurate/', { club: club.club }, stranger.headers)).json();
    expect(await requested(stranger.headers)).toBe(true);
    // Accepted: a curator, no longer a request.
    await respondToRequest(second.curator, 2, owner.headers);
    const got = (await get(t.app, `/api/v1/getclub/${club.club}`, stranger.headers)).json();
    expect(got).toMatchObject({ is_curator: true, requested_to_curate: false });
    expect(await requested(stranger.headers)).toBe(false);
  });

  it('the owner never requests; an unknown club is a 400', async () => {
    const { club, owner } = await clubWithRoles(t.app);
    expectDetail(
      await post(t.app, '/api/v1/requesttocurate/', { club: club.club }, owner.headers),
      403,
      CLUB_MESSAGES.alreadyCurator,
    );
    expectFieldError(
      await post(t.app, '/api/v1/requesttocurate/', { club: 999_999 }, owner.headers),
      'club',
      'Invalid pk "999999" - object does not exist.',
    );
  });
});

describe('getclubcurators and getclubcuratorsandrequests', () => {
  it('list the owner first, then curators, then (for the owner only) the requests', async () => {
    const { club, owner, curator, follower, stranger, curatorEntry } = await clubWithRoles(t.app);
    const request = (await post(t.app, '/api/v1/requesttocurate/', { club: club.club }, follower.headers)).json();

    const curators = (await get(t.app, `/api/v1/getclubcurators/${club.club}`, stranger.headers)).json();
    expect(curators).toMatchObject({ count: 2, next: null, previous: null });
    expect(
      curators.results.map((c: { upclubuser: number; is_curator: boolean }) => [c.upclubuser, c.is_curator]),
    ).toEqual([
      [owner.id, true],
      [curator.id, true],
    ]);
    expect(curators.results[1].curator).toBe(curatorEntry);

    const all = await get(t.app, `/api/v1/getclubcuratorsandrequests/${club.club}`, owner.headers);
    expect(all.statusCode).toBe(200);
    expect(
      all.json().map((c: { curator: number; upclubuser: number; is_curator: boolean }) => [c.upclubuser, c.is_curator]),
    ).toEqual([
      [owner.id, true],
      [curator.id, true],
      [follower.id, false],
    ]);
    expect(all.json()[2].curator).toBe(request.curator);
    for (const who of [curator, follower, stranger]) {
      expectDetail(
        await get(t.app, `/api/v1/getclubcuratorsandrequests/${club.club}`, who.headers),
        403,
        SERVER_DETAIL.permissionDenied,
      );
    }
    expectDetail(
      await get(t.app, '/api/v1/getclubcuratorsandrequests/999999', owner.headers),
      404,
      SERVER_DETAIL.notFound,
    );
    expectDetail(await get(t.app, '/api/v1/getclubcurators/999999', owner.headers), 404, SERVER_DETAIL.notFound);
  });
});

describe('removecuratorfromclub and leaveclub', () => {
  it('only the owner removes a curator, never themself; a removed curator no longer posts', async () => {
    const { club, owner, curator, follower, stranger, curatorEntry } = await clubWithRoles(t.app);
    const ownerEntry = (await get(t.app, `/api/v1/getclubcurators/${club.club}`, owner.headers)).json().results[0]
      .curator;
    for (const who of [curator, follower, stranger]) {
      expectDetail(
        await patch(t.app, `/api/v1/removecuratorfromclub/${curatorEntry}`, {}, who.headers),
        403,
        SERVER_DETAIL.permissionDenied,
      );
      expectDetail(
        await patch(t.app, `/api/v1/removecuratorfromclub/${ownerEntry}`, {}, who.headers),
        403,
        SERVER_DETAIL.permissionDenied,
      );
    }
    expectDetail(
      await patch(t.app, `/api/v1/removecuratorfromclub/${ownerEntry}`, {}, owner.headers),
      403,
      CLUB_MESSAGES.ownerCannotBeRemoved,
    );
    const removed = await patch(t.app, `/api/v1/removecuratorfromclub/${curatorEntry}`, {}, owner.headers);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ club: club.club, curators: 1 });
    expectDetail(
      await patch(t.app, `/api/v1/removecuratorfromclub/${curatorEntry}`, {}, owner.headers),
      404,
      SERVER_DETAIL.notFound,
    );
    expectDetail(
      await post(t.app, '/api/v1/postsong/', { song: 'track01', club: club.club, post_type: 2 }, curator.headers),
      403,
      SERVER_DETAIL.permissionDenied,
    );
    // A request is answered, not removed.
    const request = (await post(t.app, '/api/v1/requesttocurate/', { club: club.club }, stranger.headers)).json();
    expectDetail(
      await patch(t.app, `/api/v1/removecuratorfromclub/${request.curator}`, {}, owner.headers),
      404,
      SERVER_DETAIL.notFound,
    );
  });

  it('a curator leaves; the owner, followers and strangers cannot', async () => {
    const { club, owner, curator, follower, stranger } = await clubWithRoles(t.app);
    expectDetail(
      await patch(t.app, `/api/v1/leaveclub/${club.club}`, {}, owner.headers),
      403,
      CLUB_MESSAGES.ownerCannotLeave,
    );
    for (const who of [follower, stranger]) {
      expectDetail(
        await patch(t.app, `/api/v1/leaveclub/${club.club}`, {}, who.headers),
        403,
        SERVER_DETAIL.permissionDenied,
      );
    }
    const left = await patch(t.app, `/api/v1/leaveclub/${club.club}/`, {}, curator.headers);
    expect(left.statusCode).toBe(200);
    expect(left.json()).toEqual({ club: club.club, curators: 1 });
    expect((await get(t.app, `/api/v1/getclub/${club.club}`, curator.headers)).json()).toMatchObject({
      is_curator: false,
      curators: 1,
    });
    expectDetail(
      await patch(t.app, `/api/v1/leaveclub/${club.club}`, {}, curator.headers),
      403,
      SERVER_DETAIL.permissionDenied,
    );
    expectDetail(await patch(t.app, '/api/v1/leaveclub/999999', {}, curator.headers), 404, SERVER_DETAIL.notFound);
  });
});
