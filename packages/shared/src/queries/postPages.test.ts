import type { SongPost } from '@upclub/shared/types';
import { changePostInPages, postsOfPages, prependPostToPages, removePostFromPages, type PostPages } from './postPages';

const post = (id: number): SongPost => ({
  song_post: id,
  song: `t${id}`,
  title: `Song ${id}`,
  upclubuser: 2,
  username: 'alex',
  first_name: 'Alex',
  last_name: 'Doe',
  thumbnail_picture: null,
  post_type: 2,
  track_details: null,
  comment: '',
  mentions: [],
  formatted_likes: '0',
  formatted_comments_count: '0',
  liked: false,
  post_age: '1h',
  club: 4,
  club_name: 'Jazz',
});
const data = (...pages: number[][]): PostPages => ({
  pages: pages.map((ids, i) => ({ next: i < pages.length - 1 ? `p${i + 2}` : null, results: ids.map(post) })),
  pageParams: pages.map((_, i) => (i === 0 ? null : `p${i + 1}`)),
});
const ids = (d: PostPages | undefined) => postsOfPages(d).map((p) => p.song_post);

describe('post pages', () => {
  it('prepends a new post once, and not to a list not loaded yet', () => {
    const once = prependPostToPages(data([1, 2], [3]), post(9));
    expect(ids(once)).toEqual([9, 1, 2, 3]);
    expect(prependPostToPages(once, post(9))).toBe(once);
    expect(prependPostToPages(undefined, post(9))).toBeUndefined();
  });

  it('removes a post from the page holding it, keeping the other pages and unrelated lists as they are', () => {
    const before = data([1, 2], [3]);
    const after = removePostFromPages(before, 3)!;
    expect(ids(after)).toEqual([1, 2]);
    expect(after.pages[0]).toBe(before.pages[0]);
    expect(removePostFromPages(before, 42)).toBe(before);
  });

  it('changes only the fields given', () => {
    const before = data([1, 2]);
    const after = changePostInPages(before, { songPost: 2, formatted_comments_count: '4' });
    expect(postsOfPages(after)[1]).toMatchObject({ formatted_comments_count: '4', formatted_likes: '0', liked: false });
    expect(changePostInPages(before, { songPost: 7, liked: true })).toBe(before);
  });
});
