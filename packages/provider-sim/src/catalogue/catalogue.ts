import { base62Id, createRandom, type Random } from './prng';
import {
  ADJECTIVES,
  FIRST_NAMES,
  GENRES,
  LABELS,
  LAST_NAMES,
  NOUNS,
  PLACES,
  PLAYLIST_MOODS,
  PLURAL_NOUNS,
  VERBS,
} from './words';

const { floor, min, pow, round } = Math;

export type AlbumType = 'album' | 'single' | 'compilation';

export interface CatalogueArtist {
  id: string;
  name: string;
  genres: string[];
  followers: number;
  albumIds: string[];
}

export interface CatalogueAlbum {
  id: string;
  name: string;
  albumType: AlbumType;
  artistIds: string[];
  /** YYYY-MM-DD */
  releaseDate: string;
  label: string;
  upc: string;
  trackIds: string[];
}

export interface CatalogueTrack {
  id: string;
  name: string;
  albumId: string;
  artistIds: string[];
  durationMs: number;
  trackNumber: number;
  explicit: boolean;
  isrc: string;
}

export interface CataloguePlaylist {
  id: string;
  name: string;
  description: string;
  owner: { id: string; displayName: string };
  trackIds: string[];
}

/** The editors who own the public playlists (a provider user like the real service's own). */
export const EDITORS = { id: 'upclub-sim-editors', displayName: 'Emulator Editors' } as const;

const SEED = 'upclub-provider-sim-catalogue-v1';
const ARTIST_COUNT = 360;
const PUBLIC_PLAYLIST_COUNT = 60;
export const MIN_TRACK_MS = 2 * 60 * 1000;
export const MAX_TRACK_MS = 5 * 60 * 1000;

function trackName(r: Random): string {
  switch (r.int(0, 8)) {
    case 0:
      return `${r.pick(ADJECTIVES)} ${r.pick(NOUNS)}`;
    case 1:
      return `${r.pick(VERBS)} the ${r.pick(NOUNS)}`;
    case 2:
      return `${r.pick(NOUNS)} of ${r.pick(PLURAL_NOUNS)}`;
    case 3:
      return `Nights in ${r.pick(PLACES)}`;
    case 4:
      return `${r.pick(PLACES)} ${r.pick(NOUNS)}`;
    case 5:
      return `When the ${r.pick(NOUNS)} Calls`;
    case 6:
      return `${r.pick(ADJECTIVES)} ${r.pick(PLURAL_NOUNS)}`;
    case 7:
      return `${r.pick(VERBS)} ${r.pick(['Home', 'Slowly', 'Again', 'Tonight', 'Together', 'Away'])}`;
    default:
      return `Back to ${r.pick(PLACES)}`;
  }
}

function artistName(r: Random): string {
  switch (r.int(0, 4)) {
    case 0:
    case 1:
      return `${r.pick(FIRST_NAMES)} ${r.pick(LAST_NAMES)}`;
    case 2:
      return `The ${r.pick(ADJECTIVES)} ${r.pick(PLURAL_NOUNS)}`;
    case 3:
      return `${r.pick(NOUNS)} & the ${r.pick(PLURAL_NOUNS)}`;
    default:
      return `${r.pick(ADJECTIVES)} ${r.pick(NOUNS)}`;
  }
}

