import type { FastifyInstance } from 'fastify';
import { getCatalogue } from '../../src';
import { buildApp } from '../helpers';
import { envelope, rest } from './client';

// The songs' audio: a real WAV file of the song's length that an audio element plays and seeks
// in with byte ranges. The file is read here with an independent RIFF parser.

interface Wav {
  format: number;
  channels: number;
  sampleRate: number;
  byteRate: number;
  blockAlign: number;
  bitsPerSample: number;
  dataBytes: number;
  dataOffset: number;
}

function parseWav(bytes: Buffer): Wav {
  expect(bytes.toString('ascii', 0, 4)).toBe('RIFF');
  expect(bytes.readUInt32LE(4)).toBe(bytes.length - 8);
  expect(bytes.toString('ascii', 8, 12)).toBe('WAVE');
  let offset = 12;
  let fmt: Omit<Wav, 'dataBytes' | 'dataOffset'> | undefined;
  while (offset < bytes.length) {
    const id = bytes.toString('ascii', offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    if (id === 'fmt ') {
      fmt = {
        format: bytes.readUInt16LE(offset + 8),
        channels: bytes.readUInt16LE(offset + 10),
        sampleRate: bytes.readUInt32LE(offset + 12),
        byteRate: bytes.readUInt32LE(offset + 16),
        blockAlign: bytes.readUInt16LE(offset + 20),
        bitsPerSample: bytes.readUInt16LE(offset + 22),
      };
    }
    if (id === 'data') {
      if (!fmt) throw new Error('data before fmt');
      return { ...fmt, dataBytes: size, dataOffset: offset + 8 };
    }
    offset += 8 + size;
  }
  throw new Error('no data chunk');
}

describe('OpenSubsonic audio (stream, download)', () => {
  let app: FastifyInstance;
  const catalogue = getCatalogue();
  const track = catalogue.tracks[3];
  beforeAll(async () => {
    app = await buildApp();
  });
  afterAll(() => app.close());

  it('stream answers the whole song as a playable PCM WAV file of its length', async () => {
    const res = await rest(app, 'stream', { id: track.id });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('audio/wav');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    const wav = parseWav(res.rawPayload);
    expect(wav).toMatchObject({ format: 1, channels: 1, sampleRate: 8000, bitsPerSample: 16, blockAlign: 2 });
    expect(wav.byteRate).toBe(wav.sampleRate * wav.blockAlign);
    expect(wav.dataOffset + wav.dataBytes).toBe(res.rawPayload.length);
    const seconds = wav.dataBytes / wav.byteRate;
    expect(Math.abs(seconds - track.durationMs / 1000)).toBeLessThan(0.001);
    // The answer's size is the one getSong announces, and its duration rounds to the song's.
    const song = envelope((await rest(app, 'getSong', { id: track.id })).body).song as Record<string, unknown>;
    expect(song).toMatchObject({ size: res.rawPayload.length, contentType: 'audio/wav', suffix: 'wav', bitRate: 128 });
    expect(song.duration).toBe(Math.round(seconds));
  });

  it('is music, not silence: it has sound throughout and fades out at the end', async () => {
    const bytes = (await rest(app, 'stream', { id: track.id })).rawPayload;
    const wav = parseWav(bytes);
    const rms = (fromS: number, toS: number) => {
      let sum = 0;
      let n = 0;
      for (let i = Math.floor(fromS * 8000); i < Math.floor(toS * 8000); i++, n++) {
        sum += bytes.readInt16LE(wav.dataOffset + i * 2) ** 2;
      }
      return Math.sqrt(sum / n);
    };
    const end = track.durationMs / 1000;
    expect(rms(10, 20)).toBeGreaterThan(1000);
    expect(rms(end / 2, end / 2 + 10)).toBeGreaterThan(1000);
    expect(rms(end - 0.1, end)).toBeLessThan(rms(end - 10, end - 5) / 10);
    // The same song is the same file every time; another song differs.
    expect((await rest(app, 'stream', { id: track.id })).rawPayload.equals(bytes)).toBe(true);
    const other = (await rest(app, 'stream', { id: catalogue.tracks[4].id })).rawPayload;
    expect(other.subarray(1000, 5000).equals(bytes.subarray(1000, 5000))).toBe(false);
  });

  it('a single range is 206 with exactly those bytes of the whole file', async () => {
    const whole = (await rest(app, 'stream', { id: track.id })).rawPayload;
    const size = whole.length;
    const cases: Array<[string, number, number]> = [
      ['bytes=0-99', 0, 99],
      ['bytes=0-0', 0, 0],
      ['bytes=20-60', 20, 60], // across the header's end
      ['bytes=1001-2000', 1001, 2000], // odd start: half a sample
      [`bytes=${size - 500}-`, size - 500, size - 1],
      ['bytes=-300', size - 300, size - 1],
      [`bytes=100-${size + 5000}`, 100, size - 1],
      [
        `bytes=${Math.floor(size / 2)}-${Math.floor(size / 2) + 65535}`,
        Math.floor(size / 2),
        Math.floor(size / 2) + 65535,
      ],
    ];
    for (const [range, start, end] of cases) {
      const res = await rest(app, 'stream', { id: track.id }, { headers: { range } });
      expect(res.statusCode).toBe(206);
      expect(res.headers['content-range']).toBe(`bytes ${start}-${end}/${size}`);
      expect(Number(res.headers['content-length'])).toBe(end - start + 1);
      expect(res.rawPayload.equals(whole.subarray(start, end + 1))).toBe(true);
    }
  });

  it('an unsatisfiable range is 416 with the size; several ranges or a malformed one get the whole file', async () => {
    const size = Number((await rest(app, 'stream', { id: track.id })).headers['content-length']);
    for (const range of [`bytes=${size}-`, `bytes=${size + 10}-${size + 20}`, 'bytes=-0']) {
      const res = await rest(app, 'stream', { id: track.id }, { headers: { range } });
      expect(res.statusCode).toBe(416);
      expect(res.headers['content-range']).toBe(`bytes */${size}`);
      expect(res.rawPayload.length).toBe(0);
    }
    for (const range of ['bytes=0-10,20-30', 'items=0-10', 'bytes=50-10']) {
      const res = await rest(app, 'stream', { id: track.id }, { headers: { range } });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.length).toBe(size);
    }
  });

  it('download is the same file as an attachment; .view works too', async () => {
    const res = await rest(app, 'download.view', { id: track.id }, { headers: { range: 'bytes=0-43' } });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".+\.wav"$/);
    expect(res.rawPayload.toString('ascii', 0, 4)).toBe('RIFF');
  });

  it('stays cheap: the longest song, whole and in a seek, takes well under two seconds even under jest', async () => {
    const longest = catalogue.tracks.reduce((a, b) => (b.durationMs > a.durationMs ? b : a));
    const started = process.hrtime.bigint();
    const whole = await rest(app, 'stream', { id: longest.id });
    const seek = await rest(app, 'stream', { id: longest.id }, { headers: { range: 'bytes=2000000-' } });
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    expect(whole.rawPayload.length).toBeGreaterThan(4_000_000);
    expect(seek.statusCode).toBe(206);
    expect(ms).toBeLessThan(2000);
  });

  it('a HEAD request gets the headers only', async () => {
    const res = await app.inject({
      method: 'HEAD',
      url: `/provider/rest/stream?id=${track.id}&u=premium-listener&p=upclub-sim&v=1.16.1&c=t&f=json`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(Number(res.headers['content-length'])).toBeGreaterThan(44);
  });

  it('needs credentials and a known song', async () => {
    const noAuth = await rest(app, 'stream', { id: track.id }, { auth: {} });
    expect(envelope(noAuth.body).error?.code).toBe(10);
    expect(envelope((await rest(app, 'stream', { id: 'x' })).body).error?.code).toBe(70);
    expect(envelope((await rest(app, 'stream')).body).error?.code).toBe(10);
  });
});

describe('OpenSubsonic cover art', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp();
  });
  afterAll(() => app.close());

  it('serves the catalogue art for the coverArt ids the objects carry', async () => {
    const catalogue = getCatalogue();
    const track = catalogue.tracks[0];
    const song = envelope((await rest(app, 'getSong', { id: track.id })).body).song as { coverArt: string };
    const artist = envelope((await rest(app, 'getArtist', { id: catalogue.artists[0].id })).body).artist as {
      coverArt: string;
    };
    const lists = envelope((await rest(app, 'getPlaylists')).body).playlists as {
      playlist: Array<{ coverArt: string }>;
    };
    for (const id of [song.coverArt, artist.coverArt, lists.playlist[0].coverArt]) {
      const res = await rest(app, 'getCoverArt', { id, size: 300 });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml');
      expect(res.body).toMatch(/^<svg [^>]*width="300" height="300"/);
    }
    expect(song.coverArt).toBe(`al-${track.albumId}`);
  });

  it('an unknown cover is 70', async () => {
    for (const id of ['al-nope', 'xx-1', 'ar-']) {
      expect(envelope((await rest(app, 'getCoverArt', { id })).body).error?.code).toBe(70);
    }
  });
});
