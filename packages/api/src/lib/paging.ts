import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { API_PAGE_SIZE, DB_ID_MAX, DB_INT_MIN } from '@upclub/shared/constants';
import { notFound } from '../errors';

// DRF paging: `{count, next, previous, results}` with absolute `next`/`previous` URLs the
// client follows as they are. Lists that grow at the top (feeds) page by cursor (keyset), so a
// deep page costs what the first one does; short lists page by number.

export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/** The request's URL at the public address, with `query` replacing its query string. */
export function linkTo(request: FastifyRequest, publicUrl: string, query: Record<string, string | undefined>): string {
  const path = request.url.split('?')[0];
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, value);
  const qs = params.toString();
  return `${publicUrl}${path}${qs ? `?${qs}` : ''}`;
}

// ---- page numbers (`?page=N`) -------------------------------------------------------------

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().positive().max(1_000_000).optional(),
});

export function pageWindow(page = 1, size = API_PAGE_SIZE) {
  return { limit: size, offset: (page - 1) * size };
}

export function numberedPage<T>(
  request: FastifyRequest,
  publicUrl: string,
  { page = 1, count, results, size = API_PAGE_SIZE }: { page?: number; count: number; results: T[]; size?: number },
): Page<T> {
  // DRF answers 404 for a page past the end (page 1 of an empty list is fine).
  if (page > 1 && results.length === 0) throw notFound();
  // The links keep the request's other parameters (a search, a sort).
  const query = Object.fromEntries(new URLSearchParams(request.url.split('?')[1] ?? ''));
  return {
    count,
    next: page * size < count ? linkTo(request, publicUrl, { ...query, page: String(page + 1) }) : null,
    previous: page > 1 ? linkTo(request, publicUrl, { ...query, page: page > 2 ? String(page - 1) : undefined }) : null,
    results,
  };
}

/**
 * The numbered page `page` of a list: `load` reads its window (limit, offset) and the total,
 * and the answer links to the pages around it.
 */
export async function numberedList<T>(
  request: FastifyRequest,
  publicUrl: string,
  page: number | undefined,
  load: (limit: number, offset: number) => Promise<{ results: T[]; count: number }>,
): Promise<Page<T>> {
  const { limit, offset } = pageWindow(page);
  return numberedPage(request, publicUrl, { page, ...(await load(limit, offset)) });
}

// ---- cursors (`?cursor=...`) --------------------------------------------------------------

/** Where a cursor page starts: after (or, going back, before) the row with these sort keys. */
export interface Cursor {
  /** The sort keys of the row the page starts from (exactly as the database writes them). */
  keys: Array<string | number>;
  /** True: the rows before that row (the previous page). */
  reverse: boolean;
  /** Extra state kept over the pages (e.g. the start of a time window). */
  since?: string;
}

/** A timestamptz as PostgreSQL writes it ('2026-11-22 12:28:21.375+00'). */
const TIMESTAMP_TEXT = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?([+-]\d{2}(:?\d{2}){0,2}|Z)$/;

/**
 * Whether a text is a timestamp PostgreSQL takes: a real calendar day and time of the years 1
 * to 9999 (outside them, or a 31 February, the statement would fail rather than find nothing).
 */
export function isTimestampText(text: string): boolean {
  const m = TIMESTAMP_TEXT.exec(text);
  if (!m) return false;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number);
  if (year < 1 || month < 1 || month > 12 || hour > 23 || minute > 59 || second > 59) return false;
  const days = new Date(Date.UTC(2000, month, 0)).getUTCDate();
  const leap = month !== 2 || day < 29 || (year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0));
  return day >= 1 && day <= days && leap;
}

/** The types of cursor keys: a timestamptz text, a PostgreSQL integer, a finite double. */
export type CursorKeyType = 't' | 'i' | 'f';

/**
 * A cursor's keys checked against the types of the columns they are compared with (null: not a
 * cursor of that order). Every value must fit its column: an integer past int4 or a year 10000
 * would make PostgreSQL fail the statement (a 500) instead of the 404 of a forged cursor.
 */
export function cursorKeysOf(keys: Cursor['keys'], types: readonly CursorKeyType[]): Cursor['keys'] | null {
  if (keys.length !== types.length) return null;
  for (const [i, kind] of types.entries()) {
    const v = keys[i];
    if (kind === 't' && !(typeof v === 'string' && isTimestampText(v))) return null;
    if (kind === 'i' && !(Number.isInteger(v) && (v as number) >= DB_INT_MIN && (v as number) <= DB_ID_MAX))
      return null;
    if (kind === 'f' && !(typeof v === 'number' && Number.isFinite(v))) return null;
  }
  return keys;
}

/** An ISO time (a window's start) that PostgreSQL takes. */
const isWindowStart = (text: string) => {
  const at = Date.parse(text);
  return !Number.isNaN(at) && at >= Date.UTC(1, 0, 1) && at < Date.UTC(10_000, 0, 1);
};

const cursorSchema = z.object({
  k: z
    .array(z.union([z.string().max(64), z.number()]))
    .min(1)
    .max(4),
  r: z.literal(1).optional(),
  s: z.string().max(64).refine(isWindowStart).optional(),
});

export const cursorQuerySchema = z.object({ cursor: z.string().max(512).optional() });

export function encodeCursor(cursor: Cursor): string {
  const data = { k: cursor.keys, ...(cursor.reverse && { r: 1 }), ...(cursor.since && { s: cursor.since }) };
  return Buffer.from(JSON.stringify(data)).toString('base64url');
}

/** The cursor of a `?cursor=` value; a value this API did not write is a 404, as in DRF. */
export function decodeCursor(value: string | undefined): Cursor | null {
  if (value === undefined) return null;
  try {
    const parsed = cursorSchema.parse(JSON.parse(Buffer.from(value, 'base64url').toString('utf8')));
    return { keys: parsed.k, reverse: parsed.r === 1, since: parsed.s };
  } catch {
    throw notFound();
  }
}
