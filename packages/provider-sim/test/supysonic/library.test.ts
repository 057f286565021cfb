import { call, differences, inner, OPEN_SUBSONIC_FIELDS } from './client';
import { describeSupysonic } from './setup';
import { songTitled, type Song } from './songs';

// A person's own things on a real Subsonic server (API 1.10.2): playlists, and stars as the
// "saved tracks". These tests change the server's state, so they run in order in one file.

const ALL_MISSING = [...OPEN_SUBSONIC_FIELDS];
const LOCAL_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;

interface Playlist {
  id: string;
  name: string;
  owner: string;
  public: boolean;
  songCount: number;
  duration: number;
  created: string;
  changed?: string;
  entry?: Song[];
}

describeSupysonic('playlists and stars', (ref) => {
  it('with no playlist, getPlaylists answers an empty object (no list)', async () => {
    const answer = await call(ref.server, 'getPlaylists');
    expect(inner(answer).playlists).toEqual({});
    expect(differences('getPlaylists', answer.json)).toEqual({ missing: ALL_MISSING, payload: [] });
  });

  it('createPlaylist answers no playlist (older than 1.14): its id comes from getPlaylists', async () => {
    const [first, second] = [await songTitled(ref.server, 'Signal Fire'), await songTitled(ref.server, 'Low Tide')];
    const created = await call(ref.server, 'createPlaylist', { name: 'Evening', songId: [first.id, second.id] });
    expect(inner(created)).toEqual({ status: 'ok', version: '1.10.2' });
    expect(differences('createPlaylist', created.json)).toEqual({
      missing: ALL_MISSING,
      payload: ["/subsonic-response must have required property 'playlist'"],
    });

    const listAnswer = await call(ref.server, 'getPlaylists');
    const lists = (inner(listAnswer).playlists as { playlist: Playlist[] }).playlist;
    expect(lists).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/),
        name: 'Evening',
        owner: ref.server.user,
        public: false,
        songCount: 2,
        duration: first.duration + second.duration,
        created: expect.stringMatching(LOCAL_DATE),
      },
    ]);
    expect(differences('getPlaylists', listAnswer.json)).toEqual({
      missing: ALL_MISSING,
      payload: [
        "/subsonic-response/playlists/playlist/* must have required property 'changed'",
        '/subsonic-response/playlists/playlist/*/created must match format "date-time"',
      ],
    });

    const answer = await call(ref.server, 'getPlaylist', { id: lists[0].id });
    const playlist = inner(answer).playlist as Playlist;
    expect(playlist.entry?.map((s) => s.title)).toEqual(['Signal Fire', 'Low Tide']);
    expect(playlist.changed).toBeUndefined();
    expect(differences('getPlaylist', answer.json)).toEqual({
      missing: ALL_MISSING,
      payload: [
        "/subsonic-response/playlist must have required property 'changed'",
        '/subsonic-response/playlist/created must match format "date-time"',
        '/subsonic-response/playlist/entry/*/created must match format "date-time"',
      ],
    });
  });

  it('getStarred2 exists; with nothing starred it answers an empty object', async () => {
    const answer = await call(ref.server, 'getStarred2');
    expect(inner(answer).starred2).toEqual({});
    expect(differences('getStarred2', answer.json)).toEqual({ missing: ALL_MISSING, payload: [] });
  });

  it('star a song, an album and an artist; getStarred2 and getSong show it; unstar undoes it', async () => {
    const song = await songTitled(ref.server, 'Harbour Lights');
    const starred = await call(ref.server, 'star', { id: song.id, albumId: song.albumId, artistId: song.artistId });
    expect(inner(starred)).toEqual({ status: 'ok', version: '1.10.2' });
    expect(differences('star', starred.json)).toEqual({ missing: ALL_MISSING, payload: [] });

    const answer = await call(ref.server, 'getStarred2');
    const lists = inner(answer).starred2 as {
      song: Song[];
      album: Array<{ id: string }>;
      artist: Array<{ id: string }>;
    };
    expect(lists.song.map((s) => s.id)).toEqual([song.id]);
    expect(lists.song[0].starred).toMatch(LOCAL_DATE);
    expect(lists.album.map((a) => a.id)).toEqual([song.albumId]);
    expect(lists.artist.map((a) => a.id)).toEqual([song.artistId]);
    expect(differences('getStarred2', answer.json)).toEqual({
      missing: ALL_MISSING,
      payload: [
        '/subsonic-response/starred2/album/*/created must match format "date-time"',
        '/subsonic-response/starred2/album/*/starred must match format "date-time"',
        '/subsonic-response/starred2/artist/*/starred must match format "date-time"',
        '/subsonic-response/starred2/song/*/created must match format "date-time"',
        '/subsonic-response/starred2/song/*/starred must match format "date-time"',
      ],
    });
    // The older getStarred answers the same songs.
    const older = await call(ref.server, 'getStarred');
    expect((inner(older).starred as { song: Song[] }).song.map((s) => s.id)).toEqual([song.id]);

    const one = await call(ref.server, 'getSong', { id: song.id });
    expect((inner(one).song as Song).starred).toBe(lists.song[0].starred);

    const unstarred = await call(ref.server, 'unstar', { id: song.id, albumId: song.albumId, artistId: song.artistId });
    expect(inner(unstarred)).toEqual({ status: 'ok', version: '1.10.2' });
    expect(inner(await call(ref.server, 'getStarred2')).starred2).toEqual({});
    expect((inner(await call(ref.server, 'getSong', { id: song.id })).song as Song).starred).toBeUndefined();
  });

  it('starring a starred song is error 0 "already starred" (a client takes it as done); unstarring one not starred is ok', async () => {
    const song = await songTitled(ref.server, 'Paper Skies');
    await call(ref.server, 'star', { id: song.id });
    const again = await call(ref.server, 'star', { id: song.id });
    expect(inner(again).error).toEqual({ code: 0, message: `Track ${song.id} already starred` });
    await call(ref.server, 'unstar', { id: song.id });
    const notStarred = await call(ref.server, 'unstar', { id: song.id });
    expect(inner(notStarred)).toEqual({ status: 'ok', version: '1.10.2' });
  });
});
