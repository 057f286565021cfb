import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import {
  getFirstLevelComments,
  getSecondLevelComments,
  postFirstLevelComment,
  postSecondLevelComment,
} from '@upclub/shared/api';
import type { Comment, Paged } from '@upclub/shared/types';

// Comments of a post (spec §4 Comments): first-level lists and reply lists follow the API's
// `next` links; a new comment or reply is put at the top of its list at once.

export const commentKeys = {
  all: ['comments'] as const,
  firstLevel: (songPost: number) => ['comments', 'post', songPost] as const,
  replies: (commentId: number) => ['comments', 'replies', commentId] as const,
};

type Pages = InfiniteData<Paged<Comment>, string | null>;

const pagedOptions = {
  initialPageParam: null as string | null,
  getNextPageParam: (last: Paged<Comment>) => last.next ?? undefined,
};

export function useFirstLevelCommentsQuery(songPost: number) {
  return useInfiniteQuery({
    queryKey: commentKeys.firstLevel(songPost),
    // The signal drops a request still unanswered when Now Playing stops showing the post: else
    // every later showing waits on that same request (a query fetching already is not asked
    // again), and one answer that never came kept the panel at 'Loading comments' for good.
    queryFn: ({ pageParam, signal }) => getFirstLevelComments(songPost, pageParam, { signal }),
    ...pagedOptions,
    // Spec §4 Player: the comments reload whenever Now Playing shows a post again.
    refetchOnMount: 'always',
  });
}

export function useRepliesQuery(commentId: number) {
  return useInfiniteQuery({
    queryKey: commentKeys.replies(commentId),
    queryFn: ({ pageParam, signal }) => getSecondLevelComments(commentId, pageParam, { signal }),
    ...pagedOptions,
  });
}

/** Every comment of the loaded pages, in order. */
export const commentsOf = (data: InfiniteData<Paged<Comment>, unknown> | undefined): Comment[] =>
  data?.pages.flatMap((p) => p.results) ?? [];

function prepend(data: Pages | undefined, comment: Comment): Pages | undefined {
  if (!data?.pages.length) return data;
  const [first, ...rest] = data.pages;
  return {
    ...data,
    pages: [{ ...first, count: (first.count ?? 0) + 1, results: [comment, ...first.results] }, ...rest],
  };
}

/** A reply also shows under its parent in the first-level list: the parent's count and first reply follow. */
function withReply(data: Pages | undefined, parentId: number, reply: Comment): Pages | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      results: page.results.map((c) => {
        if (c.comment !== parentId) return c;
        const replies = c.replies_count + 1;
        return {
          ...c,
          replies_count: replies,
          formatted_replies: String(replies),
          second_level_comments: c.second_level_comments.length ? c.second_level_comments : [reply],
        };
      }),
    })),
  };
}

export function usePostCommentMutation(songPost: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { text: string; mentions: number[] }) => postFirstLevelComment({ ...body, song_post: songPost }),
    onSuccess: (comment) => {
      queryClient.setQueryData<Pages>(commentKeys.firstLevel(songPost), (data) => prepend(data, comment));
    },
  });
}

export function usePostReplyMutation(songPost: number, parentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { text: string; mentions: number[] }) =>
      postSecondLevelComment({ ...body, comment_parent: parentId }),
    onSuccess: (reply) => {
      queryClient.setQueryData<Pages>(commentKeys.replies(parentId), (data) => prepend(data, reply));
      queryClient.setQueryData<Pages>(commentKeys.firstLevel(songPost), (data) => withReply(data, parentId, reply));
    },
  });
}
