import { FEED_CATEGORIES } from '@upclub/shared/constants';
import { sortLabelOf } from '@upclub/shared/ui/SortMenu';
import { SORT_OPTIONS } from './sortOptions';

it('names every feed category once, Top ones as Top: period', () => {
  expect(SORT_OPTIONS.map((o) => o.value)).toEqual([...FEED_CATEGORIES]);
  expect(sortLabelOf(SORT_OPTIONS, 'new')).toBe('Newest');
  expect(sortLabelOf(SORT_OPTIONS, 'trending')).toBe('Trending');
  expect(sortLabelOf(SORT_OPTIONS, 'atg')).toBe('Top: All Time');
});
