import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';

// Pictures the tests send: real PNGs and JPEGs made by sharp, with the metadata a phone writes,
// and what the API stores read back.

export const PNG_PREFIX = 'data:image/png;base64,';
export const JPEG_PREFIX = 'data:image/jpeg;base64,';

/** A picture of `width` × `height` of two colours (left and right halves), as raw RGB. */
function twoColours(width: number, height: number): Buffer {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      raw.set(x < width / 2 ? [200, 40, 40] : [40, 40, 200], at);
    }
  }
  return raw;
}

const image = (width: number, height: number) =>
  sharp(twoColours(width, height), { raw: { width, height, channels: 3 } });

/** A PNG data URL of `width` × `height`. */
export async function pngPicture(width: number, height: number): Promise<string> {
  return PNG_PREFIX + (await image(width, height).png().toBuffer()).toString('base64');
}

/**
 * A phone's photo: a JPEG of `width` × `height` pixels as stored, to be turned by its EXIF
 * orientation 6 (90° clockwise), with the camera's make and the GPS position of where it was taken.
 */
export async function phoneJpeg(width: number, height: number): Promise<string> {
  const bytes = await image(width, height)
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'TestPhone' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' },
    })
    .jpeg()
    .toBuffer();
  return JPEG_PREFIX + bytes.toString('base64');
}

/** Bytes that are no picture, under a PNG data URL's prefix (and the PNG signature). */
export function noisePretendingPng(bytes = 600): string {
  const signature = Buffer.from('89504e470d0a1a0a', 'hex');
  return PNG_PREFIX + Buffer.concat([signature, randomBytes(bytes)]).toString('base64');
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A real PNG whose data URL is exactly `chars` characters long: a small picture carrying a tEXt
 * comment long enough (metadata the API drops). Its base64 is unpadded where `chars` needs it.
 */
export async function pngOfLength(chars: number): Promise<string> {
  const base = await image(64, 36).png().toBuffer();
  const digits = chars - PNG_PREFIX.length;
  const rest = digits % 4;
  if (rest === 1) throw new Error(`no base64 is ${digits} characters long`);
  const bytes = (digits - rest) * 0.75 + (rest === 0 ? 0 : rest - 1);
  const iend = base.length - 12;
  const keyword = Buffer.from('Comment\0', 'latin1');
  const filler = Buffer.alloc(bytes - base.length - 12 - keyword.length, 'x');
  const png = Buffer.concat([
    base.subarray(0, iend),
    chunk('tEXt', Buffer.concat([keyword, filler])),
    base.subarray(iend),
  ]);
  const url = PNG_PREFIX + png.toString('base64').replace(/=+$/, '');
  if (url.length !== chars) throw new Error(`made ${url.length} characters, not ${chars}`);
  return url;
}

export interface StoredPicture {
  format: string;
  width: number;
  height: number;
  exif?: Buffer;
  orientation?: number;
  bytes: Buffer;
}

/** A stored picture read back. */
export async function readPicture(dataUrl: string): Promise<StoredPicture> {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  const meta = await sharp(bytes).metadata();
  return {
    format: meta.format,
    width: meta.width,
    height: meta.height,
    exif: meta.exif,
    orientation: meta.orientation,
    bytes,
  };
}

/** The raw RGB pixels of a picture data URL. */
export async function pixelsOf(dataUrl: string): Promise<Buffer> {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  return sharp(bytes).removeAlpha().raw().toBuffer();
}

/** Whether an EXIF block (sharp's metadata().exif) has a GPS directory in its first IFD. */
export function hasGpsDirectory(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  const tiff = exif.subarray(exif.indexOf('Exif\0\0', 0, 'latin1') + 6);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd0 = u32(4);
  const GPS_IFD_POINTER = 0x8825;
  for (let i = 0; i < u16(ifd0); i++) if (u16(ifd0 + 2 + i * 12) === GPS_IFD_POINTER) return true;
  return false;
}
