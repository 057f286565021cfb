import sharp from 'sharp';
import { MIN_PICTURE_WIDTH } from '@upclub/shared/constants';

// Pictures as the API stores them (issue 24): the body's data URL only says "PNG" or "JPEG", so
// its bytes are decoded by a real image library (sharp, i.e. libvips) and encoded anew. What is no
// picture is refused; what is one is stored as pixels only: EXIF (a phone's GPS position, its
// serial number), XMP, comments and colour profiles are not copied (sharp writes none unless told
// to), after the EXIF orientation has been applied to the pixels so the picture still stands up.

/** The formats a picture may have: those of the shared rule's data URL prefixes. */
export type PictureFormat = 'png' | 'jpeg';

const PREFIX: Record<PictureFormat, string> = {
  png: 'data:image/png;base64,',
  jpeg: 'data:image/jpeg;base64,',
};

/** How large a stored picture may be: its longer side in pixels, and its data URL in characters. */
export interface PictureBounds {
  maxSide: number;
  maxChars: number;
}

/** A picture that cannot be stored: its bytes are no picture, or no size of it fits maxChars. */
export class PictureError extends Error {
  constructor(readonly reason: 'unreadable' | 'tooLong') {
    super(reason === 'unreadable' ? 'not a decodable PNG or JPEG' : 'no size of it fits its limit');
    this.name = 'PictureError';
  }
}

/**
 * Pixels decoded at most (4096 × 4096, 64 MiB as RGBA). A picture that honestly fits 1,000,000
 * characters is far smaller; a PNG of one colour is not, and would make libvips allocate what its
 * header claims (sharp's own default allows 16383 × 16383, a gigabyte).
 */
export const PICTURE_MAX_INPUT_PIXELS = 4096 * 4096;
/** JPEG quality of the re-encoded pictures: no visible loss, about half of 100's bytes. */
export const PICTURE_JPEG_QUALITY = 85;
/** Each step down when the re-encoded picture is over its limit: about a fifth fewer pixels. */
const SHRINK = 0.9;

const INPUT: sharp.SharpOptions = {
  limitInputPixels: PICTURE_MAX_INPUT_PIXELS,
  // sharp's strictest level: a truncated or corrupt picture is refused, not stored half grey.
  failOn: 'warning',
};

function encode(input: Buffer, format: PictureFormat, side: number): Promise<Buffer> {
  // rotate() without an angle turns the pixels as the EXIF orientation says (and drops the tag);
  // the EXIF itself, like every other metadata, is left out of the output.
  const image = sharp(input, INPUT)
    .rotate()
    .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true });
  return (
    format === 'png'
      ? image.png({ compressionLevel: 9, adaptiveFiltering: true })
      : image.jpeg({ quality: PICTURE_JPEG_QUALITY })
  ).toBuffer();
}

const dataUrlLength = (format: PictureFormat, bytes: number) => PREFIX[format].length + 4 * Math.ceil(bytes / 3);

/**
 * `dataUrl` (a PNG or JPEG data URL the shared pictureRule took) decoded and encoded again in the
 * format its bytes have, at most `maxSide` pixels on its longer side, and smaller step by step
 * while its data URL is longer than `maxChars` (re-encoding may not compress as well as the
 * sender did). Throws PictureError when it is no picture, or no size down to MIN_PICTURE_WIDTH fits.
 */
export async function cleanPicture(dataUrl: string, { maxSide, maxChars }: PictureBounds): Promise<string> {
  const input = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  let format: PictureFormat;
  let side: number;
  try {
    const { format: found, width, height, autoOrient } = await sharp(input, INPUT).metadata();
    // Only the formats the data URLs name: sharp would also read SVG, GIF, TIFF... under any prefix.
    if (found !== 'png' && found !== 'jpeg') throw new PictureError('unreadable');
    format = found;
    side = Math.min(maxSide, Math.max(autoOrient?.width ?? width, autoOrient?.height ?? height));
  } catch {
    throw new PictureError('unreadable');
  }
  for (;;) {
    let output: Buffer;
    try {
      output = await encode(input, format, side);
    } catch {
      // The header read, the pixels did not: truncated, corrupt, or past the pixel limit.
      throw new PictureError('unreadable');
    }
    if (dataUrlLength(format, output.length) <= maxChars) return PREFIX[format] + output.toString('base64');
    if (side <= MIN_PICTURE_WIDTH) throw new PictureError('tooLong');
    side = Math.max(MIN_PICTURE_WIDTH, Math.min(side - 1, Math.floor(side * SHRINK)));
  }
}
