import { BASE62_ID } from '../catalogue';

/** A 400 the Web API's error handler answers as `{ error: { status: 400, message } }`. */
export class BadRequest extends Error {
  readonly statusCode = 400;
}

/** An integer query parameter in [min, max], its default when absent; 400 otherwise. */
export function intParam(
  value: unknown,
  name: string,
  { min, max, fallback }: { min: number; max: number; fallback: number },
): number {
  if (value === undefined || value === '') return fallback;
  const n = typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : NaN;
  if (!Number.isInteger(n) || n < min || n > max) throw new BadRequest(`Invalid ${name}`);
  return n;
}

/** offset (0..max) and limit (1..maxLimit, default `fallback`) of a list call. */
export function pageParams(
  query: { offset?: string; limit?: string },
  {
    maxLimit = 50,
    fallback = 20,
    maxOffset = 100_000,
  }: { maxLimit?: number; fallback?: number; maxOffset?: number } = {},
): { offset: number; limit: number } {
  return {
    offset: intParam(query.offset, 'offset', { min: 0, max: maxOffset, fallback: 0 }),
    limit: intParam(query.limit, 'limit', { min: 1, max: maxLimit, fallback }),
  };
}

/** A comma-separated list (ids, uris) of at most `max` items; 400 when missing or too long. */
export function listParam(value: unknown, name: string, max: number): string[] {
  const items =
    typeof value === 'string'
      ? value
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : [];
  if (items.length === 0) throw new BadRequest(`Missing ${name}`);
  if (items.length > max) throw new BadRequest(`Too many ${name}: at most ${max}`);
  return items;
}

export function idList(value: unknown, max: number): string[] {
  const ids = listParam(value, 'ids', max);
  for (const id of ids) if (!BASE62_ID.test(id)) throw new BadRequest(`Invalid base62 id`);
  return ids;
}

/** `market`: an ISO 3166-1 alpha-2 code, or absent. */
export function marketParam(value: unknown): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !/^([A-Z]{2}|from_token)$/.test(value)) throw new BadRequest('Invalid market code');
  return value;
}
