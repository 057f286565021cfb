import type { CatalogueType } from '@upclub/shared/types';

/** What the post page's track search looks for (spec §2: track, artist or album). */
export type PostFilter = Exclude<CatalogueType, 'playlist'>;

// The track search's filters on the post page.
export const TRACK_PAGE_FILTERS: ReadonlyArray<{ value: PostFilter; label: string }> = [
  { value: 'track', label: 'Track' },
  { value: 'artist', label: 'Artist' },
  { value: 'album', label: 'Album' },
];

export const isPostFilter = (value: string | null): value is PostFilter =>
  TRACK_PAGE_FILTERS.some((f) => f.value === value);
