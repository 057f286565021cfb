import type { Catalogue } from '../capabilities';
import {
  getMusicAlbum,
  getMusicAlbumTracks,
  getMusicArtist,
  getMusicArtistTopTracks,
  getMusicPlaylists,
  getMusicPlaylistTracks,
  getMusicTrack,
  searchMusic,
} from './api';

/** The music server's catalogue, through UpClub's API (which answers in the Web API's shapes). */
export const openSubsonicCatalogue: Catalogue = {
  search: searchMusic,
  getTrack: getMusicTrack,
  getArtist: getMusicArtist,
  getArtistTopTracks: getMusicArtistTopTracks,
  getAlbum: getMusicAlbum,
  getAlbumTracks: getMusicAlbumTracks,
  getMyPlaylists: getMusicPlaylists,
  getPlaylistTracks: getMusicPlaylistTracks,
};
