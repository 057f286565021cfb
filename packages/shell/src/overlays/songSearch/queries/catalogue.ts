import { useMemo } from 'react';
import { useInfiniteQuery, useQuery, type InfiniteData } from '@tanstack/react-query';
import { CATALOGUE_PAGE_SIZE, SEARCH_ALL_TOP_PER_TYPE } from '@upclub/shared/constants';
import {
  getAlbumTracks,
  getArtistTopTracks,
  getPlaylistTracks,
  getSavedTracks,
  searchCatalogue,
} from '@upclub/shared/streaming';
import type { Album, Artist, CatalogueType, OffsetPage, Playlist, SearchResults, Track } from '@upclub/shared/types';

// The streaming catalogue as the song search reads it: saved tracks, searches and the tracks of
// an artist, album or playlist. Lists page by offset (CATALOGUE_PAGE_SIZE).

/** The catalogue changes slowly; a search typed again within this reuses its answer. */
export const CATALOGUE_STALE_MS = 5 * 60_000;

export const catalogueKeys = {
  all: ['catalogue'] as const,
  saved: () => [...catalogueKeys.all, 'saved'] as const,
  top: (q: string) => [...catalogueKeys.all, 'top', q] as const,
  search: (q: string, type: CatalogueType) => [...catalogueKeys.all, 'search', type, q] as const,
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

/** A list an overlay shows, whatever query it comes from (the share modal uses it too). */
export interface CatalogueList<T> {
  items: T[];
  isPending: boolean;
  isError: boolean;
  refetch: () => void;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => void;
}

export function useFlatList<P, T>(
  query: {
    data: InfiniteData<P> | undefined;
    isPending: boolean;
    isError: boolean;
    refetch: () => unknown;
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    isFetchNextPageError: boolean;
    fetchNextPage: () => unknown;
  },
  itemsOf: (page: P) => T[],
): CatalogueList<T> {
  const { data } = query;
  const items = useMemo(() => (data ? data.pages.flatMap(itemsOf) : []), [data, itemsOf]);
  return {
    items,
    isPending: query.isPending,
    // A failed next page keeps what was loaded; only a failed first page is the list's error.
    isError: query.isError && !query.isFetchNextPageError,
    refetch: () => void query.refetch(),
    hasNextPage: query.hasNextPage,
    isFetchingNextPage: query.isFetchingNextPage,
    isFetchNextPageError: query.isFetchNextPageError,
    fetchNextPage: () => void query.fetchNextPage(),
  };
}

const savedItems = (page: OffsetPage<{ track: Track }>) => page.items.map((s) => s.track);

/** The user's saved tracks (shown while the search box is empty). */
export function useSavedTracksQuery(enabled: boolean) {
  const query = useInfiniteQuery({
    queryKey: catalogueKeys.saved(),
    queryFn: ({ pageParam }) => getSavedTracks(pageParam, CATALOGUE_PAGE_SIZE),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    staleTime: CATALOGUE_STALE_MS,
    enabled,
  });
  return useFlatList(query, savedItems);
}

/** The 'all' view: the top few of every type. */
export function useTopResultsQuery(q: string) {
  return useQuery({
    queryKey: catalogueKeys.top(q),
    queryFn: () => searchCatalogue(q, ALL_TYPES, 0, SEARCH_ALL_TOP_PER_TYPE),
    select: topOf,
    staleTime: CATALOGUE_STALE_MS,
    enabled: q !== '',
  });
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

type ItemOf = { track: Track; artist: Artist; album: Album; playlist: Playlist };

/** The page of one type out of a search answer (playlists may hold nulls: dropped). */
export function pageOfType<K extends CatalogueType>(results: SearchResults, type: K): OffsetPage<ItemOf[K]> {
  const key = `${type}s` as const;
  const page = results[key] as OffsetPage<ItemOf[K] | null> | undefined;
  if (!page) return { href: '', items: [], limit: CATALOGUE_PAGE_SIZE, next: null, offset: 0, previous: null, total: 0 };
  return { ...page, items: page.items.filter((i): i is ItemOf[K] => i != null) };
}

const pageItems = <T>(page: OffsetPage<T>) => page.items;

/** One type's results, paged. */
export function useCatalogueSearchQuery<K extends CatalogueType>(q: string, type: K) {
  const query = useInfiniteQuery({
    queryKey: catalogueKeys.search(q, type),
    queryFn: async ({ pageParam }) => pageOfType(await searchCatalogue(q, [type], pageParam, CATALOGUE_PAGE_SIZE), type),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    staleTime: CATALOGUE_STALE_MS,
    enabled: q !== '',
  });
  return useFlatList<OffsetPage<ItemOf[K]>, ItemOf[K]>(query, pageItems);
}

/** An artist's top tracks (one answer, no paging). */
export function useArtistTopTracksQuery(id: string) {
  const query = useQuery({
    queryKey: catalogueKeys.artistTop(id),
    queryFn: () => getArtistTopTracks(id),
    staleTime: CATALOGUE_STALE_MS,
  });
  return {
    items: query.data ?? [],
    isPending: query.isPending,
    isError: query.isError,
    refetch: () => void query.refetch(),
    hasNextPage: false,
    isFetchingNextPage: false,
    isFetchNextPageError: false,
    fetchNextPage: () => undefined,
  } satisfies CatalogueList<Track>;
}

/** An album's tracks; the provider sends them without their album, which the row and the post need. */
export function useAlbumTracksQuery(album: Album) {
  const query = useInfiniteQuery({
    queryKey: catalogueKeys.albumTracks(album.id),
    queryFn: ({ pageParam }) => getAlbumTracks(album.id, pageParam, CATALOGUE_PAGE_SIZE),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    staleTime: CATALOGUE_STALE_MS,
  });
  const withAlbum = useMemo(
    () => (page: OffsetPage<Omit<Track, 'album'>>): Track[] => page.items.map((t) => ({ ...t, album })),
    [album],
  );
  return useFlatList(query, withAlbum);
}

const playlistItems = (page: OffsetPage<{ track: Track | null; item?: Track | null }>) =>
  page.items.map((i) => i.track ?? i.item ?? null).filter((t): t is Track => t !== null);

/** A playlist's tracks (removed or local tracks come back null: dropped). */
export function usePlaylistTracksQuery(id: string) {
  const query = useInfiniteQuery({
    queryKey: catalogueKeys.playlistTracks(id),
    queryFn: ({ pageParam }) => getPlaylistTracks(id, pageParam, CATALOGUE_PAGE_SIZE),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    staleTime: CATALOGUE_STALE_MS,
  });
  return useFlatList(query, playlistItems);
}
