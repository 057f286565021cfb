import type { FeedCategory } from '@upclub/shared/constants';
import type { SortOption } from '@upclub/shared/ui/SortMenu';

// The feed's orders as the sort dropdown names them (spec §2 Feed screen; categories §7).

export const TOP_LABEL = 'Top';

/** Trending and Newest, then the most liked within a period under 'Top' (the button reads 'Top: Weekly'). */
export const SORT_OPTIONS: ReadonlyArray<SortOption<FeedCategory>> = [
  { value: 'trending', label: 'Trending' },
  { value: 'new', label: 'Newest' },
  { value: 'tod', label: 'Daily', group: TOP_LABEL },
  { value: 'tow', label: 'Weekly', group: TOP_LABEL },
  { value: 'tom', label: 'Monthly', group: TOP_LABEL },
  { value: 'toy', label: 'Yearly', group: TOP_LABEL },
  { value: 'atg', label: 'All Time', group: TOP_LABEL },
];
