import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Avatar, color, countLabel, fontSize, radius, space } from '@upclub/shared/ui';

export interface UserRowUser {
  username: string;
  /** First and last name. */
  name: string;
  thumbnail_picture: string | null;
  /** Follow lists show how many follow them and how many posts they made. */
  followers?: number;
  posts?: number;
}

export interface UserRowProps {
  user: UserRowUser;
  /** At the end of the row: a follow button, a role label or menu. */
  action?: ReactNode;
}

/**
 * A person in a list (followers, curators, follow lists): avatar, username (to their profile),
 * name, and the Follower(s) and Post(s) counts when given.
 */
export function UserRow({ user, action }: UserRowProps) {
  const counts =
    user.followers !== undefined && user.posts !== undefined
      ? `${user.followers} ${countLabel(user.followers, 'Follower')} · ${user.posts} ${countLabel(user.posts, 'Post')}`
      : null;
  return (
    <Row>
      <Avatar src={user.thumbnail_picture} name={user.name || user.username} size={44} decorative />
      <Text>
        <Username to={`/profile/${encodeURIComponent(user.username)}`}>{user.username}</Username>
        {user.name ? <Line>{user.name}</Line> : null}
        {counts ? <Line>{counts}</Line> : null}
      </Text>
      {action ? <Action>{action}</Action> : null}
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(3)};
  min-height: 64px;
  padding: ${space(2)} ${space(3)};
  border-radius: ${radius.input}px;
  &:hover {
    background: ${color.surface};
  }
`;

const Text = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 1px;
`;

const Username = styled(Link)`
  align-self: flex-start;
  max-width: 100%;
  color: ${color.text};
  font-size: ${fontSize.sm}px;
  font-weight: 600;
  text-decoration: none;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  &:hover {
    text-decoration: underline;
  }
`;

const Line = styled.span`
  color: ${color.muted};
  font-size: ${fontSize.xs}px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Action = styled.div`
  flex: none;
  display: flex;
  align-items: center;
  gap: ${space(2)};
`;
