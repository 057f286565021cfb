import { buildTestApp, expectDetail, expectFieldError, loginAs, newMember, signUp, type TestApp } from './helpers';
import { eq } from 'drizzle-orm';
import { MSG, SERVER_DETAIL } from '@upclub/shared/validation';
import { notifications } from '../src/db/schema';
import { pngPicture } from './pictures';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const patch = (payload: object, headers: Record<string, string>) =>
  t.app.inject({ method: 'PATCH', url: '/api/v1/updateprofile/', payload, headers });

describe('own profile', () => {
  it('is 404 until createprofile, which is idempotent', async () => {
    const user = await signUp(t.app, { phone_number: '+34612345678' });
    const { headers } = await loginAs(t.app, user.username);
    expectDetail(await get('/api/v1/myprofile', headers), 404, SERVER_DETAIL.notFound);

    const created = await t.app.inject({ method: 'POST', url: '/api/v1/createprofile/', payload: {}, headers });
    expect(created.statusCode).toBe(201);
    const again = await t.app.inject({ method: 'POST', url: '/api/v1/createprofile', headers });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(created.json());

    const mine = await get('/api/v1/myprofile/', headers);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({
      upclubuser: user.id,
      username: user.username,
      first_name: 'Test',
      last_name: 'User',
      user_type: 0,
      profile_picture: null,
      thumbnail_picture: null,
      email: user.email,
      phone_number: '+34612345678',
      profile_description: '',
      profile_twitter: null,
      profile_instagram: null,
      posts: 0,
      clubs: 0,
      likes_given: 0,
      followers: 0,
      followings: 0,
      followed: false,
    });
  });
});

describe('other profiles', () => {
  it('getprofile, getprofileviausername and getprofilelite show another user without private fields', async () => {
    const me = await newMember(t.app);
    const other = await newMember(t.app);
    // Through the API, as the profile cache hears of follows from their writes.
    const follow = async (who: { headers: Record<string, string> }, id: number) =>
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/v1/follow/',
            payload: { upclubuser_followee: id },
            headers: who.headers,
          })
        ).statusCode,
      ).toBe(200);
    await follow(me, other.id);
    await follow(other, me.id);
    const third = await newMember(t.app);
    await follow(third, other.id);

    const byId = await get(`/api/v1/getprofile/${other.id}`, me.headers);
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toMatchObject({
      upclubuser: other.id,
      username: other.username,
      followers: 2,
      followings: 1,
      followed: true,
    });
    expect(byId.json()).not.toHaveProperty('email');
    expect(byId.json()).not.toHaveProperty('phone_number');

    const byName = await get(`/api/v1/getprofileviausername/${other.username.toUpperCase()}`, me.headers);
    expect(byName.json()).toEqual(byId.json());

    const seenByThird = await get(`/api/v1/getprofile/${me.id}/`, third.headers);
    expect(seenByThird.json()).toMatchObject({ followers: 1, followings: 1, followed: false });

    const lite = await get(`/api/v1/getprofilelite/${other.id}`, me.headers);
    expect(lite.json()).toEqual({
      upclubuser: other.id,
      username: other.username,
      first_name: 'Test',
      last_name: 'User',
      user_type: 0,
      profile_picture: null,
      thumbnail_picture: null,
    });
  });

  it('getprofilelite works for a user without a profile; getprofile does not', async () => {
    const me = await newMember(t.app);
    const bare = await signUp(t.app);
    expect((await get(`/api/v1/getprofilelite/${bare.id}`, me.headers)).json()).toMatchObject({
      username: bare.username,
    });
    expectDetail(await get(`/api/v1/getprofile/${bare.id}`, me.headers), 404, SERVER_DETAIL.notFound);
  });

  it.each([
    '/api/v1/getprofile/999999',
    '/api/v1/getprofile/abc',
    '/api/v1/getprofilelite/0',
    '/api/v1/getprofileviausername/nobody-at-all',
  ])('%s -> 404', async (url) => {
    const me = await newMember(t.app);
    expectDetail(await get(url, me.headers), 404, SERVER_DETAIL.notFound);
  });

  it('needs a token', async () => {
    expectDetail(await get('/api/v1/getprofile/1', {}), 401, SERVER_DETAIL.notAuthenticated);
  });
});

