import { detailOf, isNoResponse, statusOf } from '@upclub/shared/api';
import { noticeError } from '@upclub/shared/bus';
import { NOTICE } from '@upclub/shared/constants';

/**
 * Spec part 2 §8: a failed call's message is shown as an error notice. The API client has told
 * the user already of a 400 or 401 (its field messages) and of no answer; anything else is said
 * here, with the server's detail when it gave one.
 */
export function reportFailure(error: unknown): void {
  const status = statusOf(error);
  if (isNoResponse(error) || status === 400 || status === 401) return;
  noticeError(detailOf(error) ?? NOTICE.requestFailed);
}

/** The first message a 400 answer gives for `field` (a quiet call shows it by its field). */
export function fieldErrorOf(error: unknown, field: string): string | undefined {
  if (statusOf(error) !== 400) return undefined;
  const data = (error as { response?: { data?: unknown } }).response?.data;
  if (!data || typeof data !== 'object') return undefined;
  const value = (data as Record<string, unknown>)[field];
  if (typeof value === 'string') return value;
  return Array.isArray(value) && typeof value[0] === 'string' ? value[0] : undefined;
}
