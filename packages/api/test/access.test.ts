import { SERVER_DETAIL } from '@upclub/shared/validation';
import { buildTestApp, type TestApp } from './helpers';

// Who may call what: every v1 route, public or signed-in. A new route must be added here, so
// that whether it needs a token is decided on purpose (and the folder it sits in agrees).

type Access = 'public' | 'signed-in';

const ROUTES: Array<[method: string, path: string, access: Access]> = [
  ['GET', '/api/v1/backendversion/', 'public'],
  ['POST', '/api/v1/register/', 'public'],
  ['POST', '/api/v1/login/', 'public'],
  ['POST', '/api/v1/login2/', 'public'],
  ['POST', '/api/v1/sendcode/', 'public'],
  ['POST', '/api/v1/resetpassword/', 'public'],
  ['POST', '/api/v1/sendusername/', 'public'],
  ['POST', '/api/v1/logout/', 'signed-in'],
  ['POST', '/api/v1/logout2/', 'signed-in'],
  ['POST', '/api/v1/logoutall/', 'signed-in'],
  ['GET', '/api/v1/myprofile', 'signed-in'],
  ['POST', '/api/v1/createprofile/', 'signed-in'],
  ['GET', '/api/v1/getprofile/{id}', 'signed-in'],
  ['GET', '/api/v1/getprofileviausername/{username}', 'signed-in'],
  ['GET', '/api/v1/getprofilelite/{id}', 'signed-in'],
  ['PATCH', '/api/v1/updateprofile/', 'signed-in'],
  ['GET', '/api/v1/getnotificationscount/', 'signed-in'],
  ['GET', '/api/v1/getnotifications/', 'signed-in'],
  ['POST', '/api/v1/clearnotifications/', 'signed-in'],
  ['GET', '/api/v1/events/', 'signed-in'],
  ['POST', '/api/v1/follow/', 'signed-in'],
  ['POST', '/api/v1/unfollow/', 'signed-in'],
  ['GET', '/api/v1/profilegetfollowers/{id}', 'signed-in'],
  ['GET', '/api/v1/profilegetfollowing/{id}', 'signed-in'],
  ['GET', '/api/v1/profilegetsongposts/{upclubuser}/{category}', 'signed-in'],
  ['GET', '/api/v1/profilegetlikedsongposts/{upclubuser}/{category}', 'signed-in'],
  ['POST', '/api/v1/postsong/', 'signed-in'],
  ['GET', '/api/v1/getsongpost/{id}', 'signed-in'],
  ['DELETE', '/api/v1/deletesong/{id}', 'signed-in'],
  ['POST', '/api/v1/likesongpost/', 'signed-in'],
  ['POST', '/api/v1/unlikesongpost/', 'signed-in'],
  ['GET', '/api/v1/searchsongposttitle/{query}', 'signed-in'],
  ['GET', '/api/v1/getallfeed/{category}', 'signed-in'],
  ['GET', '/api/v1/getmyfeed/{category}', 'signed-in'],
  ['GET', '/api/v1/getfirstlevelcomments/{songPost}', 'signed-in'],
  ['POST', '/api/v1/postfirstlevelcomment/', 'signed-in'],
  ['GET', '/api/v1/getsecondlevelcomments/{commentId}', 'signed-in'],
  ['POST', '/api/v1/postsecondlevelcomment/', 'signed-in'],
  ['GET', '/api/v1/searchusernameweb/{query}', 'signed-in'],
  ['GET', '/api/v1/searchusername/{query}', 'signed-in'],
  ['GET', '/api/v1/searchusernamedefault/', 'signed-in'],
  ['POST', '/api/v1/sharepost/', 'signed-in'],
  ['GET', '/api/v1/getmessagethreads/', 'signed-in'],
  ['GET', '/api/v1/searchmessagethreads/{query}', 'signed-in'],
  ['GET', '/api/v1/messagessearchmessagethreadnames/{query}', 'signed-in'],
  ['GET', '/api/v1/getmessagethreadinfo/{id}', 'signed-in'],
  ['GET', '/api/v1/messagessearchusername/{query}', 'signed-in'],
  ['POST', '/api/v1/checkmessagethread/', 'signed-in'],
  ['GET', '/api/v1/getmessages/{id}/{kind}', 'signed-in'],
  ['POST', '/api/v1/createmessage/', 'signed-in'],
  ['PATCH', '/api/v1/setmessagethreadname/{id}', 'signed-in'],
  ['PATCH', '/api/v1/adduserstomessagethread/{id}', 'signed-in'],
  ['POST', '/api/v1/leavemessagethread/{id}', 'signed-in'],
  ['GET', '/api/v1/getmessagethreadsettings/{id}', 'signed-in'],
  ['PATCH', '/api/v1/setmessagethreadsettings/{id}', 'signed-in'],
  ['POST', '/api/v1/createclub/', 'signed-in'],
  ['GET', '/api/v1/getallclubs/', 'signed-in'],
  ['GET', '/api/v1/getallownedandcuratedclubs/', 'signed-in'],
  ['GET', '/api/v1/getallfollowedclubs/', 'signed-in'],
  ['GET', '/api/v1/getclub/{id}', 'signed-in'],
  ['PATCH', '/api/v1/updateclub/{id}', 'signed-in'],
  ['GET', '/api/v1/getclubsongposts/{club}/{category}', 'signed-in'],
  ['POST', '/api/v1/followclub/', 'signed-in'],
  ['POST', '/api/v1/unfollowclub/', 'signed-in'],
  ['GET', '/api/v1/getclubfollowers/{id}', 'signed-in'],
  ['GET', '/api/v1/getclubcurators/{id}', 'signed-in'],
  ['GET', '/api/v1/getclubcuratorsandrequests/{id}', 'signed-in'],
  ['PATCH', '/api/v1/removecuratorfromclub/{curator}', 'signed-in'],
  ['POST', '/api/v1/requesttocurate/', 'signed-in'],
  ['PATCH', '/api/v1/respondtocuratorrequest/{curator}', 'signed-in'],
  ['PATCH', '/api/v1/respondtocuratorinvite/{id}', 'signed-in'],
  ['GET', '/api/v1/clubsearchusername/{club}', 'signed-in'],
  ['POST', '/api/v1/inviteclubcurators/', 'signed-in'],
  ['PATCH', '/api/v1/leaveclub/{club}', 'signed-in'],
  ['GET', '/api/v1/getallmetrics/{id}', 'signed-in'],
  ['POST', '/api/v1/pushnotificationbroadcast/', 'signed-in'],
  ['POST', '/api/v1/pushnotificationbroadcasttext/', 'signed-in'],
  ['POST', '/api/v1/sendtoallmessage/', 'signed-in'],
  ['POST', '/api/v1/sendtoallmessagetext/', 'signed-in'],
  ['POST', '/api/v1/clubs/{club}/room/', 'signed-in'],
  ['GET', '/api/v1/clubs/{club}/room/', 'signed-in'],
  ['GET', '/api/v1/rooms/{room}/', 'signed-in'],
  ['POST', '/api/v1/rooms/{room}/control/', 'signed-in'],
  ['POST', '/api/v1/rooms/{room}/queue/', 'signed-in'],
  ['DELETE', '/api/v1/rooms/{room}/queue/{item}/', 'signed-in'],
  ['POST', '/api/v1/rooms/{room}/end/', 'signed-in'],
  ['POST', '/api/v1/rooms/{room}/join/', 'signed-in'],
  ['POST', '/api/v1/rooms/{room}/heartbeat/', 'signed-in'],
  ['POST', '/api/v1/rooms/{room}/leave/', 'signed-in'],
  ['GET', '/api/v1/rooms/{room}/listeners/', 'signed-in'],
  ['POST', '/api/v1/rooms/{room}/react/', 'signed-in'],
];

