import { buildTestApp, newMember, type TestApp } from './helpers';
import { fixtureResolver, followAll, get, post, postSong } from './music';

// Following users, follow lists and a profile's posts and likes (spec part 2 §4 "Following a
// user", §7 "Users").

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ trackResolver: fixtureResolver() });
});
afterAll(() => t.close());

const follow = (followee: number, headers: { authorization: string }) =>
  post(t.app, '/api/v1/follow/', { upclubuser_followee: followee }, headers);
const unfollow = (followee: number, headers: { authorization: string }) =>
  post(t.app, '/api/v1/unfollow/', { upclubuser_followee: followee }, headers);

describe('follow and unfollow', () => {
  it('follows once however often asked, and the counts move by one', async () => {
    const [me, other] = await Promise.all([newMember(t.app), newMember(t.app)]);
    const first = await follow(other.id, me.headers);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ upclubuser_followee: other.id, followers: 1, followed: true });
    expect((await follow(other.id, me.headers)).json()).toEqual({
      upclubuser_followee: other.id,
      followers: 1,
      followed: true,
    });
    expect((await get(t.app, `/api/v1/getprofile/${other.id}`, me.headers)).json()).toMatchObject({
      followers: 1,
      followed: true,
    });
    expect((await get(t.app, '/api/v1/myprofile', me.headers)).json()).toMatchObject({ followings: 1 });

    expect((await unfollow(other.id, me.headers)).json()).toEqual({
      upclubuser_followee: other.id,
      followers: 0,
      followed: false,
    });
    expect((await unfollow(other.id, me.headers)).json()).toMatchObject({ followers: 0, followed: false });
    expect((await get(t.app, `/api/v1/getprofile/${other.id}`, me.headers)).json()).toMatchObject({
      followers: 0,
      followed: false,
    });
  });

  it('refuses following oneself, unknown users and bad bodies', async () => {
    const me = await newMember(t.app);
    const self = await follow(me.id, me.headers);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toHaveProperty('upclubuser_followee');
    expect((await unfollow(me.id, me.headers)).statusCode).toBe(400);
    const unknown = await follow(2_000_000, me.headers);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toHaveProperty('upclubuser_followee');
    expect((await post(t.app, '/api/v1/follow/', {}, me.headers)).statusCode).toBe(400);
    expect((await post(t.app, '/api/v1/follow/', { upclubuser_followee: 'x' }, me.headers)).statusCode).toBe(400);
  });

  it('answers 401 without a token', async () => {
    const other = await newMember(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/follow/',
      payload: { upclubuser_followee: other.id },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('follower and following lists', () => {
  it('list follow-list users newest first, with counts, followed as the viewer sees it', async () => {
    const [star, a, b, viewer] = await Promise.all([
      newMember(t.app),
      newMember(t.app),
      newMember(t.app),
      newMember(t.app),
    ]);
    await postSong(t.app, a.headers);
    await follow(star.id, a.headers);
    await follow(star.id, b.headers);
    await follow(a.id, viewer.headers);
    await follow(a.id, star.headers);

    const followers = await get(t.app, `/api/v1/profilegetfollowers/${star.id}`, viewer.headers);
    expect(followers.statusCode).toBe(200);
    expect(followers.json()).toEqual({
      count: 2,
      next: null,
      previous: null,
      results: [
        {
          upclubuser: b.id,
          username: b.username,
          name: 'Test User',
          thumbnail_picture: null,
          followers: 0,
          posts: 0,
          followed: false,
          upclubuser_follower: b.id,
        },
        {
          upclubuser: a.id,
          username: a.username,
          name: 'Test User',
          thumbnail_picture: null,
          followers: 2,
          posts: 1,
          followed: true,
          upclubuser_follower: a.id,
        },
      ],
    });

    const following = await get(t.app, `/api/v1/profilegetfollowing/${star.id}`, star.headers);
    expect(following.json()).toMatchObject({
      count: 1,
      results: [{ upclubuser: a.id, followed: true, upclubuser_followee: a.id }],
    });
    // After an unfollow the entry is gone from the followings.
    await unfollow(a.id, star.headers);
    expect((await get(t.app, `/api/v1/profilegetfollowing/${star.id}`, star.headers)).json()).toMatchObject({
      count: 0,
      results: [],
    });
  });

  it('pages by 20 with next links', async () => {
    const star = await newMember(t.app);
    const fans = await Promise.all(Array.from({ length: 23 }, () => newMember(t.app)));
    for (const fan of fans) await follow(star.id, fan.headers);
    const first = (await get(t.app, `/api/v1/profilegetfollowers/${star.id}`, star.headers)).json();
    expect(first.results).toHaveLength(20);
    expect(first.next).toMatch(/profilegetfollowers\/\d+\?page=2$/);
    const all = await followAll<{ upclubuser: number }>(
      t.app,
      `/api/v1/profilegetfollowers/${star.id}`,
      star.headers,
      t.app.config.publicUrl,
    );
    expect(all.pages).toBe(2);
    expect(new Set(all.results.map((r) => r.upclubuser))).toEqual(new Set(fans.map((f) => f.id)));
  });

  it('answers 404 for an unknown user or a page past the end', async () => {
    const me = await newMember(t.app);
    expect((await get(t.app, '/api/v1/profilegetfollowers/2000000', me.headers)).statusCode).toBe(404);
    expect((await get(t.app, '/api/v1/profilegetfollowing/2000000', me.headers)).statusCode).toBe(404);
    expect((await get(t.app, `/api/v1/profilegetfollowers/${me.id}?page=2`, me.headers)).statusCode).toBe(404);
    expect((await get(t.app, `/api/v1/profilegetfollowers/${me.id}`, me.headers)).json()).toMatchObject({
      count: 0,
      results: [],
    });
  });
});

describe('a profile’s posts and likes', () => {
  it('profilegetsongposts lists the user’s posts by category, never plain tracks', async () => {
    const [me, fan, viewer] = await Promise.all([newMember(t.app), newMember(t.app), newMember(t.app)]);
    const older = await postSong(t.app, me.headers, { title: 'older' });
    const newer = await postSong(t.app, me.headers, { title: 'newer' });
    await postSong(t.app, me.headers, { post_type: 1 });
    await postSong(t.app, fan.headers, { title: 'not mine' });
    await post(t.app, '/api/v1/likesongpost/', { song_post: older.song_post }, fan.headers);

    const byNew = (await get(t.app, `/api/v1/profilegetsongposts/${me.id}/new`, viewer.headers)).json();
    expect(byNew.count).toBe(2);
    expect(byNew.results.map((p: { song_post: number }) => p.song_post)).toEqual([newer.song_post, older.song_post]);
    const byTop = (await get(t.app, `/api/v1/profilegetsongposts/${me.id}/atg`, viewer.headers)).json();
    expect(byTop.results.map((p: { song_post: number }) => p.song_post)).toEqual([older.song_post, newer.song_post]);
    expect(byTop.results[0]).toMatchObject({ formatted_likes: '1', liked: false, username: me.username });
    const today = (await get(t.app, `/api/v1/profilegetsongposts/${me.id}/tod`, viewer.headers)).json();
    expect(today.count).toBe(2);
  });

  it('profilegetlikedsongposts lists the posts the user liked, with the viewer’s liked', async () => {
    const [me, author, viewer] = await Promise.all([newMember(t.app), newMember(t.app), newMember(t.app)]);
    const one = await postSong(t.app, author.headers, { title: 'one' });
    const two = await postSong(t.app, author.headers, { title: 'two' });
    await postSong(t.app, author.headers, { title: 'unliked' });
    await post(t.app, '/api/v1/likesongpost/', { song_post: one.song_post }, me.headers);
    await post(t.app, '/api/v1/likesongpost/', { song_post: two.song_post }, me.headers);
    await post(t.app, '/api/v1/likesongpost/', { song_post: two.song_post }, viewer.headers);

    const liked = (await get(t.app, `/api/v1/profilegetlikedsongposts/${me.id}/atg`, viewer.headers)).json();
    expect(liked.count).toBe(2);
    expect(liked.results.map((p: { song_post: number; liked: boolean }) => [p.song_post, p.liked])).toEqual([
      [two.song_post, true],
      [one.song_post, false],
    ]);
    // An unlike takes it off at once (the count is not cached).
    await post(t.app, '/api/v1/unlikesongpost/', { song_post: one.song_post }, me.headers);
    expect((await get(t.app, `/api/v1/profilegetlikedsongposts/${me.id}/new`, me.headers)).json().count).toBe(1);
    expect((await get(t.app, '/api/v1/myprofile', me.headers)).json().likes_given).toBe(1);
  });

  it('pages by cursor and answers 404 for unknown users, categories and cursors', async () => {
    const me = await newMember(t.app);
    for (let i = 0; i < 22; i += 1) await postSong(t.app, me.headers, { title: `song ${i}` });
    const all = await followAll<{ song_post: number }>(
      t.app,
      `/api/v1/profilegetsongposts/${me.id}/new`,
      me.headers,
      t.app.config.publicUrl,
    );
    expect(all.pages).toBe(2);
    expect(new Set(all.results.map((p) => p.song_post)).size).toBe(22);
    expect((await get(t.app, '/api/v1/profilegetsongposts/2000000/new', me.headers)).statusCode).toBe(404);
    expect((await get(t.app, '/api/v1/profilegetlikedsongposts/2000000/new', me.headers)).statusCode).toBe(404);
    expect((await get(t.app, `/api/v1/profilegetsongposts/${me.id}/best`, me.headers)).statusCode).toBe(404);
    expect((await get(t.app, `/api/v1/profilegetsongposts/${me.id}/new?cursor=bad`, me.headers)).statusCode).toBe(404);
  });
});
