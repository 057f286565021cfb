import { CATALOGUE_PAGE_SIZE, PROVIDER_MARKET } from '@upclub/shared/constants';
import type {
  Album,
  Artist,
  CatalogueType,
  OffsetPage,
  PlaybackState,
  Playlist,
  PlaylistTrack,
  SavedTrack,
  SearchResults,
  Track,
} from '@upclub/shared/types';
import { providerRequest } from './client';

// One function per provider call of spec part 1 §7. Lists page by offset and limit
// (CATALOGUE_PAGE_SIZE); `market` is PROVIDER_MARKET.

const market = PROVIDER_MARKET;
const page = (offset = 0, limit = CATALOGUE_PAGE_SIZE) => ({ offset, limit });

export const getTrack = (id: string) =>
  providerRequest<Track>({ path: `tracks/${encodeURIComponent(id)}`, query: { market } });

/** The spec's batch lookup (deprecated by the provider in 2026; kept as the feed's fallback). */
export const getTracks = (ids: string[]) =>
  providerRequest<{ tracks: Array<Track | null> }>({ path: 'tracks', query: { ids: ids.join(','), market } }).then(
    (r) => r.tracks.filter((t): t is Track => t !== null),
  );

export const searchCatalogue = (q: string, types: CatalogueType[], offset = 0, limit = CATALOGUE_PAGE_SIZE) =>
  providerRequest<SearchResults>({
    path: 'search',
    query: { q, type: types.join(','), market, ...page(offset, limit) },
  });

export const getSavedTracks = (offset = 0, limit = CATALOGUE_PAGE_SIZE) =>
  providerRequest<OffsetPage<SavedTrack>>({ path: 'me/tracks', query: { market, ...page(offset, limit) } });

export const savedTracksContain = (ids: string[]) =>
  providerRequest<boolean[]>({ path: 'me/tracks/contains', query: { ids: ids.join(',') } });

export const saveTracks = (ids: string[]) =>
  providerRequest<null>({ method: 'PUT', path: 'me/tracks', query: { ids: ids.join(',') } });

export const removeSavedTracks = (ids: string[]) =>
  providerRequest<null>({ method: 'DELETE', path: 'me/tracks', query: { ids: ids.join(',') } });

export const getMyPlaylists = (offset = 0, limit = CATALOGUE_PAGE_SIZE) =>
  providerRequest<OffsetPage<Playlist>>({ path: 'me/playlists', query: page(offset, limit) });

export const getPlaylistTracks = (id: string, offset = 0, limit = CATALOGUE_PAGE_SIZE) =>
  providerRequest<OffsetPage<PlaylistTrack>>({
    path: `playlists/${encodeURIComponent(id)}/tracks`,
    query: { market, ...page(offset, limit) },
  });

export const getAlbumTracks = (id: string, offset = 0, limit = CATALOGUE_PAGE_SIZE) =>
  providerRequest<OffsetPage<Omit<Track, 'album'>>>({
    path: `albums/${encodeURIComponent(id)}/tracks`,
    query: { market, ...page(offset, limit) },
  });

export const getAlbum = (id: string) =>
  providerRequest<Album>({ path: `albums/${encodeURIComponent(id)}`, query: { market } });

export const getArtistTopTracks = (id: string) =>
  providerRequest<{ tracks: Track[] }>({
    path: `artists/${encodeURIComponent(id)}/top-tracks`,
    query: { market },
  }).then((r) => r.tracks);

export const getArtist = (id: string) => providerRequest<Artist>({ path: `artists/${encodeURIComponent(id)}` });

// Player

export const getPlaybackState = () => providerRequest<PlaybackState | null>({ path: 'me/player', query: { market } });

export const transferPlayback = (deviceId: string, play = false) =>
  providerRequest<null>({ method: 'PUT', path: 'me/player', body: { device_ids: [deviceId], play } });

export const startPlayback = (
  deviceId: string,
  body: { uris: string[]; offset?: { position: number }; position_ms?: number },
) => providerRequest<null>({ method: 'PUT', path: 'me/player/play', query: { device_id: deviceId }, body });

export const pausePlayback = (deviceId: string) =>
  providerRequest<null>({ method: 'PUT', path: 'me/player/pause', query: { device_id: deviceId } });

export const setPlaybackVolume = (deviceId: string, volumePercent: number) =>
  providerRequest<null>({
    method: 'PUT',
    path: 'me/player/volume',
    query: { volume_percent: Math.round(volumePercent), device_id: deviceId },
  });
