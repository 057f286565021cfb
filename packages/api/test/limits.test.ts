import Fastify, { type LightMyRequestResponse } from 'fastify';
import {
  API_PAGE_SIZE,
  BIO_MAX_LENGTH,
  CAPTION_MAX_LENGTH,
  CLUB_DESCRIPTION_MAX_LENGTH,
  CLUB_NAME_MAX_LENGTH,
  COMMENT_MAX_LENGTH,
  DB_ID_MAX,
  MESSAGE_TEXT_MAX_LENGTH,
  MESSAGE_THREAD_NAME_MAX_LENGTH,
  POST_TITLE_MAX_LENGTH,
  PROFILE_THUMBNAIL_MAX_CHARS,
  SEARCH_QUERY_MAX_LENGTH,
  USER_TYPE_BROADCAST,
  USER_TYPE_METRICS,
} from '@upclub/shared/constants';
import { MSG, SERVER_DETAIL } from '@upclub/shared/validation';
import { OUT_OF_RANGE, apiErrorHandler, dataException } from '../src/errors';
import { WRITE_LIMIT_REASON } from '../src/plugins/app/write-limit';
import { buildTestApp, expectDetail, expectFieldError, fakeClock, newMember, type TestApp } from './helpers';
import { createClub, patch } from './clubs';
import { fixtureResolver, get, post, postSong } from './music';
import { phoneJpeg, pngPicture } from './pictures';

// The input and write limits of issue 13 (abuse limits): every text has a maximum, every id and
// cursor that does not fit PostgreSQL's types is a client error (never a 500), pictures are PNG
// or JPEG data URLs only, a comments page reads one reply per comment, and one account's writes
// are limited. Runs on PGlite, and on PostgreSQL with DATABASE_URL.

type Headers = { authorization: string };
const cursor = (data: object) => Buffer.from(JSON.stringify(data)).toString('base64url');
const at = '2026-11-22 10:00:00+00';