function albumName(r: Random): string {
  switch (r.int(0, 3)) {
    case 0:
      return `${r.pick(ADJECTIVES)} ${r.pick(PLURAL_NOUNS)}`;
    case 1:
      return `Songs from ${r.pick(PLACES)}`;
    case 2:
      return `The ${r.pick(NOUNS)} Sessions`;
    default:
      return `${r.pick(NOUNS)} & ${r.pick(NOUNS)}`;
  }
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

function releaseDate(r: Random): string {
  return `${r.int(1996, 2026)}-${pad(r.int(1, 12))}-${pad(r.int(1, 28))}`;
}

/** Distinct items of `pool`, in a seeded order. */
export function sample<T>(r: Random, pool: readonly T[], count: number): T[] {
  const n = min(count, pool.length);
  if (n * 4 < pool.length) {
    // Few of many (a playlist from the whole catalogue): draw indices instead of shuffling a copy.
    const picked = new Set<number>();
    while (picked.size < n) picked.add(floor(r.next() * pool.length));
    return [...picked].map((i) => pool[i]);
  }
  const copy = pool.slice();
  for (let i = 0; i < n; i++) {
    const j = i + floor(r.next() * (copy.length - i));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy.slice(0, n);
}

/** Lowercase words without accents or punctuation, for matching. */
export function normalize(text: string): string {
  // The catalogue's names are plain ASCII; only queries need the accent folding.
  const folded = /[^\p{ASCII}]/u.test(text) ? text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '') : text;
  return folded
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export class Catalogue {
  readonly artists: CatalogueArtist[] = [];
  readonly albums: CatalogueAlbum[] = [];
  readonly tracks: CatalogueTrack[] = [];
  readonly playlists: CataloguePlaylist[] = [];
  private readonly artistById = new Map<string, CatalogueArtist>();
  private readonly albumById = new Map<string, CatalogueAlbum>();
  private readonly trackById = new Map<string, CatalogueTrack>();
  private readonly playlistById = new Map<string, CataloguePlaylist>();
  /** Normalized "name" and "name + artists" texts, built on the first search. */
  private textsCache?: Map<string, { name: string; all: string }>;

  constructor() {
    const r = createRandom(SEED);
    const usedIds = new Set<string>();
    const newId = (): string => {
      let id = base62Id(r);
      while (usedIds.has(id)) id = base62Id(r);
      usedIds.add(id);
      return id;
    };

    for (let a = 0; a < ARTIST_COUNT; a++) {
      const artist: CatalogueArtist = {
        id: newId(),
        name: artistName(r),
        genres: sample(r, GENRES, r.int(1, 3)),
        // Long tail: a few big names, many small ones.
        followers: round(500 + 2_000_000 * pow(r.next(), 4)),
        albumIds: [],
      };
      this.artists.push(artist);
    }
    for (const artist of this.artists) {
      const releases = r.int(2, 4);
      for (let k = 0; k < releases; k++) {
        const roll = r.next();
        const albumType: AlbumType = roll < 0.45 ? 'album' : roll < 0.95 ? 'single' : 'compilation';
        const count = albumType === 'album' ? r.int(8, 12) : albumType === 'single' ? r.int(1, 5) : r.int(10, 14);
        const album: CatalogueAlbum = {
          id: newId(),
          name: '',
          albumType,
          artistIds: [artist.id],
          releaseDate: releaseDate(r),
          label: r.pick(LABELS),
          upc: String(r.int(100000, 999999)) + String(r.int(100000, 999999)),
          trackIds: [],
        };
        for (let n = 1; n <= count; n++) {
          const featured = r.chance(0.12) ? r.pick(this.artists) : undefined;
          const track: CatalogueTrack = {
            id: newId(),
            name: trackName(r),
            albumId: album.id,
            artistIds: featured && featured.id !== artist.id ? [artist.id, featured.id] : [artist.id],
            durationMs: r.int(MIN_TRACK_MS / 1000, MAX_TRACK_MS / 1000) * 1000 + r.int(0, 999),
            trackNumber: n,
            explicit: r.chance(0.08),
            isrc: `QZ${String.fromCharCode(65 + r.int(0, 25))}${String.fromCharCode(65 + r.int(0, 25))}${pad(r.int(0, 99))}${pad(r.int(0, 99999), 5)}`,
          };
          album.trackIds.push(track.id);
          this.tracks.push(track);
          this.trackById.set(track.id, track);
        }
        // A single is named after its first song, as singles are.
        album.name = albumType === 'single' && count <= 2 ? this.trackById.get(album.trackIds[0])!.name : albumName(r);
        artist.albumIds.push(album.id);
        this.albums.push(album);
        this.albumById.set(album.id, album);
      }
      this.artistById.set(artist.id, artist);
    }
    for (let p = 0; p < PUBLIC_PLAYLIST_COUNT; p++) {
      const mood = PLAYLIST_MOODS[p % PLAYLIST_MOODS.length];
      const genre = GENRES[(p * 7) % GENRES.length];
      const name = p < PLAYLIST_MOODS.length ? mood : `${mood}: ${genre.replace(/\b\w/g, (c) => c.toUpperCase())}`;
      this.addPlaylist({
        id: newId(),
        name,
        description: `${mood} with a touch of ${genre}. Updated every week by the emulator's editors.`,
        owner: { ...EDITORS },
        trackIds: sample(r, this.tracks, r.int(20, 50)).map((t) => t.id),
      });
    }
  }

  private addPlaylist(playlist: CataloguePlaylist): void {
    this.playlists.push(playlist);
    this.playlistById.set(playlist.id, playlist);
  }

  private get texts(): Map<string, { name: string; all: string }> {
    if (this.textsCache) return this.textsCache;
    const texts = new Map<string, { name: string; all: string }>();
    const artistNames = (ids: string[]) => ids.map((id) => this.artistById.get(id)!.name).join(' ');
    for (const artist of this.artists) {
      const name = normalize(artist.name);
      texts.set(artist.id, { name, all: name });
    }
    for (const playlist of this.playlists) {
      const name = normalize(playlist.name);
      texts.set(playlist.id, { name, all: name });
    }
    for (const item of [...this.albums, ...this.tracks]) {
      const name = normalize(item.name);
      texts.set(item.id, { name, all: `${name} ${normalize(artistNames(item.artistIds))}` });
    }
    this.textsCache = texts;
    return texts;
  }

  artist(id: string): CatalogueArtist | undefined {
    return this.artistById.get(id);
  }

  album(id: string): CatalogueAlbum | undefined {
    return this.albumById.get(id);
  }

  track(id: string): CatalogueTrack | undefined {
    return this.trackById.get(id);
  }

  /** A public (editorial) playlist. */
  playlist(id: string): CataloguePlaylist | undefined {
    return this.playlistById.get(id);
  }

  /** The artist's top songs: the first songs of each release in turn, newest release first. */
  topTracks(artistId: string, count = 10): CatalogueTrack[] {
    const artist = this.artistById.get(artistId);
    if (!artist) return [];
    const albums = artist.albumIds
      .map((id) => this.albumById.get(id)!)
      .sort((a, b) => b.releaseDate.localeCompare(a.releaseDate));
    const out: CatalogueTrack[] = [];
    for (let round = 0; out.length < count; round++) {
      let added = false;
      for (const album of albums) {
        const id = album.trackIds[round];
        if (id && out.length < count) {
          out.push(this.trackById.get(id)!);
          added = true;
        }
      }
      if (!added) break;
    }
    return out;
  }

  /**
   * Case-insensitive search: every word of the query must appear (in any order) in the item's
   * name or, for tracks and albums, its artists' names. Items whose own name matches come first,
   * then by artist followers.
   */
  search<T extends { id: string }>(items: readonly T[], query: string, weight: (item: T) => number): T[] {
    const words = normalize(query.replace(/\b[a-z]+:/gi, ' '))
      .split(' ')
      .filter(Boolean);
    if (words.length === 0) return [];
    const hits: Array<{ item: T; rank: number; weight: number; index: number }> = [];
    items.forEach((item, index) => {
      const text = this.texts.get(item.id);
      if (!text || !words.every((w) => text.all.includes(w))) return;
      const rank = words.every((w) => text.name.includes(w)) ? 0 : 1;
      hits.push({ item, rank, weight: weight(item), index });
    });
    hits.sort((a, b) => a.rank - b.rank || b.weight - a.weight || a.index - b.index);
    return hits.map((h) => h.item);
  }

  /** Followers of an item's first artist (the ranking weight of search results). */
  followersOf(artistIds: string[]): number {
    return this.artistById.get(artistIds[0])?.followers ?? 0;
  }
}

let instance: Catalogue | undefined;

/** The catalogue, generated on first use (the same on every start). */
export function getCatalogue(): Catalogue {
  instance ??= new Catalogue();
  return instance;
}
