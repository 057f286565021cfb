import { onNotice, type Notice } from '@upclub/shared/bus';
import { songPost } from '@upclub/shared/testing';
import { commentedPostOf, openCommentsOfPost, POST_REMOVED } from './commentToast';

jest.mock('@upclub/shared/api', () => ({
  getSongPost: jest.fn(),
  isNoResponse: (error: { noResponse?: boolean }) => error.noResponse === true,
}));

describe('comment toasts', () => {
  it('name the post of their share link, for comments, replies and comment mentions only', () => {
    const link = '/discover/?share_post=42';
    expect(commentedPostOf({ toast_type: 'comment', link })).toBe(42);
    expect(commentedPostOf({ toast_type: 'reply', link })).toBe(42);
    expect(commentedPostOf({ toast_type: 'mention_comment', link })).toBe(42);
    expect(commentedPostOf({ toast_type: 'like', link })).toBeNull();
    expect(commentedPostOf({ toast_type: 'comment', link: '/notifications' })).toBeNull();
    expect(commentedPostOf({ toast_type: 'comment', link: '/discover/?share_post=x' })).toBeNull();
    expect(commentedPostOf({ toast_type: 'comment', link: null })).toBeNull();
  });

  it("load the post and open its comments; a post that cannot load says 'Post had been removed.'", async () => {
    const notices: Notice[] = [];
    const off = onNotice((notice) => notices.push(notice));
    const open = jest.fn();
    await openCommentsOfPost(4, { load: async () => songPost(4), open });
    expect(open).toHaveBeenCalledWith(songPost(4));
    await openCommentsOfPost(5, { load: () => Promise.reject(new Error('404')), open });
    expect(notices).toEqual([{ kind: 'error', text: POST_REMOVED }]);
    // Without an answer, the API client has told the user already.
    await openCommentsOfPost(6, { load: () => Promise.reject({ noResponse: true }), open });
    expect(notices).toHaveLength(1);
    expect(open).toHaveBeenCalledTimes(1);
    off();
  });
});
