import type { SongPost } from '@upclub/shared/types';

// The rows of a post grid as a typed union (STYLE.md): post cells, then at most the list's
// state at its end.

export type PostGridRow =
  | { type: 'post'; key: string; post: SongPost; index: number }
  | { type: 'loading'; key: 'loading' }
  | { type: 'empty'; key: 'empty' }
  | { type: 'error'; key: 'error' };

export type PostRow = Extract<PostGridRow, { type: 'post' }>;
export type StatusRow = Exclude<PostGridRow, PostRow>;

export interface PostGridState {
  posts: SongPost[];
  /** A page (the first or the next) is loading. */
  loading: boolean;
  /** The last load failed: the list ends there (spec §4 Lists). */
  failed: boolean;
}

/**
 * Posts, then what the end of the list says: loading, or the failure (with the no-data text
 * first when nothing was loaded), or the no-data text for an empty list.
 */
export function rowsOf({ posts, loading, failed }: PostGridState): PostGridRow[] {
  const rows: PostGridRow[] = posts.map((post, index) => ({
    type: 'post',
    key: `post-${post.song_post}`,
    post,
    index,
  }));
  if (loading) rows.push({ type: 'loading', key: 'loading' });
  else if (failed) {
    if (posts.length === 0) rows.push({ type: 'empty', key: 'empty' });
    rows.push({ type: 'error', key: 'error' });
  } else if (posts.length === 0) rows.push({ type: 'empty', key: 'empty' });
  return rows;
}

export const isPostRow = (row: PostGridRow): row is PostRow => row.type === 'post';
