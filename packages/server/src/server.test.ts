import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { fastifyTrustProxy, readApiEnv } from '@upclub/api';
import { repoRemotes } from '@upclub/testing/remoteRoutes';
import { EMULATOR_SERVER_NAME, readConfig, SERVER_ENV_DEFAULTS, type ServerConfig } from './config';
import type * as Logging from './logging';
import { contentSecurityPolicy, registerSecurity } from './security';
import { registerFrontends } from './frontends';

/** A remote's mf-manifest.json as our builds write it (only what the server reads of it). */
const manifestOf = (name: string, remoteEntry = { name: 'remoteEntry.js', path: '' }, publicPath = 'auto') => ({
  id: name,
  name,
  metaData: { name, remoteEntry: { ...remoteEntry, type: 'global' }, publicPath },
});

/** A build of each remote of this repository, with the route facts it ships. */
function fakeBuilds(): { shellDir: string; remoteDirs: ServerConfig['remoteDirs'] } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'upclub-server-'));
  const shellDir = path.join(dir, 'shell');
  fs.mkdirSync(shellDir);
  fs.writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html><title>UpClub</title>');
  fs.writeFileSync(path.join(shellDir, 'main.0123abcd.js'), 'console.log(1)');
  fs.writeFileSync(path.join(shellDir, 'main.0123abcd.js.br'), zlib.brotliCompressSync('console.log(1)'));
  fs.writeFileSync(path.join(shellDir, 'main.js'), 'console.log(2)');
  const remoteDirs: ServerConfig['remoteDirs'] = {};
  for (const { name, facts } of repoRemotes()) {
    remoteDirs[name] = path.join(dir, name, 'dist');
    fs.mkdirSync(remoteDirs[name], { recursive: true });
    fs.writeFileSync(path.join(remoteDirs[name], 'mf-manifest.json'), JSON.stringify(manifestOf(name)));
    fs.writeFileSync(path.join(remoteDirs[name], 'routes.json'), JSON.stringify(facts));
  }
  return { shellDir, remoteDirs };
}

