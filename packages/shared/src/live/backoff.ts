import { EVENTS_RECONNECT_BASE_MS, EVENTS_RECONNECT_MAX_MS } from '@upclub/shared/constants';

export interface BackoffOptions {
  /** The wait before the first retry (the server's `retry:` field replaces it). */
  baseMs?: number;
  /** No wait is longer. */
  maxMs?: number;
  /** A number in [0, 1): Math.random, or a fixed one in tests. */
  random?: () => number;
}

/**
 * How long to wait before reconnection try number `attempt` (0 for the first): the base doubled
 * per failed try, capped, then "equal jitter" (between half and all of it) so that browsers cut
 * off together by a restart do not all come back in the same instant.
 */
export function reconnectDelay(
  attempt: number,
  { baseMs = EVENTS_RECONNECT_BASE_MS, maxMs = EVENTS_RECONNECT_MAX_MS, random = Math.random }: BackoffOptions = {},
): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
