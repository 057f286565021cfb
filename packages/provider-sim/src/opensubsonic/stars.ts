import { getCatalogue } from '../catalogue';
import { removeTracks, savedTracks, saveTracks } from '../library';
import type { ProviderStore, StarKind } from '../store';
import type { Endpoints, UserCall } from './endpoint';
import { missing, notFound } from './envelope';
import { albumID3, artistID3, song, type StarView, type View } from './normalise';
import { all } from './params';

// Stars. An account's starred songs ARE its saved tracks (the library the Web API's me/tracks
// shows), so starring on one face saves on the other; albums and artists are starred in the store.

export function starView(store: ProviderStore, accountId: string): StarView {
  return {
    song: new Map(savedTracks(store, accountId).map((e) => [e.id, e.addedAt])),
    album: store.getStars(accountId, 'album'),
    artist: store.getStars(accountId, 'artist'),
  };
}

export const viewOf = ({ ctx, account }: UserCall): View => ({
  publicUrl: ctx.options.publicUrl,
  stars: starView(ctx.store, account.id),
});

const isoNow = (now: number): string => new Date(now).toISOString().replace(/\.\d{3}Z$/, 'Z');

interface Targets {
  song: string[];
  album: string[];
  artist: string[];
}

/** `id` may name a song, an album or an artist; `albumId` and `artistId` name those. Unknown ids: 70. */
function targetsOf({ query }: UserCall): Targets {
  const catalogue = getCatalogue();
  const targets: Targets = { song: [], album: [], artist: [] };
  const ids = all(query, 'id');
  const albumIds = all(query, 'albumId');
  const artistIds = all(query, 'artistId');
  if (ids.length + albumIds.length + artistIds.length === 0) throw missing('id, albumId or artistId');
  for (const id of ids) {
    if (catalogue.track(id)) targets.song.push(id);
    else if (catalogue.album(id)) targets.album.push(id);
    else if (catalogue.artist(id)) targets.artist.push(id);
    else throw notFound(`Item ${id}`);
  }
  for (const id of albumIds) {
    if (!catalogue.album(id)) throw notFound(`Album ${id}`);
    targets.album.push(id);
  }
  for (const id of artistIds) {
    if (!catalogue.artist(id)) throw notFound(`Artist ${id}`);
    targets.artist.push(id);
  }
  return targets;
}

const KINDS: readonly StarKind[] = ['album', 'artist'];

/** Ids newest first, by the time each was starred. */
const newestFirst = (items: Readonly<Record<string, string>>): string[] =>
  Object.entries(items)
    .sort((a, b) => b[1].localeCompare(a[1]))
    .map(([id]) => id);

export const starEndpoints: Endpoints = {
  getStarred2: {
    handle: (call) => {
      const view = viewOf(call);
      const catalogue = getCatalogue();
      const songs = savedTracks(call.ctx.store, call.account.id)
        .map((e) => catalogue.track(e.id))
        .filter((t) => t !== undefined);
      return {
        starred2: {
          artist: newestFirst(view.stars.artist).map((id) => artistID3(catalogue.artist(id)!, view)),
          album: newestFirst(view.stars.album).map((id) => albumID3(catalogue.album(id)!, view)),
          song: songs.map((t) => song(t, view)),
        },
      };
    },
  },
  star: {
    handle: (call) => {
      const { ctx, account } = call;
      const targets = targetsOf(call);
      const now = ctx.now();
      saveTracks(ctx.store, account.id, targets.song, now);
      for (const kind of KINDS) ctx.store.setStars(account.id, kind, targets[kind], isoNow(now));
      return {};
    },
  },
  unstar: {
    handle: (call) => {
      const { ctx, account } = call;
      const targets = targetsOf(call);
      removeTracks(ctx.store, account.id, targets.song);
      for (const kind of KINDS) ctx.store.setStars(account.id, kind, targets[kind], undefined);
      return {};
    },
  },
};