/** A static host on another origin (a CDN, a remote's dev server) serving the given files. */
async function otherOrigin(files: Record<string, unknown>): Promise<{ url: string; close: () => void }> {
  const server = http.createServer((req, res) => {
    const body = files[req.url ?? ''];
    res
      .writeHead(body === undefined ? 404 : 200, { 'content-type': 'application/json' })
      .end(JSON.stringify(body ?? {}));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

const namesOf = (facts: Array<{ name: string }>) => facts.map((f) => f.name);

async function serve(env: NodeJS.ProcessEnv = {}): Promise<FastifyInstance> {
  const config = { ...readConfig({ PORT: '8080', ...env }), ...fakeBuilds() };
  const app = Fastify({ trustProxy: fastifyTrustProxy(config.trustProxy) });
  registerSecurity(app, config);
  app.get('/api/v1/backendversion/', async () => ({ version: 'test' }));
  await registerFrontends(app, config);
  return app;
}

describe('the one-process server', () => {
  it('serves the shell for every page path and the remotes under /mfe/<name>/', async () => {
    const app = await serve();
    const page = await app.inject({ url: '/clubs/12', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>UpClub</title>');
    expect(page.headers['cache-control']).toBe('no-cache');
    const manifest = await app.inject({ url: '/mfe/staff/mf-manifest.json' });
    expect(manifest.json()).toEqual(manifestOf('staff'));
    const asset = await app.inject({ url: '/main.0123abcd.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    // The entry keeps its name; the HTML's build-hash query makes each build's URL new.
    const entry = await app.inject({ url: '/main.js?ec79b149085449be8474' });
    expect(entry.body).toBe('console.log(2)');
    expect(entry.headers['cache-control']).toContain('immutable');
    expect((await app.inject({ url: '/main.js' })).headers['cache-control']).toBe('public, max-age=3600');
    expect((await app.inject({ url: '/nope.js' })).statusCode).toBe(404);
  });

  it('publishes the registry and the runtime configuration', async () => {
    const app = await serve({ REMOTES: '{"clubs":"https://cdn.example.test/clubs/2.0/remoteEntry.js"}' });
    const registry = (await app.inject({ url: '/remotes.json' })).json();
    expect(registry.feed).toBe('/mfe/feed/remoteEntry.js');
    // A registry entry that names a script already is passed on as it is.
    expect(registry.clubs).toBe('https://cdn.example.test/clubs/2.0/remoteEntry.js');
    const config = (await app.inject({ url: '/config.json' })).json();
    expect(config.apiBase).toBe('/api/');
    expect(config.provider.accountsUrl).toBe('http://127.0.0.1:8080/provider/accounts');
    expect(config.provider.clientId).toBe('upclub-web');
  });

  it("gives the shell each remote's entry script from its manifest, wherever it is published", async () => {
    const cdn = await otherOrigin({
      '/clubs/2.0/mf-manifest.json': manifestOf('clubs', { name: 'clubsEntry.js', path: 'js/' }),
      '/events/1.0/mf-manifest.json': manifestOf('events', undefined, 'https://static.example.test/events/1.0/'),
      '/nameless/mf-manifest.json': { id: 'nameless' },
    });
    try {
      const app = await serve({
        REMOTES: JSON.stringify({
          clubs: `${cdn.url}/clubs/2.0/mf-manifest.json`,
          events: `${cdn.url}/events/1.0/mf-manifest.json`,
          nameless: `${cdn.url}/nameless/mf-manifest.json`,
          gone: 'http://127.0.0.1:9/gone/mf-manifest.json',
        }),
      });
      const warnings: string[] = [];
      app.log.warn = ((message: string) => warnings.push(message)) as typeof app.log.warn;
      const registry = (await app.inject({ url: '/remotes.json' })).json();
      expect(registry).toEqual({
        clubs: `${cdn.url}/clubs/2.0/js/clubsEntry.js`,
        events: 'https://static.example.test/events/1.0/remoteEntry.js',
        feed: '/mfe/feed/remoteEntry.js',
        messages: '/mfe/messages/remoteEntry.js',
        profile: '/mfe/profile/remoteEntry.js',
        staff: '/mfe/staff/remoteEntry.js',
        // A manifest that cannot be read: the usual entry beside it, and a warning saying why.
        nameless: `${cdn.url}/nameless/remoteEntry.js`,
        gone: 'http://127.0.0.1:9/gone/remoteEntry.js',
      });
      expect(warnings.sort()).toEqual([
        expect.stringMatching(/^remote gone: .*; loading remoteEntry\.js beside its manifest$/),
        'remote nameless: its manifest names no entry script; loading remoteEntry.js beside its manifest',
      ]);
    } finally {
      cdn.close();
    }
  });

  it('finds the remotes of this repository by their route facts', () => {
    const config = readConfig({});
    expect(Object.keys(config.registry)).toEqual(['clubs', 'feed', 'messages', 'profile', 'staff']);
    expect(config.registry.staff).toBe('/mfe/staff/mf-manifest.json');
    expect(config.remoteDirs.feed).toMatch(/packages[/\\]feed-mfe[/\\]dist$/);
  });

  it("publishes each remote's route facts from its build", async () => {
    const app = await serve();
    const res = await app.inject({ url: '/routes.json' });
    expect(res.headers['cache-control']).toBe('no-cache');
    const facts = res.json();
    expect(namesOf(facts)).toEqual(['clubs', 'feed', 'messages', 'profile', 'staff']);
    expect(facts.find((f: { name: string }) => f.name === 'staff').routes[0]).toMatchObject({
      path: '/metrics',
      staffBit: 2,
    });
    // The copy beside the build is as uncached as the manifest: a new version is seen on the next load.
    const shipped = await app.inject({ url: '/mfe/feed/routes.json' });
    expect(shipped.json().name).toBe('feed');
    expect(shipped.headers['cache-control']).toBe('no-cache');
  });

  it("reads a remote's facts beside its manifest on another origin, and adds a remote the repository lacks", async () => {
    const events = { name: 'events', label: 'Events', routes: [{ name: 'events', path: '/events', title: 'Events' }] };
    const clubs = repoRemotes().find((r) => r.name === 'clubs')!.facts as { routes: object[] };
    const cdn = await otherOrigin({
      '/events/1.0/routes.json': events,
      '/clubs/2.0/routes.json': { ...clubs, routes: [...clubs.routes, { name: 'club_events', path: '/club-events' }] },
    });
    try {
      const app = await serve({
        REMOTES: JSON.stringify({
          events: `${cdn.url}/events/1.0/mf-manifest.json`,
          clubs: `${cdn.url}/clubs/2.0/mf-manifest.json`,
        }),
      });
      const facts = (await app.inject({ url: '/routes.json' })).json();
      expect(namesOf(facts)).toEqual(['clubs', 'feed', 'messages', 'profile', 'staff', 'events']);
      expect(facts[0].routes.map((r: { path: string }) => r.path)).toContain('/club-events');
      expect(facts[5]).toMatchObject({ label: 'Events', routes: [{ path: '/events', access: 'connected' }] });
    } finally {
      cdn.close();
    }
  });

  it("falls back to the local package's facts when a remote's origin cannot be reached, and leaves out bad facts", async () => {
    const cdn = await otherOrigin({
      '/bad/routes.json': { name: 'bad', label: 'Bad', routes: [{ name: 'x', path: 'no-slash' }] },
      '/thief/routes.json': { name: 'thief', label: 'Thief', routes: [{ name: 'x', path: '/clubs/x' }] },
    });
    try {
      const app = await serve({
        REMOTES: JSON.stringify({
          clubs: 'http://127.0.0.1:9/clubs/mf-manifest.json',
          bad: `${cdn.url}/bad/mf-manifest.json`,
          thief: `${cdn.url}/thief/mf-manifest.json`,
          gone: `${cdn.url}/gone/mf-manifest.json`,
        }),
      });
      const facts = (await app.inject({ url: '/routes.json' })).json();
      expect(namesOf(facts)).toEqual(['clubs', 'feed', 'messages', 'profile', 'staff']);
    } finally {
      cdn.close();
    }
  });

  it('sends security headers on every answer', async () => {
    const app = await serve();
    for (const url of ['/', '/api/v1/backendversion/', '/remotes.json']) {
      const res = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it("admits exactly the remotes' and the provider's origins in the policy", () => {
    const config = readConfig({
      REMOTES: '{"clubs":"https://clubs.cdn.test/mf-manifest.json"}',
      PROVIDER_ACCOUNTS_URL: 'https://accounts.provider.test',
      PROVIDER_API_URL: 'https://api.provider.test/v1',
      PROVIDER_SDK_URL: 'https://sdk.provider.test/player.js',
    });
    const csp = contentSecurityPolicy(config);
    const script = csp.split('; ').find((d) => d.startsWith('script-src'))!;
    expect(script.split(' ').sort()).toEqual(
      [
        'script-src',
        "'self'",
        'https://clubs.cdn.test',
        'https://accounts.provider.test',
        'https://api.provider.test',
        'https://sdk.provider.test',
      ].sort(),
    );
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it("admits a remote's dev server on this machine, and its reload socket", () => {
    const config = readConfig({ REMOTES: '{"clubs":"http://127.0.0.1:3101/mf-manifest.json"}' });
    const directive = (name: string) =>
      contentSecurityPolicy(config)
        .split('; ')
        .find((d) => d.startsWith(name))!
        .split(' ');
    expect(directive('script-src')).toEqual(['script-src', "'self'", 'http://127.0.0.1:3101']);
    expect(directive('connect-src')).toEqual(['connect-src', "'self'", 'http://127.0.0.1:3101', 'ws://127.0.0.1:3101']);
    // A remote elsewhere gets no socket.
    const cdn = contentSecurityPolicy(readConfig({ REMOTES: '{"clubs":"https://clubs.cdn.test/mf-manifest.json"}' }));
    expect(cdn).not.toContain('wss://');
  });

  it('redirects plain http to https when FORCE_HTTPS is set, honouring x-forwarded-proto', async () => {
    const app = await serve({ FORCE_HTTPS: '1', PUBLIC_URL: 'https://upclub.test' });
    const plain = await app.inject({ url: '/login?next=x', headers: { host: 'upclub.test' } });
    expect(plain.statusCode).toBe(301);
    expect(plain.headers.location).toBe('https://upclub.test/login?next=x');
    // The Host and X-Forwarded-Host are the client's to write: the redirect goes to PUBLIC_URL.
    const forged = await app.inject({
      url: '/login',
      headers: { host: 'evil.test', 'x-forwarded-host': 'evil.test' },
    });
    expect(forged.headers.location).toBe('https://upclub.test/login');
    const proxied = await app.inject({
      url: '/login',
      headers: { host: 'upclub.test', 'x-forwarded-proto': 'https', accept: 'text/html' },
    });
    expect(proxied.statusCode).toBe(200);
    expect(proxied.headers['strict-transport-security']).toContain('max-age=');
  });

  it("keeps a page's own stricter content security policy (the provider emulator's pages)", async () => {
    const app = await serve();
    app.get('/own-policy', async (_request, reply) =>
      reply.header('Content-Security-Policy', "default-src 'none'").send('ok'),
    );
    expect((await app.inject({ url: '/own-policy' })).headers['content-security-policy']).toBe("default-src 'none'");
    const page = await app.inject({ url: '/login', headers: { accept: 'text/html' } });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('does not redirect without FORCE_HTTPS', async () => {
    const app = await serve();
    expect((await app.inject({ url: '/', headers: { accept: 'text/html' } })).statusCode).toBe(200);
  });

  it('reads the data, database and mail settings from the environment', () => {
    const config = readConfig({
      DATA_DIR: '/srv/upclub',
      DATABASE_URL: 'postgres://db/upclub',
      SMTP_URL: 'smtp://mail:587',
      MAIL_FROM: 'UpClub <hi@upclub.test>',
    });
    expect(config).toMatchObject({
      dataDir: '/srv/upclub',
      databaseUrl: 'postgres://db/upclub',
      mail: { smtpUrl: 'smtp://mail:587', from: 'UpClub <hi@upclub.test>' },
    });
    expect(readConfig({}).mail.from).toBeUndefined();
  });

  it('refuses a bad PORT with a clear message', () => {
    expect(() => readConfig({ PORT: 'eighty' })).toThrow('PORT must be a port number');
  });

  it("reads the API's variables by the API's rules, with its own defaults (port 8080, seeding unless SEED=0)", () => {
    const env = {
      HOST: '0.0.0.0',
      DATA_DIR: 'data2',
      INIT_CWD: '/home/dana',
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
      SEED: 'false',
    };
    const config = readConfig(env);
    expect(config).toMatchObject({ ...readApiEnv(env, SERVER_ENV_DEFAULTS), forceHttps: false });
    expect(config).toMatchObject({
      port: 8080,
      publicUrl: 'http://127.0.0.1:8080',
      dataDir: '/home/dana/data2',
      trustProxy: 1,
      seed: false,
    });
    expect(readConfig({}).seed).toBe(true);
    expect(readApiEnv({}).seed).toBe(false);
    expect(() => readConfig({ FORCE_HTTPS: 'yes' })).toThrow('FORCE_HTTPS must be 1, true, 0 or false');
    expect(readConfig({ FORCE_HTTPS: 'TRUE' })).toMatchObject({ forceHttps: true, trustProxy: 1 });
  });

  it('seeds demo content on a public address only when SEED=1 says so, and says why not', () => {
    expect(readConfig({ HOST: '0.0.0.0' })).toMatchObject({
      seed: false,
      seedSkipped: expect.stringContaining('SEED=1'),
    });
    expect(readConfig({ HOST: '0.0.0.0', SEED: '1' })).toMatchObject({ seed: true, seedSkipped: undefined });
    expect(readConfig({ HOST: '::1' }).seed).toBe(true);
    expect(readConfig({ HOST: 'localhost' }).seed).toBe(true);
  });

  it('trusts one proxy hop with FORCE_HTTPS unless TRUST_PROXY says which', () => {
    expect(readConfig({ FORCE_HTTPS: '1', TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(readConfig({ FORCE_HTTPS: '1', TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toEqual(['10.0.0.0/8']);
    expect(readConfig({}).trustProxy).toBe(false);
  });

  it('mounts the emulator unless a provider is configured, and reaches it over loopback', () => {
    const sim = readConfig({ HOST: '0.0.0.0', PORT: '9000', PUBLIC_URL: 'https://upclub.example' });
    expect(sim.providerSim).toBe(true);
    expect(sim.providerServer).toMatchObject({
      accountsUrl: 'http://127.0.0.1:9000/provider/accounts',
      apiUrl: 'http://127.0.0.1:9000/provider/v1',
      clientId: 'upclub-web',
    });
    expect(sim.runtime.provider).toMatchObject({ kind: 'spotify', apiUrl: 'https://upclub.example/provider/v1' });
    const real = {
      PROVIDER_ACCOUNTS_URL: 'https://accounts.provider.test',
      PROVIDER_API_URL: 'https://api.provider.test/v1',
    };
    expect(readConfig(real)).toMatchObject({ providerSim: false, providerServer: undefined });
    expect(sim.providerSimQuotaExceeded).toBe(false);
    expect(readConfig({ PROVIDER_SIM_QUOTA_EXCEEDED: '1' }).providerSimQuotaExceeded).toBe(true);
    expect(readConfig({ ...real, PROVIDER_CLIENT_SECRET: 's' }).providerServer).toEqual({
      accountsUrl: real.PROVIDER_ACCOUNTS_URL,
      apiUrl: real.PROVIDER_API_URL,
      clientId: 'upclub-web',
      clientSecret: 's',
    });
    expect(() => readConfig({ PROVIDER_API_URL: real.PROVIDER_API_URL })).toThrow(
      'PROVIDER_ACCOUNTS_URL and PROVIDER_API_URL go together',
    );
  });

  it("PROVIDER=opensubsonic: the emulator's face over loopback with its listener, or the configured server", () => {
    const sim = readConfig({
      PROVIDER: 'opensubsonic',
      HOST: '0.0.0.0',
      PORT: '9000',
      PUBLIC_URL: 'https://upclub.example',
    });
    expect(sim).toMatchObject({
      providerSim: true,
      providerServer: undefined,
      openSubsonic: {
        url: 'http://127.0.0.1:9000/provider',
        serverName: EMULATOR_SERVER_NAME,
        account: { username: 'premium-listener', password: 'upclub-sim' },
      },
    });
    expect(sim.runtime.provider).toEqual({ kind: 'opensubsonic', serverName: EMULATOR_SERVER_NAME });
    const real = readConfig({
      PROVIDER: 'opensubsonic',
      OPENSUBSONIC_URL: 'https://music.example.org/',
      OPENSUBSONIC_API_KEY: 'key',
    });
    expect(real).toMatchObject({
      providerSim: false,
      openSubsonic: { url: 'https://music.example.org', serverName: 'music.example.org', account: { apiKey: 'key' } },
      runtime: { provider: { kind: 'opensubsonic', serverName: 'music.example.org' } },
    });
  });

  it('admits no provider origin at all in the policy of an OpenSubsonic deployment', () => {
    const csp = contentSecurityPolicy({ ...readConfig({ PROVIDER: 'opensubsonic' }), ...fakeBuilds() });
    expect(csp).not.toContain('/provider');
    expect(csp).toContain("media-src 'self' blob: data:;");
    expect(csp).toContain("form-action 'self';");
  });
});

describe('request logs', () => {
  it('never carry authorization codes or tokens', () => {
    const { redactUrl } = jest.requireActual<typeof Logging>('./logging');
    expect(redactUrl('/authorize-spotify?code=abc123&state=xyz')).toBe(
      '/authorize-spotify?code=%5Bredacted%5D&state=%5Bredacted%5D',
    );
    expect(redactUrl('/discover?share_post=12')).toBe('/discover?share_post=12');
    expect(redactUrl('/api/v1/music/stream/a1/?user=3&expires=9&signature=ff00')).toBe(
      '/api/v1/music/stream/a1/?user=3&expires=9&signature=%5Bredacted%5D',
    );
    expect(redactUrl('/login')).toBe('/login');
  });
});

describe('compressed assets', () => {
  it('sends the build-time brotli copy to browsers that accept it, the plain file to others', async () => {
    const app = await serve();
    const br = await app.inject({ url: '/main.0123abcd.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(1)');
    expect(br.headers.vary).toContain('Accept-Encoding');
    const plain = await app.inject({ url: '/main.0123abcd.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });
});
