import { useState, type JSX } from 'react';
import { ChevronLeft } from 'lucide-react';
import { emitPostChanged } from '@upclub/shared/bus';
import { EMPTY_TEXT } from '@upclub/shared/constants';
import { Button, IconButton, Spinner } from '@upclub/shared/ui';
import { useLoadMoreAtEnd } from '@upclub/shared/ui/PagedList';
import { bumpFormattedCount } from '@upclub/shared/queries';
import type { Comment, SongPost } from '@upclub/shared/types';
import { CommentBox } from './CommentBox';
import { CommentItem } from './CommentItem';
import { CommentStyles as S } from './Comments.styles';
import {
  commentsOf,
  useFirstLevelCommentsQuery,
  usePostCommentMutation,
  usePostReplyMutation,
  useRepliesQuery,
} from './queries/comments';
import { hiddenReplies, viewMoreRepliesText } from './replies';

/**
 * The comments of a post (spec §4 Comments): the first-level list with each comment's first
 * reply, and the reply view of one comment with a back action. Not for post_type 1 posts: the
 * caller does not show it for them (spec §5).
 */
export function CommentsPanel({ post }: { post: SongPost }): JSX.Element {
  const [parent, setParent] = useState<Comment | null>(null);
  // The API answers with the comment, not the count: the count moves by one.
  const commented = () =>
    emitPostChanged({
      songPost: post.song_post,
      formatted_comments_count: bumpFormattedCount(post.formatted_comments_count, 1),
    });
  return (
    <S.Panel aria-label="Comments">
      {parent ? (
        <ReplyView
          key={parent.comment}
          post={post}
          parent={parent}
          onBack={() => setParent(null)}
          onReplied={commented}
        />
      ) : (
        <FirstLevel post={post} onOpenReplies={setParent} onCommented={commented} />
      )}
    </S.Panel>
  );
}

function FirstLevel({
  post,
  onOpenReplies,
  onCommented,
}: {
  post: SongPost;
  onOpenReplies: (comment: Comment) => void;
  onCommented: () => void;
}) {
  const query = useFirstLevelCommentsQuery(post.song_post);
  const send = usePostCommentMutation(post.song_post);
  const comments = commentsOf(query.data);
  return (
    <>
      <S.Header>
        <h2>Comments</h2>
      </S.Header>
      <S.Scroll>
        <CommentList
          comments={comments}
          status={query.status}
          hasNextPage={query.hasNextPage}
          fetchingNext={query.isFetchingNextPage}
          loadMore={() => void query.fetchNextPage()}
          retry={() => void query.refetch()}
          renderItem={(comment) => (
            <CommentItem comment={comment}>
              <FirstReply comment={comment} onOpenReplies={onOpenReplies} />
            </CommentItem>
          )}
        />
      </S.Scroll>
      <CommentBox
        label="Add a comment"
        placeholder="Add a comment..."
        onSubmit={async (body) => {
          await send.mutateAsync(body);
          onCommented();
        }}
      />
    </>
  );
}

/** The first reply under a comment, 'View N more replies...' and a way to reply. */
function FirstReply({ comment, onOpenReplies }: { comment: Comment; onOpenReplies: (comment: Comment) => void }) {
  const shown = comment.second_level_comments.slice(0, 1);
  const more = hiddenReplies(comment.replies_count, shown.length);
  return (
    <>
      <S.LinkButton type="button" onClick={() => onOpenReplies(comment)} aria-label={`Reply to ${comment.username}`}>
        Reply
      </S.LinkButton>
      {shown.length > 0 && (
        <S.Replies>
          {shown.map((reply) => (
            <li key={reply.comment}>
              <CommentItem comment={reply} />
            </li>
          ))}
        </S.Replies>
      )}
      {more > 0 && (
        <S.LinkButton type="button" onClick={() => onOpenReplies(comment)}>
          {viewMoreRepliesText(more)}
        </S.LinkButton>
      )}
    </>
  );
}

function ReplyView({
  post,
  parent,
  onBack,
  onReplied,
}: {
  post: SongPost;
  parent: Comment;
  onBack: () => void;
  onReplied: () => void;
}) {
  const query = useRepliesQuery(parent.comment);
  const send = usePostReplyMutation(post.song_post, parent.comment);
  return (
    <>
      <S.Header>
        <IconButton label="Back to comments" onClick={onBack} size={32}>
          <ChevronLeft size={18} aria-hidden />
        </IconButton>
        <h2>Replies</h2>
      </S.Header>
      <S.Scroll>
        <CommentItem comment={parent} />
        <S.Replies as="div" aria-label={`Replies to ${parent.username}`}>
          <CommentList
            comments={commentsOf(query.data)}
            status={query.status}
            hasNextPage={query.hasNextPage}
            fetchingNext={query.isFetchingNextPage}
            loadMore={() => void query.fetchNextPage()}
            retry={() => void query.refetch()}
            renderItem={(reply) => <CommentItem comment={reply} />}
            emptyText="No replies yet"
          />
        </S.Replies>
      </S.Scroll>
      <CommentBox
        label={`Reply to ${parent.username}`}
        placeholder="Add a reply..."
        onSubmit={async (body) => {
          await send.mutateAsync(body);
          onReplied();
        }}
      />
    </>
  );
}

interface CommentListProps {
  comments: Comment[];
  status: 'pending' | 'error' | 'success';
  hasNextPage: boolean;
  fetchingNext: boolean;
  loadMore: () => void;
  retry: () => void;
  renderItem: (comment: Comment) => JSX.Element;
  emptyText?: string;
}

/** A comment list with its loading, empty, error and load-more states. */
function CommentList({
  comments,
  status,
  hasNextPage,
  fetchingNext,
  loadMore,
  retry,
  renderItem,
  emptyText = EMPTY_TEXT.comments,
}: CommentListProps) {
  // A failed next page waits for 'Load more comments' instead of asking again while in view.
  const sentinel = useLoadMoreAtEnd<HTMLDivElement>(loadMore, hasNextPage && !fetchingNext && status !== 'error');
  if (status === 'pending') {
    return (
      <S.State>
        <Spinner /> Loading comments
      </S.State>
    );
  }
  // Spec §4 Lists: a failed load ends the list and shows the no-data text when it is empty.
  if (status === 'error' && comments.length === 0) {
    return (
      <S.State role="alert">
        {emptyText}{' '}
        <Button $variant="ghost" type="button" onClick={retry}>
          Retry
        </Button>
      </S.State>
    );
  }
  if (comments.length === 0) return <S.State>{emptyText}</S.State>;
  return (
    <>
      <S.List>
        {comments.map((comment) => (
          <li key={comment.comment}>{renderItem(comment)}</li>
        ))}
      </S.List>
      {hasNextPage && (
        <S.State as="div" ref={sentinel}>
          {fetchingNext ? (
            <Spinner />
          ) : (
            <Button $variant="ghost" type="button" onClick={loadMore}>
              Load more comments
            </Button>
          )}
        </S.State>
      )}
    </>
  );
}
