import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { MUSIC_SERVER_TEXT } from '@upclub/shared/music-server';
import { startSupysonic, supysonicMissing, type Supysonic } from '@upclub/testing/supysonic';
import { createVault } from '../src/providers/opensubsonic/vault';
import { buildTestApp, newMember, type TestApp } from './helpers';
import { get, post } from './music';

// An OpenSubsonic deployment on a real server nobody here wrote: supysonic 0.7.2 (Subsonic API
// 1.10.2, passwords only: docs/opensubsonic-servers.md). Every call goes through the API's HTTP
// routes, as the browser makes them.

const PUBLIC_URL = 'http://music-api.test';
const missing = supysonicMissing();
if (missing.length > 0 && process.env.CI) throw new Error(`supysonic is missing in CI: ${missing.join(', ')}`);
const describeIf = missing.length > 0 ? describe.skip : describe;

type Headers = { authorization: string };

describeIf('OpenSubsonic deployment on supysonic', () => {
  let server: Supysonic;
  let t: TestApp;
  let logs = '';
  const credentialKey = randomBytes(32);
  let me: Headers;
  /** Every answer's body, to check that no secret is in any. */
  const answers: string[] = [];

  const call = async (method: string, url: string, headers?: Headers, payload?: object) => {
    const res = await t.app.inject({ method: method as 'GET', url, headers, payload });
    answers.push(res.body);
    return res;
  };

  beforeAll(async () => {
    server = await startSupysonic();
    t = await buildTestApp({
      publicUrl: PUBLIC_URL,
      openSubsonic: {
        url: server.url,
        serverName: 'Test music',
        account: { username: server.user, password: server.password },
        credentialKey,
      },
      logRequests: true,
      logger: {
        level: 'trace',
        stream: new Writable({
          write(chunk, _encoding, done) {
            logs += chunk.toString();
            done();
          },
        }),
      },
    });
    me = (await newMember(t.app)).headers;
  }, 60_000);

  afterAll(async () => {
    await t?.close();
    await server?.stop();
  });

  const link = (headers: Headers, body: object) => call('POST', '/api/v1/music/link/', headers, body);
  const search = async (q: string, extra = '') => {
    const res = await call('GET', `/api/v1/music/search/?q=${encodeURIComponent(q)}${extra}`, me);
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  test('before linking, the music calls answer 409 not_linked and the link says so', async () => {
    const res = await call('GET', '/api/v1/music/search/?q=harbour', me);
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 409,
      body: { detail: MUSIC_SERVER_TEXT.notLinked, code: 'not_linked' },
    });
    expect((await call('POST', '/api/v1/music/tracks/abc/stream/', me)).statusCode).toBe(409);
    expect((await call('GET', '/api/v1/music/link/', me)).json()).toEqual({
      linked: false,
      username: null,
      server: { name: 'Test music', version: null, type: null, open_subsonic: false },
    });
  });

  test('a wrong password is a 400 with a clear text, and nothing is kept', async () => {
    const res = await link(me, { username: server.user, password: 'not-the-password' });
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 400,
      body: { non_field_errors: [MUSIC_SERVER_TEXT.wrongCredentials] },
    });
    expect((await call('GET', '/api/v1/music/link/', me)).json().linked).toBe(false);
  });

  test('a password links, kept encrypted because supysonic refuses tokens', async () => {
    const res = await link(me, { username: server.user, password: server.password });
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 200,
      body: {
        linked: true,
        username: server.user,
        server: { name: 'Test music', version: '1.10.2', type: null, open_subsonic: false },
      },
    });
    const rows = await t.app.db.execute(sql`select auth_kind, secret from music_links`);
    const [row] = (rows as unknown as { rows: Array<{ auth_kind: string; secret: string }> }).rows;
    expect(row.auth_kind).toBe('password');
    expect(row.secret).not.toContain(server.password);
    expect(row.secret).not.toContain(Buffer.from(server.password).toString('hex'));
  });

  test('search finds songs, artists and albums in the Spotify shapes, with pages', async () => {
    const found = await search('Harbour');
    const song = found.tracks.items.find((s: { name: string }) => s.name === 'Harbour Lights');
    expect(song).toMatchObject({
      uri: `opensubsonic:track:${song.id}`,
      duration_ms: 5000,
      artists: [{ name: 'Aurora Lane' }],
      album: { name: 'Night Harbour' },
    });
    expect(song.album.images[0].url).toMatch(new RegExp(`^${PUBLIC_URL}/api/v1/music/cover/[^/]+/\\?size=\\d+$`));
    expect(found.albums.items.map((a: { name: string }) => a.name)).toContain('Night Harbour');
    expect(found.tracks.next).toBeNull();

    const first = await search('a', '&type=track&limit=2');
    expect(Object.keys(first)).toEqual(['tracks']);
    expect(first.tracks).toMatchObject({ offset: 0, limit: 2, previous: null });
    expect(first.tracks.items).toHaveLength(2);
    expect(first.tracks.next).toBe(`${PUBLIC_URL}/api/v1/music/search/?q=a&type=track&limit=2&offset=2`);
    const second = await search('a', '&type=track&limit=2&offset=2');
    expect(second.tracks.items[0].id).not.toBe(first.tracks.items[0].id);
  });

  test('an album, its tracks by page, and an artist’s top tracks (from its albums)', async () => {
    const albumId = (await search('Night Harbour', '&type=album')).albums.items[0].id;
    const album = (await call('GET', `/api/v1/music/albums/${albumId}/`, me)).json();
    expect(album).toMatchObject({
      id: albumId,
      name: 'Night Harbour',
      total_tracks: 3,
      artists: [{ name: 'Aurora Lane' }],
    });
    const page = (await call('GET', `/api/v1/music/albums/${albumId}/tracks/?limit=2`, me)).json();
    expect(page).toMatchObject({ total: 3, limit: 2, offset: 0 });
    expect(page.items.map((s: { name: string }) => s.name)).toEqual(['Harbour Lights', 'Low Tide']);
    expect(page.items[0]).not.toHaveProperty('album');
    expect(page.next).toContain('offset=2');

    const artistId = album.artists[0].id;
    expect((await call('GET', `/api/v1/music/artists/${artistId}/`, me)).json()).toMatchObject({ name: 'Aurora Lane' });
    const top = (await call('GET', `/api/v1/music/artists/${artistId}/top-tracks/`, me)).json();
    expect(top.tracks.map((s: { name: string }) => s.name)).toEqual(
      expect.arrayContaining(['Harbour Lights', 'Kite Season']),
    );
    expect((await call('GET', '/api/v1/music/albums/not-an-album/', me)).statusCode).toBe(404);
  });

  test('the user’s playlists and a playlist’s songs', async () => {
    const song = (await search('Signal Fire', '&type=track')).tracks.items[0];
    // A playlist made at the server by its own user (as its web page or another app would).
    const q = new URLSearchParams({ u: server.user, p: server.password, v: '1.10.2', c: 'test', f: 'json' });
    q.set('name', 'Evening');
    q.set('songId', song.id);
    const made = (await (await fetch(`${server.url}/rest/createPlaylist?${q}`)).json()) as Record<
      string,
      { status: string }
    >;
    expect(made['subsonic-response'].status).toBe('ok');
    const lists = (await call('GET', '/api/v1/music/me/playlists/', me)).json();
    const evening = lists.items.find((p: { name: string }) => p.name === 'Evening');
    expect(evening).toMatchObject({ tracks: { total: 1 }, owner: { id: server.user } });
    const tracks = (await call('GET', `/api/v1/music/playlists/${evening.id}/tracks/`, me)).json();
    expect(tracks).toMatchObject({ total: 1, items: [{ track: { id: song.id, name: 'Signal Fire' } }] });
    expect((await search('even', '&type=playlist')).playlists.items[0].id).toBe(evening.id);
  });

  test('starring saves a song (twice is fine), the library lists and checks it, unstarring removes it', async () => {
    const [a, b] = (await search('a', '&type=track&limit=2')).tracks.items.map((s: { id: string }) => s.id);
    for (let i = 0; i < 2; i++)
      expect((await call('PUT', `/api/v1/music/me/tracks/?ids=${a}`, me)).statusCode).toBe(204);
    const saved = (await call('GET', '/api/v1/music/me/tracks/', me)).json();
    expect(saved).toMatchObject({ total: 1, items: [{ track: { id: a } }] });
    expect(saved.items[0].added_at).toMatch(/Z$/);
    expect((await call('GET', `/api/v1/music/me/tracks/contains/?ids=${a},${b}`, me)).json()).toEqual([true, false]);
    expect((await call('DELETE', `/api/v1/music/me/tracks/?ids=${a}`, me)).statusCode).toBe(204);
    expect((await call('GET', `/api/v1/music/me/tracks/contains/?ids=${a}`, me)).json()).toEqual([false]);
  });

  test('a signed stream URL plays the song through the API, Range and all; a wrong signature is 403', async () => {
    const song = (await search('Harbour Lights', '&type=track')).tracks.items[0];
    const { url } = (await call('POST', `/api/v1/music/tracks/${song.id}/stream/`, me)).json();
    expect(url).toMatch(
      new RegExp(`^/api/v1/music/stream/${song.id}/\\?user=\\d+&expires=\\d+&signature=[0-9a-f]{64}$`),
    );
    const part = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-99' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers).toMatchObject({
      'content-type': 'audio/mpeg',
      'content-length': '100',
      'accept-ranges': 'bytes',
      'content-range': expect.stringMatching(/^bytes 0-99\/\d+$/),
    });
    expect(part.rawPayload).toHaveLength(100);
    const whole = await t.app.inject({ method: 'GET', url });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.subarray(0, 100)).toEqual(part.rawPayload);

    const forged = url.replace(/signature=([0-9a-f])/, (_m: string, c: string) => `signature=${c === '0' ? '1' : '0'}`);
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(403);
    const otherSong = url.replace(song.id, (await search('Low Tide', '&type=track')).tracks.items[0].id);
    expect((await t.app.inject({ method: 'GET', url: otherSong })).statusCode).toBe(403);
    // Rightly signed, but past its time.
    const user = Number(new URL(url, PUBLIC_URL).searchParams.get('user'));
    const past = Math.floor(Date.now() / 1000) - 1;
    const signature = createVault(credentialKey).sign(user, song.id, past);
    const expired = `/api/v1/music/stream/${song.id}/?user=${user}&expires=${past}&signature=${signature}`;
    expect((await t.app.inject({ method: 'GET', url: expired })).statusCode).toBe(403);
    const fresh = expired
      .replace(`expires=${past}`, `expires=${past + 60}`)
      .replace(signature, createVault(credentialKey).sign(user, song.id, past + 60));
    expect((await t.app.inject({ method: 'GET', url: fresh, headers: { range: 'bytes=0-9' } })).statusCode).toBe(206);
  });

  test('cover art is proxied with the service account, cacheable; an item without one is a 404', async () => {
    const album = (await search('Night Harbour', '&type=album')).albums.items[0];
    const cover = await t.app.inject({ method: 'GET', url: album.images[0].url.slice(PUBLIC_URL.length) });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/png');
    expect(cover.headers['cache-control']).toBe('public, max-age=86400');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/music/cover/999999/' })).statusCode).toBe(404);
  });

  test('posting a song resolves it at the server (service account); an unknown id is "Track not found."', async () => {
    const song = (await search('Kite Season', '&type=track')).tracks.items[0];
    const res = await post(
      t.app,
      '/api/v1/postsong/',
      { song: song.id, title: '', comment: 'Listen', mentions: [], post_type: 2 },
      me,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().track_details).toMatchObject({
      id: song.id,
      name: 'Kite Season',
      uri: `opensubsonic:track:${song.id}`,
      artists: [{ name: 'Aurora Lane' }],
      album: { images: song.album.images },
      duration_ms: 4000,
    });
    const unknown = await post(
      t.app,
      '/api/v1/postsong/',
      { song: 'f3b7c2a0-0000-4000-8000-000000000000', title: '', comment: '', mentions: [], post_type: 2 },
      me,
    );
    expect({ status: unknown.statusCode, body: unknown.json() }).toEqual({
      status: 400,
      body: { song: ['Track not found.'] },
    });
    // Another member (not linked) posts too: the lookup is the API's, not theirs.
    const other = await newMember(t.app);
    expect((await get(t.app, `/api/v1/music/link/`, other.headers)).json().linked).toBe(false);
  });

  test('unlinking forgets the link: 204, then 409 again', async () => {
    expect((await call('DELETE', '/api/v1/music/link/', me)).statusCode).toBe(204);
    expect((await call('GET', '/api/v1/music/me/tracks/', me)).statusCode).toBe(409);
    expect((await call('DELETE', '/api/v1/music/link/', me)).statusCode).toBe(204);
  });

  test('a seeded start draws its demo posts’ songs from the server with the API’s account', async () => {
    const seeded = await buildTestApp({
      seed: true,
      publicUrl: PUBLIC_URL,
      openSubsonic: {
        url: server.url,
        serverName: 'Test music',
        account: { username: server.user, password: server.password },
        credentialKey: randomBytes(32),
      },
    });
    try {
      const login = await seeded.app.inject({
        method: 'POST',
        url: '/api/v1/login/',
        payload: { username: 'demo', password: 'upclub-demo' },
      });
      const feed = await get(seeded.app, '/api/v1/getallfeed/new', { authorization: `Token ${login.json().token}` });
      const tracks = feed.json().results.map((p: { track_details: { uri: string; name: string } }) => p.track_details);
      expect(tracks.length).toBeGreaterThan(0);
      const titles = server.library.flatMap((a) => a.albums.flatMap((al) => al.tracks.map((tr) => tr.title)));
      for (const track of tracks) {
        expect(track.uri).toMatch(/^opensubsonic:track:/);
        expect(titles).toContain(track.name);
      }
    } finally {
      await seeded.close();
    }
  });

  test('no password, encoded password or token is in the logs or any answer', () => {
    expect(logs).toContain('/api/v1/music/link/');
    const secrets = [
      server.password,
      Buffer.from(server.password).toString('hex'),
      encodeURIComponent(server.password),
    ];
    for (const secret of secrets) {
      expect(logs).not.toContain(secret);
      for (const body of answers) expect(body).not.toContain(secret);
    }
    expect(logs).not.toContain('not-the-password');
    // A token of the password would be md5(password + salt): no 32-hex run at all in the answers.
    for (const body of answers) expect(body).not.toMatch(/\b[0-9a-f]{32}\b/);
  });
});

describe('a Spotify deployment', () => {
  test('has no music routes', async () => {
    const t = await buildTestApp();
    try {
      const { headers } = await newMember(t.app);
      expect((await t.app.inject({ url: '/api/v1/music/link/', headers })).statusCode).toBe(404);
      expect((await t.app.inject({ url: '/api/v1/music/cover/1/' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe('OpenSubsonic deployment, server unreachable', () => {
  test('linking answers 502 with a clear text', async () => {
    const t = await buildTestApp({
      openSubsonic: {
        url: 'http://127.0.0.1:9',
        serverName: 'Gone',
        account: { apiKey: 'k' },
        credentialKey: randomBytes(32),
      },
    });
    try {
      const { headers } = await newMember(t.app);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/music/link/',
        headers,
        payload: { username: 'a', password: 'b' },
      });
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: 502,
        body: { detail: MUSIC_SERVER_TEXT.unreachable },
      });
      const empty = await t.app.inject({
        method: 'POST',
        url: '/api/v1/music/link/',
        headers,
        payload: { username: 'a' },
      });
      expect(empty.json()).toEqual({ non_field_errors: [MUSIC_SERVER_TEXT.credentialsMissing] });
    } finally {
      await t.close();
    }
  });
});
