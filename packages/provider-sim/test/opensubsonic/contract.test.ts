import type { FastifyInstance } from 'fastify';
import { getCatalogue } from '../../src';
import { buildApp } from '../helpers';
import { envelope, rest, type Params } from './client';
import { contractErrors, documented, expectEnvelope, expectMatchesMethod, SPEC_DIR } from './contract';

// Every answer of the OpenSubsonic face, checked against the OpenSubsonic OpenAPI description.

describe('OpenSubsonic contract: answers match the description', () => {
  let app: FastifyInstance;
  const catalogue = getCatalogue();
  const track = catalogue.tracks[0];
  const album = catalogue.albums[0];
  const artist = catalogue.artists[0];
  const editorial = catalogue.playlists[0];

  beforeAll(async () => {
    app = await buildApp();
  });
  afterAll(() => app.close());

  async function expectOk(method: string, params: Params = {}) {
    const res = await rest(app, method, params);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.json<Record<string, unknown>>();
    expect(envelope(res.body)).toMatchObject({ status: 'ok', version: '1.16.1', openSubsonic: true });
    expectMatchesMethod(method, body);
    return envelope(res.body);
  }

  it('reads the description kept in this package', () => {
    expect(SPEC_DIR).toMatch(/provider-sim\/openapi\/opensubsonic$/);
    expect(documented('search3').schema).toBeDefined();
    expect(documented('stream')).toEqual({ mediaTypes: ['application/binary', 'text/xml'], schema: undefined });
  });

  it('system: ping, getLicense, getOpenSubsonicExtensions', async () => {
    await expectOk('ping');
    expect((await expectOk('getLicense')).license).toEqual({ valid: true });
    expect((await expectOk('getOpenSubsonicExtensions')).openSubsonicExtensions).toEqual([
      { name: 'apiKeyAuthentication', versions: [1] },
    ]);
  });

  it('search3, with an empty query and with words', async () => {
    const all = await expectOk('search3', { query: '', songCount: 3, albumCount: 2, artistCount: 1 });
    expect(all.searchResult3).toMatchObject({ song: [{}, {}, {}], album: [{}, {}], artist: [{}] });
    await expectOk('search3', { query: track.name, songCount: 5 });
    const none = await expectOk('search3', { query: 'zzzz qqqq' });
    expect(none.searchResult3).toEqual({ artist: [], album: [], song: [] });
  });

  it('browsing: getArtist, getAlbum, getSong', async () => {
    await expectOk('getArtist', { id: artist.id });
    await expectOk('getAlbum', { id: album.id });
    await expectOk('getSong', { id: track.id });
  });

  it('playlists: getPlaylists, getPlaylist (own and editorial)', async () => {
    const lists = await expectOk('getPlaylists');
    const own = (lists.playlists as { playlist: Array<{ id: string }> }).playlist[0];
    await expectOk('getPlaylist', { id: own.id });
    await expectOk('getPlaylist', { id: editorial.id });
  });

  it('stars: getStarred2, star, unstar (songs, albums, artists)', async () => {
    await expectOk('star', { id: track.id, albumId: album.id, artistId: artist.id });
    const starred = await expectOk('getStarred2');
    expect(starred.starred2).toMatchObject({ album: [{ id: album.id }], artist: [{ id: artist.id }] });
    await expectOk('unstar', { id: [track.id, album.id, artist.id] });
  });

  it('failures are the Subsonic error in the envelope of each method', async () => {
    const cases: Array<[string, Params, number]> = [
      ['getSong', { id: 'nope' }, 70],
      ['getAlbum', {}, 10],
      ['search3', {}, 10],
      ['star', {}, 10],
      ['getPlaylist', { id: 'missing' }, 70],
    ];
    for (const [method, params, code] of cases) {
      const res = await rest(app, method, params);
      expect(res.statusCode).toBe(200);
      expect(envelope(res.body)).toMatchObject({ status: 'failed', error: { code } });
      expectMatchesMethod(method, res.json());
    }
    const wrong = await rest(app, 'ping', {}, { auth: { u: 'premium-listener', p: 'wrong' } });
    expect(envelope(wrong.body).error?.code).toBe(40);
    expectMatchesMethod('ping', wrong.json());
  });

  it('binary methods: the description documents binary bodies; their failures are envelopes', async () => {
    for (const method of ['stream', 'download', 'getCoverArt']) {
      expect(documented(method).mediaTypes).toContain('application/binary');
      const res = await rest(app, method, { id: 'nope' });
      expect(envelope(res.body).error?.code).toBe(70);
      expectEnvelope(res.json());
    }
  });

  describe('the checker itself fails on broken answers', () => {
    const ok = { status: 'ok', version: '1.16.1', type: 't', serverVersion: '1', openSubsonic: true };
    it('a missing OpenSubsonic field of the envelope', () => {
      const { openSubsonic: _, ...old } = ok;
      expect(contractErrors('ping', { 'subsonic-response': old }).join('\n')).toMatch(/openSubsonic/);
    });
    it('an undocumented property, a wrong type, a missing required field', () => {
      const song = { id: 's', isDir: false, title: 'x', duration: 'long' };
      expect(contractErrors('getSong', { 'subsonic-response': { ...ok, song } }).join('\n')).toMatch(
        /\/song\/duration must be integer/,
      );
      expect(
        contractErrors('getSong', {
          'subsonic-response': { ...ok, song: { id: 's', isDir: false, title: 'x', bpmx: 1 } },
        }),
      ).toContain('/subsonic-response/song must NOT have unevaluated properties (bpmx)');
      expect(
        contractErrors('getSong', { 'subsonic-response': { ...ok, song: { id: 's', title: 'x' } } }).join('\n'),
      ).toMatch(/must have required property 'isDir'/);
    });
    it('an error code the description does not list, or a failure without its error', () => {
      const failed = { ...ok, status: 'failed' };
      expect(
        contractErrors('ping', { 'subsonic-response': { ...failed, error: { code: 404 } } }).length,
      ).toBeGreaterThan(0);
      expect(contractErrors('ping', { 'subsonic-response': failed }).length).toBeGreaterThan(0);
    });
    it('a date without a time zone (as older servers send)', () => {
      const album = { id: 'a', name: 'n', songCount: 1, duration: 1, created: '2020-01-01T00:00:00', song: [] };
      expect(contractErrors('getAlbum', { 'subsonic-response': { ...ok, album } }).join('\n')).toMatch(
        /created must match format "date-time"/,
      );
    });
  });
});
