import { reportError, statusOf } from '@upclub/shared/api';

/**
 * Spec part 2 §8: a failed call's message is shown as an error notice, once: the API client
 * tells what it can (no answer, 400, 401, a refused write); anything left is said here.
 */
export function reportFailure(error: unknown): void {
  reportError(error);
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
