import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { SERVER_DETAIL, toFieldErrors } from '@upclub/shared/validation';
import { PasswordPoolBusyError } from './lib/password-pool';

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

/** DRF's throttle answer, with Retry-After; `why` (a sentence) goes between its two sentences. */
export function throttled(seconds: number, why?: string): ApiError {
  const wait = Math.max(1, Math.ceil(seconds));
  const reason = why ? ` ${why}` : '';
  return new ApiError(
    429,
    { detail: `${SERVER_DETAIL.throttled}${reason} Expected available in ${wait} second${wait === 1 ? '' : 's'}.` },
    { 'Retry-After': String(wait) },
  );
}

function isZodError(error: unknown): error is z.ZodError {
  return error instanceof Error && error.name === 'ZodError' && Array.isArray((error as z.ZodError).issues);
}

/** What a request is told when the database cannot be reached for a moment (a 503). */
export const DATABASE_UNAVAILABLE = SERVER_DETAIL.databaseUnavailable;

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
  if (error instanceof PasswordPoolBusyError) {
    return reply.code(503).header('Retry-After', String(error.retryAfterSeconds)).send({ detail: SERVER_DETAIL.busy });
  }
  const unavailable = databaseUnavailable(error);
  if (unavailable) {
    request.log.warn(`database unavailable: ${unavailable}`);
    return reply.code(503).header('Retry-After', '5').send({ detail: DATABASE_UNAVAILABLE });
  }
  if (dataException(error)) {
    // The schemas bound every id, cursor and text; a value that still does not fit a column is
    // the client's (a 400), not the server's fault. Logged: it names a rule a schema lacks.
    request.log.warn({ err: error }, 'a value did not fit the database');
    return reply.code(400).send({ detail: OUT_OF_RANGE });
  }
  const status = error.statusCode ?? 500;
  if (status === 429) {
    // @fastify/rate-limit (per IP): its errorResponseBuilder returns an ApiError, this is a fallback.
    return reply.code(429).send({ detail: error.message });
  }
  if (status >= 400 && status < 500) {
    return reply.code(status).send({ detail: error.message });
  }
  request.log.error({ err: error }, 'request failed');
  return reply.code(500).send({ detail: 'A server error occurred.' });
}

export function apiNotFoundHandler(_request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send({ detail: SERVER_DETAIL.notFound });
}

/** The 400 of a value the database cannot hold (an id past its integer, a year 10000). */
export const OUT_OF_RANGE = 'A value in this request is out of range.';

/**
 * Drizzle wraps driver errors: whether this is PostgreSQL's class 22 (data exception: a number
 * out of range, a date that does not exist, text an integer cannot be read from).
 */
export function dataException(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code } = e as { code?: unknown };
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
  }
  return false;
}

/** SQLSTATE classes and codes of a server that cannot serve now (not of a wrong statement). */
const UNAVAILABLE_SQLSTATES = [
  /^08/, // connection exception
  /^57/, // operator intervention: query_canceled (statement_timeout), admin_shutdown, cannot_connect_now
  /^53/, // insufficient resources: too_many_connections, out of memory, disk full
  /^25P03$/, // idle_in_transaction_session_timeout
];
/** Socket errors of a database out of reach. */
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
]);
/** What pg and pg-pool say when they gave up waiting, or lost the connection. */
const UNAVAILABLE_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
];

/**
 * Why this error means the database cannot serve at the moment (a 503 the client may retry),
 * or null for any other error. Drizzle wraps the driver's error: its causes are searched too.
 */
export function databaseUnavailable(error: unknown): string | null {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (UNAVAILABLE_SOCKET_CODES.has(code) || UNAVAILABLE_SQLSTATES.some((re) => re.test(code))) {
        return `${code} ${String(message)}`;
      }
    }
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => message.startsWith(m))) return message;
  }
  return null;
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
