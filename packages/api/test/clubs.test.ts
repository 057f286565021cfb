import {
  API_PAGE_SIZE,
  CLUB_DESCRIPTION_MAX_LENGTH,
  CLUB_PICTURE_MAX_CHARS,
  CLUB_THUMBNAIL_MAX_CHARS,
} from '@upclub/shared/constants';
import type { Club } from '@upclub/shared/types';
import { CLUB_MESSAGES, MSG, SERVER_DETAIL } from '@upclub/shared/validation';
import { buildTestApp, expectDetail, expectFieldError, newMember, type TestApp } from './helpers';
import { clubWithRoles, createClub, followClub, makeCurator, patch } from './clubs';
import { fixtureResolver, followAll, get, post, postSong } from './music';
import { pngOfLength } from './pictures';

let t: TestApp;
const PUBLIC_URL = 'http://clubs.test:9999';
beforeAll(async () => {
  t = await buildTestApp({ trackResolver: fixtureResolver(), publicUrl: PUBLIC_URL });
});
afterAll(() => t.close());

const names = (clubs: Club[]) => clubs.map((c) => c.club_name);

describe('createclub', () => {
  it('makes the signed-in user owner and first curator', async () => {
    const owner = await newMember(t.app);
    const res = await post(t.app, '/api/v1/createclub/', { club_name: '  Night Owls ' }, owner.headers);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      club: expect.any(Number),
      club_name: 'Night Owls',
      club_description: '',
      club_owner: owner.id,
      club_owner_name: 'Test User',
      club_owner_username: owner.username,
      club_owner_thumbnail: null,
      club_picture: null,
      thumbnail_picture: null,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      curators: 1,
      followers: 0,
      posts: 0,
      followed: false,
      is_curator: true,
      requested_to_curate: false,
      live_room: null,
    });
    // The profile counts the clubs its user owns or curates.
    expect((await get(t.app, '/api/v1/myprofile', owner.headers)).json().clubs).toBe(1);
  });

  it('needs a name of at most 150 characters', async () => {
    const owner = await newMember(t.app);
    expectFieldError(await post(t.app, '/api/v1/createclub/', {}, owner.headers), 'club_name', MSG.required);
    expectFieldError(
      await post(t.app, '/api/v1/createclub/', { club_name: '   ' }, owner.headers),
      'club_name',
      MSG.required,
    );
    expectFieldError(
      await post(t.app, '/api/v1/createclub/', { club_name: 'x'.repeat(151) }, owner.headers),
      'club_name',
      CLUB_MESSAGES.nameLength,
    );
  });
});

describe('getclub', () => {
  it('shows each role its relationship, and the counts', async () => {
    const { club, owner, curator, follower, stranger } = await clubWithRoles(t.app);
    await postSong(t.app, owner.headers, { club: club.club });
    await postSong(t.app, curator.headers, { club: club.club });
    const seen = async (headers: { authorization: string }) =>
      (await get(t.app, `/api/v1/getclub/${club.club}`, headers)).json();
    const counts = { curators: 2, followers: 1, posts: 2 };
    expect(await seen(owner.headers)).toMatchObject({
      ...counts,
      club_owner: owner.id,
      followed: false,
      is_curator: true,
    });
    expect(await seen(curator.headers)).toMatchObject({ ...counts, followed: false, is_curator: true });
    expect(await seen(follower.headers)).toMatchObject({ ...counts, followed: true, is_curator: false });
    expect(await seen(stranger.headers)).toMatchObject({ ...counts, followed: false, is_curator: false });
    expect((await get(t.app, '/api/v1/myprofile', curator.headers)).json().clubs).toBe(1);
    expect((await get(t.app, '/api/v1/myprofile', follower.headers)).json().clubs).toBe(0);
  });

  it('is 404 for a club that does not exist', async () => {
    const me = await newMember(t.app);
    expectDetail(await get(t.app, '/api/v1/getclub/999999', me.headers), 404, SERVER_DETAIL.notFound);
    expectDetail(await get(t.app, '/api/v1/getclub/abc', me.headers), 404, SERVER_DETAIL.notFound);
  });
});

