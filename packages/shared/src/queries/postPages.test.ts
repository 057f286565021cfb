import { paged, songPost } from '@upclub/shared/testing';
import { changePostInPages, postsOfPages, prependPostToPages, removePostFromPages, type PostPages } from './postPages';

const data = (...pages: number[][]): PostPages => ({
  pages: pages.map((ids, i) =>
    paged(
      ids.map((id) => songPost(id)),
      i < pages.length - 1 ? `p${i + 2}` : null,
    ),
  ),
  pageParams: pages.map((_, i) => (i === 0 ? null : `p${i + 1}`)),
});
const ids = (d: PostPages | undefined) => postsOfPages(d).map((p) => p.song_post);

describe('post pages', () => {
  it('prepends a new post once, and not to a list not loaded yet', () => {
    const once = prependPostToPages(data([1, 2], [3]), songPost(9));
    expect(ids(once)).toEqual([9, 1, 2, 3]);
    expect(prependPostToPages(once, songPost(9))).toBe(once);
    expect(prependPostToPages(undefined, songPost(9))).toBeUndefined();
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
