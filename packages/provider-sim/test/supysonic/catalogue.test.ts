import { allTracks } from '@upclub/testing/supysonicLibrary';
import { call, differences, inner, OPEN_SUBSONIC_FIELDS } from './client';
import { describeSupysonic } from './setup';
import { allSongs, songTitled, type Song } from './songs';

// Searching and browsing a real Subsonic server (API 1.10.2) the way the UpClub client will: the
// tags the library was made with come back, and the differences from the description are pinned.

const ALL_MISSING = [...OPEN_SUBSONIC_FIELDS];
/** supysonic writes dates without a time zone ("2026-11-27T18:07:07"): not an RFC 3339 date-time. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const LOCAL_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;

describeSupysonic('search and browse', (ref) => {
  it('search3 with an empty query lists the whole library, with its tags and real lengths', async () => {
    const songs = await allSongs(ref.server);
    const made = allTracks(ref.server.library);
    expect(songs.size).toBe(made.length);
    // Songs, albums and artists are named by UUIDs.
    for (const song of songs.values()) {
      for (const id of [song.id, song.albumId, song.artistId]) expect(id).toMatch(UUID);
    }
    for (const { album, track } of made) {
      expect(songs.get(track.title)).toMatchObject({
        title: track.title,
        artist: album.artist,
        album: album.title,
        track: track.number,
        year: album.year,
        duration: track.seconds,
        path: track.path,
        contentType: 'audio/mpeg',
        suffix: 'mp3',
        type: 'music',
        isDir: false,
        isVideo: false,
        discNumber: 1,
        // Bits per second, where the description means kilobits: 32 kbit/s reads 32000.
        bitRate: 32000,
        created: expect.stringMatching(LOCAL_DATE),
      });
    }
  });

  it('search3 finds by words and answers the description but for dates and the envelope', async () => {
    const answer = await call(ref.server, 'search3', { query: 'harbour' });
    const result = inner(answer).searchResult3 as { artist?: unknown[]; album: Array<{ name: string }>; song: Song[] };
    expect(result.album.map((a) => a.name)).toEqual(['Night Harbour']);
    expect(result.song.map((s) => s.title)).toEqual(['Harbour Lights']);
    // No artist matches: the list is left out, not empty.
    expect(result.artist).toBeUndefined();
    expect(differences('search3', answer.json)).toEqual({
      missing: ALL_MISSING,
      payload: [
        '/subsonic-response/searchResult3/album/*/created must match format "date-time"',
        '/subsonic-response/searchResult3/song/*/created must match format "date-time"',
      ],
    });
  });

  it('search3 matches artist names too, whatever the case', async () => {
    const answer = await call(ref.server, 'search3', { query: 'AURORA' });
    const result = inner(answer).searchResult3 as { artist: Array<{ name: string; albumCount: number }> };
    expect(result.artist).toEqual([expect.objectContaining({ name: 'Aurora Lane', albumCount: 2 })]);
  });

  it('search3 without a match answers an empty object: every empty list is left out', async () => {
    const answer = await call(ref.server, 'search3', { query: 'zzzz qqqq' });
    expect(inner(answer)).toEqual({ status: 'ok', version: '1.10.2', searchResult3: {} });
    expect(differences('search3', answer.json)).toEqual({ missing: ALL_MISSING, payload: [] });
  });

  it('search3 pages with songCount and songOffset', async () => {
    const page = async (songOffset: number) => {
      const answer = await call(ref.server, 'search3', {
        query: '',
        songCount: 3,
        songOffset,
        albumCount: 0,
        artistCount: 0,
      });
      return ((inner(answer).searchResult3 as { song?: Song[] }).song ?? []).map((s) => s.id);
    };
    const [first, second, third] = [await page(0), await page(3), await page(6)];
    expect([first.length, second.length, third.length]).toEqual([3, 3, 2]);
    expect(new Set([...first, ...second, ...third]).size).toBe(8);
  });

  it('getArtist lists the albums; getAlbum lists the songs in track order', async () => {
    const song = await songTitled(ref.server, 'Low Tide');
    const artistAnswer = await call(ref.server, 'getArtist', { id: song.artistId });
    expect(inner(artistAnswer).artist).toMatchObject({
      id: song.artistId,
      name: 'Aurora Lane',
      albumCount: 2,
      album: expect.arrayContaining([
        expect.objectContaining({ name: 'Night Harbour', songCount: 3, duration: 15, year: 2019 }),
        expect.objectContaining({ name: 'Paper Skies', songCount: 2, duration: 9, year: 2022 }),
      ]),
    });
    expect(differences('getArtist', artistAnswer.json)).toEqual({
      missing: ALL_MISSING,
      payload: ['/subsonic-response/artist/album/*/created must match format "date-time"'],
    });

    const albumAnswer = await call(ref.server, 'getAlbum', { id: song.albumId });
    const album = inner(albumAnswer).album as { name: string; artist: string; song: Song[] };
    expect(album).toMatchObject({ id: song.albumId, name: 'Night Harbour', artist: 'Aurora Lane', songCount: 3 });
    expect(album.song.map((s) => [s.track, s.title])).toEqual([
      [1, 'Harbour Lights'],
      [2, 'Low Tide'],
      [3, 'Lantern Walk'],
    ]);
    expect(differences('getAlbum', albumAnswer.json)).toEqual({
      missing: ALL_MISSING,
      payload: [
        '/subsonic-response/album/created must match format "date-time"',
        '/subsonic-response/album/song/*/created must match format "date-time"',
      ],
    });
  });

  it('names keep their accents', async () => {
    const song = await songTitled(ref.server, 'Été Indien');
    expect(song).toMatchObject({ artist: 'Émile Rivière', album: 'Café du Nord' });
  });

  it('getSong answers the song as search3 lists it', async () => {
    const song = await songTitled(ref.server, 'Kite Season');
    const answer = await call(ref.server, 'getSong', { id: song.id });
    expect(inner(answer).song).toEqual(song);
    expect(differences('getSong', answer.json)).toEqual({
      missing: ALL_MISSING,
      payload: ['/subsonic-response/song/created must match format "date-time"'],
    });
  });

  it('an unknown song is error 70; an id that is no UUID is error 0 with a Python message', async () => {
    const unknown = await call(ref.server, 'getSong', { id: '00000000-0000-4000-8000-000000000000' });
    expect(inner(unknown).error).toEqual({ code: 70, message: 'Track not found' });
    const malformed = await call(ref.server, 'getSong', { id: 'not-an-id' });
    expect(inner(malformed).error).toEqual({ code: 0, message: 'ValueError: badly formed hexadecimal UUID string' });
    expect(malformed.status).toBe(200);
    expect(differences(undefined, malformed.json)).toEqual({ missing: ALL_MISSING, payload: [] });
  });
});
