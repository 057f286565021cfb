import { songPost } from '@upclub/shared/testing';
import { changePost, postsOf, prependPost, removePost, type FeedPages } from './postCache';

const data = (...pages: number[][]): FeedPages => ({
  pages: pages.map((ids, i) => ({
    next: i < pages.length - 1 ? `p${i + 2}` : null,
    results: ids.map((id) => songPost(id)),
  })),
  pageParams: pages.map((_, i) => (i === 0 ? null : `p${i + 1}`)),
});
const ids = (d: FeedPages | undefined) => postsOf(d).map((p) => p.song_post);

describe('feed cache updates', () => {
  it('prepends a new post once', () => {
    const once = prependPost(data([1, 2], [3]), songPost(9));
    expect(ids(once)).toEqual([9, 1, 2, 3]);
    expect(ids(prependPost(once, songPost(9)))).toEqual([9, 1, 2, 3]);
    expect(prependPost(undefined, songPost(9))).toBeUndefined();
  });

  it('removes a post from whichever page holds it, keeping other pages as they are', () => {
    const before = data([1, 2], [3]);
    const after = removePost(before, 3)!;
    expect(ids(after)).toEqual([1, 2]);
    expect(after.pages[0]).toBe(before.pages[0]);
  });

  it('changes only the fields given', () => {
    const after = changePost(data([1, 2]), { songPost: 2, formatted_comments_count: '4' });
    expect(postsOf(after)[1]).toMatchObject({ formatted_comments_count: '4', formatted_likes: '0', liked: false });
  });
});
