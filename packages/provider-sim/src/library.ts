import { defaultSavedTracks } from './catalogue';
import type { ProviderStore, SavedEntry } from './store';

// An account's saved tracks: generated from its id until it changes them, then kept in the store.

const isoNow = (now: number) => new Date(now).toISOString().replace(/\.\d{3}Z$/, 'Z');

export function savedTracks(store: ProviderStore, accountId: string): SavedEntry[] {
  return store.getLibrary(accountId) ?? defaultSavedTracks(accountId);
}

/** Saves the tracks not saved yet, newest first (in the order given, as the service does). */
export function saveTracks(store: ProviderStore, accountId: string, ids: string[], now: number): void {
  const current = savedTracks(store, accountId);
  const have = new Set(current.map((e) => e.id));
  const added = [...new Set(ids)].filter((id) => !have.has(id)).map((id) => ({ id, addedAt: isoNow(now) }));
  if (added.length === 0) return;
  store.setLibrary(accountId, [...added.reverse(), ...current]);
}

export function removeTracks(store: ProviderStore, accountId: string, ids: string[]): void {
  const gone = new Set(ids);
  const current = savedTracks(store, accountId);
  const kept = current.filter((e) => !gone.has(e.id));
  if (kept.length !== current.length) store.setLibrary(accountId, kept);
}

export function tracksSaved(store: ProviderStore, accountId: string, ids: string[]): boolean[] {
  const have = new Set(savedTracks(store, accountId).map((e) => e.id));
  return ids.map((id) => have.has(id));
}
