import type { FastifyReply } from 'fastify';

// The `subsonic-response` envelope every JSON answer travels in (f=json), and the Subsonic error
// shape: failures are HTTP 200 with `status: "failed"` and a numbered code, as real servers answer.

/** The Subsonic API version the face implements (the OpenSubsonic description's). */
export const SUBSONIC_API_VERSION = '1.16.1';
/** `type`: the server's name, as Navidrome or gonic name themselves. */
export const SERVER_TYPE = 'upclub-provider-sim';
export const SERVER_VERSION = '0.1.0';

/** The error codes of the OpenSubsonic `Error` schema this face uses. */
export const ERROR_CODES = {
  generic: 0,
  missingParameter: 10,
  serverTooOld: 30,
  wrongCredentials: 40,
  tokenNotSupported: 41,
  mechanismNotSupported: 42,
  conflictingMechanisms: 43,
  invalidApiKey: 44,
  notAuthorized: 50,
  notFound: 70,
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** Thrown by a handler; the dispatcher answers it as a failed envelope. */
export class SubsonicError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** HTTP status: 200 like real servers, except for requests to no endpoint at all. */
    readonly httpStatus = 200,
  ) {
    super(message);
  }
}

export const missing = (name: string): SubsonicError =>
  new SubsonicError(ERROR_CODES.missingParameter, `Required parameter is missing: ${name}`);

export const notFound = (what: string): SubsonicError => new SubsonicError(ERROR_CODES.notFound, `${what} not found`);

const base = () => ({
  version: SUBSONIC_API_VERSION,
  type: SERVER_TYPE,
  serverVersion: SERVER_VERSION,
  openSubsonic: true,
});

export type Payload = Record<string, unknown>;

export function okBody(payload: Payload = {}) {
  return { 'subsonic-response': { status: 'ok' as const, ...base(), ...payload } };
}

export function failedBody(code: ErrorCode, message: string) {
  return { 'subsonic-response': { status: 'failed' as const, ...base(), error: { code, message } } };
}

export function sendOk(reply: FastifyReply, payload: Payload): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(okBody(payload));
}

export function sendFailed(reply: FastifyReply, error: SubsonicError): FastifyReply {
  return reply
    .code(error.httpStatus)
    .type('application/json; charset=utf-8')
    .send(failedBody(error.code, error.message));
}
