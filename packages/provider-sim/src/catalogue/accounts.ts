import { getCatalogue, sample, type CataloguePlaylist } from './catalogue';
import { base62Id, createRandom } from './prng';
import type { SavedEntry } from '../store';
import { ADJECTIVES, NOUNS, PLACES } from './words';

/** Saved tracks before the account changes them are dated back from this day. */
const LIBRARY_EPOCH = Date.UTC(2026, 9, 31, 20);

/** 30 to 60 saved tracks, always the same for the same account id, newest first. */
export function defaultSavedTracks(accountId: string): SavedEntry[] {
  const r = createRandom(`saved:${accountId}`);
  const tracks = sample(r, getCatalogue().tracks, r.int(30, 60));
  let t = LIBRARY_EPOCH;
  return tracks.map((track) => {
    t -= r.int(1, 72) * 3600_000 + r.int(0, 3599) * 1000;
    return { id: track.id, addedAt: new Date(t).toISOString().replace(/\.\d{3}Z$/, 'Z') };
  });
}

const playlistCache = new Map<string, CataloguePlaylist[]>();

/** The account's own playlists (3 to 5), derived from its id. */
export function accountPlaylists(account: { id: string; displayName: string }): CataloguePlaylist[] {
  const cached = playlistCache.get(account.id);
  if (cached && cached[0]?.owner.displayName === account.displayName) return cached;
  const r = createRandom(`playlists:${account.id}`);
  const names = [
    'On Repeat',
    `${r.pick(ADJECTIVES)} ${r.pick(NOUNS)} Mix`,
    `${r.pick(PLACES)} Memories`,
    `Songs for ${r.pick(['Sunday', 'the Train', 'Cooking', 'Running', 'Rainy Days'])}`,
    `${r.pick(ADJECTIVES)} Favourites`,
  ].slice(0, r.int(3, 5));
  const playlists = names.map((name) => ({
    id: base62Id(r),
    name,
    description: `Made by ${account.displayName}.`,
    owner: { id: account.id, displayName: account.displayName },
    trackIds: sample(r, getCatalogue().tracks, r.int(12, 40)).map((t) => t.id),
  }));
  playlistCache.set(account.id, playlists);
  return playlists;
}

/** The editors' playlists an account follows (four, derived from its id). */
export function followedPlaylists(accountId: string): CataloguePlaylist[] {
  return sample(createRandom(`follows:${accountId}`), getCatalogue().playlists, 4);
}

/** A public playlist, or an account's own (any account's: they are public too). */
export function findPlaylist(
  id: string,
  accounts: Iterable<{ id: string; displayName: string }>,
): CataloguePlaylist | undefined {
  const editorial = getCatalogue().playlist(id);
  if (editorial) return editorial;
  for (const account of accounts) {
    const own = accountPlaylists(account).find((p) => p.id === id);
    if (own) return own;
  }
  return undefined;
}
