import type { SongPost } from '@upclub/shared/types';
import { applyPostChange, bumpFormattedCount } from './postChange';

const post = { song_post: 7, liked: false, formatted_likes: '4', formatted_comments_count: '2' } as SongPost;

describe('bumpFormattedCount', () => {
  it('moves plain counts by one, never below zero, and leaves formatted ones', () => {
    expect(bumpFormattedCount('4', 1)).toBe('5');
    expect(bumpFormattedCount('4', -1)).toBe('3');
    expect(bumpFormattedCount('0', -1)).toBe('0');
    expect(bumpFormattedCount('1.2K', 1)).toBe('1.2K');
  });
});

describe('applyPostChange', () => {
  it('changes only the fields given', () => {
    expect(applyPostChange(post, { songPost: 7, liked: true, formatted_likes: '5' })).toEqual({
      ...post,
      liked: true,
      formatted_likes: '5',
    });
    expect(applyPostChange(post, { songPost: 7, formatted_comments_count: '3', liked: undefined })).toEqual({
      ...post,
      formatted_comments_count: '3',
    });
  });

  it('leaves another post as it is', () => {
    expect(applyPostChange(post, { songPost: 8, liked: true })).toBe(post);
  });
});
