import type { FastifyInstance } from 'fastify';
import { getCatalogue } from '../src/catalogue';
import { api, appToken } from './api';
import { expectMatchesOperation } from './contract';
import { buildApp, fakeClock, loginAs, PREFIX, PUBLIC_URL } from './helpers';

describe('catalogue routes', () => {
  let app: FastifyInstance;
  let clock: ReturnType<typeof fakeClock>;
  let user: string;
  let server: string;
  const catalogue = getCatalogue();
  const track = catalogue.tracks[123];
  const album = catalogue.album(track.albumId)!;
  const artist = catalogue.artist(track.artistIds[0])!;

  beforeAll(async () => {
    clock = fakeClock();
    app = await buildApp({ now: clock.now });
    user = (await loginAs(app, 'free-listener')).access_token;
    server = await appToken(app);
  });
  afterAll(() => app.close());

  describe('GET search', () => {
    it('finds tracks by words of their name in any order, case-insensitive', async () => {
      const words = track.name.split(' ');
      const q = [...words].reverse().join(' ').toLowerCase();
      const res = await api(app, user, 'GET', `search?q=${encodeURIComponent(q)}&type=track&limit=10&market=ES`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expectMatchesOperation('GET', '/search', 200, body);
      expect(Object.keys(body)).toEqual(['tracks']);
      expect(body.tracks.limit).toBe(10);
      expect(body.tracks.items.length).toBeGreaterThan(0);
      for (const item of body.tracks.items) {
        const text = `${item.name} ${item.artists.map((a: { name: string }) => a.name).join(' ')}`.toLowerCase();
        for (const w of words) expect(text).toContain(w.toLowerCase());
        expect(item.is_playable).toBe(true);
      }
      const all = catalogue.search(catalogue.tracks, q, (t) => catalogue.followersOf(t.artistIds));
      expect(all.map((t) => t.id)).toContain(track.id);
      expect(body.tracks.total).toBe(all.length);
    });

    it('searches several types at once, with paging links', async () => {
      const res = await api(app, server, 'GET', 'search?q=blue&type=track,artist,album,playlist&limit=3&offset=3');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expectMatchesOperation('GET', '/search', 200, body);
      expect(Object.keys(body).sort()).toEqual(['albums', 'artists', 'playlists', 'tracks']);
      expect(body.tracks.offset).toBe(3);
      expect(body.tracks.items).toHaveLength(3);
      expect(body.tracks.previous).toBe(
        `${PUBLIC_URL}/v1/search?q=blue&type=track%2Cartist%2Calbum%2Cplaylist&offset=0&limit=3`,
      );
      expect(body.tracks.next).toMatch(/offset=6&limit=3$/);
      expect(body.tracks.items[0].uri).toMatch(/^spotify:track:[0-9A-Za-z]{22}$/);
      expect(body.tracks.items[0].available_markets).toContain('ES');
    });

    it('answers 400 for a limit above 10 or below 1, a missing query or type', async () => {
      for (const path of [
        'search?q=a&type=track&limit=11',
        'search?q=a&type=track&limit=0',
        'search?type=track',
        'search?q=a',
        'search?q=a&type=song',
      ]) {
        const res = await api(app, user, 'GET', path);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ error: { status: 400, message: expect.any(String) } });
      }
    });

    it('answers an empty page when nothing matches', async () => {
      const res = await api(app, user, 'GET', 'search?q=qqqzzzx&type=track');
      expect(res.json().tracks).toMatchObject({ items: [], total: 0, next: null, previous: null, limit: 5 });
    });
  });

  describe('tracks', () => {
    it('GET tracks/{id} answers the track object, with a user or an app token', async () => {
      for (const token of [user, server]) {
        const res = await api(app, token, 'GET', `tracks/${track.id}?market=ES`);
        expect(res.statusCode).toBe(200);
        expectMatchesOperation('GET', '/tracks/{id}', 200, res.json());
        expect(res.json()).toMatchObject({
          id: track.id,
          name: track.name,
          uri: `spotify:track:${track.id}`,
          duration_ms: track.durationMs,
          type: 'track',
          album: {
            id: album.id,
            name: album.name,
            images: [
              { url: `${PUBLIC_URL}/images/album/${album.id}.svg?size=640`, height: 640, width: 640 },
              expect.anything(),
              expect.anything(),
            ],
          },
          artists: [{ id: artist.id, name: artist.name }, ...track.artistIds.slice(1).map(() => expect.anything())],
        });
      }
    });

    it('GET tracks/{id} answers 404 for an unknown id and 400 for a malformed one', async () => {
      const unknown = await api(app, user, 'GET', 'tracks/0000000000000000000000');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ error: { status: 404, message: 'Resource not found' } });
      expect((await api(app, user, 'GET', 'tracks/nope')).statusCode).toBe(400);
    });

    it('GET tracks?ids answers nulls for unknown ids', async () => {
      const other = catalogue.tracks[4000];
      const res = await api(app, server, 'GET', `tracks?ids=${track.id},0000000000000000000000,${other.id}&market=ES`);
      expect(res.statusCode).toBe(200);
      const { tracks } = res.json();
      expect(tracks.map((t: { id: string } | null) => t && t.id)).toEqual([track.id, null, other.id]);
      expectMatchesOperation('GET', '/tracks', 200, { tracks: [tracks[0], tracks[2]] });
      expect((await api(app, server, 'GET', 'tracks')).statusCode).toBe(400);
    });
  });

  describe('albums and artists', () => {
    it('GET albums/{id} answers the full album', async () => {
      const res = await api(app, server, 'GET', `albums/${album.id}`);
      expect(res.statusCode).toBe(200);
      expectMatchesOperation('GET', '/albums/{id}', 200, res.json());
      expect(res.json()).toMatchObject({
        id: album.id,
        total_tracks: album.trackIds.length,
        release_date: album.releaseDate,
      });
      expect(res.json().tracks.items.map((t: { id: string }) => t.id)).toEqual(album.trackIds);
    });

    it('GET albums/{id}/tracks pages the songs', async () => {
      const big = catalogue.albums.find((a) => a.trackIds.length >= 8)!;
      const res = await api(app, user, 'GET', `albums/${big.id}/tracks?limit=3&offset=2&market=ES`);
      expect(res.statusCode).toBe(200);
      expectMatchesOperation('GET', '/albums/{id}/tracks', 200, res.json());
      expect(res.json().items.map((t: { id: string }) => t.id)).toEqual(big.trackIds.slice(2, 5));
      expect(res.json().total).toBe(big.trackIds.length);
      expect((await api(app, user, 'GET', `albums/0000000000000000000000/tracks`)).statusCode).toBe(404);
      expect((await api(app, user, 'GET', `albums/${big.id}/tracks?limit=51`)).statusCode).toBe(400);
    });

    it('GET artists/{id} answers followers, genres and images', async () => {
      const res = await api(app, server, 'GET', `artists/${artist.id}`);
      expect(res.statusCode).toBe(200);
      expectMatchesOperation('GET', '/artists/{id}', 200, res.json());
      expect(res.json()).toMatchObject({
        name: artist.name,
        followers: { total: artist.followers },
        genres: artist.genres,
      });
      expect((await api(app, server, 'GET', 'artists/0000000000000000000000')).statusCode).toBe(404);
    });

    it('GET artists/{id}/top-tracks answers up to ten of their songs', async () => {
      const res = await api(app, user, 'GET', `artists/${artist.id}/top-tracks?market=ES`);
      expect(res.statusCode).toBe(200);
      expectMatchesOperation('GET', '/artists/{id}/top-tracks', 200, res.json());
      const { tracks } = res.json();
      expect(tracks.length).toBeGreaterThan(0);
      expect(tracks.length).toBeLessThanOrEqual(10);
      for (const t of tracks) expect(t.artists[0].id).toBe(artist.id);
    });
  });

  describe('playlists', () => {
    const playlist = catalogue.playlists[3];

    it.each(['tracks', 'items'])('GET playlists/{id}/%s pages the songs', async (kind) => {
      const res = await api(app, server, 'GET', `playlists/${playlist.id}/${kind}?limit=5&offset=1&market=ES`);
      expect(res.statusCode).toBe(200);
      expectMatchesOperation('GET', `/playlists/{playlist_id}/${kind}`, 200, res.json());
      expect(res.json().items.map((i: { track: { id: string } }) => i.track.id)).toEqual(playlist.trackIds.slice(1, 6));
      expect(res.json().items[0].item).toEqual(res.json().items[0].track);
      expect(res.json().total).toBe(playlist.trackIds.length);
    });

    it("serves an account's own playlists too, and 404 for unknown ones", async () => {
      const mine = await api(app, user, 'GET', 'me/playlists');
      const own = mine.json().items.find((p: { owner: { id: string } }) => p.owner.id === 'free-listener');
      const res = await api(app, server, 'GET', `playlists/${own.id}/items`);
      expect(res.statusCode).toBe(200);
      expect(res.json().total).toBe(own.items.total);
      expect((await api(app, server, 'GET', 'playlists/0000000000000000000000/items')).statusCode).toBe(404);
    });
  });

  describe('errors', () => {
    it('answers 401 with the error object to a missing, unknown or expired token', async () => {
      expect((await api(app, undefined, 'GET', `tracks/${track.id}`)).statusCode).toBe(401);
      const unknown = await api(app, 'BQnope', 'GET', 'search?q=a&type=track');
      expect(unknown.statusCode).toBe(401);
      expectMatchesOperation('GET', '/search', 401, unknown.json());
      const local = await buildApp({ now: clock.now });
      const { access_token } = await loginAs(local);
      clock.advance(3600_000);
      const expired = await api(local, access_token, 'GET', `albums/${album.id}`);
      expect(expired.statusCode).toBe(401);
      expect(expired.json()).toEqual({ error: { status: 401, message: 'The access token expired' } });
      await local.close();
    });

    it('answers 429 with Retry-After when flooded', async () => {
      const local = await buildApp({ rateLimitPerMinute: 2 });
      const token = await appToken(local);
      expect((await api(local, token, 'GET', `tracks/${track.id}`)).statusCode).toBe(200);
      expect((await api(local, token, 'GET', 'search?q=blue&type=track')).statusCode).toBe(200);
      const limited = await api(local, token, 'GET', `albums/${album.id}`);
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expectMatchesOperation('GET', '/albums/{id}', 429, limited.json());
      await local.close();
    });
  });

  describe('images', () => {
    it('serves generated, cacheable SVG art', async () => {
      const res = await app.inject({ method: 'GET', url: `${PREFIX}/images/album/${album.id}.svg?size=300` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.body).toMatch(/^<svg [^>]*width="300"/);
      const again = await app.inject({ method: 'GET', url: `${PREFIX}/images/album/${album.id}.svg?size=300` });
      expect(again.body).toBe(res.body);
      const other = await app.inject({ method: 'GET', url: `${PREFIX}/images/artist/${artist.id}.svg` });
      expect(other.statusCode).toBe(200);
      expect(other.body).not.toBe(res.body);
      expect(
        (await app.inject({ method: 'GET', url: `${PREFIX}/images/album/0000000000000000000000.svg` })).statusCode,
      ).toBe(404);
      expect((await app.inject({ method: 'GET', url: `${PREFIX}/images/cats/${album.id}.svg` })).statusCode).toBe(404);
    });
  });
});
