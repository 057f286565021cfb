import { useMemo } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { CATALOGUE_PAGE_SIZE, SEARCH_ALL_TOP_PER_TYPE } from '@upclub/shared/constants';
import { streamingProvider } from '@upclub/shared/providers';
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
import { singlePage, usePagedItems, type PagedItems } from '@upclub/shared/queries';

// The deployment's catalogue and library (its provider's capabilities) as every piece reads it (the song search overlay, the post
// pages): saved tracks, the user's playlists, searches and the tracks of an artist, album or
// playlist. One key factory for the page's one query cache; lists page by offset
// (CATALOGUE_PAGE_SIZE a page) and come as PagedItems for the UI kit's PagedList.

/** The catalogue changes slowly; a search typed again within this reuses its answer. */
export const CATALOGUE_STALE_MS = 5 * 60_000;

export const catalogueKeys = {
  all: ['catalogue'] as const,
  saved: () => [...catalogueKeys.all, 'saved'] as const,
  myPlaylists: () => [...catalogueKeys.all, 'myPlaylists'] as const,
  top: (q: string) => [...catalogueKeys.all, 'top', q] as const,
  search: (type: CatalogueType, q: string) => [...catalogueKeys.all, 'search', type, q] as const,
  artistTop: (id: string) => [...catalogueKeys.all, 'artist', id, 'top'] as const,
  albumTracks: (id: string) => [...catalogueKeys.all, 'album', id, 'tracks'] as const,
  playlistTracks: (id: string) => [...catalogueKeys.all, 'playlist', id, 'tracks'] as const,
};

export const ALL_TYPES: CatalogueType[] = ['track', 'artist', 'album', 'playlist'];

/** The offset of the page after `page`, or undefined at the end. */
export function nextOffset(page: OffsetPage<unknown>): number | undefined {
  if (!page.next) return undefined;
  return page.offset + (page.limit || page.items.length);
}

/** An offset-paged catalogue list, loaded a page at a time. */
function useOffsetQuery<I>(
  queryKey: readonly unknown[],
  fetchPage: (offset: number) => Promise<OffsetPage<I>>,
  enabled = true,
) {
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    staleTime: CATALOGUE_STALE_MS,
    enabled,
  });
}

const savedItems = (page: OffsetPage<SavedTrack>) => page.items.map((s) => s.track);

/** The user's saved tracks (shown while a search box is empty). */
export function useSavedTracksQuery(enabled = true): PagedItems<Track> {
  const query = useOffsetQuery(
    catalogueKeys.saved(),
    (offset) => streamingProvider().library.getSavedTracks(offset, CATALOGUE_PAGE_SIZE),
    enabled,
  );
  return usePagedItems(query, savedItems);
}

const pageItems = <T>(page: OffsetPage<T>) => page.items;

/** The user's own playlists (post from your playlist). */
export function useMyPlaylistsQuery(): PagedItems<Playlist> {
  const query = useOffsetQuery(catalogueKeys.myPlaylists(), (offset) =>
    streamingProvider().catalogue.getMyPlaylists(offset, CATALOGUE_PAGE_SIZE),
  );
  return usePagedItems<OffsetPage<Playlist>, Playlist>(query, pageItems);
}

export interface TopResults {
  track: Track[];
  artist: Artist[];
  album: Album[];
  playlist: Playlist[];
}

/** At most SEARCH_ALL_TOP_PER_TYPE of each type, whatever the answer holds. */
export function topOf(results: SearchResults): TopResults {
  const top = <T>(items: ReadonlyArray<T | null> | undefined) =>
    (items ?? []).filter((i): i is T => i != null).slice(0, SEARCH_ALL_TOP_PER_TYPE);
  return {
    track: top(results.tracks?.items),
    artist: top(results.artists?.items),
    album: top(results.albums?.items),
    playlist: top(results.playlists?.items),
  };
}

/** The 'all' view of a search: the top few of every type. */
export function useTopResultsQuery(q: string) {
  return useQuery({
    queryKey: catalogueKeys.top(q),
    queryFn: () => streamingProvider().catalogue.search(q, ALL_TYPES, 0, SEARCH_ALL_TOP_PER_TYPE),
    select: topOf,
    staleTime: CATALOGUE_STALE_MS,
    enabled: q.trim() !== '',
  });
}

export type CatalogueItem = { track: Track; artist: Artist; album: Album; playlist: Playlist };

/** The page of one type out of a search answer (playlists may hold nulls: dropped). */
export function pageOfType<K extends CatalogueType>(
  results: SearchResults,
  type: K,
  offset = 0,
): OffsetPage<CatalogueItem[K]> {
  const page = results[`${type}s` as const] as OffsetPage<CatalogueItem[K] | null> | undefined;
  if (!page) return { href: '', items: [], limit: CATALOGUE_PAGE_SIZE, next: null, offset, previous: null, total: 0 };
  return { ...page, items: page.items.filter((i): i is CatalogueItem[K] => i != null) };
}

/** One type's search results, paged (nothing is asked for an empty query). */
export function useCatalogueSearchQuery<K extends CatalogueType>(type: K, q: string): PagedItems<CatalogueItem[K]> {
  const query = useOffsetQuery(
    catalogueKeys.search(type, q),
    async (offset) =>
      pageOfType(await streamingProvider().catalogue.search(q, [type], offset, CATALOGUE_PAGE_SIZE), type, offset),
    q.trim() !== '',
  );
  return usePagedItems<OffsetPage<CatalogueItem[K]>, CatalogueItem[K]>(query, pageItems);
}

/** An artist's top tracks (one answer, no paging). */
export function useArtistTopTracksQuery(id: string): PagedItems<Track> {
  const query = useQuery({
    queryKey: catalogueKeys.artistTop(id),
    queryFn: () => streamingProvider().catalogue.getArtistTopTracks(id),
    staleTime: CATALOGUE_STALE_MS,
  });
  return singlePage(query);
}

/** An album's tracks; the provider sends them without their album, which the row and the post need. */
export function useAlbumTracksQuery(album: Album): PagedItems<Track> {
  const query = useOffsetQuery(catalogueKeys.albumTracks(album.id), (offset) =>
    streamingProvider().catalogue.getAlbumTracks(album.id, offset, CATALOGUE_PAGE_SIZE),
  );
  const withAlbum = useMemo(
    () =>
      (page: OffsetPage<Omit<Track, 'album'>>): Track[] =>
        page.items.map((t) => ({ ...t, album })),
    [album],
  );
  return usePagedItems(query, withAlbum);
}

/** A playlist's tracks (removed or local tracks come back null: dropped). */
export const playlistItems = (page: OffsetPage<PlaylistTrack>): Track[] =>
  page.items.map((i) => i.track ?? i.item ?? null).filter((t): t is Track => t !== null);

export function usePlaylistTracksQuery(id: string): PagedItems<Track> {
  const query = useOffsetQuery(catalogueKeys.playlistTracks(id), (offset) =>
    streamingProvider().catalogue.getPlaylistTracks(id, offset, CATALOGUE_PAGE_SIZE),
  );
  return usePagedItems(query, playlistItems);
}
