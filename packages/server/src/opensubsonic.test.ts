// PGlite from Node's own loader, as in the API's tests (it imports parts of itself at run time).
import '../../api/test/native-pglite';
import fs from 'node:fs';
import { createServer as netServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { MUSIC_SERVER_TEXT } from '@upclub/shared/music-server';
import { createServer, readConfig } from './index';

// PROVIDER=opensubsonic without OPENSUBSONIC_URL: the one-process server's own emulator answers
// as the music server (its OpenSubsonic face at /provider/rest/), which takes tokens and API keys.
// The server listens for real: the API reaches the emulator over loopback HTTP, as in production.

jest.setTimeout(120_000);

let dataDir: string;
let app: FastifyInstance;
let base: string;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = netServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'upclub-server-opensubsonic-'));
  const shellDir = path.join(dataDir, 'shell');
  fs.mkdirSync(shellDir);
  fs.writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html><title>UpClub</title>');
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  const env = { PROVIDER: 'opensubsonic', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
  app = await createServer({ ...readConfig(env), shellDir });
  await app.listen({ port, host: '127.0.0.1' });
});

afterAll(async () => {
  await app?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function signIn(): Promise<{ authorization: string }> {
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/login/',
    payload: { username: 'demo', password: 'upclub-demo' },
  });
  return { authorization: `Token ${login.json().token}` };
}

describe('the one-process server on its emulator’s OpenSubsonic face', () => {
  it('tells the page it is an OpenSubsonic deployment, and keeps a generated CREDENTIAL_KEY in DATA_DIR', async () => {
    const config = (await app.inject({ url: '/config.json' })).json();
    expect(config.provider).toEqual({ kind: 'opensubsonic', serverName: 'UpClub music emulator' });
    expect(fs.statSync(path.join(dataDir, 'credential.key')).mode & 0o777).toBe(0o600);
  });

  it('seeds the demo posts with the emulator’s songs as OpenSubsonic tracks, covers through the API', async () => {
    const headers = await signIn();
    const feed = (await app.inject({ url: '/api/v1/getallfeed/new', headers })).json();
    const track = feed.results.find((p: { track_details: unknown }) => p.track_details).track_details;
    expect(track.uri).toBe(`opensubsonic:track:${track.id}`);
    const cover = new URL(track.album.images[0].url);
    expect(cover.pathname).toMatch(/^\/api\/v1\/music\/cover\/al-[^/]+\/$/);
    const art = await fetch(`${base}${cover.pathname}${cover.search}`);
    expect(art.status).toBe(200);
    expect(art.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('links with a token (never the password), plays a song by Range, and posts it', async () => {
    const headers = await signIn();
    expect((await app.inject({ url: '/api/v1/music/search/?q=a', headers })).statusCode).toBe(409);
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/v1/music/link/',
      headers,
      payload: { username: 'premium-listener', password: 'nope' },
    });
    expect(wrong.json()).toEqual({ non_field_errors: [MUSIC_SERVER_TEXT.wrongCredentials] });
    const linked = await app.inject({
      method: 'POST',
      url: '/api/v1/music/link/',
      headers,
      payload: { username: 'premium-listener', password: 'upclub-sim' },
    });
    expect(linked.json()).toEqual({
      linked: true,
      username: 'premium-listener',
      server: { name: 'UpClub music emulator', version: '1.16.1', type: 'upclub-provider-sim', open_subsonic: true },
    });

    const found = (await app.inject({ url: '/api/v1/music/search/?q=a&type=track&limit=1', headers })).json();
    const song = found.tracks.items[0];
    expect(found.tracks.next).not.toBeNull();
    const { url } = (
      await app.inject({ method: 'POST', url: `/api/v1/music/tracks/${song.id}/stream/`, headers })
    ).json();
    const audio = await fetch(`${base}${url}`, { headers: { range: 'bytes=0-43' } });
    expect(audio.status).toBe(206);
    expect(audio.headers.get('content-type')).toBe('audio/wav');
    expect(audio.headers.get('content-range')).toMatch(/^bytes 0-43\/\d+$/);
    expect(
      Buffer.from(await audio.arrayBuffer())
        .subarray(0, 4)
        .toString(),
    ).toBe('RIFF');
    expect((await fetch(`${base}${url.replace(/signature=[0-9a-f]/, 'signature=x')}`)).status).not.toBe(206);

    const posted = await app.inject({
      method: 'POST',
      url: '/api/v1/postsong/',
      headers,
      payload: { song: song.id, title: '', comment: '', mentions: [], post_type: 2 },
    });
    expect(posted.statusCode).toBe(201);
    expect(posted.json().track_details).toMatchObject({ id: song.id, name: song.name, uri: song.uri });
  });

  it('links with an API key too', async () => {
    const headers = await signIn();
    const linked = await app.inject({
      method: 'POST',
      url: '/api/v1/music/link/',
      headers,
      payload: { api_key: 'sim-key-premium-listener' },
    });
    expect(linked.json()).toMatchObject({ linked: true, server: { open_subsonic: true } });
    expect((await app.inject({ url: '/api/v1/music/me/playlists/', headers })).statusCode).toBe(200);
    const bad = await app.inject({
      method: 'POST',
      url: '/api/v1/music/link/',
      headers,
      payload: { api_key: 'sim-key-x' },
    });
    expect(bad.json()).toEqual({ non_field_errors: [MUSIC_SERVER_TEXT.wrongApiKey] });
  });
});
