import { buildTestApp, expectDetail, expectFieldError, newMember, type TestApp } from './helpers';
import { CAPTION_MAX_LENGTH, MENTIONS_MAX } from '@upclub/shared/constants';
import { MSG, SERVER_DETAIL } from '@upclub/shared/validation';
import { clubs, songPosts } from '../src/db/schema';
import { TrackProviderError } from '../src/lib/track-resolver';
import { FIXTURE_TRACKS, fixtureResolver, get, post, postSong, unreadCount } from './music';
import { eq } from 'drizzle-orm';

const resolver = fixtureResolver();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ trackResolver: resolver });
});
afterAll(() => t.close());

describe('postsong', () => {
  it('stores the caption with mention markup and answers the post with its track details', async () => {
    const me = await newMember(t.app);
    const friend = await newMember(t.app);
    const before = resolver.asked.length;
    const res = await post(
      t.app,
      '/api/v1/postsong/',
      {
        song: 'track03',
        title: 'My title',
        comment: `Listen @${friend.username}!`,
        mentions: [friend.id],
        post_type: 2,
      },
      me.headers,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      song_post: expect.any(Number),
      song: 'track03',
      title: 'My title',
      upclubuser: me.id,
      username: me.username,
      first_name: 'Test',
      last_name: 'User',
      thumbnail_picture: null,
      post_type: 2,
      track_details: FIXTURE_TRACKS[2],
      comment: `Listen <@${friend.id}>!`,
      mentions: [{ upclubuser: friend.id, username: friend.username }],
      formatted_likes: '0',
      formatted_comments_count: '0',
      liked: false,
      post_age: 'now',
      club: null,
      club_name: null,
      created_at: expect.any(String),
    });
    expect(resolver.asked.slice(before)).toEqual(['track03']);

    // The track is cached: a second post of it does not ask the provider again.
    const again = await postSong(t.app, me.headers, { song: 'track03' });
    expect(resolver.asked.slice(before)).toEqual(['track03']);
    expect(again.title).toBe('Song number 3');
    expect(again.track_details).toEqual(FIXTURE_TRACKS[2]);
  });

  it(`refuses a caption over ${CAPTION_MAX_LENGTH} characters and more than ${MENTIONS_MAX} mentions`, async () => {
    const me = await newMember(t.app);
    const long = await post(
      t.app,
      '/api/v1/postsong/',
      { song: 'track01', comment: 'x'.repeat(CAPTION_MAX_LENGTH + 1), mentions: [], post_type: 2 },
      me.headers,
    );
    expectFieldError(long, 'comment', MSG.captionLength);
    const exact = await post(
      t.app,
      '/api/v1/postsong/',
      { song: 'track01', comment: 'x'.repeat(CAPTION_MAX_LENGTH), mentions: [], post_type: 2 },
      me.headers,
    );
    expect(exact.statusCode).toBe(201);
    const many = await post(
      t.app,
      '/api/v1/postsong/',
      { song: 'track01', comment: 'hi', mentions: [1, 2, 3, 4, 5, 6, 7, 8, 9], post_type: 2 },
      me.headers,
    );
    expectFieldError(many, 'mentions', 'Maximum of 8 mentions only');
  });

  it('refuses an unknown track, an unknown club and unknown mentioned users', async () => {
    const me = await newMember(t.app);
    expectFieldError(
      await post(t.app, '/api/v1/postsong/', { song: 'nosuchtrack', post_type: 2 }, me.headers),
      'song',
      'Track not found.',
    );
    expectFieldError(
      await post(t.app, '/api/v1/postsong/', { song: 'track01', club: 999_999, post_type: 2 }, me.headers),
      'club',
      'Invalid pk "999999" - object does not exist.',
    );
    const ghost = await post(
      t.app,
      '/api/v1/postsong/',
      { song: 'track01', comment: '@ghost', mentions: [999_998], post_type: 2 },
      me.headers,
    );
    expect(ghost.statusCode).toBe(400);
    expect(ghost.json()).toHaveProperty('mentions');
    expect(await t.app.db.select().from(songPosts).where(eq(songPosts.song, 'nosuchtrack'))).toEqual([]);
  });

  it('posts to a club of one’s own and names it; another’s club is 403', async () => {
    const me = await newMember(t.app);
    const other = await newMember(t.app);
    const [club] = await t.app.db.insert(clubs).values({ name: 'Night Owls', ownerId: me.id }).returning();
    const answer = await postSong(t.app, me.headers, { club: club.id });
    expect(answer).toMatchObject({ club: club.id, club_name: 'Night Owls' });
    expectDetail(
      await post(t.app, '/api/v1/postsong/', { song: 'track01', club: club.id, post_type: 2 }, other.headers),
      403,
      SERVER_DETAIL.permissionDenied,
    );
  });

  it('needs a token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/postsong/',
      payload: { song: 'track01', post_type: 2 },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('a provider that cannot be reached', () => {
  it('answers 502 with a detail', async () => {
    const down = await buildTestApp({
      trackResolver: {
        getTrack: async () => {
          throw new TrackProviderError('The streaming provider could not be reached.');
        },
      },
    });
    try {
      const me = await newMember(down.app);
      expectDetail(
        await post(down.app, '/api/v1/postsong/', { song: 'track01', post_type: 2 }, me.headers),
        502,
        'The streaming provider could not be reached.',
      );
    } finally {
      await down.close();
    }
  });
});

describe('getsongpost and deletesong', () => {
  it('reads a post; 404 when missing', async () => {
    const me = await newMember(t.app);
    const mine = await postSong(t.app, me.headers);
    const res = await get(t.app, `/api/v1/getsongpost/${mine.song_post}`, me.headers);
    expect(res.json()).toEqual(mine);
    expectDetail(await get(t.app, '/api/v1/getsongpost/999999', me.headers), 404, SERVER_DETAIL.notFound);
  });

  it('only the author deletes: 403 for others, 404 when missing', async () => {
    const author = await newMember(t.app);
    const other = await newMember(t.app);
    const mine = await postSong(t.app, author.headers);
    const del = (id: number, headers: { authorization: string }) =>
      t.app.inject({ method: 'DELETE', url: `/api/v1/deletesong/${id}`, headers });
    expectDetail(await del(mine.song_post, other.headers), 403, SERVER_DETAIL.permissionDenied);
    expect((await get(t.app, `/api/v1/getsongpost/${mine.song_post}`, author.headers)).statusCode).toBe(200);
    expect((await del(mine.song_post, author.headers)).statusCode).toBe(204);
    expectDetail(
      await get(t.app, `/api/v1/getsongpost/${mine.song_post}`, author.headers),
      404,
      SERVER_DETAIL.notFound,
    );
    expectDetail(await del(mine.song_post, author.headers), 404, SERVER_DETAIL.notFound);
  });
});

describe('likes', () => {
  it('are idempotent under 10 concurrent likes, and unlike goes back to 0', async () => {
    const author = await newMember(t.app);
    const fan = await newMember(t.app);
    const { song_post } = await postSong(t.app, author.headers);
    const likes = await Promise.all(
      Array.from({ length: 10 }, () => post(t.app, '/api/v1/likesongpost/', { song_post }, fan.headers)),
    );
    for (const res of likes) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ song_post, liked: true, song_post_formatted_likes: '1' });
    }
    expect((await get(t.app, `/api/v1/getsongpost/${song_post}`, fan.headers)).json()).toMatchObject({
      formatted_likes: '1',
      liked: true,
    });
    expect((await get(t.app, `/api/v1/getsongpost/${song_post}`, author.headers)).json()).toMatchObject({
      formatted_likes: '1',
      liked: false,
    });
    // One like, one notification.
    expect(await unreadCount(t.app, author.headers)).toEqual({ notifications: 1, message_notifications: 0 });

    const unlikes = await Promise.all(
      Array.from({ length: 3 }, () => post(t.app, '/api/v1/unlikesongpost/', { song_post }, fan.headers)),
    );
    for (const res of unlikes) expect(res.json()).toEqual({ song_post, liked: false, song_post_formatted_likes: '0' });
    expect((await get(t.app, `/api/v1/getsongpost/${song_post}`, fan.headers)).json()).toMatchObject({
      formatted_likes: '0',
      liked: false,
    });
  });

  it('liking one’s own post notifies nobody; missing posts are 404', async () => {
    const me = await newMember(t.app);
    const { song_post } = await postSong(t.app, me.headers);
    expect(
      (await post(t.app, '/api/v1/likesongpost/', { song_post }, me.headers)).json().song_post_formatted_likes,
    ).toBe('1');
    expect(await unreadCount(t.app, me.headers)).toEqual({ notifications: 0, message_notifications: 0 });
    expectDetail(
      await post(t.app, '/api/v1/likesongpost/', { song_post: 999_999 }, me.headers),
      404,
      SERVER_DETAIL.notFound,
    );
  });

  it('post_type 1 posts take no likes and no comments', async () => {
    const me = await newMember(t.app);
    const other = await newMember(t.app);
    const plain = await postSong(t.app, me.headers, { post_type: 1 });
    // A message song: only its thread's members see it, so `other` gets it in a message first.
    const sent = await post(
      t.app,
      '/api/v1/createmessage/',
      { upclubusers: [other.id], song_post: plain.song_post },
      me.headers,
    );
    expect(sent.statusCode).toBe(201);
    expect((await post(t.app, '/api/v1/likesongpost/', { song_post: plain.song_post }, other.headers)).statusCode).toBe(
      400,
    );
    expect(
      (
        await post(
          t.app,
          '/api/v1/postfirstlevelcomment/',
          { song_post: plain.song_post, text: 'hi', mentions: [] },
          other.headers,
        )
      ).statusCode,
    ).toBe(400);
  });
});

