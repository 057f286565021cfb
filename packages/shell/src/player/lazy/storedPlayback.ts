import { STORAGE_KEYS, readRaw } from '@upclub/shared/session';

/**
 * Whether the last visit left something for the player to restore at start: a list (the bar then
 * shows at once, paused) or a play kept for after a new authorization. A quick look at the raw
 * values, so the player's schemas stay in its own chunk: the engine reads them properly and, when
 * they turn out malformed, simply starts empty.
 */
export function hasStoredPlayback(): boolean {
  if (readRaw(STORAGE_KEYS.pendingPlay) !== null) return true;
  const raw = readRaw(STORAGE_KEYS.currentPostList);
  if (raw === null) return false;
  try {
    const stored: unknown = JSON.parse(raw);
    const list = typeof stored === 'object' && stored !== null ? (stored as { list?: unknown }).list : undefined;
    return Array.isArray(list) && list.length > 0;
  } catch {
    return false;
  }
}