describe('updateclub', () => {
  const picture = (n: number) => `data:image/png;base64,${'A'.repeat(n - 'data:image/png;base64,'.length)}`;

  it('changes only the fields sent, pictures included', async () => {
    const owner = await newMember(t.app);
    const club = await createClub(t.app, owner.headers, 'Before');
    const described = await patch(
      t.app,
      `/api/v1/updateclub/${club.club}`,
      { club_description: 'Late-night jazz.' },
      owner.headers,
    );
    expect(described.statusCode).toBe(200);
    expect(described.json()).toMatchObject({
      club_name: 'Before',
      club_description: 'Late-night jazz.',
      club_picture: null,
    });

    // Real pictures at their limits (a text chunk fills them): stored re-encoded, without it.
    const sent = {
      club_picture: await pngOfLength(CLUB_PICTURE_MAX_CHARS),
      thumbnail_picture: await pngOfLength(CLUB_THUMBNAIL_MAX_CHARS),
    };
    const pictured = await patch(t.app, `/api/v1/updateclub/${club.club}`, sent, owner.headers);
    expect(pictured.statusCode).toBe(200);
    const pictures = {
      club_picture: pictured.json().club_picture as string,
      thumbnail_picture: pictured.json().thumbnail_picture as string,
    };
    for (const field of ['club_picture', 'thumbnail_picture'] as const) {
      expect(pictures[field]).toMatch(/^data:image\/png;base64,/);
      expect(pictures[field].length).toBeLessThan(sent[field].length);
    }
    const got = (await get(t.app, `/api/v1/getclub/${club.club}`, owner.headers)).json();
    expect(got).toMatchObject({ club_name: 'Before', club_description: 'Late-night jazz.', ...pictures });

    const renamed = (
      await patch(t.app, `/api/v1/updateclub/${club.club}/`, { club_name: 'After' }, owner.headers)
    ).json();
    expect(renamed).toMatchObject({
      club_name: 'After',
      club_description: 'Late-night jazz.',
      thumbnail_picture: pictures.thumbnail_picture,
    });
    // Lists carry the thumbnail only.
    const listed = (await get(t.app, `/api/v1/getallownedandcuratedclubs/`, owner.headers)).json().results[0];
    expect(listed.thumbnail_picture).toBe(pictures.thumbnail_picture);
    expect(listed).not.toHaveProperty('club_picture');

    const removed = (
      await patch(t.app, `/api/v1/updateclub/${club.club}`, { club_picture: null }, owner.headers)
    ).json();
    expect(removed).toMatchObject({ club_picture: null, thumbnail_picture: pictures.thumbnail_picture });
  });

  it('answers the spec’s messages past the limits', async () => {
    const owner = await newMember(t.app);
    const { club } = await createClub(t.app, owner.headers);
    const update = (body: object) => patch(t.app, `/api/v1/updateclub/${club}`, body, owner.headers);
    expectFieldError(
      await update({ club_description: 'x'.repeat(CLUB_DESCRIPTION_MAX_LENGTH + 1) }),
      'club_description',
      'Maximum of 400 characters',
    );
    expect((await update({ club_description: 'x'.repeat(CLUB_DESCRIPTION_MAX_LENGTH) })).statusCode).toBe(200);
    expectFieldError(
      await update({ club_picture: picture(CLUB_PICTURE_MAX_CHARS + 1) }),
      'club_picture',
      CLUB_MESSAGES.pictureLength,
    );
    expectFieldError(
      await update({ thumbnail_picture: picture(CLUB_THUMBNAIL_MAX_CHARS + 1) }),
      'thumbnail_picture',
      CLUB_MESSAGES.thumbnailLength,
    );
    expectFieldError(await update({ club_picture: 'not an image!' }), 'club_picture', CLUB_MESSAGES.invalidPicture);
    expectFieldError(await update({ club_name: '' }), 'club_name', MSG.required);
    expect((await update({ club_owner: 1 })).statusCode).toBe(400);
  });

  it('is the owner’s alone: 403 for curators, followers and strangers', async () => {
    const { club, curator, follower, stranger } = await clubWithRoles(t.app);
    for (const who of [curator, follower, stranger]) {
      expectDetail(
        await patch(t.app, `/api/v1/updateclub/${club.club}`, { club_name: 'Mine now' }, who.headers),
        403,
        SERVER_DETAIL.permissionDenied,
      );
    }
    expectDetail(
      await patch(t.app, '/api/v1/updateclub/999999', { club_name: 'x' }, stranger.headers),
      404,
      SERVER_DETAIL.notFound,
    );
    expect((await get(t.app, `/api/v1/getclub/${club.club}`, stranger.headers)).json().club_name).toBe('Night Owls');
  });
});

