import { MUSIC_COVER_SIZES } from '@upclub/shared/music-server';
import type {
  Album,
  Artist,
  OffsetPage,
  Playlist,
  ProviderImage,
  SimpleArtist,
  Track,
  TrackDetails,
} from '@upclub/shared/types';

// The server's objects (the OpenSubsonic description's Child, AlbumID3, ArtistID3 and Playlist)
// as the Spotify-like shapes the client reads (packages/shared/src/types/catalogue.ts). Only
// `id` and a name are sure to be there: older servers (supysonic) leave out most of the rest,
// and every empty list (docs/opensubsonic-servers.md).

export interface SubsonicArtistRef {
  id?: string;
  name?: string;
}

export interface SubsonicChild {
  id: string;
  title?: string;
  album?: string;
  albumId?: string;
  artist?: string;
  artistId?: string;
  artists?: SubsonicArtistRef[];
  albumArtists?: SubsonicArtistRef[];
  coverArt?: string;
  duration?: number;
  track?: number;
  starred?: string;
  created?: string;
  isDir?: boolean;
}

export interface SubsonicAlbum {
  id: string;
  name?: string;
  title?: string;
  artist?: string;
  artistId?: string;
  artists?: SubsonicArtistRef[];
  coverArt?: string;
  songCount?: number;
  song?: SubsonicChild[];
}

export interface SubsonicArtist {
  id: string;
  name?: string;
  coverArt?: string;
  albumCount?: number;
  album?: SubsonicAlbum[];
}

export interface SubsonicPlaylist {
  id: string;
  name?: string;
  owner?: string;
  songCount?: number;
  coverArt?: string;
  created?: string;
  changed?: string;
  entry?: SubsonicChild[];
}

export const trackUri = (id: string) => `opensubsonic:track:${id}`;
const uri = (kind: 'album' | 'artist' | 'playlist', id: string) => `opensubsonic:${kind}:${id}`;

/** `<PUBLIC_URL>/api/v1/music`: where answers point at covers (the track cache keeps them relative to it). */
export const musicBaseOf = (publicUrl: string) => `${publicUrl.replace(/\/+$/, '')}/api/v1/music`;

/** How answers point at pictures: the API's cover proxy, at its public base. */
export interface MapContext {
  /** `<PUBLIC_URL>/api/v1/music` (no trailing slash). */
  musicBase: string;
}

/** A cover in each size answers offer (none when the item has no picture). */
export function coverImages(ctx: MapContext, coverArt: string | undefined): ProviderImage[] {
  if (!coverArt) return [];
  return MUSIC_COVER_SIZES.map((size) => ({
    url: `${ctx.musicBase}/cover/${encodeURIComponent(coverArt)}/?size=${size}`,
    height: size,
    width: size,
  }));
}

/** A date as RFC 3339 in UTC: supysonic's have no zone (its local time, taken as UTC). */
export function isoDate(date: string | undefined): string | null {
  if (!date) return null;
  const zoned = /(?:Z|[+-]\d{2}:?\d{2})$/i.test(date) ? date : `${date}Z`;
  const time = Date.parse(zoned);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

function artistRefs(refs: SubsonicArtistRef[] | undefined, id?: string, name?: string): SimpleArtist[] {
  const list = refs?.length ? refs : name ? [{ id, name }] : [];
  return list.map((a) => ({ id: a.id ?? '', name: a.name ?? '', uri: a.id ? uri('artist', a.id) : '' }));
}

export function mapAlbum(ctx: MapContext, album: SubsonicAlbum): Album {
  return {
    id: album.id,
    name: album.name ?? album.title ?? '',
    uri: uri('album', album.id),
    total_tracks: album.songCount ?? album.song?.length ?? 0,
    images: coverImages(ctx, album.coverArt),
    artists: artistRefs(album.artists, album.artistId, album.artist),
  };
}

/** A song; `album` completes what the song itself says of its album (its track count). */
export function mapTrack(ctx: MapContext, song: SubsonicChild, album?: SubsonicAlbum): Track {
  const albumArtists = song.albumArtists?.length ? song.albumArtists : undefined;
  return {
    id: song.id,
    name: song.title ?? '',
    uri: trackUri(song.id),
    duration_ms: Math.round((song.duration ?? 0) * 1000),
    artists: artistRefs(song.artists, song.artistId, song.artist),
    album: mapAlbum(ctx, {
      id: song.albumId ?? album?.id ?? '',
      name: song.album ?? album?.name,
      coverArt: song.coverArt ?? album?.coverArt,
      songCount: album?.songCount ?? album?.song?.length,
      artists: albumArtists ?? album?.artists,
      artistId: album?.artistId ?? song.artistId,
      artist: album?.artist ?? song.artist,
    }),
    is_playable: true,
  };
}

export function mapArtist(ctx: MapContext, artist: SubsonicArtist): Artist {
  return {
    id: artist.id,
    name: artist.name ?? '',
    uri: uri('artist', artist.id),
    images: coverImages(ctx, artist.coverArt),
    followers: { total: 0 },
  };
}

export function mapPlaylist(ctx: MapContext, list: SubsonicPlaylist): Playlist {
  const total = list.songCount ?? list.entry?.length ?? 0;
  return {
    id: list.id,
    name: list.name ?? '',
    uri: uri('playlist', list.id),
    images: coverImages(ctx, list.coverArt),
    tracks: { total },
    items: { total },
    owner: { id: list.owner ?? '', display_name: list.owner ?? null },
  };
}

/** What the track cache keeps of a song (TrackDetails). */
export function toTrackDetails(ctx: MapContext, song: SubsonicChild): TrackDetails {
  const names = song.artists?.length ? song.artists.map((a) => a.name ?? '') : song.artist ? [song.artist] : [];
  return {
    id: song.id,
    name: song.title ?? '',
    uri: trackUri(song.id),
    artists: names.map((name) => ({ name })),
    album: { images: coverImages(ctx, song.coverArt) },
    ...(typeof song.duration === 'number' && { duration_ms: Math.round(song.duration * 1000) }),
  };
}

/**
 * One page of a list: `href` is the request's URL, `next` and `previous` the neighbouring pages'.
 * `more` says a page may follow even when `total` (then a lower bound) does not show it.
 */
export function offsetPage<T>(
  href: URL,
  items: T[],
  {
    offset,
    limit,
    total,
    more = offset + items.length < total,
  }: { offset: number; limit: number; total: number; more?: boolean },
): OffsetPage<T> {
  const at = (o: number) => {
    const url = new URL(href);
    url.searchParams.set('offset', String(o));
    url.searchParams.set('limit', String(limit));
    return url.toString();
  };
  return {
    href: href.toString(),
    items,
    limit,
    offset,
    total,
    next: more ? at(offset + limit) : null,
    previous: offset > 0 ? at(Math.max(0, offset - limit)) : null,
  };
}

/** A list the server answers whole, cut to one page. */
export function pageOf<T>(href: URL, all: T[], offset: number, limit: number): OffsetPage<T> {
  return offsetPage(href, all.slice(offset, offset + limit), { offset, limit, total: all.length });
}
