import { readRecent, rememberSearch } from './recent';

beforeEach(() => localStorage.clear());

it('keeps the 4 newest searches per tab under the spec keys, without duplicates', () => {
  ['a', 'b', 'c', 'd', 'e', 'B'].forEach((q) => rememberSearch('users', q));
  expect(readRecent('users')).toEqual(['B', 'e', 'd', 'c']);
  expect(JSON.parse(localStorage.getItem('recent_user_search') ?? '')).toEqual(['B', 'e', 'd', 'c']);
  rememberSearch('clubs', 'jazz');
  expect(localStorage.getItem('recent_club_search')).toBe('["jazz"]');
  rememberSearch('posts', 'love');
  expect(readRecent('all')).toEqual(['love']);
});

it('reads malformed storage as no recent searches and ignores blank queries', () => {
  localStorage.setItem('recent_post_search', '{oops');
  expect(readRecent('posts')).toEqual([]);
  rememberSearch('posts', '   ');
  expect(localStorage.getItem('recent_post_search')).toBe('{oops');
});
