import type { FastifyInstance } from 'fastify';
import { buildApp, loginAs, PREFIX } from '../helpers';
import { envelope, md5, PASSWORD, rest, tokenAuth, USER, type Params } from './client';

// Signing in to the OpenSubsonic face, each way the OpenSubsonic description allows, and each
// way it fails.

const hex = (text: string) => Buffer.from(text, 'utf8').toString('hex');

describe('OpenSubsonic authentication', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp();
  });
  afterAll(() => app.close());

  const ping = (auth: Params, extra: Params = {}) =>
    rest(app, 'ping', extra, { auth }).then((res) => envelope(res.body));

  it('takes a clear password, an enc: hex password, a token + salt, and an API key', async () => {
    expect(await ping({ u: USER, p: PASSWORD })).toMatchObject({ status: 'ok' });
    expect(await ping({ u: USER, p: `enc:${hex(PASSWORD)}` })).toMatchObject({ status: 'ok' });
    expect(await ping({ u: USER, p: `enc:${hex(PASSWORD).toUpperCase()}` })).toMatchObject({ status: 'ok' });
    expect(await ping(tokenAuth(USER, PASSWORD, 'a1b2c3'))).toMatchObject({ status: 'ok' });
    expect(await ping(tokenAuth('free-listener', PASSWORD, 'xyz'))).toMatchObject({ status: 'ok' });
    expect(await ping({ apiKey: `sim-key-${USER}` })).toMatchObject({ status: 'ok' });
  });

  it('every answer carries the OpenSubsonic fields', async () => {
    expect(await ping(tokenAuth())).toEqual({
      status: 'ok',
      version: '1.16.1',
      type: 'upclub-provider-sim',
      serverVersion: '0.1.0',
      openSubsonic: true,
    });
  });

  it('an account made on the consent page signs in too', async () => {
    await loginAs(app, 'new', { new_name: 'Night Owl', new_product: 'free' });
    expect(await ping(tokenAuth('night-owl'))).toMatchObject({ status: 'ok' });
  });

  it('wrong credentials: 40, whatever was wrong', async () => {
    const wrong = [
      { u: USER, p: 'nope' },
      { u: USER, p: `enc:${hex('nope')}` },
      { u: USER, p: 'enc:zz' },
      { u: 'nobody', p: PASSWORD },
      { u: USER, t: md5('nope' + 'salt'), s: 'salt' },
      { u: USER, t: md5(PASSWORD + 'salt'), s: 'other' },
      tokenAuth('nobody'),
    ];
    for (const auth of wrong) {
      expect(await ping(auth)).toMatchObject({
        status: 'failed',
        error: { code: 40, message: 'Wrong username or password' },
      });
    }
  });

  it('an unknown API key: 44; an API key with a username or password: 43', async () => {
    expect((await ping({ apiKey: 'sim-key-nobody' })).error?.code).toBe(44);
    expect((await ping({ apiKey: 'whatever' })).error?.code).toBe(44);
    expect((await ping({ apiKey: `sim-key-${USER}`, u: USER })).error?.code).toBe(43);
    expect((await ping({ u: USER, p: PASSWORD, t: md5(PASSWORD + 's'), s: 's' })).error?.code).toBe(43);
  });

  it('missing parameters: 10 (u, the password or token, s, the client, the version)', async () => {
    expect(await ping({})).toMatchObject({ status: 'failed', error: { code: 10 } });
    expect((await ping({ u: USER })).error).toEqual({
      code: 10,
      message: 'Required parameter is missing: p or t and s',
    });
    expect((await ping({ u: USER, t: md5(PASSWORD + 's') })).error?.message).toBe('Required parameter is missing: s');
    expect((await ping({ p: PASSWORD })).error?.message).toBe('Required parameter is missing: u');
    expect((await ping(tokenAuth(), { c: '' })).error).toEqual({
      code: 10,
      message: 'Required parameter is missing: c',
    });
    expect((await ping(tokenAuth(), { v: '' })).error?.code).toBe(10);
  });

  it('a client of a newer protocol is told the server must upgrade (30)', async () => {
    expect((await ping(tokenAuth(), { v: '1.17.0' })).error?.code).toBe(30);
    expect((await ping(tokenAuth(), { v: '2.0.0' })).error?.code).toBe(30);
    expect(await ping(tokenAuth(), { v: '1.13.0' })).toMatchObject({ status: 'ok' });
  });

  it('routes answer /rest/<method> and /rest/<method>.view; an unknown method is 404', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `${PREFIX}/rest/ping.view?u=${USER}&p=${PASSWORD}&v=1.16.1&c=t&f=json`,
    });
    expect(envelope(res.body).status).toBe('ok');
    const unknown = await rest(app, 'getEverything');
    expect(unknown.statusCode).toBe(404);
    expect(envelope(unknown.body).error?.code).toBe(70);
    // Form posts need the formPost extension, not offered.
    const post = await app.inject({ method: 'POST', url: `${PREFIX}/rest/ping` });
    expect(post.statusCode).toBe(405);
  });

  it('getOpenSubsonicExtensions answers without credentials, as the description requires', async () => {
    const res = await app.inject({ method: 'GET', url: `${PREFIX}/rest/getOpenSubsonicExtensions?f=json` });
    expect(envelope(res.body)).toMatchObject({
      status: 'ok',
      openSubsonicExtensions: [{ name: 'apiKeyAuthentication' }],
    });
  });
});

describe('OpenSubsonic authentication of an older server (openSubsonicAuth: password only)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({ openSubsonicAuth: ['password'] });
  });
  afterAll(() => app.close());

  it('refuses tokens (41) and API keys (42), offers no extension, takes the password', async () => {
    expect(envelope((await rest(app, 'ping', {}, { auth: tokenAuth() })).body).error?.code).toBe(41);
    expect(envelope((await rest(app, 'ping', {}, { auth: { apiKey: `sim-key-${USER}` } })).body).error?.code).toBe(42);
    expect(envelope((await rest(app, 'ping', {}, { auth: { u: USER, p: PASSWORD } })).body).status).toBe('ok');
    const extensions = envelope((await rest(app, 'getOpenSubsonicExtensions')).body);
    expect(extensions.openSubsonicExtensions).toEqual([]);
  });

  it('rejects a configuration with an unknown mechanism', async () => {
    await expect(buildApp({ openSubsonicAuth: ['ldap' as 'password'] })).rejects.toThrow(/openSubsonicAuth/);
  });
});
