import { FEED_CATEGORIES } from '@upclub/shared/constants';
import { SORT_OPTIONS, sortLabelOf } from './sortOptions';

it('names every feed category once, Top ones as Top: period', () => {
  expect(SORT_OPTIONS.map((o) => o.category)).toEqual([...FEED_CATEGORIES]);
  expect(sortLabelOf('new')).toBe('Newest');
  expect(sortLabelOf('trending')).toBe('Trending');
  expect(sortLabelOf('atg')).toBe('Top: All Time');
});
