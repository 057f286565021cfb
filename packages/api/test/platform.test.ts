import { buildTestApp, type TestApp } from './helpers';
import fs from 'node:fs';
import path from 'node:path';
import { SERVER_DETAIL } from '@upclub/shared/validation';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ corsOrigins: ['http://localhost:3000'] });
});
afterAll(() => t.close());

describe('OpenAPI document and docs page', () => {
  it('describes every v1 route once, with its schemas', async () => {
    const res = await t.app.inject({ url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths).sort()).toEqual(
      [
        '/api/v1/backendversion/',
        '/api/v1/createprofile/',
        '/api/v1/getnotificationscount/',
        '/api/v1/getprofile/{id}',
        '/api/v1/getprofilelite/{id}',
        '/api/v1/getprofileviausername/{username}',
        '/api/v1/login/',
        '/api/v1/login2/',
        '/api/v1/logout/',
        '/api/v1/logout2/',
        '/api/v1/logoutall/',
        '/api/v1/myprofile',
        '/api/v1/register/',
        '/api/v1/resetpassword/',
        '/api/v1/sendcode/',
        '/api/v1/sendtoallmessage/',
        '/api/v1/sendtoallmessagetext/',
        '/api/v1/sendusername/',
        '/api/v1/updateprofile/',
        // The music loop.
        '/api/v1/deletesong/{id}',
        '/api/v1/getallfeed/{category}',
        '/api/v1/getfirstlevelcomments/{songPost}',
        '/api/v1/getmessagethreads/',
        '/api/v1/getmyfeed/{category}',
        '/api/v1/getsecondlevelcomments/{commentId}',
        '/api/v1/getsongpost/{id}',
        '/api/v1/likesongpost/',
        '/api/v1/postfirstlevelcomment/',
        '/api/v1/postsecondlevelcomment/',
        '/api/v1/postsong/',
        '/api/v1/pushnotificationbroadcast/',
        '/api/v1/pushnotificationbroadcasttext/',
        '/api/v1/searchmessagethreads/{query}',
        '/api/v1/searchsongposttitle/{query}',
        '/api/v1/searchusername/{query}',
        '/api/v1/searchusernamedefault/',
        '/api/v1/searchusernameweb/{query}',
        '/api/v1/sharepost/',
        '/api/v1/unlikesongpost/',
        // Clubs.
        '/api/v1/clubsearchusername/{club}',
        '/api/v1/createclub/',
        '/api/v1/followclub/',
        '/api/v1/getallclubs/',
        '/api/v1/getallfollowedclubs/',
        '/api/v1/getallmetrics/{id}',
        '/api/v1/getallownedandcuratedclubs/',
        '/api/v1/getclub/{id}',
        '/api/v1/getclubcurators/{id}',
        '/api/v1/getclubcuratorsandrequests/{id}',
        '/api/v1/getclubfollowers/{id}',
        '/api/v1/getclubsongposts/{club}/{category}',
        '/api/v1/inviteclubcurators/',
        '/api/v1/leaveclub/{club}',
        '/api/v1/removecuratorfromclub/{curator}',
        '/api/v1/requesttocurate/',
        '/api/v1/respondtocuratorinvite/{id}',
        '/api/v1/respondtocuratorrequest/{curator}',
        '/api/v1/unfollowclub/',
        '/api/v1/updateclub/{id}',
        // Messages.
        '/api/v1/adduserstomessagethread/{id}',
        '/api/v1/checkmessagethread/',
        '/api/v1/createmessage/',
        '/api/v1/getmessages/{id}/{kind}',
        '/api/v1/getmessagethreadinfo/{id}',
        '/api/v1/getmessagethreadsettings/{id}',
        '/api/v1/leavemessagethread/{id}',
        '/api/v1/messagessearchmessagethreadnames/{query}',
        '/api/v1/messagessearchusername/{query}',
        '/api/v1/setmessagethreadname/{id}',
        '/api/v1/setmessagethreadsettings/{id}',
        // People, notifications and live events.
        '/api/v1/clearnotifications/',
        '/api/v1/events/',
        '/api/v1/follow/',
        '/api/v1/getnotifications/',
        '/api/v1/profilegetfollowers/{id}',
        '/api/v1/profilegetfollowing/{id}',
        '/api/v1/profilegetlikedsongposts/{upclubuser}/{category}',
        '/api/v1/profilegetsongposts/{upclubuser}/{category}',
        '/api/v1/unfollow/',
        // Club listening rooms (docs/rooms.md).
        '/api/v1/clubs/{club}/room/',
        '/api/v1/rooms/{room}/',
        '/api/v1/rooms/{room}/control/',
        '/api/v1/rooms/{room}/end/',
        '/api/v1/rooms/{room}/heartbeat/',
        '/api/v1/rooms/{room}/join/',
        '/api/v1/rooms/{room}/leave/',
        '/api/v1/rooms/{room}/listeners/',
        '/api/v1/rooms/{room}/queue/',
        '/api/v1/rooms/{room}/queue/{item}/',
        '/api/v1/rooms/{room}/react/',
      ].sort(),
    );
    // The live events stream is documented as an event stream.
    expect(Object.keys(doc.paths['/api/v1/events/'].get.responses['200'].content)).toEqual(['text/event-stream']);
    const register = doc.paths['/api/v1/register/'].post;
    expect(Object.keys(register.requestBody.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['username', 'password', 'first_name', 'last_name', 'email', 'phone_number']),
    );
    expect(Object.keys(register.responses)).toEqual(expect.arrayContaining(['201', '400']));
    expect(doc.paths['/api/v1/myprofile'].get.security).toEqual([{ tokenAuth: [] }]);
    expect(
      doc.paths['/api/v1/myprofile'].get.responses['200'].content['application/json'].schema.properties,
    ).toHaveProperty('followers');
    expect(doc.components.securitySchemes.tokenAuth).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'Authorization',
    });
  });

  it('serves the docs page at /api/docs/, where its relative asset links resolve', async () => {
    const bare = await t.app.inject({ url: '/api/docs' });
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe('/api/docs/');
    const res = await t.app.inject({ url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    const asset = await t.app.inject({ url: '/api/docs/static/swagger-initializer.js' });
    expect(asset.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('swagger');
  });
});

describe('the /api scope', () => {
  it('answers unknown /api paths with DRF’s 404', async () => {
    for (const url of ['/api/v1/nothing-here/', '/api/nothing']) {
      const res = await t.app.inject({ url });
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: 404,
        body: { detail: SERVER_DETAIL.notFound },
      });
    }
  });

  it('leaves paths outside /api to whoever serves them', async () => {
    const { app, close } = await buildTestApp({ ready: false });
    try {
      app.get('/hello', async () => 'outside');
      app.setNotFoundHandler((_req, reply) => reply.code(404).send('the shell’s 404'));
      expect((await app.inject({ url: '/hello' })).body).toBe('outside');
      expect((await app.inject({ url: '/somewhere/else' })).body).toBe('the shell’s 404');
      expect((await app.inject({ url: '/api/v1/nothing' })).json()).toEqual({ detail: SERVER_DETAIL.notFound });
    } finally {
      await close();
    }
  });

  it('answers broken JSON with a 400 detail', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login/',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: expect.any(String) });
  });

  it('takes an empty JSON body, or none, as an empty payload', async () => {
    for (const headers of [{ 'content-type': 'application/json' }, {}]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/sendcode/', headers, payload: '' });
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: 400,
        body: { username: ['Field required'] },
      });
    }
  });

  it('allows the configured CORS origins only', async () => {
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/api/v1/login/',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
    expect((await preflight('http://localhost:3000')).headers['access-control-allow-origin']).toBe(
      'http://localhost:3000',
    );
    expect((await preflight('http://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('migrations', () => {
  it('are committed SQL that drizzle-kit generated from the schema', () => {
    const dir = path.join(__dirname, '..', 'drizzle');
    const journal = JSON.parse(fs.readFileSync(path.join(dir, 'meta', '_journal.json'), 'utf8'));
    expect(journal.entries.length).toBeGreaterThan(0);
    for (const entry of journal.entries) expect(fs.existsSync(path.join(dir, `${entry.tag}.sql`))).toBe(true);
  });
});
