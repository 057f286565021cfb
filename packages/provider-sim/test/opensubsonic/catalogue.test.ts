import type { FastifyInstance } from 'fastify';
import { getCatalogue } from '../../src';
import { accountPlaylists } from '../../src/catalogue';
import { buildApp } from '../helpers';
import { envelope, rest, tokenAuth, USER, type Params } from './client';

// Searching and browsing the generated catalogue through the OpenSubsonic face: the same songs,
// albums, artists and playlists as the Web API face, by the same ids.

interface Item {
  id: string;
  [key: string]: unknown;
}
interface Result {
  artist: Item[];
  album: Item[];
  song: Item[];
}

describe('OpenSubsonic search3 and browsing', () => {
  let app: FastifyInstance;
  const catalogue = getCatalogue();
  beforeAll(async () => {
    app = await buildApp();
  });
  afterAll(() => app.close());

  const call = async (method: string, params: Params = {}) => envelope((await rest(app, method, params)).body);
  const search = async (params: Params) => (await call('search3', params)).searchResult3 as Result;
  const ids = (items: Item[]) => items.map((i) => i.id);

  it('finds songs by every word of their name or their artists, 20 of each kind by default', async () => {
    const track = catalogue.tracks[42];
    const artist = catalogue.artist(track.artistIds[0])!;
    const result = await search({ query: `${track.name} ${artist.name}`.toUpperCase() });
    expect(ids(result.song)).toContain(track.id);
    const wide = await search({ query: 'the' });
    expect(wide.song).toHaveLength(20);
    expect(wide.album.length).toBeLessThanOrEqual(20);
    expect(wide.artist.length).toBeLessThanOrEqual(20);
  });

  it('pages each kind on its own with songCount/songOffset, albumCount/albumOffset, artistCount/artistOffset', async () => {
    const first = await search({ query: 'the', songCount: 10, albumCount: 4, artistCount: 3 });
    const second = await search({
      query: 'the',
      songCount: 10,
      songOffset: 10,
      albumCount: 4,
      albumOffset: 4,
      artistCount: 3,
      artistOffset: 3,
    });
    const both = await search({ query: 'the', songCount: 20, albumCount: 8, artistCount: 6 });
    expect(first.song).toHaveLength(10);
    expect([...ids(first.song), ...ids(second.song)]).toEqual(ids(both.song));
    expect([...ids(first.album), ...ids(second.album)]).toEqual(ids(both.album));
    expect([...ids(first.artist), ...ids(second.artist)]).toEqual(ids(both.artist));
    const none = await search({ query: 'the', songCount: 0, albumCount: 0, artistCount: 0 });
    expect(none).toEqual({ artist: [], album: [], song: [] });
    const past = await search({ query: 'the', songOffset: 100000 });
    expect(past.song).toEqual([]);
  });

  it('an empty query (or "") lists the whole catalogue, page by page', async () => {
    const page = await search({ query: '', songCount: 5, songOffset: 7000, artistCount: 500, albumCount: 1 });
    expect(ids(page.song)).toEqual(catalogue.tracks.slice(7000, 7005).map((t) => t.id));
    expect(page.artist).toHaveLength(catalogue.artists.length);
    expect(ids((await search({ query: '""', songCount: 2 })).song)).toEqual(
      catalogue.tracks.slice(0, 2).map((t) => t.id),
    );
  });

  it('bad paging values are refused (code 0); a missing query is code 10', async () => {
    expect((await call('search3', { query: 'x', songCount: -1 })).error?.code).toBe(0);
    expect((await call('search3', { query: 'x', songOffset: 'ten' })).error?.code).toBe(0);
    expect((await call('search3', {})).error?.code).toBe(10);
  });

  it('getSong tells the song as the catalogue has it', async () => {
    const track = catalogue.tracks[5];
    const album = catalogue.album(track.albumId)!;
    const song = (await call('getSong', { id: track.id })).song as Record<string, unknown>;
    expect(song).toMatchObject({
      id: track.id,
      title: track.name,
      album: album.name,
      albumId: album.id,
      artistId: track.artistIds[0],
      track: track.trackNumber,
      duration: Math.round(track.durationMs / 1000),
      isDir: false,
      type: 'music',
      mediaType: 'song',
      isrc: [track.isrc],
      year: Number(album.releaseDate.slice(0, 4)),
    });
    expect(song.artists).toEqual(track.artistIds.map((id) => ({ id, name: catalogue.artist(id)!.name })));
  });

  it('getArtist lists its albums; getAlbum lists its songs in order', async () => {
    const artist = catalogue.artists[7];
    const answer = (await call('getArtist', { id: artist.id })).artist as Item & { album: Item[] };
    expect(answer).toMatchObject({ id: artist.id, name: artist.name, albumCount: artist.albumIds.length });
    expect(ids(answer.album)).toEqual(artist.albumIds);
    const album = catalogue.album(artist.albumIds[0])!;
    const full = (await call('getAlbum', { id: album.id })).album as Item & { song: Item[] };
    expect(full).toMatchObject({
      id: album.id,
      name: album.name,
      songCount: album.trackIds.length,
      artistId: artist.id,
    });
    expect(ids(full.song)).toEqual(album.trackIds);
    const albumMs = album.trackIds.reduce((sum, id) => sum + catalogue.track(id)!.durationMs, 0);
    expect(full.duration).toBe(Math.round(albumMs / 1000));
    for (const [method, code] of [
      ['getArtist', 70],
      ['getAlbum', 70],
      ['getSong', 70],
    ] as const) {
      expect((await call(method, { id: 'unknown' })).error?.code).toBe(code);
      expect((await call(method)).error?.code).toBe(10);
    }
  });

  it("getPlaylists: the account's own playlists (as on the Web API face), then the editors' it follows", async () => {
    const own = accountPlaylists({ id: USER, displayName: 'Premium Listener' });
    const lists = ((await call('getPlaylists')).playlists as { playlist: Item[] }).playlist;
    expect(ids(lists.slice(0, own.length))).toEqual(own.map((p) => p.id));
    expect(lists[0]).toMatchObject({ owner: USER, readonly: false, songCount: own[0].trackIds.length });
    expect(lists[own.length]).toMatchObject({ owner: 'upclub-sim-editors', readonly: true });
    const other = await rest(app, 'getPlaylists', { username: 'free-listener' });
    expect(envelope(other.body).error?.code).toBe(50);
  });

  it("getPlaylist: its songs in order, also another account's playlist", async () => {
    const theirs = accountPlaylists({ id: 'free-listener', displayName: 'Free Listener' })[0];
    const res = await rest(app, 'getPlaylist', { id: theirs.id }, { auth: tokenAuth() });
    const list = envelope(res.body).playlist as Item & { entry: Item[] };
    expect(list).toMatchObject({ id: theirs.id, name: theirs.name, owner: 'free-listener', readonly: true });
    expect(ids(list.entry)).toEqual(theirs.trackIds);
  });
});