describe('a message song (post_type 1)', () => {
  it('is seen only by its author and the members of a thread it was sent to, as if missing to anyone else', async () => {
    const [sender, member, former, stranger, bystander] = await Promise.all(
      Array.from({ length: 5 }, () => newMember(t.app)),
    );
    const song = (await postSong(t.app, sender.headers, { post_type: 1 })).song_post as number;
    const thread = (
      await post(
        t.app,
        '/api/v1/createmessage/',
        { upclubusers: [member.id, former.id], song_post: song },
        sender.headers,
      )
    ).json().messagethread as number;
    expect((await post(t.app, `/api/v1/leavemessagethread/${thread}`, {}, former.headers)).statusCode).toBe(200);

    /** The statuses of every call that reads the post by id, in turn (the last one deletes it). */
    const reads = async (headers: { authorization: string }) => {
      const calls = [
        () => get(t.app, `/api/v1/getsongpost/${song}`, headers),
        () => get(t.app, `/api/v1/getfirstlevelcomments/${song}`, headers),
        () => post(t.app, '/api/v1/likesongpost/', { song_post: song }, headers),
        () => post(t.app, '/api/v1/unlikesongpost/', { song_post: song }, headers),
        () => post(t.app, '/api/v1/postfirstlevelcomment/', { song_post: song, text: 'Hi' }, headers),
        () => post(t.app, '/api/v1/sharepost/', { upclubusers: [bystander.id], song_post: song }, headers),
        () => t.app.inject({ method: 'DELETE', url: `/api/v1/deletesong/${song}`, headers }),
      ];
      const statuses: number[] = [];
      for (const call of calls) statuses.push((await call()).statusCode);
      return statuses;
    };
    for (const who of [stranger, former]) {
      expect(await reads(who.headers)).toEqual([404, 404, 404, 404, 404, 404, 404]);
      expectDetail(await get(t.app, `/api/v1/getsongpost/${song}`, who.headers), 404, SERVER_DETAIL.notFound);
      // Sending it on is refused as for a post that does not exist.
      const forward = await post(
        t.app,
        '/api/v1/createmessage/',
        { upclubusers: [sender.id], song_post: song },
        who.headers,
      );
      expect(forward.statusCode).toBe(400);
      expect(forward.json()).toEqual({ song_post: [expect.stringContaining(`"${song}"`)] });
    }
    // The member reads it and the rules of post_type 1 apply (no likes, no comments, not theirs to delete).
    expect(await reads(member.headers)).toEqual([200, 200, 400, 400, 400, 201, 403]);
    expect(await reads(sender.headers)).toEqual([200, 200, 400, 400, 400, 201, 204]);
  });

  it('is seen by the members of a thread a member shares it into', async () => {
    const [sender, member, friend] = await Promise.all(Array.from({ length: 3 }, () => newMember(t.app)));
    const song = (await postSong(t.app, sender.headers, { post_type: 1 })).song_post as number;
    await post(t.app, '/api/v1/createmessage/', { upclubusers: [member.id], song_post: song }, sender.headers);
    expect((await get(t.app, `/api/v1/getsongpost/${song}`, friend.headers)).statusCode).toBe(404);
    const shared = await post(
      t.app,
      '/api/v1/sharepost/',
      { upclubusers: [friend.id], song_post: song },
      member.headers,
    );
    expect(shared.statusCode).toBe(201);
    expect((await get(t.app, `/api/v1/getsongpost/${song}`, friend.headers)).json()).toMatchObject({
      song_post: song,
      post_type: 1,
    });
  });
});