describe('updateprofile', () => {
  it('changes only the fields sent and answers the profile', async () => {
    const me = await newMember(t.app);
    const picture = await pngPicture(40, 40);
    const res = await patch(
      { first_name: 'Zoë Anne', phone_number: '+447400123456', thumbnail_picture: picture },
      me.headers,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      first_name: 'Zoë Anne',
      last_name: 'User',
      phone_number: '+447400123456',
      // Stored re-encoded (test/pictures.test.ts).
      thumbnail_picture: expect.stringMatching(/^data:image\/png;base64,/),
      profile_picture: null,
    });
    const cleared = await patch({ phone_number: '', thumbnail_picture: null }, me.headers);
    expect(cleared.json()).toMatchObject({ first_name: 'Zoë Anne', phone_number: null, thumbnail_picture: null });
  });

  it('never lets a client set user_type', async () => {
    const me = await newMember(t.app);
    for (const payload of [{ user_type: 6 }, { first_name: 'Ok', user_type: 2 }]) {
      const res = await patch(payload, me.headers);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toHaveProperty('non_field_errors');
    }
    expect((await get('/api/v1/myprofile', me.headers)).json()).toMatchObject({
      user_type: 0,
      username: me.username,
      first_name: 'Test',
    });
  });

  it('changes the username: free whatever its case, of the allowed characters, seen at once everywhere', async () => {
    const me = await newMember(t.app);
    const other = await newMember(t.app);
    const taken = await patch({ username: other.username.toUpperCase() }, me.headers);
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ username: [SERVER_DETAIL.usernameTaken] });
    expectFieldError(await patch({ username: 'two words' }, me.headers), 'username', MSG.invalidUsername);
    expectFieldError(await patch({ username: '' }, me.headers), 'username', MSG.required);
    const renamed = `${me.username}-renamed`;
    const res = await patch({ username: renamed }, me.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: renamed });
    // The session follows at once (the token's cached user), and the old name is free again.
    expect((await get('/api/v1/myprofile', me.headers)).json()).toMatchObject({ username: renamed });
    expect((await get(`/api/v1/getprofileviausername/${renamed}`, other.headers)).statusCode).toBe(200);
    expect((await get(`/api/v1/getprofileviausername/${me.username}`, other.headers)).statusCode).toBe(404);
    expect((await loginAs(t.app, renamed)).token).toBeTruthy();
  });

  it('validates the fields with the spec messages', async () => {
    const me = await newMember(t.app);
    expectFieldError(await patch({ first_name: 'Bad!' }, me.headers), 'first_name', MSG.noSpecialCharacters);
    expectFieldError(await patch({ email: 'nope' }, me.headers), 'email', MSG.emailFormat);
    expectFieldError(await patch({ phone_number: '+44 20 7946 0958' }, me.headers), 'phone_number', MSG.mobileOnly);
    const other = await signUp(t.app);
    expectFieldError(await patch({ email: other.email.toUpperCase() }, me.headers), 'email', SERVER_DETAIL.emailTaken);
    expect((await patch({ email: me.email.toUpperCase() }, me.headers)).statusCode).toBe(200);
  });

  it('sets the bio (profile_description), at most 50 characters', async () => {
    const me = await newMember(t.app);
    const res = await patch({ profile_description: '  Vinyl first, streaming second.  ' }, me.headers);
    expect(res.json()).toMatchObject({ profile_description: 'Vinyl first, streaming second.' });
    expectFieldError(
      await patch({ profile_description: 'x'.repeat(51) }, me.headers),
      'profile_description',
      MSG.bioLength,
    );
    expect((await get('/api/v1/myprofile', me.headers)).json()).toMatchObject({
      profile_description: 'Vinyl first, streaming second.',
    });
    // The old name is refused, not silently ignored.
    expect((await patch({ bio: 'old client' }, me.headers)).statusCode).toBe(400);
  });

  it('sets the twitter and instagram handles: no spaces, empty removes them', async () => {
    const me = await newMember(t.app);
    const res = await patch({ profile_twitter: 'vinyl_jane', profile_instagram: ' jane.spins ' }, me.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ profile_twitter: 'vinyl_jane', profile_instagram: 'jane.spins' });
    expectFieldError(await patch({ profile_twitter: 'vinyl jane' }, me.headers), 'profile_twitter', MSG.noSpaces);
    expectFieldError(
      await patch({ profile_instagram: 'x'.repeat(51) }, me.headers),
      'profile_instagram',
      MSG.bioLength,
    );
    expect((await patch({ profile_twitter: '' }, me.headers)).json()).toMatchObject({
      profile_twitter: null,
      profile_instagram: 'jane.spins',
    });
  });

  it('first and last name are optional on a profile', async () => {
    const me = await newMember(t.app);
    expect((await patch({ first_name: '', last_name: '' }, me.headers)).json()).toMatchObject({
      first_name: '',
      last_name: '',
    });
  });

  it('refuses pictures over the spec sizes', async () => {
    const me = await newMember(t.app);
    const res = await patch({ thumbnail_picture: `data:image/png;base64,${'A'.repeat(30_000)}` }, me.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('thumbnail_picture');
  });

  it('is 404 before the profile exists', async () => {
    const user = await signUp(t.app);
    const { headers } = await loginAs(t.app, user.username);
    expectDetail(await patch({ first_name: 'Someone' }, headers), 404, SERVER_DETAIL.notFound);
  });
});

describe('notifications count', () => {
  // message_notifications counts unread threads, not notification rows (messages.test.ts).
  it('counts the caller’s unread notifications, and no message rows among them', async () => {
    const me = await newMember(t.app);
    const other = await newMember(t.app);
    const none = await get('/api/v1/getnotificationscount/', me.headers);
    expect(none.json()).toEqual({ notifications: 0, message_notifications: 0 });

    await t.app.notifications.create({ recipientId: me.id, actorId: other.id, kind: 'follow' });
    await t.app.notifications.create({
      recipientId: me.id,
      actorId: other.id,
      kind: 'like',
      payload: { song_post: 1 },
    });
    await t.app.notifications.create({ recipientId: me.id, actorId: other.id, kind: 'message' });
    await t.app.notifications.create({ recipientId: other.id, actorId: me.id, kind: 'comment' });
    await t.app.db.update(notifications).set({ readAt: new Date() }).where(eq(notifications.kind, 'like'));

    const res = await get('/api/v1/getnotificationscount', me.headers);
    expect(res.json()).toEqual({ notifications: 1, message_notifications: 0 });
    expectDetail(await get('/api/v1/getnotificationscount/', {}), 401, SERVER_DETAIL.notAuthenticated);
  });
});
