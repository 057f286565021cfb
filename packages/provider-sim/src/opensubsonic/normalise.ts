import {
  getCatalogue,
  type CatalogueAlbum,
  type CatalogueArtist,
  type CataloguePlaylist,
  type CatalogueTrack,
} from '../catalogue';
import {
  SAMPLE_RATE,
  WAV_BIT_DEPTH,
  WAV_BIT_RATE_KBPS,
  WAV_CHANNELS,
  WAV_CONTENT_TYPE,
  WAV_SUFFIX,
  wavSize,
} from './audio/wav';
import { coverArtId } from './cover-art';

// The generated catalogue as OpenSubsonic's objects (the description's Child, AlbumID3,
// ArtistID3 and Playlist), with the ID3-style fields real servers fill. Ids are the catalogue's
// own, so a song has the same id on both faces of the emulator.

/** What the account has starred: id -> ISO time, per kind (songs are its saved tracks). */
export interface StarView {
  song: ReadonlyMap<string, string>;
  album: Readonly<Record<string, string>>;
  artist: Readonly<Record<string, string>>;
}

export interface View {
  publicUrl: string;
  stars: StarView;
}

export interface ArtistRef {
  id: string;
  name: string;
}

/** Seconds, as Subsonic counts durations. */
const seconds = (ms: number): number => Math.round(ms / 1000);
/** The day an album was "added to the server": its release date, at noon UTC. */
const createdOf = (album: CatalogueAlbum): string => `${album.releaseDate}T12:00:00Z`;

const RELEASE_TYPES: Record<CatalogueAlbum['albumType'], string> = {
  album: 'Album',
  single: 'Single',
  compilation: 'Compilation',
};

function artistRefs(ids: string[]): ArtistRef[] {
  const catalogue = getCatalogue();
  return ids.map((id) => ({ id, name: catalogue.artist(id)!.name }));
}

const displayName = (artists: ArtistRef[]): string => artists.map((a) => a.name).join(' & ');

export function artistID3(artist: CatalogueArtist, view: View) {
  return {
    id: artist.id,
    name: artist.name,
    coverArt: coverArtId('artist', artist.id),
    artistImageUrl: `${view.publicUrl}/images/artist/${artist.id}.svg`,
    albumCount: artist.albumIds.length,
    ...(view.stars.artist[artist.id] && { starred: view.stars.artist[artist.id] }),
    sortName: artist.name.toLowerCase().replace(/^the /, ''),
  };
}

export function albumID3(album: CatalogueAlbum, view: View) {
  const catalogue = getCatalogue();
  const artists = artistRefs(album.artistIds);
  const lead = catalogue.artist(album.artistIds[0])!;
  const [year, month, day] = album.releaseDate.split('-').map(Number);
  const durationMs = album.trackIds.reduce((sum, id) => sum + catalogue.track(id)!.durationMs, 0);
  return {
    id: album.id,
    name: album.name,
    artist: displayName(artists),
    artistId: lead.id,
    coverArt: coverArtId('album', album.id),
    songCount: album.trackIds.length,
    duration: seconds(durationMs),
    created: createdOf(album),
    ...(view.stars.album[album.id] && { starred: view.stars.album[album.id] }),
    year,
    genre: lead.genres[0],
    genres: lead.genres.map((name) => ({ name })),
    recordLabels: [{ name: album.label }],
    artists,
    displayArtist: displayName(artists),
    releaseTypes: [RELEASE_TYPES[album.albumType]],
    releaseDate: { year, month, day },
    isCompilation: album.albumType === 'compilation',
    sortName: album.name.toLowerCase(),
  };
}

export function song(track: CatalogueTrack, view: View) {
  const catalogue = getCatalogue();
  const album = catalogue.album(track.albumId)!;
  const artists = artistRefs(track.artistIds);
  const albumArtists = artistRefs(album.artistIds);
  const lead = catalogue.artist(track.artistIds[0])!;
  const year = Number(album.releaseDate.slice(0, 4));
  const number = String(track.trackNumber).padStart(2, '0');
  return {
    id: track.id,
    parent: album.id,
    isDir: false,
    title: track.name,
    album: album.name,
    artist: displayName(artists),
    track: track.trackNumber,
    year,
    genre: lead.genres[0],
    coverArt: coverArtId('album', album.id),
    size: wavSize(track.durationMs),
    contentType: WAV_CONTENT_TYPE,
    suffix: WAV_SUFFIX,
    duration: seconds(track.durationMs),
    bitRate: WAV_BIT_RATE_KBPS,
    bitDepth: WAV_BIT_DEPTH,
    samplingRate: SAMPLE_RATE,
    channelCount: WAV_CHANNELS,
    path: `${displayName(albumArtists)}/${album.name}/${number} - ${track.name}.${WAV_SUFFIX}`,
    isVideo: false,
    discNumber: 1,
    created: createdOf(album),
    ...(view.stars.song.has(track.id) && { starred: view.stars.song.get(track.id) }),
    albumId: album.id,
    artistId: lead.id,
    type: 'music' as const,
    mediaType: 'song' as const,
    isrc: [track.isrc],
    genres: lead.genres.map((name) => ({ name })),
    artists,
    displayArtist: displayName(artists),
    albumArtists,
    displayAlbumArtist: displayName(albumArtists),
    explicitStatus: track.explicit ? ('explicit' as const) : ('clean' as const),
    sortName: track.name.toLowerCase(),
  };
}

/** The day the emulator's playlists were made and last changed (they never change). */
const PLAYLIST_DATE = '2026-10-31T20:00:00Z';

export function playlist(list: CataloguePlaylist, accountId: string) {
  const catalogue = getCatalogue();
  const durationMs = list.trackIds.reduce((sum, id) => sum + (catalogue.track(id)?.durationMs ?? 0), 0);
  return {
    id: list.id,
    name: list.name,
    comment: list.description,
    owner: list.owner.id,
    public: true,
    songCount: list.trackIds.length,
    duration: seconds(durationMs),
    created: PLAYLIST_DATE,
    changed: PLAYLIST_DATE,
    coverArt: coverArtId('playlist', list.id),
    readonly: list.owner.id !== accountId,
  };
}
