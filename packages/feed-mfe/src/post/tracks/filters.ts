import type { PostFilter } from '../../queries/catalogue';

// The track search's filters on the post page (spec §2: track, artist or album).
export const TRACK_PAGE_FILTERS: ReadonlyArray<{ value: PostFilter; label: string }> = [
  { value: 'track', label: 'Track' },
  { value: 'artist', label: 'Artist' },
  { value: 'album', label: 'Album' },
];

export const isPostFilter = (value: string | null): value is PostFilter =>
  TRACK_PAGE_FILTERS.some((f) => f.value === value);
