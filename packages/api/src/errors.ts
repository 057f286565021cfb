import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { SERVER_DETAIL, toFieldErrors } from '@upclub/shared/validation';

// Errors in the conventions of a Django REST Framework backend, which the client expects:
// 400 {field: [messages]} or {detail}, 401/404/429 {detail}.

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.detail === 'string' ? body.detail : JSON.stringify(body));
    this.name = 'ApiError';
  }
}

export const notFound = () => new ApiError(404, { detail: SERVER_DETAIL.notFound });
export const badRequest = (body: Record<string, unknown>) => new ApiError(400, body);
export const fieldError = (field: string, message: string) => badRequest({ [field]: [message] });
export const forbidden = (detail: string = SERVER_DETAIL.permissionDenied) => new ApiError(403, { detail });
export const badGateway = (detail: string) => new ApiError(502, { detail });
/** DRF's 400 for an id that names no row: `{field: ['Invalid pk "7" - object does not exist.']}`. */
export const invalidPk = (field: string, id: number | string) =>
  fieldError(field, `Invalid pk "${id}" - object does not exist.`);
export const unauthorized = (detail: string) => new ApiError(401, { detail }, { 'WWW-Authenticate': 'Token' });

/** DRF's throttle answer, with Retry-After. */
export function throttled(seconds: number): ApiError {
  const wait = Math.max(1, Math.ceil(seconds));
  return new ApiError(
    429,
    { detail: `${SERVER_DETAIL.throttled} Expected available in ${wait} second${wait === 1 ? '' : 's'}.` },
    { 'Retry-After': String(wait) },
  );
}

function isZodError(error: unknown): error is z.ZodError {
  return error instanceof Error && error.name === 'ZodError' && Array.isArray((error as z.ZodError).issues);
}

/** What a request is told when the database cannot be reached for a moment. */
export const DATABASE_UNAVAILABLE = 'The service is briefly unavailable. Please try again.';

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
const CONNECTION_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/**
 * Whether the error (or one it wraps: Drizzle wraps the driver's) is a lost or refused database
 * connection: SQLSTATE class 08, an administrator or crash shutdown, too many connections, or the
 * driver's own "Connection terminated". A retry on a fresh connection may well succeed.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let e: unknown = error, depth = 0;
    e && typeof e === 'object' && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (CONNECTION_CODES.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && CONNECTION_MESSAGES.test(message)) return true;
  }
  return false;
}

/** The error handler of the /api scope. */
export function apiErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ApiError) {
    return reply.code(error.statusCode).headers(error.headers).send(error.body);
  }
  if (isZodError(error)) {
    // A path parameter that does not fit is a URL that does not exist.
    if (error.validationContext === 'params') return reply.code(404).send({ detail: SERVER_DETAIL.notFound });
    return reply.code(400).send(toFieldErrors(error));
  }
  const status = error.statusCode ?? 500;
  if (status === 429) {
    // @fastify/rate-limit (per IP): its errorResponseBuilder returns an ApiError, this is a fallback.
    return reply.code(429).send({ detail: error.message });
  }
  if (status >= 400 && status < 500) {
    return reply.code(status).send({ detail: error.message });
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    return reply.code(503).header('Retry-After', '1').send({ detail: DATABASE_UNAVAILABLE });
  }
  request.log.error({ err: error }, 'request failed');
  return reply.code(500).send({ detail: 'A server error occurred.' });
}

export function apiNotFoundHandler(_request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send({ detail: SERVER_DETAIL.notFound });
}

/** Drizzle wraps driver errors: the constraint a unique violation hit, if that is what this is. */
export function uniqueViolation(error: unknown): string | null {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: string; constraint?: string };
    if (code === '23505') return constraint ?? '';
  }
  return null;
}

/** The value, or a 404 when there is none. */
export function found<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw notFound();
  return value;
}
