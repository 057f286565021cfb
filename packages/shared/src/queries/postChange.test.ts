import type { SongPost } from '@upclub/shared/types';
import { applyPostChange } from './postChange';

const post = { song_post: 7, liked: false, formatted_likes: '4', formatted_comments_count: '2' } as SongPost;

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
