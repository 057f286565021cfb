import { useInfiniteQuery, useQuery, type InfiniteData } from '@tanstack/react-query';
import { CATALOGUE_PAGE_SIZE } from '@upclub/shared/constants';
import {
  getAlbumTracks,
  getArtistTopTracks,
  getMyPlaylists,
  getPlaylistTracks,
  getSavedTracks,
  searchCatalogue,
} from '@upclub/shared/streaming';
import type { Album, Artist, OffsetPage, Playlist, SavedTrack, Track } from '@upclub/shared/types';

// The streaming provider's lists the post pages show (offset paging, CATALOGUE_PAGE_SIZE a page).

export type PostFilter = 'track' | 'artist' | 'album';

/** Catalogue data changes rarely while a page is open. */
export const CATALOGUE_STALE_MS = 5 * 60_000;

export const catalogueKeys = {
  saved: ['catalogue', 'saved'] as const,
  search: (filter: PostFilter, q: string) => ['catalogue', 'search', filter, q] as const,
  myPlaylists: ['catalogue', 'my-playlists'] as const,
  playlistTracks: (id: string) => ['catalogue', 'playlist', id] as const,
  albumTracks: (id: string) => ['catalogue', 'album', id] as const,
  artistTopTracks: (id: string) => ['catalogue', 'artist-top', id] as const,
};

const nextOffset = <T>(page: OffsetPage<T>) => (page.next ? page.offset + page.limit : undefined);
const itemsOf = <T>(data: InfiniteData<OffsetPage<T>> | undefined): T[] => data?.pages.flatMap((p) => p.items) ?? [];

function useOffsetList<T>(key: readonly unknown[], fetchPage: (offset: number) => Promise<OffsetPage<T>>, enabled = true) {
  const query = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 0,
    getNextPageParam: nextOffset<T>,
    staleTime: CATALOGUE_STALE_MS,
    enabled,
  });
  return { ...query, items: itemsOf(query.data) };
}

export function useSavedTracksQuery(enabled: boolean) {
  const query = useOffsetList<SavedTrack>(catalogueKeys.saved, (offset) => getSavedTracks(offset), enabled);
  return { ...query, items: query.items.map((saved) => saved.track) };
}

interface SearchItem {
  track: Track;
  artist: Artist;
  album: Album;
}

/** Search results of one type: tracks, or artists, or albums (enabled for a non-empty query). */
export function useCatalogueSearchQuery<F extends PostFilter>(filter: F, q: string) {
  return useOffsetList<SearchItem[F]>(
    catalogueKeys.search(filter, q),
    async (offset) => {
      const results = await searchCatalogue(q, [filter], offset, CATALOGUE_PAGE_SIZE);
      const pages = { track: results.tracks, artist: results.artists, album: results.albums };
      return (pages[filter] ?? emptyPage(offset)) as OffsetPage<SearchItem[F]>;
    },
    q.trim() !== '',
  );
}

const emptyPage = <T>(offset: number): OffsetPage<T> => ({
  href: '',
  items: [],
  limit: CATALOGUE_PAGE_SIZE,
  next: null,
  offset,
  previous: null,
  total: 0,
});

export function useMyPlaylistsQuery() {
  return useOffsetList<Playlist>(catalogueKeys.myPlaylists, (offset) => getMyPlaylists(offset));
}

/** A playlist's tracks; items without a track (removed from the catalogue) are left out. */
export function usePlaylistTracksQuery(id: string) {
  const query = useOffsetList(catalogueKeys.playlistTracks(id), (offset) => getPlaylistTracks(id, offset));
  return { ...query, items: query.items.flatMap((item) => item.track ?? item.item ?? []) };
}

/** An album's tracks, each given the album (the provider leaves it out of album tracks). */
export function useAlbumTracksQuery(album: Album) {
  const query = useOffsetList(catalogueKeys.albumTracks(album.id), (offset) => getAlbumTracks(album.id, offset));
  return { ...query, items: query.items.map((track): Track => ({ ...track, album })) };
}

export function useArtistTopTracksQuery(id: string) {
  return useQuery({ queryKey: catalogueKeys.artistTopTracks(id), queryFn: () => getArtistTopTracks(id), staleTime: CATALOGUE_STALE_MS });
}
