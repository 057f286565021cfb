import { statusOf } from '@upclub/shared/api';

/** The first message a 400 answer gives for `field` (a quiet call shows it by its field). */
export function fieldErrorOf(error: unknown, field: string): string | undefined {
  if (statusOf(error) !== 400) return undefined;
  const data = (error as { response?: { data?: unknown } }).response?.data;
  if (!data || typeof data !== 'object') return undefined;
  const value = (data as Record<string, unknown>)[field];
  if (typeof value === 'string') return value;
  return Array.isArray(value) && typeof value[0] === 'string' ? value[0] : undefined;
}
