import type { FeedCategory } from '@upclub/shared/constants';

// The feed's orders as the sort dropdown names them (spec §2 Feed screen; categories §7).

export interface SortOption {
  category: FeedCategory;
  label: string;
  /** Options under 'Top' (most liked within a period). */
  top?: boolean;
}

export const SORT_OPTIONS: readonly SortOption[] = [
  { category: 'trending', label: 'Trending' },
  { category: 'new', label: 'Newest' },
  { category: 'tod', label: 'Daily', top: true },
  { category: 'tow', label: 'Weekly', top: true },
  { category: 'tom', label: 'Monthly', top: true },
  { category: 'toy', label: 'Yearly', top: true },
  { category: 'atg', label: 'All Time', top: true },
];

export const TOP_LABEL = 'Top';

/** What the sort button shows: 'Newest', 'Top: Weekly'. */
export function sortLabelOf(category: FeedCategory): string {
  const option = SORT_OPTIONS.find((o) => o.category === category);
  if (!option) return category;
  return option.top ? `${TOP_LABEL}: ${option.label}` : option.label;
}
