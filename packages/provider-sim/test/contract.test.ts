import type { FastifyInstance } from 'fastify';
import {
  compileOperation,
  contractErrors,
  documentedResponses,
  expectMatchesOperation,
  loadSpec,
  SPEC_PATH,
} from './contract';
import { buildApp, fakeClock, getMe, loginAs } from './helpers';

describe('contract: answers match the provider description', () => {
  let app: FastifyInstance;
  let clock: ReturnType<typeof fakeClock>;
  beforeAll(async () => {
    clock = fakeClock();
    app = await buildApp({ now: clock.now });
  });
  afterAll(() => app.close());

  it('reads the published description kept in this package', () => {
    expect(SPEC_PATH).toMatch(/provider-sim\/openapi\/spotify-web-api\.openapi\.yml$/);
    expect(loadSpec().paths['/me']).toBeDefined();
  });

  it('GET /me 200 is a PrivateUserObject', async () => {
    for (const account of ['premium-listener', 'free-listener']) {
      const res = await getMe(app, (await loginAs(app, account)).access_token);
      expect(res.statusCode).toBe(200);
      expectMatchesOperation('GET', '/me', 200, res.json());
    }
  });

  it('GET /me 401 is the error object, without a token and with an expired one', async () => {
    const none = await getMe(app);
    expectMatchesOperation('GET', '/me', 401, none.json());
    const { access_token } = await loginAs(app);
    clock.advance(3600 * 1000);
    const expired = await getMe(app, access_token);
    expect(expired.statusCode).toBe(401);
    expectMatchesOperation('GET', '/me', 401, expired.json());
  });

  describe('the checker itself fails on broken bodies', () => {
    it('a missing required field', () => {
      expect(() => expectMatchesOperation('GET', '/me', 401, { error: { status: 401 } })).toThrow(
        /\/error must have required property 'message'/,
      );
      expect(() => expectMatchesOperation('GET', '/me', 401, { message: 'Invalid access token' })).toThrow(
        /must have required property 'error'/,
      );
    });

    it('a wrong type or an out-of-range status', () => {
      expect(contractErrors('GET', '/me', 200, { id: 'x', display_name: 42, images: [] })).toEqual([
        '/display_name must be string',
      ]);
      expect(contractErrors('GET', '/me', 401, { error: { status: 200, message: 'x' } })).toEqual([
        '/error/status must be >= 400',
      ]);
      expect(contractErrors('GET', '/me', 200, { images: [{ url: 'u', height: null }] })).toEqual([
        "/images/0 must have required property 'width'",
      ]);
    });

    it('a property the description does not list, unless told to allow it', () => {
      const body = { id: 'x', type: 'user', display_nam: 'typo' };
      expect(() => expectMatchesOperation('GET', '/me', 200, body)).toThrow(/display_nam/);
      expect(() => expectMatchesOperation('GET', '/me', 200, body, { allowUnknownProperties: true })).not.toThrow();
      expect(contractErrors('GET', '/me', 200, { external_urls: { spotify: 'u', web: 'v' } })).toHaveLength(1);
    });

    it('nullable fields accept null, others do not', () => {
      expect(contractErrors('GET', '/me', 200, { images: [{ url: 'u', height: null, width: null }] })).toEqual([]);
      expect(contractErrors('GET', '/me', 200, { display_name: null })).toEqual(['/display_name must be string']);
    });

    it('a status the operation does not document', () => {
      expect(() => expectMatchesOperation('GET', '/me', 404, {})).toThrow(/documents no 404 response/);
      expect(() => expectMatchesOperation('GET', '/nope', 200, {})).toThrow(/has no GET \/nope/);
    });
  });

  it('inheritance (allOf) and track/episode unions (discriminator) validate', () => {
    const image = { url: 'https://i.example/a.jpg', height: 640, width: 640 };
    const artist = {
      id: 'a1',
      name: 'Artist',
      type: 'artist',
      uri: 'spotify:artist:a1',
      href: 'h',
      external_urls: { spotify: 's' },
    };
    const album = {
      album_type: 'album',
      total_tracks: 1,
      available_markets: ['SE'],
      external_urls: { spotify: 's' },
      href: 'h',
      id: 'al1',
      images: [image],
      name: 'Album',
      release_date: '2020-01-01',
      release_date_precision: 'day',
      type: 'album',
      uri: 'spotify:album:al1',
      artists: [artist],
    };
    const track = {
      album,
      artists: [artist],
      available_markets: ['SE'],
      disc_number: 1,
      duration_ms: 1000,
      explicit: false,
      external_ids: { isrc: 'x' },
      external_urls: { spotify: 's' },
      href: 'h',
      id: 't1',
      is_playable: true,
      name: 'Song',
      popularity: 1,
      preview_url: null,
      track_number: 1,
      type: 'track',
      uri: 'spotify:track:t1',
      is_local: false,
    };
    expect(contractErrors('GET', '/tracks/{id}', 200, track)).toEqual([]);
    expect(contractErrors('GET', '/tracks/{id}', 200, { ...track, name: 1 })).toEqual(['/name must be string']);
    const queue = { currently_playing: track, queue: [track] };
    expect(contractErrors('GET', '/me/player/queue', 200, queue)).toEqual([]);
    expect(
      contractErrors('GET', '/me/player/queue', 200, { currently_playing: { ...track, type: 'song' } }),
    ).not.toEqual([]);
    expect(contractErrors('GET', '/me/player/queue', 200, { queue: [{ ...track, extra: 1 }] })).toEqual([
      '/queue/0 must NOT have unevaluated properties (extra)',
    ]);
    const page = {
      href: 'h',
      limit: 20,
      next: null,
      offset: 0,
      previous: null,
      total: 1,
      items: [{ added_at: '2026-01-01T00:00:00Z', track }],
    };
    expect(contractErrors('GET', '/me/tracks', 200, page)).toEqual([]);
    expect(contractErrors('GET', '/me/tracks', 200, { ...page, cursor: 'x' })).toEqual([
      '(body) must NOT have unevaluated properties (cursor)',
    ]);
    const { items: _items, ...noItems } = page;
    expect(contractErrors('GET', '/me/tracks', 200, noItems)).toEqual(["(body) must have required property 'items'"]);
  });

  it('every documented response of the description compiles (ready for the next endpoints)', () => {
    const all = documentedResponses();
    expect(all.length).toBeGreaterThan(100);
    for (const { method, path, status } of all) {
      expect(() => compileOperation(method, path, status)).not.toThrow();
    }
  });
});
