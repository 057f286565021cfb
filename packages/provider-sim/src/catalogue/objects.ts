import {
  EDITORS,
  getCatalogue,
  type CatalogueAlbum,
  type CatalogueArtist,
  type CataloguePlaylist,
  type CatalogueTrack,
} from './catalogue';

// The catalogue as the Web API's objects (shapes of the OpenAPI description's TrackObject,
// SimplifiedAlbumObject, ArtistObject, ... without the fields it marks deprecated when optional).

export type ImageKind = 'album' | 'artist' | 'playlist';
export const IMAGE_SIZES = [640, 300, 64] as const;

export interface ImageObject {
  url: string;
  height: number | null;
  width: number | null;
}

export interface SimplifiedArtistObject {
  external_urls: { spotify: string };
  href: string;
  id: string;
  name: string;
  type: 'artist';
  uri: string;
}

export interface ArtistObject extends SimplifiedArtistObject {
  followers: { href: null; total: number };
  genres: string[];
  images: ImageObject[];
}

export interface SimplifiedAlbumObject {
  album_type: CatalogueAlbum['albumType'];
  total_tracks: number;
  available_markets: string[];
  external_urls: { spotify: string };
  href: string;
  id: string;
  images: ImageObject[];
  name: string;
  release_date: string;
  release_date_precision: 'day';
  type: 'album';
  uri: string;
  artists: SimplifiedArtistObject[];
}

export interface SimplifiedTrackObject {
  artists: SimplifiedArtistObject[];
  available_markets?: string[];
  disc_number: number;
  duration_ms: number;
  explicit: boolean;
  external_urls: { spotify: string };
  href: string;
  id: string;
  is_playable?: boolean;
  name: string;
  track_number: number;
  type: 'track';
  uri: string;
  is_local: false;
}

export interface TrackObject extends SimplifiedTrackObject {
  album: SimplifiedAlbumObject;
  external_ids: { isrc: string };
}

export interface Paging<T> {
  href: string;
  items: T[];
  limit: number;
  next: string | null;
  offset: number;
  previous: string | null;
  total: number;
}

export interface AlbumObject extends SimplifiedAlbumObject {
  tracks: Paging<SimplifiedTrackObject>;
  copyrights: Array<{ text: string; type: 'C' | 'P' }>;
  external_ids: { upc: string };
  genres: string[];
  label: string;
  popularity: number;
}

export interface UserRef {
  external_urls: { spotify: string };
  href: string;
  id: string;
  type: 'user';
  uri: string;
}

export interface SimplifiedPlaylistObject {
  collaborative: boolean;
  description: string;
  external_urls: { spotify: string };
  href: string;
  id: string;
  images: ImageObject[];
  name: string;
  owner: UserRef & { display_name: string | null };
  public: boolean;
  snapshot_id: string;
  items: { href: string; total: number };
  tracks: { href: string; total: number };
  type: 'playlist';
  uri: string;
}

export interface PlaylistTrackObject {
  added_at: string;
  added_by: UserRef;
  is_local: false;
  item: TrackObject;
  track: TrackObject;
}

/** Markets the catalogue is available in (every track plays everywhere). */
export const MARKETS = ['AR', 'BR', 'CA', 'DE', 'ES', 'FR', 'GB', 'IT', 'JP', 'MX', 'NL', 'PT', 'SE', 'US'];

/** How the objects are built: absolute URLs from `publicUrl`; `market` switches to is_playable. */
export interface Shape {
  publicUrl: string;
  market?: string;
}

export function imageObjects(publicUrl: string, kind: ImageKind, id: string): ImageObject[] {
  return IMAGE_SIZES.map((size) => ({
    url: `${publicUrl}/images/${kind}/${id}.svg?size=${size}`,
    height: size,
    width: size,
  }));
}

const link = (publicUrl: string, kind: string, id: string) => ({
  external_urls: { spotify: `${publicUrl}/${kind}/${id}` },
  href: `${publicUrl}/v1/${kind}s/${id}`,
});

export function simplifiedArtist(artist: CatalogueArtist, { publicUrl }: Shape): SimplifiedArtistObject {
  return {
    ...link(publicUrl, 'artist', artist.id),
    id: artist.id,
    name: artist.name,
    type: 'artist',
    uri: `spotify:artist:${artist.id}`,
  };
}

export function artistObject(artist: CatalogueArtist, shape: Shape): ArtistObject {
  const simple = simplifiedArtist(artist, shape);
  return {
    external_urls: simple.external_urls,
    followers: { href: null, total: artist.followers },
    genres: artist.genres,
    href: simple.href,
    id: artist.id,
    images: imageObjects(shape.publicUrl, 'artist', artist.id),
    name: artist.name,
    type: 'artist',
    uri: simple.uri,
  };
}

const artistsOf = (ids: string[], shape: Shape): SimplifiedArtistObject[] =>
  ids.map((id) => simplifiedArtist(getCatalogue().artist(id)!, shape));

