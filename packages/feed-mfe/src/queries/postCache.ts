import type { InfiniteData } from '@tanstack/react-query';
import type { PostChange } from '@upclub/shared/bus';
import { applyPostChange } from '@upclub/shared/queries';
import type { Paged, SongPost } from '@upclub/shared/types';

// Pure updates of a cached feed (pages of posts) for the post events of the bus.

export type FeedPages = InfiniteData<Paged<SongPost>, unknown>;

const mapResults = (data: FeedPages, fn: (results: SongPost[], pageIndex: number) => SongPost[]): FeedPages => ({
  ...data,
  pages: data.pages.map((page, i) => {
    const results = fn(page.results, i);
    return results === page.results ? page : { ...page, results };
  }),
});

/** A new post first (Newest), unless the list already holds it. */
export function prependPost(data: FeedPages | undefined, post: SongPost): FeedPages | undefined {
  if (!data || data.pages.length === 0) return data;
  if (data.pages.some((page) => page.results.some((p) => p.song_post === post.song_post))) return data;
  return mapResults(data, (results, i) => (i === 0 ? [post, ...results] : results));
}

export function removePost(data: FeedPages | undefined, songPost: number): FeedPages | undefined {
  if (!data) return data;
  return mapResults(data, (results) =>
    results.some((p) => p.song_post === songPost) ? results.filter((p) => p.song_post !== songPost) : results,
  );
}

/** A like or comment count changed elsewhere: the post's copy follows, on whichever page holds it. */
export function changePost(data: FeedPages | undefined, change: PostChange): FeedPages | undefined {
  if (!data) return data;
  return mapResults(data, (results) =>
    results.some((p) => p.song_post === change.songPost) ? results.map((p) => applyPostChange(p, change)) : results,
  );
}

/** The posts of every loaded page, in order. */
export const postsOf = (data: FeedPages | undefined): SongPost[] => data?.pages.flatMap((page) => page.results) ?? [];
