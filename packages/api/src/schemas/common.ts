import { z } from 'zod';

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

/** A row id in a path (post, comment, thread). */
export const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** A user id in a path. */
export const userIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