/** A concrete URL of an OpenAPI path: each parameter filled with a value its schema takes. */
const concrete = (path: string) =>
  path.replace(/\{(\w+)\}/g, (_whole, name: string) =>
    name === 'category' ? 'new' : /id|post|upclubuser/i.test(name) ? '1' : 'x',
  );

/** The same path with its trailing slash toggled (every v1 route answers both). */
const twin = (url: string) => (url.endsWith('/') ? url.slice(0, -1) : `${url}/`);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('access to the v1 routes', () => {
  it('lists every route of the OpenAPI document here, with its access', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    const operations = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations.sort()).toEqual(ROUTES.map(([method, path]) => `${method} ${path}`).sort());
  });

  it.each(ROUTES.filter(([, , access]) => access === 'signed-in'))(
    '%s %s answers 401 without a token, with and without its trailing slash',
    async (method, path) => {
      for (const url of [concrete(path), twin(concrete(path))]) {
        for (const headers of [{}, { authorization: 'Token 0123456789abcdef0123456789abcdef01234567' }]) {
          const res = await t.app.inject({
            method: method as 'GET',
            url,
            headers,
            payload: method === 'GET' ? undefined : {},
          });
          expect({ url, status: res.statusCode, www: res.headers['www-authenticate'] }).toEqual({
            url,
            status: 401,
            www: 'Token',
          });
          expect(res.json().detail).toBe(
            headers.authorization ? SERVER_DETAIL.invalidToken : SERVER_DETAIL.notAuthenticated,
          );
        }
      }
    },
  );

  it.each(ROUTES.filter(([, , access]) => access === 'public'))('%s %s is public', async (method, path) => {
    for (const url of [concrete(path), twin(concrete(path))]) {
      const res = await t.app.inject({ method: method as 'GET', url, payload: method === 'GET' ? undefined : {} });
      expect({ url, status: res.statusCode }).not.toEqual({ url, status: 401 });
      expect(res.statusCode).toBeLessThan(500);
    }
  });

  it('keeps the OpenAPI document and the docs page public', async () => {
    expect((await t.app.inject({ url: '/api/openapi.json' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/docs/' })).statusCode).toBe(200);
  });
});
