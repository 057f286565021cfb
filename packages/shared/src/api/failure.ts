import type { AxiosError } from 'axios';
import { FAILURE_TEXT, NOTICE } from '@upclub/shared/constants';
import { noticeError } from '@upclub/shared/bus';

// A failed request in words: the one place that turns any error answer of the product API into
// what a person reads, and remembers which failures the API client has told already.

/** axios's own test (`axios.isAxiosError`), without loading axios to answer it. */
export function isAxiosError<T = unknown>(error: unknown): error is AxiosError<T> {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

/** axios's `isCancel`: its cancellation errors carry `__CANCEL__`. */
const isCancel = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { __CANCEL__?: unknown }).__CANCEL__ === true;

/** Every message of a DRF error body, in field order. */
export function messagesOf(data: unknown): string[] {
  if (!data || typeof data !== 'object') return [];
  const out: string[] = [];
  for (const value of Object.values(data as Record<string, unknown>)) {
    if (typeof value === 'string') out.push(value);
    else if (Array.isArray(value)) out.push(...value.filter((v): v is string => typeof v === 'string'));
  }
  return out;
}

/**
 * A request that got no answer (and was not cancelled). The client has told the user already
 * ('Please check your internet connection.', quiet or not): a caller adds no notice of its own.
 */
export function isNoResponse(error: unknown): boolean {
  return isAxiosError(error) && !error.response && !isCancel(error);
}

/** The `detail` of a DRF error answer, if any. */
export function detailOf(error: unknown): string | undefined {
  if (isAxiosError(error)) {
    const data = error.response?.data as { detail?: unknown } | undefined;
    if (data && typeof data.detail === 'string') return data.detail;
  }
  return undefined;
}

export function statusOf(error: unknown): number | undefined {
  return isAxiosError(error) ? error.response?.status : undefined;
}

/**
 * Seconds until `Retry-After` (RFC 9110: whole seconds, or an HTTP date) says to try again;
 * undefined when it says nothing usable.
 */
export function retryAfterSeconds(value: unknown, now: number = Date.now()): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : undefined;
  if (typeof value !== 'string' || !value.trim()) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text);
  // An HTTP date names its day and month ('Fri, 27 Nov 2026 12:12:00 GMT'); Date.parse would
  // read a bare '-3' as a year.
  if (!/[a-z]/i.test(text)) return undefined;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/** An answer's Retry-After: axios gives its headers lower-cased (an AxiosHeaders or a plain object). */
function retryAfterOf(error: AxiosError, now: number): number | undefined {
  const headers = error.response?.headers as { get?: (name: string) => unknown; [name: string]: unknown } | undefined;
  if (!headers) return undefined;
  const value = typeof headers.get === 'function' ? headers.get('retry-after') : headers['retry-after'];
  return retryAfterSeconds(value ?? headers['Retry-After'], now);
}

/**
 * The words for a failed request: no answer asks to check the connection; a 429 says how long to
 * wait (from Retry-After, in seconds or as a date); a server fault says so (its detail, or how
 * long to wait when it says); any other answer is the server's own messages (`{detail}`, `{field: [...]}`,
 * `{non_field_errors: [...]}`), else 'Request failed'.
 */
export function errorText(error: unknown, now: number = Date.now()): string {
  if (isNoResponse(error)) return NOTICE.noNetwork;
  if (!isAxiosError(error) || !error.response) return NOTICE.requestFailed;
  const { status, data } = error.response;
  if (status === 429) return FAILURE_TEXT.tooManyRequests(retryAfterOf(error, now));
  // A 500 is a fault nobody foresaw: its body ('A server error occurred.', a proxy's page) says
  // nothing a person can use. A 502-504 of the API names what is down (the database, the
  // streaming provider) and when to try again: its detail is shown when it gave one.
  if (status >= 500) {
    const detail = status === 500 ? undefined : detailOf(error);
    return detail ?? FAILURE_TEXT.serverProblem(retryAfterOf(error, now));
  }
  const messages = messagesOf(data);
  return messages.length ? messages.join(' ') : NOTICE.requestFailed;
}

/** Failures the API client has shown a notice for (a caller then adds none of its own). */
const told = new WeakSet<object>();

/** Called by the API client when it has shown the failure. */
export function markTold(error: unknown): void {
  if (typeof error === 'object' && error !== null) told.add(error);
}

/** Whether the API client has already told the user of this failure. */
export function wasTold(error: unknown): boolean {
  return typeof error === 'object' && error !== null && told.has(error);
}

/**
 * The words for a failure nobody has told yet, or null when the client has, or it was cancelled.
 * No answer at all is always the client's to tell (quiet or not).
 */
export function untoldErrorText(error: unknown): string | null {
  if (wasTold(error) || isCancel(error) || isNoResponse(error)) return null;
  return errorText(error);
}

/** Shows a failure as an error notice, unless the API client already has. */
export function reportError(error: unknown): void {
  const text = untoldErrorText(error);
  if (text) noticeError(text);
}
