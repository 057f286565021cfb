import type { ReactNode } from 'react';
import { setStreamingProvider } from '@upclub/shared/providers';
import { fakeStreamingProvider } from '@upclub/shared/testing';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Album, OffsetPage, Track } from '@upclub/shared/types';
import {
  catalogueKeys,
  nextOffset,
  pageOfType,
  playlistItems,
  topOf,
  useAlbumTracksQuery,
  useCatalogueSearchQuery,
  useSavedTracksQuery,
} from './catalogue';

// The capabilities the pages read, as mocks (the test sets each answer).
const provider = fakeStreamingProvider();
setStreamingProvider(provider);
const { getSavedTracks } = provider.library;
const { getAlbumTracks, search: searchCatalogue } = provider.catalogue;

const album: Album = {
  id: 'al1',
  name: 'Homework',
  uri: 'spotify:album:al1',
  total_tracks: 1,
  images: [],
  artists: [],
};
const track = (id: string): Track => ({
  id,
  name: `Track ${id}`,
  uri: `spotify:track:${id}`,
  duration_ms: 1,
  artists: [],
  album,
});
const page = <T,>(items: T[], { offset = 0, more = false } = {}): OffsetPage<T> => ({
  href: '',
  items,
  limit: 10,
  next: more ? 'next' : null,
  offset,
  previous: null,
  total: items.length,
});

function wrapper() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

beforeEach(() => jest.clearAllMocks());

describe('catalogue keys', () => {
  it('name every list apart, under one root', () => {
    const keys = [
      catalogueKeys.saved(),
      catalogueKeys.myPlaylists(),
      catalogueKeys.top('x'),
      ...(['track', 'artist', 'album', 'playlist'] as const).map((type) => catalogueKeys.search(type, 'x')),
      catalogueKeys.artistTop('x'),
      catalogueKeys.albumTracks('x'),
      catalogueKeys.playlistTracks('x'),
    ].map((key) => JSON.stringify(key));
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.every((key) => key.startsWith('["catalogue",'))).toBe(true);
  });
});

describe('catalogue pages', () => {
  it('follow the offset while a next page exists', () => {
    expect(nextOffset(page([1, 2], { offset: 10, more: true }))).toBe(20);
    expect(nextOffset(page([1, 2], { offset: 10 }))).toBeUndefined();
  });

  it('keep at most 3 of each type for the all view, dropping null playlists', () => {
    const top = topOf({ tracks: page([1, 2, 3, 4].map(String).map(track)), playlists: page([null]) });
    expect(top.track.map((t) => t.id)).toEqual(['1', '2', '3']);
    expect(top).toMatchObject({ artist: [], album: [], playlist: [] });
  });

  it('take one type out of a search answer, empty when it is missing', () => {
    expect(pageOfType({ playlists: page([null]) }, 'playlist').items).toEqual([]);
    expect(pageOfType({}, 'album', 20)).toMatchObject({ items: [], next: null, offset: 20 });
  });

  it('drop playlist items without a track and read the 2026 item name', () => {
    const items = [
      { added_at: null, track: track('a') },
      { added_at: null, track: null },
      { added_at: null, track: null, item: track('b') },
    ];
    expect(playlistItems(page(items)).map((t) => t.id)).toEqual(['a', 'b']);
  });
});

describe('catalogue queries', () => {
  it('share one answer between the pieces that ask for the same list', async () => {
    jest.mocked(getSavedTracks).mockResolvedValue(page([{ added_at: '', track: track('s1') }]));
    const render = wrapper();
    const first = renderHook(() => useSavedTracksQuery(), { wrapper: render });
    const second = renderHook(() => useSavedTracksQuery(), { wrapper: render });
    await waitFor(() => expect(first.result.current.items).toHaveLength(1));
    await waitFor(() => expect(second.result.current.items).toHaveLength(1));
    expect(getSavedTracks).toHaveBeenCalledTimes(1);
    expect(getSavedTracks).toHaveBeenCalledWith(0, 10);
  });

  it('page a search by offset and ask nothing for an empty query', async () => {
    const search = jest.mocked(searchCatalogue);
    search.mockImplementation(async (_q, _types, offset = 0) => ({
      tracks: page([track(`t${offset}`)], { offset, more: offset === 0 }),
    }));
    const { result, rerender } = renderHook(({ q }) => useCatalogueSearchQuery('track', q), {
      wrapper: wrapper(),
      initialProps: { q: ' ' },
    });
    expect(result.current.isPending).toBe(true);
    expect(search).not.toHaveBeenCalled();
    rerender({ q: 'daft' });
    await waitFor(() => expect(result.current.items.map((t) => t.id)).toEqual(['t0']));
    expect(result.current.hasNextPage).toBe(true);
    result.current.fetchNextPage();
    await waitFor(() => expect(result.current.items.map((t) => t.id)).toEqual(['t0', 't10']));
    expect(search).toHaveBeenLastCalledWith('daft', ['track'], 10, 10);
    expect(result.current.hasNextPage).toBe(false);
  });

  it("give an album's tracks their album", async () => {
    jest.mocked(getAlbumTracks).mockResolvedValue(page([{ ...track('h1'), album: undefined } as never]));
    const { result } = renderHook(() => useAlbumTracksQuery(album), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.items).toHaveLength(1));
    expect(result.current.items[0].album).toBe(album);
  });
});