describe('mentions in posts', () => {
  it('notify each mentioned user once, never the author', async () => {
    const me = await newMember(t.app);
    const a = await newMember(t.app);
    const b = await newMember(t.app);
    await postSong(t.app, me.headers, {
      comment: `@${a.username} @${b.username} @${me.username} @${a.username}`,
      mentions: [a.id, b.id, me.id, a.id],
    });
    expect(await unreadCount(t.app, a.headers)).toEqual({ notifications: 1, message_notifications: 0 });
    expect(await unreadCount(t.app, b.headers)).toEqual({ notifications: 1, message_notifications: 0 });
    expect(await unreadCount(t.app, me.headers)).toEqual({ notifications: 0, message_notifications: 0 });
  });
});

describe('profile counts', () => {
  it('count user posts and the likes given', async () => {
    const me = await newMember(t.app);
    const fan = await newMember(t.app);
    const one = await postSong(t.app, me.headers);
    await postSong(t.app, me.headers);
    await postSong(t.app, me.headers, { post_type: 1 });
    await post(t.app, '/api/v1/likesongpost/', { song_post: one.song_post }, fan.headers);
    await post(t.app, '/api/v1/likesongpost/', { song_post: one.song_post }, me.headers);
    const profile = (await get(t.app, `/api/v1/getprofile/${me.id}`, fan.headers)).json();
    expect(profile).toMatchObject({ posts: 2, likes_given: 1 });
    expect((await get(t.app, `/api/v1/getprofile/${fan.id}`, me.headers)).json()).toMatchObject({
      posts: 0,
      likes_given: 1,
    });
  });
});

describe('searchsongposttitle', () => {
  it('finds user posts by title, any case, paged', async () => {
    const me = await newMember(t.app);
    const marker = `Zebra${Date.now()}`;
    for (let i = 0; i < 3; i++) await postSong(t.app, me.headers, { title: `${marker} tune ${i}` });
    await postSong(t.app, me.headers, { title: `${marker} plain`, post_type: 1 });
    const res = await get(t.app, `/api/v1/searchsongposttitle/${marker.toLowerCase()}%20TUNE`, me.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ count: 3, next: null, previous: null });
    expect(body.results.map((r: { title: string }) => r.title)).toEqual([
      `${marker} tune 2`,
      `${marker} tune 1`,
      `${marker} tune 0`,
    ]);
    expect((await get(t.app, '/api/v1/searchsongposttitle/100%25', me.headers)).json().count).toBe(0);
  });
});
