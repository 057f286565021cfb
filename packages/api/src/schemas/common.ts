import { z } from 'zod';
import { DB_ID_MAX, SEARCH_QUERY_MAX_LENGTH } from '@upclub/shared/constants';

// Response bodies shared by every route (DRF conventions) and small helpers for route schemas.

export const detailSchema = z.object({ detail: z.string() }).describe('A message: `{detail}`');

export const fieldErrorsSchema = z
  .record(z.string(), z.array(z.string()))
  .describe('Messages per field: `{field: [messages]}`, or `{non_field_errors: [...]}`');

export const badRequestSchema = z.union([detailSchema, fieldErrorsSchema]);

/** The error answers a route may give, by status. */
export const ERROR_RESPONSES = {
  400: badRequestSchema,
  401: detailSchema,
  403: detailSchema,
  404: detailSchema,
  429: detailSchema,
  502: detailSchema,
} as const;

export function errorResponses<S extends keyof typeof ERROR_RESPONSES>(...statuses: S[]) {
  return Object.fromEntries(statuses.map((s) => [s, ERROR_RESPONSES[s]])) as Pick<typeof ERROR_RESPONSES, S>;
}

/** Bodies that carry nothing (`{}` or no body at all). */
export const emptyBodySchema = z.object({}).describe('Empty payload');

/** OpenAPI: the routes that need `Authorization: Token <key>`. */
export const TOKEN_SECURITY = [{ tokenAuth: [] }];

/**
 * A row id in a path or query, the one rule of every route: a whole number from 1 to DB_ID_MAX.
 * Anything else (0, 1.5, 'abc', an id past PostgreSQL's integer) names no row: in a path it is
 * a 404 like any URL that does not exist, in a query a 400.
 */
export const rowIdParam = () => z.coerce.number().int().positive().max(DB_ID_MAX);

/** A search text in a path (users, posts, threads): 1 to SEARCH_QUERY_MAX_LENGTH characters. */
export const searchQueryParam = () => z.string().trim().min(1).max(SEARCH_QUERY_MAX_LENGTH);

/** A row id in a path (post, comment, thread). */
export const idParams = z.object({ id: rowIdParam() });

/** A user id in a path. */
export const userIdParams = z.object({ id: rowIdParam() });
