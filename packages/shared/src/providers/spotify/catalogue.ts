import type { Catalogue } from '../capabilities';
import {
  getAlbum,
  getAlbumTracks,
  getArtist,
  getArtistTopTracks,
  getMyPlaylists,
  getPlaylistTracks,
  getTrack,
  searchCatalogue,
} from './webApi';

/** The catalogue as the streaming service's Web API serves it (market PROVIDER_MARKET). */
export const spotifyCatalogue: Catalogue = {
  search: searchCatalogue,
  getTrack,
  getArtist,
  getArtistTopTracks,
  getAlbum,
  getAlbumTracks,
  getMyPlaylists,
  getPlaylistTracks,
};
