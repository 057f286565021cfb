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

it("keeps the 5 newest club searches (the spec's number) and shows 4 of them, as every tab does", () => {
  ['a', 'b', 'c', 'd', 'e', 'f'].forEach((q) => rememberSearch('clubs', q));
  expect(JSON.parse(localStorage.getItem('recent_club_search') ?? '')).toEqual(['f', 'e', 'd', 'c', 'b']);
  expect(readRecent('clubs')).toEqual(['f', 'e', 'd', 'c']);
  // A search run again moves up, and the fifth kept one comes back into view.
  expect(rememberSearch('clubs', 'F')).toEqual(['F', 'e', 'd', 'c']);
  rememberSearch('clubs', 'e');
  expect(readRecent('clubs')).toEqual(['e', 'F', 'd', 'c']);
  expect(JSON.parse(localStorage.getItem('recent_club_search') ?? '')).toEqual(['e', 'F', 'd', 'c', 'b']);
  // Posts keep 4.
  ['a', 'b', 'c', 'd', 'e'].forEach((q) => rememberSearch('posts', q));
  expect(JSON.parse(localStorage.getItem('recent_post_search') ?? '')).toEqual(['e', 'd', 'c', 'b']);
});

it('reads malformed storage as no recent searches and ignores blank queries', () => {
  localStorage.setItem('recent_post_search', '{oops');
  expect(readRecent('posts')).toEqual([]);
  rememberSearch('posts', '   ');
  expect(localStorage.getItem('recent_post_search')).toBe('{oops');
});
