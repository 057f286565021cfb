// PGlite from Node's own loader, as in the API's tests (it imports parts of itself at run time).
import '../../api/test/native-pglite';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createServer, readConfig } from './index';

// Regression: start once, stop, start again with another PORT, and every album picture in the
// feed broke (the track cache kept the emulator's absolute image URLs, which the CSP then blocked).

jest.setTimeout(120_000);

let dataDir: string;
let shellDir: string;
beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'upclub-server-restart-'));
  shellDir = path.join(dataDir, 'shell');
  fs.mkdirSync(shellDir);
  fs.writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html><title>UpClub</title>');
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function start(port: number): Promise<FastifyInstance> {
  // People open it by name; the API still reaches the emulator over loopback (127.0.0.1).
  const env = { PORT: String(port), PUBLIC_URL: `http://localhost:${port}`, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
  const config = { ...readConfig(env), shellDir };
  const app = await createServer(config);
  await app.ready();
  return app;
}

/** The demo user's feed: its album pictures and the page's content security policy. */
async function feedArt(app: FastifyInstance): Promise<{ urls: string[]; csp: string }> {
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/login/',
    payload: { username: 'demo', password: 'upclub-demo' },
  });
  const authorization = `Token ${login.json().token}`;
  const feed = await app.inject({ url: '/api/v1/getallfeed/new', headers: { authorization } });
  const posts: Array<{ track_details: { album: { images: Array<{ url: string }> } } | null }> = feed.json().results;
  const urls = posts.flatMap((p) => p.track_details?.album.images.map((i) => i.url) ?? []);
  const page = await app.inject({ url: '/', headers: { accept: 'text/html' } });
  return { urls, csp: String(page.headers['content-security-policy']) };
}

/** Whether the policy lets the page at `origin` show an image from `url`. */
function imgAllowed(csp: string, origin: string, url: string): boolean {
  const sources = csp
    .split('; ')
    .find((d) => d.startsWith('img-src '))!
    .split(' ')
    .slice(1);
  const target = new URL(url);
  return sources.some((s) =>
    s === "'self'" ? target.origin === origin : s === 'https:' ? target.protocol === 'https:' : target.origin === s,
  );
}

describe('the one-process server started again on another port', () => {
  it('shows every album picture from its new address', async () => {
    const first = await start(18_301);
    let before: string[];
    try {
      before = (await feedArt(first)).urls;
      expect(before.length).toBeGreaterThan(0);
      expect(before.every((u) => u.startsWith('http://localhost:18301/provider/images/album/'))).toBe(true);
    } finally {
      await first.close();
    }

    const second = await start(18_302);
    try {
      const { urls, csp } = await feedArt(second);
      expect(urls).toEqual(before.map((u) => u.replace(':18301/', ':18302/')));
      for (const url of urls)
        expect({ url, allowed: imgAllowed(csp, 'http://localhost:18302', url) }).toEqual({ url, allowed: true });
      const art = await second.inject({ url: new URL(urls[0]).pathname + new URL(urls[0]).search });
      expect(art.statusCode).toBe(200);
      expect(art.headers['content-type']).toContain('image/svg+xml');
    } finally {
      await second.close();
    }
  });
});
