import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { API_PAGE_SIZE } from '@upclub/shared/constants';
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

const cursorSchema = z.object({
  k: z
    .array(z.union([z.string().max(64), z.number()]))
    .min(1)
    .max(4),
  r: z.literal(1).optional(),
  s: z.string().max(64).optional(),
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