describe('getallclubs', () => {
  it('finds clubs by part of their name, any case, taking % and _ literally', async () => {
    const me = await newMember(t.app);
    for (const name of ['Zebra Jazz qq1', 'jazz zebra QQ1', 'Blues qq1', '100% qq1_x'])
      await createClub(t.app, me.headers, name);
    const search = async (text: string) =>
      names(
        (
          await get(
            t.app,
            `/api/v1/getallclubs/?searchstring=${encodeURIComponent(text)}&category=alphabetical`,
            me.headers,
          )
        ).json().results,
      );
    expect(await search('ZEBRA')).toEqual(['jazz zebra QQ1', 'Zebra Jazz qq1']);
    expect(await search('%')).toEqual(['100% qq1_x']);
    expect(await search('1_')).toEqual(['100% qq1_x']);
  });

  it('sorts alphabetically, recently added first, or most followed first (the default)', async () => {
    const me = await newMember(t.app);
    const fans = await Promise.all([newMember(t.app), newMember(t.app)]);
    const b = await createClub(t.app, me.headers, 'B sortq');
    const a = await createClub(t.app, me.headers, 'a sortq');
    const c = await createClub(t.app, me.headers, 'C sortq');
    for (const fan of fans) await followClub(t.app, b.club, fan.headers);
    await followClub(t.app, c.club, fans[0].headers);
    const list = async (category?: string) =>
      names(
        (
          await get(
            t.app,
            `/api/v1/getallclubs?searchstring=sortq${category ? `&category=${category}` : ''}`,
            me.headers,
          )
        ).json().results,
      );
    expect(await list('alphabetical')).toEqual(['a sortq', 'B sortq', 'C sortq']);
    expect(await list('recentlyadded')).toEqual(['C sortq', 'a sortq', 'B sortq']);
    expect(await list('mostpopular')).toEqual(['B sortq', 'C sortq', 'a sortq']);
    expect(await list()).toEqual(await list('mostpopular'));
    expect(a.club).toBeLessThan(c.club);
    expect((await get(t.app, '/api/v1/getallclubs/?category=best', me.headers)).statusCode).toBe(400);
  });

  it('pages by number, its links keeping the search and the sort', async () => {
    const me = await newMember(t.app);
    for (let i = 0; i < API_PAGE_SIZE + 3; i++)
      await createClub(t.app, me.headers, `Paged pgq ${String(i).padStart(2, '0')}`);
    const first = (await get(t.app, '/api/v1/getallclubs/?searchstring=pgq&category=alphabetical', me.headers)).json();
    expect(first.count).toBe(API_PAGE_SIZE + 3);
    expect(first.next).toBe(`${PUBLIC_URL}/api/v1/getallclubs/?searchstring=pgq&category=alphabetical&page=2`);
    const all = await followAll<Club>(
      t.app,
      '/api/v1/getallclubs/?searchstring=pgq&category=alphabetical',
      me.headers,
      PUBLIC_URL,
    );
    expect({ pages: all.pages, names: names(all.results) }).toEqual({
      pages: 2,
      names: Array.from({ length: API_PAGE_SIZE + 3 }, (_, i) => `Paged pgq ${String(i).padStart(2, '0')}`),
    });
  });
});

describe('getallownedandcuratedclubs and getallfollowedclubs', () => {
  it('list the clubs a user owns or curates, and those the signed-in user follows', async () => {
    const [me, other] = await Promise.all([newMember(t.app), newMember(t.app)]);
    const owned = await createClub(t.app, me.headers, 'Mine ocq');
    const curated = await createClub(t.app, other.headers, 'Curated ocq');
    await makeCurator(t.app, curated.club, other.headers, me.headers);
    const followedFirst = await createClub(t.app, other.headers, 'Followed first ocq');
    const followedSecond = await createClub(t.app, other.headers, 'Followed second ocq');
    await followClub(t.app, followedFirst.club, me.headers);
    await new Promise((r) => setTimeout(r, 5));
    await followClub(t.app, followedSecond.club, me.headers);

    const ownedAndCurated = (
      await get(t.app, '/api/v1/getallownedandcuratedclubs/?category=alphabetical', me.headers)
    ).json();
    expect({ count: ownedAndCurated.count, names: names(ownedAndCurated.results) }).toEqual({
      count: 2,
      names: ['Curated ocq', 'Mine ocq'],
    });
    expect(ownedAndCurated.results.every((c: Club) => c.is_curator)).toBe(true);
    // Another user's, and searched.
    const others = (
      await get(t.app, `/api/v1/getallownedandcuratedclubs?upclubuser=${other.id}&category=recentlyadded`, me.headers)
    ).json();
    expect(names(others.results)).toEqual(['Followed second ocq', 'Followed first ocq', 'Curated ocq']);
    const searched = (
      await get(t.app, `/api/v1/getallownedandcuratedclubs?upclubuser=${other.id}&searchstring=FOLLOWED`, me.headers)
    ).json();
    expect(searched.count).toBe(2);

    const followed = (await get(t.app, '/api/v1/getallfollowedclubs/', me.headers)).json();
    expect(names(followed.results)).toEqual(['Followed second ocq', 'Followed first ocq']);
    expect(followed.results.every((c: Club) => c.followed && !c.is_curator)).toBe(true);
    expect(owned.club).toBeGreaterThan(0);
  });
});
