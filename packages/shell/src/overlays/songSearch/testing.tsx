import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { offsetPage, songPost } from '@upclub/shared/testing';
import type { Album, Artist, Playlist, SongPost, Track } from '@upclub/shared/types';

// Test helpers of the overlays: a fresh query cache per test and catalogue fixtures.

/** Typed searches wait SEARCH_DEBOUNCE_MS: finders wait longer than that. */
export const AFTER_DEBOUNCE = { timeout: 3000 };

export function renderWithQuery(ui: ReactElement) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

const image = (id: string) => [{ url: `https://img.test/${id}`, width: 64, height: 64 }];

export const anAlbum = (id: string, name = `Album ${id}`): Album => ({
  id,
  name,
  uri: `spotify:album:${id}`,
  total_tracks: 10,
  images: image(id),
  artists: [{ id: 'ar1', name: 'Daft Punk', uri: 'spotify:artist:ar1' }],
});

export const aTrack = (id: string, name = `Track ${id}`): Track => ({
  id,
  name,
  uri: `spotify:track:${id}`,
  duration_ms: 200_000,
  artists: [{ id: 'ar1', name: 'Daft Punk', uri: 'spotify:artist:ar1' }],
  album: anAlbum(`al-${id}`, 'Discovery'),
});

export const anArtist = (id: string, name = `Artist ${id}`): Artist => ({
  id,
  name,
  uri: `spotify:artist:${id}`,
  images: image(id),
  followers: { total: 1 },
});

export const aPlaylist = (id: string, name = `Playlist ${id}`): Playlist => ({
  id,
  name,
  uri: `spotify:playlist:${id}`,
  images: image(id),
  owner: { id: 'me', display_name: 'Ada' },
});

/** A provider page of `items` at `offset`; `more` says whether a next page exists. */
export const aPage = offsetPage;

export const many = <T,>(n: number, make: (id: string) => T, prefix: string) =>
  Array.from({ length: n }, (_, i) => make(`${prefix}${i + 1}`));

/** Ada's post of One More Time (post 42). */
export const aSongPost = (overrides: Partial<SongPost> = {}): SongPost =>
  songPost(42, {
    song: 't1',
    title: 'One More Time',
    upclubuser: 7,
    username: 'ada',
    first_name: 'Ada',
    last_name: 'Lovelace',
    post_age: '1m',
    ...overrides,
  });
