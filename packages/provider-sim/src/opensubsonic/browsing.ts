import { getCatalogue } from '../catalogue';
import type { Endpoints } from './endpoint';
import { notFound } from './envelope';
import { albumID3, artistID3, song } from './normalise';
import { required } from './params';
import { viewOf } from './stars';

// Browsing by ID3 tags: an artist with its albums, an album with its songs, one song.

export const browsingEndpoints: Endpoints = {
  getArtist: {
    handle: (call) => {
      const catalogue = getCatalogue();
      const artist = catalogue.artist(required(call.query, 'id'));
      if (!artist) throw notFound('Artist');
      const view = viewOf(call);
      return {
        artist: {
          ...artistID3(artist, view),
          album: artist.albumIds.map((id) => albumID3(catalogue.album(id)!, view)),
        },
      };
    },
  },
  getAlbum: {
    handle: (call) => {
      const catalogue = getCatalogue();
      const album = catalogue.album(required(call.query, 'id'));
      if (!album) throw notFound('Album');
      const view = viewOf(call);
      return {
        album: { ...albumID3(album, view), song: album.trackIds.map((id) => song(catalogue.track(id)!, view)) },
      };
    },
  },
  getSong: {
    handle: (call) => {
      const track = getCatalogue().track(required(call.query, 'id'));
      if (!track) throw notFound('Song');
      return { song: song(track, viewOf(call)) };
    },
  },
};
