import type { InfiniteData } from '@tanstack/react-query';
import type { PostChange } from '@upclub/shared/bus';
import type { Paged, SongPost } from '@upclub/shared/types';
import { applyPostChange } from './postChange';

// Pure updates of a cached list of posts (pages of an infinite query: a feed, a club's posts, a
// profile's posts) for the bus's post events. Each returns the same object when nothing changes.

export type PostPages = InfiniteData<Paged<SongPost>, unknown>;

const mapResults = (data: PostPages, fn: (results: SongPost[], pageIndex: number) => SongPost[]): PostPages => {
  let changed = false;
  const pages = data.pages.map((page, i) => {
    const results = fn(page.results, i);
    if (results === page.results) return page;
    changed = true;
    return { ...page, results };
  });
  return changed ? { ...data, pages } : data;
};

const holds = (data: PostPages, songPost: number) =>
  data.pages.some((page) => page.results.some((p) => p.song_post === songPost));

/** A new post first, unless the list already holds it (or nothing is loaded yet). */
export function prependPostToPages(data: PostPages | undefined, post: SongPost): PostPages | undefined {
  if (!data || data.pages.length === 0 || holds(data, post.song_post)) return data;
  return mapResults(data, (results, i) => (i === 0 ? [post, ...results] : results));
}

/** The post leaves whichever page holds it. */
export function removePostFromPages(data: PostPages | undefined, songPost: number): PostPages | undefined {
  if (!data) return data;
  return mapResults(data, (results) =>
    results.some((p) => p.song_post === songPost) ? results.filter((p) => p.song_post !== songPost) : results,
  );
}

/** A like or comment count changed elsewhere: the post's copy follows, on whichever page holds it. */
export function changePostInPages(data: PostPages | undefined, change: PostChange): PostPages | undefined {
  if (!data) return data;
  return mapResults(data, (results) =>
    results.some((p) => p.song_post === change.songPost) ? results.map((p) => applyPostChange(p, change)) : results,
  );
}

/** The posts of every loaded page, in order. */
export const postsOfPages = (data: PostPages | undefined): SongPost[] =>
  data?.pages.flatMap((page) => page.results) ?? [];
