import type { JSX, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Avatar } from '@upclub/shared/ui';
import { MentionText } from '@upclub/shared/ui/PostCard';
import type { Comment } from '@upclub/shared/types';
import { CommentStyles as S } from './Comments.styles';

/** One comment or reply: avatar, username (to the profile), age and the text with mention links. */
export function CommentItem({ comment, children }: { comment: Comment; children?: ReactNode }): JSX.Element {
  const profile = `/profile/${encodeURIComponent(comment.username)}`;
  return (
    <S.Item aria-label={`Comment by ${comment.username}`}>
      <Avatar src={comment.thumbnail_picture} name={comment.username} size={32} decorative />
      <S.Content>
        <S.Meta>
          <Link to={profile}>{comment.username}</Link>
          <span>{comment.comment_age}</span>
        </S.Meta>
        <S.Text>
          <MentionText text={comment.text} mentions={comment.mentions} />
        </S.Text>
        {children}
      </S.Content>
    </S.Item>
  );
}
