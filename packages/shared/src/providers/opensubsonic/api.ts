import type { AxiosRequestConfig, AxiosResponse } from 'axios';
import { detailOf, errorText, http, isAxiosError, isNoResponse, messagesOf, statusOf } from '@upclub/shared/api';
import { emitAccountError } from '@upclub/shared/bus';
import { NOTICE } from '@upclub/shared/constants';
import { clearProviderConnected } from '@upclub/shared/session';
import type {
  Album,
  Artist,
  CatalogueType,
  OffsetPage,
  Playlist,
  PlaylistTrack,
  SavedTrack,
  SearchResults,
  Track,
} from '@upclub/shared/types';
import { MUSIC_NOT_LINKED_CODE } from '@upclub/shared/music-server';

// UpClub's /api/v1/music/* routes (docs/providers.md): the API holds the user's link to the music
// server and answers in the streaming service's shapes. Every call goes through the page's one API
// client (product token, spec §8 failure handling).

/** The music server as the API found it when it last pinged it. */
export interface MusicServer {
  name: string;
  version: string;
  type: string;
  open_subsonic: boolean;
}

/** `GET v1/music/link/`: whether this user's account on the music server is linked. */
export interface MusicLink {
  linked: boolean;
  username: string | null;
  server: MusicServer;
}

/** What the connect form sends: the server's username and password, or an API key. */
export type MusicCredentials = { username: string; password: string } | { api_key: string };

/** The `code` of the API's 409 for a signed-in user who has not linked (or whose link is gone). */
export const NOT_LINKED_CODE = MUSIC_NOT_LINKED_CODE;

/** Whether a failed call says the account is not linked (409 `{ code: "not_linked" }`). */
export function isNotLinked(error: unknown): boolean {
  if (statusOf(error) !== 409 || !isAxiosError(error)) return false;
  const data = error.response?.data as { code?: unknown } | undefined;
  return data?.code === NOT_LINKED_CODE;
}

/**
 * One catalogue, library or stream call. A "not linked" answer drops the connected flag and raises
 * the account error the player answers by sending the user to connect again (route authorize).
 */
async function music<T>(call: Promise<AxiosResponse<T>>): Promise<T> {
  try {
    return (await call).data;
  } catch (error) {
    if (isNotLinked(error)) {
      clearProviderConnected();
      emitAccountError({ reason: 'forbidden', status: 409 });
    }
    throw error;
  }
}

const id = encodeURIComponent;
const page = (offset: number, limit: number): AxiosRequestConfig => ({ params: { offset, limit } });
const ids = (list: string[]): AxiosRequestConfig => ({ params: { ids: list.join(',') } });

// ---- The link ----

/** Whether this user has linked, and which server the deployment uses. */
export const getMusicLink = () => http.get<MusicLink>('v1/music/link/').then((r) => r.data);

/**
 * Links the account (the API pings the server with the credentials first). Quiet: the connect form
 * words a refusal itself (linkFailureText).
 */
export const linkMusicServer = (credentials: MusicCredentials) =>
  http.post<MusicLink>('v1/music/link/', credentials, { quiet: true }).then((r) => r.data);

/** Forgets the link on the API (the credential it kept goes with it). */
export const unlinkMusicServer = () => http.delete('v1/music/link/').then(() => undefined);

/**
 * What the connect form says about a refused link: the API's words (400 `non_field_errors`: wrong
 * credentials or a server too old; 502 `detail`: the server did not answer), else the general ones.
 */
export function linkFailureText(error: unknown): string {
  if (isNoResponse(error)) return NOTICE.noNetwork;
  if (statusOf(error) === 400 && isAxiosError(error)) {
    const messages = messagesOf(error.response?.data);
    if (messages.length) return messages.join(' ');
  }
  return detailOf(error) ?? errorText(error);
}

// ---- Catalogue ----

export const searchMusic = (q: string, types: CatalogueType[], offset: number, limit: number) =>
  music(http.get<SearchResults>('v1/music/search/', { params: { q, type: types.join(','), offset, limit } }));

export const getMusicTrack = (trackId: string) => music(http.get<Track>(`v1/music/tracks/${id(trackId)}/`));

export const getMusicArtist = (artistId: string) => music(http.get<Artist>(`v1/music/artists/${id(artistId)}/`));

export const getMusicArtistTopTracks = (artistId: string) =>
  music(http.get<{ tracks: Track[] }>(`v1/music/artists/${id(artistId)}/top-tracks/`)).then((r) => r.tracks);

export const getMusicAlbum = (albumId: string) => music(http.get<Album>(`v1/music/albums/${id(albumId)}/`));

export const getMusicAlbumTracks = (albumId: string, offset: number, limit: number) =>
  music(http.get<OffsetPage<Omit<Track, 'album'>>>(`v1/music/albums/${id(albumId)}/tracks/`, page(offset, limit)));

export const getMusicPlaylists = (offset: number, limit: number) =>
  music(http.get<OffsetPage<Playlist>>('v1/music/me/playlists/', page(offset, limit)));

export const getMusicPlaylistTracks = (playlistId: string, offset: number, limit: number) =>
  music(http.get<OffsetPage<PlaylistTrack>>(`v1/music/playlists/${id(playlistId)}/tracks/`, page(offset, limit)));

// ---- Library: the user's starred songs ----

export const getStarredTracks = (offset: number, limit: number) =>
  music(http.get<OffsetPage<SavedTrack>>('v1/music/me/tracks/', page(offset, limit)));

export const starredTracksContain = (trackIds: string[]) =>
  music(http.get<boolean[]>('v1/music/me/tracks/contains/', ids(trackIds)));

export const starTracks = (trackIds: string[]) =>
  music(http.put<null>('v1/music/me/tracks/', undefined, ids(trackIds))).then(() => undefined);

export const unstarTracks = (trackIds: string[]) =>
  music(http.delete<null>('v1/music/me/tracks/', ids(trackIds))).then(() => undefined);