describe('texts, ids, cursors and pictures', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The write limit has its own test below; these tests write more than a person would.
    t = await buildTestApp({ trackResolver: fixtureResolver(), writeLimit: { perMinute: 0, perHour: 0 } });
  });
  afterAll(() => t.close());
  const comment = (headers: Headers, body: object) => post(t.app, '/api/v1/postfirstlevelcomment/', body, headers);
  const reply = (headers: Headers, body: object) => post(t.app, '/api/v1/postsecondlevelcomment/', body, headers);

  it('refuses a comment or reply longer than COMMENT_MAX_LENGTH with the spec’s message, and keeps one at it', async () => {
    const me = await newMember(t.app);
    const { song_post } = await postSong(t.app, me.headers);
    const long = 'x'.repeat(COMMENT_MAX_LENGTH + 1);
    expectFieldError(await comment(me.headers, { song_post, text: long }), 'text', MSG.commentLength);
    expect(MSG.commentLength).toBe(`Maximum of ${COMMENT_MAX_LENGTH} characters`);
    const first = await comment(me.headers, { song_post, text: 'x'.repeat(COMMENT_MAX_LENGTH) });
    expect(first.statusCode).toBe(201);
    expect(first.json().text).toHaveLength(COMMENT_MAX_LENGTH);
    expectFieldError(
      await reply(me.headers, { comment_parent: first.json().comment, text: long }),
      'text',
      MSG.commentLength,
    );
    // A megabyte is refused the same way, not stored.
    expectFieldError(await comment(me.headers, { song_post, text: 'y'.repeat(1_000_000) }), 'text', MSG.commentLength);
    const page = (await get(t.app, `/api/v1/getfirstlevelcomments/${song_post}`, me.headers)).json();
    expect(page.count).toBe(1);
  });

  it('answers each comment’s oldest reply however many replies it has (one bounded read per comment)', async () => {
    const author = await newMember(t.app);
    const fans = await Promise.all(Array.from({ length: 3 }, () => newMember(t.app)));
    const { song_post } = await postSong(t.app, author.headers);
    const quiet = (await comment(author.headers, { song_post, text: 'nobody answers' })).json();
    const busy = (await comment(author.headers, { song_post, text: 'talk to me' })).json();
    const small = (await comment(author.headers, { song_post, text: 'one answer' })).json();
    const replies: number[] = [];
    for (let i = 0; i < 45; i++) {
      const res = await reply(fans[i % 3].headers, { comment_parent: busy.comment, text: `answer ${i}` });
      replies.push(res.json().comment);
    }
    const only = (await reply(fans[2].headers, { comment_parent: small.comment, text: 'the only one' })).json();
    const page = (await get(t.app, `/api/v1/getfirstlevelcomments/${song_post}`, author.headers)).json();
    expect(page.count).toBe(3);
    const byId = new Map(page.results.map((c: { comment: number }) => [c.comment, c]));
    expect(byId.get(quiet.comment)).toMatchObject({ replies_count: 0, second_level_comments: [] });
    expect(byId.get(busy.comment)).toMatchObject({
      replies_count: 45,
      formatted_replies: '45',
      second_level_comments: [
        {
          comment: replies[0],
          text: 'answer 0',
          comment_parent: busy.comment,
          upclubuser: fans[0].id,
          username: fans[0].username,
          replies_count: 0,
          second_level_comments: [],
        },
      ],
    });
    expect(byId.get(small.comment)).toMatchObject({
      replies_count: 1,
      second_level_comments: [{ comment: only.comment, text: 'the only one', comment_parent: small.comment }],
    });
    // The replies themselves still page in full, oldest first.
    const second = (await get(t.app, `/api/v1/getsecondlevelcomments/${busy.comment}?page=3`, author.headers)).json();
    expect(second.results.map((c: { comment: number }) => c.comment)).toEqual(replies.slice(2 * API_PAGE_SIZE));
  });

  it('answers ids, pages and cursors past PostgreSQL’s types as client errors, never a 500', async () => {
    const me = await newMember(t.app);
    const staff = await newMember(t.app);
    await t.app.users.update(staff.id, { userType: USER_TYPE_METRICS | USER_TYPE_BROADCAST });
    const { song_post } = await postSong(t.app, me.headers);
    const huge = '99999999999999999999';
    const over = DB_ID_MAX + 1;

    // A path id that cannot name a row names no page: 404, as for any URL that does not exist.
    for (const url of [
      `/api/v1/getsongpost/${huge}`,
      `/api/v1/getsongpost/${over}`,
      `/api/v1/getprofile/${over}`,
      `/api/v1/getclub/${over}`,
      `/api/v1/getfirstlevelcomments/${huge}`,
      `/api/v1/getsecondlevelcomments/${over}`,
      `/api/v1/getmessages/${over}/all`,
      `/api/v1/getclubsongposts/${over}/new`,
      `/api/v1/profilegetsongposts/${over}/new`,
    ]) {
      expectDetail(await get(t.app, url, me.headers), 404, SERVER_DETAIL.notFound);
    }
    // A found id still answers (the bound is not off by one).
    expect((await get(t.app, `/api/v1/getsongpost/${song_post}`, me.headers)).statusCode).toBe(200);

    // A page number or query id past the bounds: 400 on that field.
    const page = await get(t.app, `/api/v1/getfirstlevelcomments/${song_post}?page=${huge}`, me.headers);
    expect({ status: page.statusCode, fields: Object.keys(page.json()) }).toEqual({ status: 400, fields: ['page'] });
    const clubs = await get(t.app, `/api/v1/getallownedandcuratedclubs/?upclubuser=${over}`, me.headers);
    expect({ status: clubs.statusCode, fields: Object.keys(clubs.json()) }).toEqual({
      status: 400,
      fields: ['upclubuser'],
    });

    // Body ids: 400 with a message that says what is wrong.
    const bodies: Array<[string, object, string]> = [
      ['/api/v1/likesongpost/', { song_post: over }, 'song_post'],
      ['/api/v1/likesongpost/', { song_post: 1e20 }, 'song_post'],
      ['/api/v1/follow/', { upclubuser_followee: over }, 'upclubuser_followee'],
      ['/api/v1/postfirstlevelcomment/', { song_post: over, text: 'hi' }, 'song_post'],
      ['/api/v1/postfirstlevelcomment/', { song_post, text: 'hi', mentions: [over] }, 'mentions'],
      ['/api/v1/postsecondlevelcomment/', { comment_parent: over, text: 'hi' }, 'comment_parent'],
      ['/api/v1/postsong/', { song: 'track01', mentions: [99_999_999_999] }, 'mentions'],
      ['/api/v1/postsong/', { song: 'track01', club: over }, 'club'],
      ['/api/v1/createmessage/', { upclubusers: [over], text: 'hi' }, 'upclubusers'],
      ['/api/v1/createmessage/', { messagethread: over, text: 'hi' }, 'messagethread'],
      ['/api/v1/sharepost/', { song_post: over, upclubusers: [1] }, 'song_post'],
      ['/api/v1/checkmessagethread/', { upclubusers: [over] }, 'upclubusers'],
      ['/api/v1/followclub/', { club: over }, 'club'],
      ['/api/v1/inviteclubcurators/', { club: 1, invitedusers: [over] }, 'invitedusers'],
    ];
    for (const [url, body, field] of bodies) {
      expectFieldError(await post(t.app, url, body, me.headers), field, MSG.invalidId);
    }
    expectFieldError(
      await post(t.app, '/api/v1/pushnotificationbroadcast/', { text_message: 'hi', song_post: over }, staff.headers),
      'song_post',
      MSG.invalidId,
    );
    // A missing id is still the spec's 'Field required'.
    expectFieldError(await post(t.app, '/api/v1/likesongpost/', {}, me.headers), 'song_post', MSG.required);

    // Cursors: one this API did not write is a 404 (DRF's answer to an invalid cursor), whatever
    // its keys hold: an id or count past int4, a year PostgreSQL has not, a day that does not exist.
    const forged = [
      `/api/v1/getallfeed/new?cursor=${cursor({ k: [at, over] })}`,
      `/api/v1/getallfeed/new?cursor=${cursor({ k: [at, 9_999_999_999] })}`,
      `/api/v1/getallfeed/new?cursor=${cursor({ k: ['999999-01-01 00:00:00+00', 1] })}`,
      `/api/v1/getallfeed/new?cursor=${cursor({ k: ['0000-01-01 00:00:00+00', 1] })}`,
      `/api/v1/getallfeed/new?cursor=${cursor({ k: ['2026-13-45 00:00:00+00', 1] })}`,
      `/api/v1/getallfeed/new?cursor=${cursor({ k: ['2025-02-29 00:00:00+00', 1] })}`,
      `/api/v1/getallfeed/tod?cursor=${cursor({ k: [over, at, 1] })}`,
      `/api/v1/getallfeed/tod?cursor=${cursor({ k: [1, at, 1], s: '-200000-01-01T00:00:00Z' })}`,
      `/api/v1/getallfeed/tod?cursor=${cursor({ k: [1, at, 1], s: '+275760-09-13T00:00:00Z' })}`,
      `/api/v1/getmyfeed/new?cursor=${cursor({ k: [at, over] })}`,
      `/api/v1/profilegetsongposts/${me.id}/new?cursor=${cursor({ k: [at, over] })}`,
      `/api/v1/profilegetlikedsongposts/${me.id}/atg?cursor=${cursor({ k: [over, at, 1] })}`,
    ];
    for (const url of forged) expectDetail(await get(t.app, url, me.headers), 404, SERVER_DETAIL.notFound);
    // A cursor at the edges of the types is a page (here an empty one).
    const edge = await get(
      t.app,
      `/api/v1/getallfeed/new?cursor=${cursor({ k: ['0001-01-01 00:00:00+00', 1] })}`,
      me.headers,
    );
    expect({ status: edge.statusCode, results: edge.json().results }).toEqual({ status: 200, results: [] });
    const leap = await get(
      t.app,
      `/api/v1/getallfeed/new?cursor=${cursor({ k: ['2024-02-29 00:00:00+00', DB_ID_MAX] })}`,
      me.headers,
    );
    expect(leap.statusCode).toBe(200);

    // A day PostgreSQL has not (year 0) is a 400 of the metrics query.
    const metrics = await get(t.app, '/api/v1/getallmetrics/users?from=0000-12-30&to=0001-01-02', staff.headers);
    expect({ status: metrics.statusCode, fields: Object.keys(metrics.json()) }).toEqual({
      status: 400,
      fields: ['from'],
    });
  });

  it('answers a value the database refuses as a 400 even where a schema missed it', async () => {
    // What a route without a bound would meet: PostgreSQL refuses the id (a class 22 error).
    const refusal = await t.app.posts.meta(DB_ID_MAX + 1).then(
      () => null,
      (error: unknown) => error,
    );
    expect(dataException(refusal)).toBe(true);
    const probe = Fastify({ logger: false });
    probe.setErrorHandler(apiErrorHandler);
    probe.get('/', async () => {
      throw refusal;
    });
    expectDetail(await probe.inject({ url: '/' }), 400, OUT_OF_RANGE);
    await probe.close();
    expect(dataException(new Error('other'))).toBe(false);
  });

  it('keeps every text to its limit from @upclub/shared, answering 400 rather than storing it', async () => {
    const me = await newMember(t.app);
    const friend = await newMember(t.app);
    const x = (n: number) => 'x'.repeat(n);
    const over: Array<[string, string, object, string]> = [
      ['POST', '/api/v1/postsong/', { song: 'track01', comment: x(CAPTION_MAX_LENGTH + 1) }, 'comment'],
      ['POST', '/api/v1/postsong/', { song: 'track01', title: x(POST_TITLE_MAX_LENGTH + 1) }, 'title'],
      ['POST', '/api/v1/createclub/', { club_name: x(CLUB_NAME_MAX_LENGTH + 1) }, 'club_name'],
      ['PATCH', '/api/v1/updateprofile/', { profile_description: x(BIO_MAX_LENGTH + 1) }, 'profile_description'],
      ['POST', '/api/v1/createmessage/', { upclubusers: [friend.id], text: x(MESSAGE_TEXT_MAX_LENGTH + 1) }, 'text'],
    ];
    for (const [method, url, payload, field] of over) {
      const res = await t.app.inject({ method: method as 'POST' | 'PATCH', url, payload, headers: me.headers });
      expect({ url, status: res.statusCode, field: Object.keys(res.json()) }).toEqual({
        url,
        status: 400,
        field: [field],
      });
    }
    const club = await createClub(t.app, me.headers);
    const described = await patch(
      t.app,
      `/api/v1/updateclub/${club.club}`,
      { club_description: x(CLUB_DESCRIPTION_MAX_LENGTH + 1) },
      me.headers,
    );
    expect(described.statusCode).toBe(400);
    const sent = await post(t.app, '/api/v1/createmessage/', { upclubusers: [friend.id], text: 'hi' }, me.headers);
    const thread = sent.json().messagethread;
    const named = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/setmessagethreadname/${thread}`,
      payload: { messagethreadname: x(MESSAGE_THREAD_NAME_MAX_LENGTH + 1) },
      headers: me.headers,
    });
    expect(named.statusCode).toBe(400);
    // A search text in a path past the limit names no page (404; Fastify answers 414 first for a
    // path parameter over 100 characters); in a query it is a 400.
    const search = x(SEARCH_QUERY_MAX_LENGTH + 1);
    for (const url of [
      `/api/v1/searchsongposttitle/${search}`,
      `/api/v1/searchusernameweb/${search}`,
      `/api/v1/searchmessagethreads/${search}`,
    ]) {
      expect([404, 414]).toContain((await get(t.app, url, me.headers)).statusCode);
    }
    expect((await get(t.app, `/api/v1/getallclubs/?searchstring=${search}`, me.headers)).statusCode).toBe(400);
  });
});

describe('pictures', () => {
  const jpegPicture = () => phoneJpeg(20, 10);
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ writeLimit: { perMinute: 0, perHour: 0 } });
  });
  afterAll(() => t.close());

  const refused = [
    'https://tracker.example/pixel.gif',
    '//tracker.example/pixel.png',
    'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
    'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
    'data:image/png,rawbytes',
    'data:image/png;base64,not base64!',
    'data:image/png;base64,iVBORw0KGg=',
    'data:image/png;base64,A',
    'data:image/png;base64,',
    'iVBORw0KGgo=',
    'data:text/html;base64,PHNjcmlwdD4=',
  ];

  it('takes only PNG or JPEG data URLs of valid base64 on a profile, within the sizes', async () => {
    const me = await newMember(t.app);
    const update = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: '/api/v1/updateprofile/', payload, headers: me.headers });
    for (const value of refused) {
      expectFieldError(await update({ profile_picture: value }), 'profile_picture', MSG.invalidPicture);
      expectFieldError(await update({ thumbnail_picture: value }), 'thumbnail_picture', MSG.invalidPicture);
    }
    const saved = await update({ profile_picture: await pngPicture(20, 20), thumbnail_picture: await jpegPicture() });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      profile_picture: expect.stringMatching(/^data:image\/png;base64,/),
      thumbnail_picture: expect.stringMatching(/^data:image\/jpeg;base64,/),
    });
    const big = `data:image/png;base64,${'A'.repeat(PROFILE_THUMBNAIL_MAX_CHARS)}`;
    expect((await update({ thumbnail_picture: big })).statusCode).toBe(400);
    expect((await update({ thumbnail_picture: null })).statusCode).toBe(200);
  });

  it('takes only PNG or JPEG data URLs on a club', async () => {
    const owner = await newMember(t.app);
    const club = await createClub(t.app, owner.headers);
    for (const value of refused) {
      const res = await patch(t.app, `/api/v1/updateclub/${club.club}`, { club_picture: value }, owner.headers);
      expectFieldError(res, 'club_picture', MSG.invalidPicture);
    }
    const ok = await patch(
      t.app,
      `/api/v1/updateclub/${club.club}`,
      { club_picture: await jpegPicture(), thumbnail_picture: await pngPicture(20, 20) },
      owner.headers,
    );
    expect(ok.statusCode).toBe(200);
  });
});

describe('writes per user', () => {
  const clock = fakeClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      trackResolver: fixtureResolver(),
      now: clock.now,
      writeLimit: { perMinute: 4, perHour: 6 },
    });
  });
  afterAll(() => t.close());

  function expectWriteLimited(res: LightMyRequestResponse, maxWait: number) {
    expect(res.statusCode).toBe(429);
    const wait = Number(res.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(maxWait);
    expect(res.json()).toEqual({
      detail: `${SERVER_DETAIL.throttled} ${WRITE_LIMIT_REASON} Expected available in ${wait} second${wait === 1 ? '' : 's'}.`,
    });
  }

  it('counts posts, comments, likes, messages and follows together per user, per minute and per hour', async () => {
    const me = await newMember(t.app);
    const other = await newMember(t.app);
    const song = await postSong(t.app, other.headers);
    const writes = [
      () => post(t.app, '/api/v1/postsong/', { song: 'track01' }, me.headers),
      () => post(t.app, '/api/v1/postfirstlevelcomment/', { song_post: song.song_post, text: 'hi' }, me.headers),
      () => post(t.app, '/api/v1/likesongpost/', { song_post: song.song_post }, me.headers),
      () => post(t.app, '/api/v1/follow/', { upclubuser_followee: other.id }, me.headers),
    ];
    for (const write of writes) expect((await write()).statusCode).toBeLessThan(300);
    // A refused body is not a write.
    expect((await post(t.app, '/api/v1/follow/', {}, me.headers)).statusCode).toBe(400);
    expectWriteLimited(
      await post(t.app, '/api/v1/createmessage/', { upclubusers: [other.id], text: 'hi' }, me.headers),
      60,
    );
    expectWriteLimited(await post(t.app, '/api/v1/unfollow/', { upclubuser_followee: other.id }, me.headers), 60);
    expectWriteLimited(await post(t.app, '/api/v1/followclub/', { club: 1 }, me.headers), 60);
    // Reading is not limited, and nobody else is.
    expect((await get(t.app, `/api/v1/getsongpost/${song.song_post}`, me.headers)).statusCode).toBe(200);
    expect((await post(t.app, '/api/v1/likesongpost/', { song_post: song.song_post }, other.headers)).statusCode).toBe(
      200,
    );

    // A minute later two more fit in the hour's six.
    clock.advance(61_000);
    expect(
      (await post(t.app, '/api/v1/createmessage/', { upclubusers: [other.id], text: 'hi' }, me.headers)).statusCode,
    ).toBe(201);
    expect((await post(t.app, '/api/v1/unlikesongpost/', { song_post: song.song_post }, me.headers)).statusCode).toBe(
      200,
    );
    expectWriteLimited(
      await post(t.app, '/api/v1/postsecondlevelcomment/', { comment_parent: 1, text: 'x' }, me.headers),
      3600,
    );
    clock.advance(3_600_000);
    expect((await post(t.app, '/api/v1/unfollow/', { upclubuser_followee: other.id }, me.headers)).statusCode).toBe(
      200,
    );
  });

  it('documents the 429 on every limited route', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const limited = Object.entries(doc.paths)
      .filter(([, ops]) => Object.values(ops).some((op) => '429' in op.responses))
      .map(([p]) => p.replace('/api/v1', ''));
    expect(limited).toEqual(
      expect.arrayContaining([
        '/postsong/',
        '/likesongpost/',
        '/unlikesongpost/',
        '/postfirstlevelcomment/',
        '/postsecondlevelcomment/',
        '/follow/',
        '/unfollow/',
        '/followclub/',
        '/unfollowclub/',
        '/requesttocurate/',
        '/inviteclubcurators/',
        '/createclub/',
        '/createmessage/',
        '/sharepost/',
        '/setmessagethreadname/{id}',
        '/adduserstomessagethread/{id}',
        '/setmessagethreadsettings/{id}',
      ]),
    );
    // Reads are never write-limited; only the live events stream has a bound of its own (streams per address).
    const reads = Object.entries(doc.paths).filter(([, ops]) => ops.get && '429' in ops.get.responses);
    expect(reads.map(([p]) => p)).toEqual(['/api/v1/events/']);
  });
});