export function simplifiedAlbum(album: CatalogueAlbum, shape: Shape): SimplifiedAlbumObject {
  return {
    album_type: album.albumType,
    total_tracks: album.trackIds.length,
    available_markets: MARKETS,
    ...link(shape.publicUrl, 'album', album.id),
    id: album.id,
    images: imageObjects(shape.publicUrl, 'album', album.id),
    name: album.name,
    release_date: album.releaseDate,
    release_date_precision: 'day',
    type: 'album',
    uri: `spotify:album:${album.id}`,
    artists: artistsOf(album.artistIds, shape),
  };
}

export function simplifiedTrack(track: CatalogueTrack, shape: Shape): SimplifiedTrackObject {
  return {
    artists: artistsOf(track.artistIds, shape),
    // With a market the service says whether the track plays there instead of listing markets.
    ...(shape.market ? { is_playable: true } : { available_markets: MARKETS }),
    disc_number: 1,
    duration_ms: track.durationMs,
    explicit: track.explicit,
    ...link(shape.publicUrl, 'track', track.id),
    id: track.id,
    name: track.name,
    track_number: track.trackNumber,
    type: 'track',
    uri: `spotify:track:${track.id}`,
    is_local: false,
  };
}

export function trackObject(track: CatalogueTrack, shape: Shape): TrackObject {
  return {
    ...simplifiedTrack(track, shape),
    album: simplifiedAlbum(getCatalogue().album(track.albumId)!, shape),
    external_ids: { isrc: track.isrc },
  };
}

/** A page of `all`, with next/previous links to `path` (a path under /v1 with its own query). */
export function paging<S, T>(
  all: readonly S[],
  { offset, limit }: { offset: number; limit: number },
  url: { publicUrl: string; path: string; query?: Record<string, string | undefined> },
  map: (item: S) => T,
): Paging<T> {
  const href = (o: number) => {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(url.query ?? {})) if (v !== undefined) params.set(k, v);
    params.set('offset', String(o));
    params.set('limit', String(limit));
    return `${url.publicUrl}/v1/${url.path}?${params}`;
  };
  return {
    href: href(offset),
    items: all.slice(offset, offset + limit).map(map),
    limit,
    next: offset + limit < all.length ? href(offset + limit) : null,
    offset,
    previous: offset > 0 ? href(Math.max(0, offset - limit)) : null,
    total: all.length,
  };
}

export function albumObject(album: CatalogueAlbum, shape: Shape): AlbumObject {
  const catalogue = getCatalogue();
  const year = album.releaseDate.slice(0, 4);
  const popularity = Math.min(100, Math.round(Math.log10(catalogue.followersOf(album.artistIds) + 1) * 15));
  return {
    ...simplifiedAlbum(album, shape),
    tracks: paging(
      album.trackIds,
      { offset: 0, limit: 50 },
      { publicUrl: shape.publicUrl, path: `albums/${album.id}/tracks`, query: { market: shape.market } },
      (id) => simplifiedTrack(catalogue.track(id)!, shape),
    ),
    copyrights: [
      { text: `© ${year} ${album.label}`, type: 'C' },
      { text: `℗ ${year} ${album.label}`, type: 'P' },
    ],
    external_ids: { upc: album.upc },
    genres: [],
    label: album.label,
    popularity,
  };
}

function userRef(publicUrl: string, id: string): UserRef {
  const encoded = encodeURIComponent(id);
  return {
    external_urls: { spotify: `${publicUrl}/user/${encoded}` },
    href: `${publicUrl}/v1/users/${encoded}`,
    id,
    type: 'user',
    uri: `spotify:user:${id}`,
  };
}

/** Changes whenever the playlist's songs would (they never change here). */
const snapshotOf = (playlist: CataloguePlaylist) =>
  Buffer.from(`${playlist.id}:${playlist.trackIds.length}`).toString('base64url');

export function simplifiedPlaylist(playlist: CataloguePlaylist, { publicUrl }: Shape): SimplifiedPlaylistObject {
  const ref = { href: `${publicUrl}/v1/playlists/${playlist.id}/items`, total: playlist.trackIds.length };
  return {
    collaborative: false,
    description: playlist.description,
    ...link(publicUrl, 'playlist', playlist.id),
    id: playlist.id,
    images: imageObjects(publicUrl, 'playlist', playlist.id),
    name: playlist.name,
    owner: { ...userRef(publicUrl, playlist.owner.id), display_name: playlist.owner.displayName },
    public: playlist.owner.id === EDITORS.id,
    snapshot_id: snapshotOf(playlist),
    items: ref,
    tracks: { ...ref, href: `${publicUrl}/v1/playlists/${playlist.id}/tracks` },
    type: 'playlist',
    uri: `spotify:playlist:${playlist.id}`,
  };
}

/** Songs were added a day apart, the first a year before the catalogue's epoch. */
const PLAYLIST_EPOCH = Date.UTC(2025, 10, 1);

export function playlistTrack(playlist: CataloguePlaylist, index: number, shape: Shape): PlaylistTrackObject {
  const track = trackObject(getCatalogue().track(playlist.trackIds[index])!, shape);
  return {
    added_at: new Date(PLAYLIST_EPOCH + index * 86_400_000).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    added_by: userRef(shape.publicUrl, playlist.owner.id),
    is_local: false,
    item: track,
    track,
  };
}
