import { accountPlaylists, findPlaylist, followedPlaylists, getCatalogue } from '../catalogue';
import type { Endpoints } from './endpoint';
import { ERROR_CODES, notFound, SubsonicError } from './envelope';
import { playlist, song } from './normalise';
import { optional, required } from './params';
import { viewOf } from './stars';

// Playlists: the account's own (the same as on the Web API face), then the editors' it follows;
// any playlist by id (they are all public).

export const playlistEndpoints: Endpoints = {
  getPlaylists: {
    handle: ({ account, query }) => {
      const username = optional(query, 'username');
      // Only an administrator may list another user's playlists; the emulator has none.
      if (username && username !== account.id) {
        throw new SubsonicError(ERROR_CODES.notAuthorized, 'User is not authorized for the given operation');
      }
      const lists = [...accountPlaylists(account), ...followedPlaylists(account.id)];
      return { playlists: { playlist: lists.map((p) => playlist(p, account.id)) } };
    },
  },
  getPlaylist: {
    handle: (call) => {
      const list = findPlaylist(required(call.query, 'id'), call.ctx.store.listAccounts());
      if (!list) throw notFound('Playlist');
      const catalogue = getCatalogue();
      const view = viewOf(call);
      const entry = list.trackIds.map((id) => catalogue.track(id)).filter((t) => t !== undefined);
      return { playlist: { ...playlist(list, call.account.id), entry: entry.map((t) => song(t, view)) } };
    },
  },
};
