import { call, differences, inner, OPEN_SUBSONIC_FIELDS } from './client';
import { documented } from '../opensubsonic/contract';
import { describeSupysonic } from './setup';
import { songTitled } from './songs';

// Audio and pictures from a real Subsonic server (API 1.10.2), as an HTML audio element and an
// img element will ask for them: streams answer byte ranges, covers come from the album's folder
// or from the MP3's own picture.

const ALL_MISSING = [...OPEN_SUBSONIC_FIELDS];
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG's width and height (its IHDR chunk). */
const pngSize = (bytes: Buffer): [number, number] => [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];

describeSupysonic('stream and cover art', (ref) => {
  it('stream without a range: 200, the whole MP3, its size from getSong; no Accept-Ranges', async () => {
    const song = await songTitled(ref.server, 'Lantern Walk');
    const answer = await call(ref.server, 'stream', { id: song.id });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('audio/mpeg');
    // The description documents the generic application/binary; real servers name the format.
    expect(documented('stream').mediaTypes).toEqual(['application/binary', 'text/xml']);
    expect(Number(answer.headers.get('content-length'))).toBe(song.size);
    expect(answer.bytes.length).toBe(song.size);
    expect(answer.bytes.subarray(0, 3).toString('latin1')).toBe('ID3');
    expect(answer.headers.get('accept-ranges')).toBeNull();
    // Unlike its JSON answers, no CORS header: a page can play it, but not read it from script.
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('stream with a Range: 206, Content-Range and exactly those bytes; Accept-Ranges only here', async () => {
    const song = await songTitled(ref.server, 'Lantern Walk');
    const whole = (await call(ref.server, 'stream', { id: song.id })).bytes;
    const part = await call(ref.server, 'stream', { id: song.id }, { headers: { range: 'bytes=1000-1999' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 1000-1999/${song.size}`);
    expect(part.headers.get('accept-ranges')).toBe('bytes');
    expect(part.headers.get('content-type')).toBe('audio/mpeg');
    expect(part.bytes.equals(whole.subarray(1000, 2000))).toBe(true);

    // What an audio element asks first, and a seek to the end.
    const open = await call(ref.server, 'stream', { id: song.id }, { headers: { range: 'bytes=0-' } });
    expect([open.status, open.headers.get('content-range')]).toEqual([206, `bytes 0-${song.size - 1}/${song.size}`]);
    const tail = await call(ref.server, 'stream', { id: song.id }, { headers: { range: `bytes=${song.size - 100}-` } });
    expect(tail.status).toBe(206);
    expect(tail.bytes.equals(whole.subarray(song.size - 100))).toBe(true);
  });

  it('a range past the end is 416 with the size (an HTML body, not a Subsonic error)', async () => {
    const song = await songTitled(ref.server, 'Lantern Walk');
    const answer = await call(
      ref.server,
      'stream',
      { id: song.id },
      { headers: { range: `bytes=${song.size + 10}-` } },
    );
    expect(answer.status).toBe(416);
    expect(answer.headers.get('content-range')).toBe(`bytes */${song.size}`);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('maxBitRate in kbit/s is read against the bitRate in bit/s: it asks for a transcode that fails', async () => {
    const song = await songTitled(ref.server, 'Lantern Walk');
    const answer = await call(ref.server, 'stream', { id: song.id, maxBitRate: 320 });
    expect(answer.status).toBe(200);
    expect(inner(answer).error).toEqual({ code: 0, message: 'No way to transcode from mp3 to mp3' });
    // format=raw is the way to ask for the file as it is.
    const raw = await call(ref.server, 'stream', { id: song.id, format: 'raw' });
    expect([raw.status, raw.bytes.length]).toEqual([200, song.size]);
  });

  it('timeOffset is refused as unsupported; an unknown song is error 70', async () => {
    const song = await songTitled(ref.server, 'Lantern Walk');
    const offset = await call(ref.server, 'stream', { id: song.id, timeOffset: 2 });
    expect(inner(offset).error).toEqual({ code: 0, message: "Unsupported parameter 'timeOffset'" });
    const unknown = await call(ref.server, 'stream', { id: '00000000-0000-4000-8000-000000000000' });
    expect(inner(unknown).error).toEqual({ code: 70, message: 'Track not found' });
    expect(differences(undefined, unknown.json)).toEqual({ missing: ALL_MISSING, payload: [] });
  });

  it("getCoverArt with a song's coverArt: the folder's cover.png, scaled with size", async () => {
    const song = await songTitled(ref.server, 'Harbour Lights');
    // The album folder's id, shared by its songs and the album.
    expect(song.coverArt).toMatch(/^\d+$/);
    const answer = await call(ref.server, 'getCoverArt', { id: song.coverArt });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/png');
    expect(answer.bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(pngSize(answer.bytes)).toEqual([128, 129]);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    const small = await call(ref.server, 'getCoverArt', { id: song.coverArt, size: 64 });
    expect(small.headers.get('content-type')).toBe('image/png');
    expect(pngSize(small.bytes)).toEqual([64, 64]);
  });

  it("getCoverArt with the coverArt of a song whose MP3 holds the picture: the song's own id", async () => {
    const song = await songTitled(ref.server, 'Kite Season');
    expect(song.coverArt).toBe(song.id);
    const answer = await call(ref.server, 'getCoverArt', { id: song.coverArt });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/png');
    expect(answer.bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  });

  it('a song without any picture has no coverArt; asking with its id is an internal error 0', async () => {
    const song = await songTitled(ref.server, 'Rue des Martyrs');
    expect(song.coverArt).toBeUndefined();
    const answer = await call(ref.server, 'getCoverArt', { id: song.id });
    expect(answer.status).toBe(200);
    expect(inner(answer).error).toEqual({
      code: 0,
      message: expect.stringMatching(/^InternalServerError: 500 Internal Server Error/),
    });
    const album = await call(ref.server, 'getCoverArt', { id: song.albumId });
    expect(inner(album).error).toEqual({ code: 70, message: 'Cover art not found' });
  });
});
