import { endianness } from 'node:os';
import { Readable } from 'node:stream';
import { SAMPLE_RATE, sampleCount, samplesOf } from './render';

// A track as a PCM WAV file (RIFF, 16-bit mono), which every browser's audio element plays and
// seeks in: the bytes at any offset are computed directly, so a range costs only its own length.

export const WAV_CONTENT_TYPE = 'audio/wav';
export const WAV_SUFFIX = 'wav';
export const HEADER_BYTES = 44;
const BYTES_PER_SAMPLE = 2;
/** 8 kHz × 16 bits, in kilobits per second (Subsonic's bitRate unit). */
export const WAV_BIT_RATE_KBPS = (SAMPLE_RATE * BYTES_PER_SAMPLE * 8) / 1000;
export const WAV_BIT_DEPTH = BYTES_PER_SAMPLE * 8;
export const WAV_CHANNELS = 1;
export { SAMPLE_RATE };

const BIG_ENDIAN = endianness() === 'BE';

export interface AudioTrack {
  id: string;
  durationMs: number;
}

export const wavSize = (durationMs: number): number => HEADER_BYTES + sampleCount(durationMs) * BYTES_PER_SAMPLE;

function header(samples: number): Buffer {
  const data = samples * BYTES_PER_SAMPLE;
  const h = Buffer.alloc(HEADER_BYTES);
  h.write('RIFF', 0, 'ascii');
  h.writeUInt32LE(36 + data, 4);
  h.write('WAVE', 8, 'ascii');
  h.write('fmt ', 12, 'ascii');
  h.writeUInt32LE(16, 16); // fmt chunk size
  h.writeUInt16LE(1, 20); // PCM
  h.writeUInt16LE(WAV_CHANNELS, 22);
  h.writeUInt32LE(SAMPLE_RATE, 24);
  h.writeUInt32LE(SAMPLE_RATE * BYTES_PER_SAMPLE * WAV_CHANNELS, 28); // byte rate
  h.writeUInt16LE(BYTES_PER_SAMPLE * WAV_CHANNELS, 32); // block align
  h.writeUInt16LE(WAV_BIT_DEPTH, 34);
  h.write('data', 36, 'ascii');
  h.writeUInt32LE(data, 40);
  return h;
}

/** Bytes `start` to `end` (both inclusive, within the file) of the track's WAV file. */
export function wavBytes(track: AudioTrack, start: number, end: number): Buffer {
  const out = Buffer.alloc(end - start + 1);
  if (start < HEADER_BYTES) header(sampleCount(track.durationMs)).copy(out, 0, start, Math.min(HEADER_BYTES, end + 1));
  const dataStart = Math.max(start, HEADER_BYTES) - HEADER_BYTES;
  const dataEnd = end + 1 - HEADER_BYTES;
  if (dataEnd <= dataStart) return out;
  // Whole samples covering the range; a range may start or end inside a sample.
  const first = Math.floor(dataStart / BYTES_PER_SAMPLE);
  const last = Math.ceil(dataEnd / BYTES_PER_SAMPLE);
  const samples = samplesOf(track, first, last);
  const pcm = Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength);
  // WAV is little-endian; typed arrays use the machine's order.
  if (BIG_ENDIAN) pcm.swap16();
  pcm.copy(
    out,
    Math.max(0, HEADER_BYTES - start),
    dataStart - first * BYTES_PER_SAMPLE,
    dataEnd - first * BYTES_PER_SAMPLE,
  );
  return out;
}

/** Bytes computed per chunk of a streamed answer. */
const CHUNK_BYTES = 64 * 1024;

/**
 * Bytes `start` to `end` (inclusive) as a stream computed chunk by chunk as the client reads:
 * a browser that asks for the whole file and stops after a few seconds costs only what it read,
 * and no answer holds a whole file in memory.
 */
export function wavStream(track: AudioTrack, start: number, end: number): Readable {
  function* chunks(): Generator<Buffer> {
    for (let at = start; at <= end; at += CHUNK_BYTES) yield wavBytes(track, at, Math.min(end, at + CHUNK_BYTES - 1));
  }
  return Readable.from(chunks(), { objectMode: false });
}
