import { z } from 'zod';
import { DB_ID_MAX, MSG } from '@upclub/shared/constants';

// Rules every body shares: ids and pictures. One definition each, so every route refuses the same
// values with the same words.

/**
 * A database id in a body: a positive whole number a PostgreSQL integer holds. A missing one is
 * 'Field required'; a wrong type, a fraction or one past DB_ID_MAX is MSG.invalidId (sent to the
 * database it would fail the statement).
 */
export const idRule = () =>
  z
    .number({ error: (issue) => (issue.input === undefined ? MSG.required : MSG.invalidId) })
    .int(MSG.invalidId)
    .positive(MSG.invalidId)
    .max(DB_ID_MAX, MSG.invalidId);

/** The data URL prefixes a picture may have: the crop's PNG, or a JPEG. */
export const PICTURE_PREFIXES = ['data:image/png;base64,', 'data:image/jpeg;base64,'] as const;

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * Whether a text is a PNG or JPEG data URL of base64 that decodes: padded to a multiple of four,
 * or unpadded (then its length is never 1 past a multiple of four). Anything else (an http URL, an
 * SVG, bare base64) could make a profile load from elsewhere or run in it.
 */
export function isPictureDataUrl(value: string): boolean {
  const prefix = PICTURE_PREFIXES.find((p) => value.startsWith(p));
  if (!prefix) return false;
  const data = value.slice(prefix.length);
  if (!BASE64.test(data)) return false;
  return data.endsWith('=') ? data.length % 4 === 0 : data.length % 4 !== 1;
}

/** A picture field: a picture data URL of at most `max` characters, or null (none). */
export const pictureRule = (max: number, lengthMessage: string, invalidMessage: string = MSG.invalidPicture) =>
  z
    .string()
    .max(max, lengthMessage)
    .refine((v) => v.length > max || isPictureDataUrl(v), invalidMessage)
    .nullable();
