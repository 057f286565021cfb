import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { getCatalogue } from '../src/catalogue';
import type { DeviceCommand } from '../src';
import { api } from './api';
import { expectMatchesOperation } from './contract';
import { buildApp, fakeClock, loginAs, PREFIX } from './helpers';

const catalogue = getCatalogue();
const [one, two] = [catalogue.tracks[42], catalogue.tracks[43]];
const uri = (t: { id: string }) => `spotify:track:${t.id}`;

function registerDevice(app: FastifyInstance, token: string, name = 'UpClub web player') {
  return app.inject({
    method: 'POST',
    url: `${PREFIX}/sdk/devices`,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    payload: JSON.stringify({ name, volume: 0.8 }),
  });
}

async function deviceOf(app: FastifyInstance, token: string): Promise<string> {
  const res = await registerDevice(app, token);
  expect(res.statusCode).toBe(201);
  return res.json().device_id;
}

describe('player routes', () => {
  let app: FastifyInstance;
  let clock: ReturnType<typeof fakeClock>;
  let token: string;
  let device: string;

  beforeEach(async () => {
    clock = fakeClock();
    app = await buildApp({ now: clock.now });
    token = (await loginAs(app, 'premium-listener')).access_token;
    device = await deviceOf(app, token);
  });
  afterEach(() => app.close());

  it('GET me/player answers 204 while nothing plays', async () => {
    const res = await api(app, token, 'GET', 'me/player');
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
  });

  it('PUT me/player/play on a device plays there; GET me/player follows the clock', async () => {
    const play = await api(app, token, 'PUT', `me/player/play?device_id=${device}`, {
      uris: [uri(one), uri(two)],
      offset: { position: 1 },
      position_ms: 5000,
    });
    expect(play.statusCode).toBe(204);
    clock.advance(3000);
    const res = await api(app, token, 'GET', 'me/player?market=ES');
    expect(res.statusCode).toBe(200);
    expectMatchesOperation('GET', '/me/player', 200, res.json());
    expect(res.json()).toMatchObject({
      device: { id: device, is_active: true, name: 'UpClub web player', volume_percent: 80, type: 'Computer' },
      is_playing: true,
      progress_ms: 8000,
      item: { id: two.id, uri: uri(two), duration_ms: two.durationMs },
      repeat_state: 'off',
      shuffle_state: false,
    });
  });

  it('pause, resume and volume change the state', async () => {
    await api(app, token, 'PUT', `me/player/play?device_id=${device}`, { uris: [uri(one)] });
    clock.advance(10_000);
    expect((await api(app, token, 'PUT', 'me/player/pause')).statusCode).toBe(204);
    clock.advance(10_000);
    expect((await api(app, token, 'GET', 'me/player')).json()).toMatchObject({
      is_playing: false,
      progress_ms: 10_000,
    });
    expect((await api(app, token, 'PUT', `me/player/play?device_id=${device}`)).statusCode).toBe(204);
    clock.advance(1000);
    expect((await api(app, token, 'GET', 'me/player')).json()).toMatchObject({ is_playing: true, progress_ms: 11_000 });
    expect((await api(app, token, 'PUT', `me/player/volume?volume_percent=35&device_id=${device}`)).statusCode).toBe(
      204,
    );
    expect((await api(app, token, 'GET', 'me/player')).json().device.volume_percent).toBe(35);
    expect((await api(app, token, 'PUT', 'me/player/volume?volume_percent=101')).statusCode).toBe(400);
    expect((await api(app, token, 'PUT', 'me/player/volume')).statusCode).toBe(400);
  });

  it('position_ms: a resume there, a seek, and past a track’s length the next one, as the service does', async () => {
    await api(app, token, 'PUT', `me/player/play?device_id=${device}`, { uris: [uri(one), uri(two)] });
    clock.advance(2000);
    expect((await api(app, token, 'PUT', 'me/player/pause')).statusCode).toBe(204);
    expect((await api(app, token, 'PUT', 'me/player/play', { position_ms: 30_000 })).statusCode).toBe(204);
    clock.advance(500);
    expect((await api(app, token, 'GET', 'me/player')).json()).toMatchObject({
      is_playing: true,
      progress_ms: 30_500,
      item: { id: one.id },
    });
    expect((await api(app, token, 'PUT', 'me/player/seek?position_ms=12000')).statusCode).toBe(204);
    clock.advance(1000);
    expect((await api(app, token, 'GET', 'me/player')).json()).toMatchObject({ progress_ms: 13_000, is_playing: true });
    // Past the first track's end: the second, from its start.
    const past = await api(app, token, 'PUT', `me/player/seek?position_ms=${one.durationMs + 1}`);
    expect(past.statusCode).toBe(204);
    clock.advance(700);
    expect((await api(app, token, 'GET', 'me/player')).json()).toMatchObject({
      progress_ms: 700,
      is_playing: true,
      item: { id: two.id },
    });
    // Past the last one's end, the playback is over.
    await api(app, token, 'PUT', 'me/player/play', { position_ms: two.durationMs + 5 });
    expect((await api(app, token, 'GET', 'me/player')).json()).toMatchObject({ progress_ms: 0, is_playing: false });
    // A new play at a position past its only track: over at once, too.
    await api(app, token, 'PUT', 'me/player/play', { uris: [uri(one)], position_ms: one.durationMs + 1 });
    expect((await api(app, token, 'GET', 'me/player')).json()).toMatchObject({ is_playing: false, progress_ms: 0 });
    for (const bad of ['', '?position_ms=-1', '?position_ms=abc']) {
      expect((await api(app, token, 'PUT', `me/player/seek${bad}`)).statusCode).toBe(400);
    }
  });

  it('PUT me/player transfers playback to a device (play true starts it)', async () => {
    const other = await deviceOf(app, token);
    await api(app, token, 'PUT', `me/player/play?device_id=${device}`, { uris: [uri(one)] });
    await api(app, token, 'PUT', 'me/player/pause');
    const res = await api(app, token, 'PUT', 'me/player', { device_ids: [other], play: true });
    expect(res.statusCode).toBe(204);
    expect((await api(app, token, 'GET', 'me/player')).json()).toMatchObject({
      device: { id: other },
      is_playing: true,
      item: { id: one.id },
    });
    expect((await api(app, token, 'PUT', 'me/player', { device_ids: [other, device] })).statusCode).toBe(400);
    expect((await api(app, token, 'PUT', 'me/player', { device_ids: ['nope'] })).statusCode).toBe(404);
  });

  it('answers 404 when no device is active, or the device is unknown', async () => {
    for (const [method, path, body] of [
      ['PUT', 'me/player/play', { uris: [uri(one)] }],
      ['PUT', 'me/player/pause', undefined],
      ['PUT', 'me/player/volume?volume_percent=10', undefined],
    ] as const) {
      const res = await api(app, token, method, path, body);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: { status: 404, message: 'Player command failed: No active device found' } });
    }
    const unknown = await api(app, token, 'PUT', 'me/player/play?device_id=0d1841b0976bae2a3a310dd74c0f3df354899bc8', {
      uris: [uri(one)],
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: { status: 404, message: 'Device not found' } });
  });

  it('answers 400 for an unknown track uri', async () => {
    const res = await api(app, token, 'PUT', `me/player/play?device_id=${device}`, {
      uris: ['spotify:track:0000000000000000000000'],
    });
    expect(res.statusCode).toBe(400);
  });

  const PREMIUM_REQUIRED = {
    status: 403,
    message: 'Player command failed: Premium required',
    reason: 'PREMIUM_REQUIRED',
  };
  const playerCalls = [
    ['GET', 'me/player'],
    ['PUT', 'me/player'],
    ['PUT', 'me/player/play'],
    ['PUT', 'me/player/pause'],
    ['PUT', 'me/player/volume?volume_percent=5'],
  ] as const;
  const call = (token: string, method: 'GET' | 'PUT', path: string) =>
    api(app, token, method, path, method === 'PUT' && path === 'me/player' ? { device_ids: [device] } : undefined);

  it('answers 403 with the reason PREMIUM_REQUIRED to a free account on every player call; the script cannot register', async () => {
    const free = (await loginAs(app, 'free-listener')).access_token;
    for (const [method, path] of playerCalls) {
      const res = await call(free, method, path);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: PREMIUM_REQUIRED });
      // The published description's ErrorObject leaves out the player error's `reason`.
      expectMatchesOperation(method, `/${path.split('?')[0]}`, 403, res.json(), { allowUnknownProperties: true });
    }
    expect((await registerDevice(app, free)).statusCode).toBe(403);
  });

  it('answers 403 Insufficient client scope (no reason) to a token without the playback scopes', async () => {
    const narrow = (await loginAs(app, 'premium-listener', {}, 'streaming user-read-email')).access_token;
    for (const [method, path] of playerCalls) {
      const res = await call(narrow, method, path);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: { status: 403, message: 'Insufficient client scope' } });
      expectMatchesOperation(method, `/${path.split('?')[0]}`, 403, res.json());
    }
    const readOnly = (await loginAs(app, 'premium-listener', {}, 'streaming user-read-playback-state')).access_token;
    expect((await call(readOnly, 'GET', 'me/player')).statusCode).not.toBe(403);
    expect((await call(readOnly, 'PUT', 'me/player/pause')).statusCode).toBe(403);
    // The SDK's own device routes need only the streaming scope.
    expect((await registerDevice(app, narrow)).statusCode).toBe(201);
  });

  it('answers 401 to an expired token (Web API and the script routes)', async () => {
    clock.advance(3600_000);
    const res = await api(app, token, 'GET', 'me/player');
    expect(res.statusCode).toBe(401);
    expectMatchesOperation('GET', '/me/player', 401, res.json());
    expect((await registerDevice(app, token)).statusCode).toBe(401);
  });

  it('answers 429 with Retry-After to a flood of player calls', async () => {
    const limited = await buildApp({ rateLimitPerMinute: 1 });
    const t = (await loginAs(limited)).access_token;
    expect((await api(limited, t, 'GET', 'me/player')).statusCode).toBe(204);
    const res = await api(limited, t, 'PUT', 'me/player/pause');
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('60');
    await limited.close();
  });

  it('the script reports: a local pause, and the end of a track moves to the next uri', async () => {
    await api(app, token, 'PUT', `me/player/play?device_id=${device}`, { uris: [uri(one), uri(two)] });
    const report = (body: Record<string, unknown>) =>
      app.inject({
        method: 'PUT',
        url: `${PREFIX}/sdk/devices/${device}/state`,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
    expect((await report({ paused: true, position_ms: 1234, track_id: one.id })).statusCode).toBe(204);
    expect((await api(app, token, 'GET', 'me/player')).json()).toMatchObject({
      is_playing: false,
      progress_ms: 1234,
      item: { id: one.id },
    });
    await report({ paused: true, position_ms: 0, track_id: one.id, ended: true });
    expect((await api(app, token, 'GET', 'me/player')).json()).toMatchObject({
      is_playing: true,
      progress_ms: 0,
      item: { id: two.id },
    });
    // A late report about the previous track changes nothing.
    await report({ paused: true, position_ms: 999, track_id: one.id });
    expect((await api(app, token, 'GET', 'me/player')).json()).toMatchObject({
      is_playing: true,
      item: { id: two.id },
    });
    await report({ paused: true, position_ms: 0, track_id: two.id, ended: true });
    expect((await api(app, token, 'GET', 'me/player')).json()).toMatchObject({
      is_playing: false,
      progress_ms: 0,
      item: { id: two.id },
    });
    expect((await report({ paused: 'yes' })).statusCode).toBe(400);
  });

  it('a disconnected device is forgotten: 204 from me/player, 404 for commands to it', async () => {
    await api(app, token, 'PUT', `me/player/play?device_id=${device}`, { uris: [uri(one)] });
    const gone = await app.inject({
      method: 'DELETE',
      url: `${PREFIX}/sdk/devices/${device}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(gone.statusCode).toBe(204);
    expect((await api(app, token, 'GET', 'me/player')).statusCode).toBe(204);
    expect((await api(app, token, 'PUT', `me/player/pause?device_id=${device}`)).statusCode).toBe(404);
  });

  it('serves the player script', async () => {
    const res = await app.inject({ method: 'GET', url: `${PREFIX}/sdk/player.js` });
    // Served from the package build (dist/sdk-script): `pnpm test` builds before it runs.
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.body).toContain('window.Spotify = { Player: SimPlayer }');
    const again = await app.inject({
      method: 'GET',
      url: `${PREFIX}/sdk/player.js`,
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('device event stream (Server-Sent Events)', () => {
  let app: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    // A stopped clock: a load's position is the one asked for, however long the test took to read it.
    app = await buildApp({ now: fakeClock().now });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}${PREFIX}`;
  });
  afterAll(() => app.close());

  /** Opens the stream; resolves with its status and a reader of the next data messages. */
  function open(deviceId: string, token: string) {
    return new Promise<{ status: number; next: () => Promise<DeviceCommand>; close: () => void }>((resolve, reject) => {
      const req = http.get(
        `${base}/sdk/devices/${deviceId}/events?access_token=${encodeURIComponent(token)}`,
        (res) => {
          let buffer = '';
          const queue: DeviceCommand[] = [];
          const waiting: Array<(c: DeviceCommand) => void> = [];
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            buffer += chunk;
            let end: number;
            while ((end = buffer.indexOf('\n\n')) >= 0) {
              const block = buffer.slice(0, end);
              buffer = buffer.slice(end + 2);
              const data = block.split('\n').find((l) => l.startsWith('data: '));
              if (!data) continue;
              const command = JSON.parse(data.slice(6)) as DeviceCommand;
              const waiter = waiting.shift();
              if (waiter) waiter(command);
              else queue.push(command);
            }
          });
          resolve({
            status: res.statusCode ?? 0,
            next: () => new Promise((r) => (queue.length ? r(queue.shift()!) : waiting.push(r))),
            close: () => req.destroy(),
          });
        },
      );
      req.on('error', reject);
    });
  }

  it("streams the device's commands, authenticated by the token in the query", async () => {
    const { access_token } = await loginAs(app);
    const device = (await registerDevice(app, access_token)).json().device_id as string;
    const stream = await open(device, access_token);
    expect(stream.status).toBe(200);
    expect(await stream.next()).toEqual({ type: 'volume', volume_percent: 80 });
    await api(app, access_token, 'PUT', `me/player/play?device_id=${device}`, { uris: [uri(one)], position_ms: 1000 });
    const load = await stream.next();
    expect(load).toMatchObject({
      type: 'load',
      position_ms: 1000,
      paused: false,
      track: { id: one.id, uri: uri(one), name: one.name, duration_ms: one.durationMs },
    });
    if (load.type === 'load') expect(load.track.album.images[0].url).toMatch(/\/images\/album\/\w{22}\.svg\?size=640$/);
    await api(app, access_token, 'PUT', 'me/player/pause');
    expect(await stream.next()).toEqual({ type: 'pause' });
    await api(app, access_token, 'PUT', 'me/player/volume?volume_percent=40');
    expect(await stream.next()).toEqual({ type: 'volume', volume_percent: 40 });
    await api(app, access_token, 'PUT', 'me/player/play', { position_ms: 5000 });
    expect(await stream.next()).toEqual({ type: 'seek', position_ms: 5000 });
    expect(await stream.next()).toEqual({ type: 'resume' });
    await api(app, access_token, 'PUT', 'me/player/seek?position_ms=7000');
    expect(await stream.next()).toEqual({ type: 'seek', position_ms: 7000 });
    stream.close();
  });

  it('refuses a stream without a valid token or for an unknown device', async () => {
    const { access_token } = await loginAs(app);
    const device = (await registerDevice(app, access_token)).json().device_id as string;
    const bad = await open(device, 'BQnope');
    expect(bad.status).toBe(401);
    bad.close();
    const unknown = await open('0d1841b0976bae2a3a310dd74c0f3df354899bc8', access_token);
    expect(unknown.status).toBe(404);
    unknown.close();
  });
});
