import { getCatalogue } from '../catalogue';
import type { Endpoints } from './endpoint';
import { missing } from './envelope';
import { albumID3, artistID3, song } from './normalise';
import { count, optional } from './params';
import { viewOf } from './stars';

// search3: artists, albums and songs whose names (or, for albums and songs, their artists'
// names) hold every word of the query, each list paged on its own (`songCount`, `songOffset`,
// ...). An empty query (or `""`, as some clients send) lists everything, as the description
// requires for offline sync.

/** The description's default page size for each list. */
const DEFAULT_COUNT = 20;

export const searchEndpoints: Endpoints = {
  search3: {
    handle: (call) => {
      const { query } = call;
      const raw = optional(query, 'query');
      if (raw === undefined) throw missing('query');
      const text = raw
        .trim()
        .replace(/^"(.*)"$/, '$1')
        .trim();
      const page = (kind: 'artist' | 'album' | 'song') => ({
        offset: count(query, `${kind}Offset`, 0),
        size: count(query, `${kind}Count`, DEFAULT_COUNT),
      });
      const catalogue = getCatalogue();
      const view = viewOf(call);
      const find = <T extends { id: string }>(items: readonly T[], weight: (item: T) => number): readonly T[] =>
        text === '' ? items : catalogue.search(items, text, weight);
      const slice = <T>(items: readonly T[], { offset, size }: { offset: number; size: number }): readonly T[] =>
        items.slice(offset, offset + size);
      const artists = slice(
        find(catalogue.artists, (a) => a.followers),
        page('artist'),
      );
      const albums = slice(
        find(catalogue.albums, (a) => catalogue.followersOf(a.artistIds)),
        page('album'),
      );
      const songs = slice(
        find(catalogue.tracks, (t) => catalogue.followersOf(t.artistIds)),
        page('song'),
      );
      return {
        searchResult3: {
          artist: artists.map((a) => artistID3(a, view)),
          album: albums.map((a) => albumID3(a, view)),
          song: songs.map((t) => song(t, view)),
        },
      };
    },
  },
};
