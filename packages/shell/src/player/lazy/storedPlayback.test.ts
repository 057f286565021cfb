import { STORAGE_KEYS } from '@upclub/shared/session';
import { songPost } from '../testing/posts';
import { hasStoredPlayback } from './storedPlayback';

describe('hasStoredPlayback', () => {
  beforeEach(() => localStorage.clear());

  it('is false on a first visit', () => {
    expect(hasStoredPlayback()).toBe(false);
  });

  it('is true when the last visit left a list (the bar shows at start)', () => {
    localStorage.setItem(STORAGE_KEYS.currentPostList, JSON.stringify({ list: [songPost(1)], index: 0, open: false }));
    expect(hasStoredPlayback()).toBe(true);
  });

  it('is false for an emptied list or a malformed value', () => {
    localStorage.setItem(STORAGE_KEYS.currentPostList, JSON.stringify({ list: [], index: -1, open: false }));
    expect(hasStoredPlayback()).toBe(false);
    localStorage.setItem(STORAGE_KEYS.currentPostList, '{not json');
    expect(hasStoredPlayback()).toBe(false);
    localStorage.setItem(STORAGE_KEYS.currentPostList, 'null');
    expect(hasStoredPlayback()).toBe(false);
  });

  it('is true when a play waits for after a new authorization', () => {
    localStorage.setItem(
      STORAGE_KEYS.pendingPlay,
      JSON.stringify({ post: songPost(1), list: [], page: null, armed: true }),
    );
    expect(hasStoredPlayback()).toBe(true);
  });
});
