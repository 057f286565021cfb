import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { getCatalogue } from '../../src';
import { defaultSavedTracks } from '../../src/catalogue';
import { api } from '../api';
import { buildApp, fakeClock, loginAs } from '../helpers';
import { envelope, rest, tokenAuth, type Params } from './client';

// Stars through the OpenSubsonic face. Starred songs are the account's saved tracks (the
// product's "saved tracks"): the same list the Web API face's me/tracks shows, kept in the
// emulator's store across restarts; albums and artists are starred in the store too.

interface Starred {
  artist: Array<{ id: string; starred: string }>;
  album: Array<{ id: string; starred: string }>;
  song: Array<{ id: string; starred?: string }>;
}

const catalogue = getCatalogue();
const USER = 'free-listener';

describe('OpenSubsonic stars', () => {
  let dataDir: string;
  let clock: ReturnType<typeof fakeClock>;
  let app: FastifyInstance;
  beforeEach(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'provider-sim-stars-'));
    clock = fakeClock();
    app = await buildApp({ dataDir, now: clock.now });
  });
  afterEach(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const call = async (method: string, params: Params = {}, on = app) =>
    envelope((await rest(on, method, params, { auth: tokenAuth(USER) })).body);
  const starred = async (on = app) => (await call('getStarred2', {}, on)).starred2 as Starred;

  it('getStarred2 starts from the saved tracks the account already has, newest first', async () => {
    const saved = defaultSavedTracks(USER);
    const { song, album, artist } = await starred();
    expect(song.map((s) => s.id)).toEqual(saved.map((e) => e.id));
    expect(song[0].starred).toBe(saved[0].addedAt);
    expect(album).toEqual([]);
    expect(artist).toEqual([]);
  });

  it('star and unstar a song: it heads getStarred2, carries starred elsewhere, and the Web API face agrees', async () => {
    const track = catalogue.tracks.find((t) => !defaultSavedTracks(USER).some((e) => e.id === t.id))!;
    expect((await call('star', { id: track.id })).status).toBe('ok');
    const after = await starred();
    expect(after.song[0]).toMatchObject({ id: track.id, starred: '2026-11-22T12:00:00Z' });
    expect(((await call('getSong', { id: track.id })).song as { starred?: string }).starred).toBe(
      '2026-11-22T12:00:00Z',
    );
    const token = (await loginAs(app, USER)).access_token;
    const contains = await api(app, token, 'GET', `me/tracks/contains?ids=${track.id}`);
    expect(contains.json()).toEqual([true]);

    expect((await call('unstar', { id: track.id })).status).toBe('ok');
    expect((await starred()).song.map((s) => s.id)).not.toContain(track.id);
    expect((await call('getSong', { id: track.id })).song).not.toHaveProperty('starred');
    expect((await api(app, token, 'GET', `me/tracks/contains?ids=${track.id}`)).json()).toEqual([false]);
  });

  it('stars albums and artists (by albumId/artistId or by id), several at once, newest first', async () => {
    const [a1, a2] = catalogue.albums;
    const [r1, r2] = catalogue.artists;
    await call('star', { albumId: a1.id, artistId: [r1.id] });
    clock.advance(60_000);
    await call('star', { id: [a2.id, r2.id] });
    const { album, artist } = await starred();
    expect(album.map((a) => a.id)).toEqual([a2.id, a1.id]);
    expect(artist.map((a) => a.id)).toEqual([r2.id, r1.id]);
    expect(album[0].starred).toBe('2026-11-22T12:01:00Z');
    expect(((await call('getAlbum', { id: a1.id })).album as { starred?: string }).starred).toBe(
      '2026-11-22T12:00:00Z',
    );
    // Starring again keeps the first time.
    await call('star', { albumId: a1.id });
    expect((await starred()).album.find((a) => a.id === a1.id)?.starred).toBe('2026-11-22T12:00:00Z');
    await call('unstar', { albumId: a1.id, id: r2.id });
    const left = await starred();
    expect(left.album.map((a) => a.id)).toEqual([a2.id]);
    expect(left.artist.map((a) => a.id)).toEqual([r1.id]);
  });

  it('stars are kept in the store across a restart, per account', async () => {
    const track = catalogue.tracks[999];
    const album = catalogue.albums[5];
    await call('star', { id: track.id, albumId: album.id });
    await app.close();
    app = await buildApp({ dataDir, now: clock.now });
    const kept = await starred();
    expect(kept.song[0].id).toBe(track.id);
    expect(kept.album.map((a) => a.id)).toEqual([album.id]);
    const other = envelope((await rest(app, 'getStarred2', {}, { auth: tokenAuth('premium-listener') })).body)
      .starred2 as Starred;
    expect(other.album).toEqual([]);
    expect(other.song.map((s) => s.id)).not.toContain(track.id);
  });

  it('unknown ids are 70 and change nothing; no id at all is 10', async () => {
    const before = await starred();
    expect((await call('star', { id: [catalogue.tracks[1].id, 'nope'] })).error?.code).toBe(70);
    expect((await call('star', { albumId: catalogue.artists[0].id })).error?.code).toBe(70);
    expect((await call('star')).error?.code).toBe(10);
    expect(await starred()).toEqual(before);
  });
});
