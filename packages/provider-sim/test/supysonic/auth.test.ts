import { call, differences, encAuth, inner, OPEN_SUBSONIC_FIELDS, plainAuth } from './client';
import { md5 } from '../opensubsonic/client';
import { describeSupysonic } from './setup';

// Signing in to a real Subsonic server of API 1.10.2: what it takes, what it refuses and how it
// says so (docs/opensubsonic-servers.md lists the differences these pin).

const ALL_MISSING = [...OPEN_SUBSONIC_FIELDS];

describeSupysonic('sign-in and the envelope', (ref) => {
  it('ping with the password, plain or enc: hex, answers ok with version 1.10.2 and no OpenSubsonic fields', async () => {
    for (const auth of [plainAuth(ref.server), encAuth(ref.server)]) {
      const answer = await call(ref.server, 'ping', {}, { auth });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('application/json');
      // Every JSON answer allows any origin: a browser page could call the server itself.
      expect(answer.headers.get('access-control-allow-origin')).toBe('*');
      expect(inner(answer)).toEqual({ status: 'ok', version: '1.10.2' });
      expect(differences('ping', answer.json)).toEqual({ missing: ALL_MISSING, payload: [] });
    }
  });

  it('any protocol version the client announces is accepted (no error 20/30); the answer says 1.10.2', async () => {
    for (const v of ['1.1.0', '1.16.1', '9.0.0']) {
      expect(inner(await call(ref.server, 'ping', { v }))).toEqual({ status: 'ok', version: '1.10.2' });
    }
  });

  it('takes HTTP Basic credentials as well (kept out of the URL)', async () => {
    const basic = Buffer.from(`${ref.server.user}:${ref.server.password}`).toString('base64');
    const answer = await call(ref.server, 'ping', {}, { auth: {}, headers: { authorization: `Basic ${basic}` } });
    expect(inner(answer)).toEqual({ status: 'ok', version: '1.10.2' });
  });

  it('a wrong password is error 40, in an HTTP 200', async () => {
    const answer = await call(ref.server, 'ping', {}, { auth: { u: ref.server.user, p: 'not-the-password' } });
    expect(answer.status).toBe(200);
    expect(inner(answer)).toEqual({
      status: 'failed',
      version: '1.10.2',
      error: { code: 40, message: 'Wrong username or password.' },
    });
    expect(differences(undefined, answer.json)).toEqual({ missing: ALL_MISSING, payload: [] });
  });

  it('token authentication (t + s) is refused as a missing parameter (10), not as unsupported (41/42)', async () => {
    const salt = 'a1b2c3';
    const token = { u: ref.server.user, t: md5(ref.server.password + salt), s: salt };
    const answer = await call(ref.server, 'ping', {}, { auth: token });
    expect(answer.status).toBe(200);
    expect(inner(answer)).toEqual({
      status: 'failed',
      version: '1.10.2',
      error: { code: 10, message: 'A required parameter is missing.' },
    });
  });

  it('a token next to the password is ignored, not refused as conflicting (43)', async () => {
    const answer = await call(ref.server, 'ping', {}, { auth: { ...plainAuth(ref.server), t: 'ffff', s: 'x' } });
    expect(inner(answer)).toEqual({ status: 'ok', version: '1.10.2' });
  });

  it('an API key is refused the same way as a token (10); so are no credentials at all', async () => {
    for (const auth of [{ apiKey: 'some-key' }, {}]) {
      const answer = await call(ref.server, 'ping', {}, { auth });
      expect(inner(answer).error).toEqual({ code: 10, message: 'A required parameter is missing.' });
    }
  });

  it('getOpenSubsonicExtensions is unknown: HTTP 404 with error 0 "Unknown method"', async () => {
    const answer = await call(ref.server, 'getOpenSubsonicExtensions');
    expect(answer.status).toBe(404);
    expect(inner(answer)).toEqual({
      status: 'failed',
      version: '1.10.2',
      error: { code: 0, message: 'Unknown method' },
    });
    expect(differences(undefined, answer.json)).toEqual({ missing: ALL_MISSING, payload: [] });
  });

  it('getLicense is valid; getUser lists e-mail and lacks videoConversionRole', async () => {
    const license = await call(ref.server, 'getLicense');
    expect(inner(license).license).toEqual({ valid: true });
    expect(differences('getLicense', license.json)).toEqual({ missing: ALL_MISSING, payload: [] });
    const user = await call(ref.server, 'getUser', { username: ref.server.user });
    expect(inner(user).user).toMatchObject({ username: ref.server.user, streamRole: true, playlistRole: true });
    expect(differences('getUser', user.json)).toEqual({
      missing: ALL_MISSING,
      payload: [
        '/subsonic-response/user must NOT have unevaluated properties (email)',
        "/subsonic-response/user must have required property 'videoConversionRole'",
      ],
    });
  });
});
