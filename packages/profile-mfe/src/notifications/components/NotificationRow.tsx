import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { notificationAction } from '@upclub/shared/constants';
import { Avatar, color, fontSize, radius, space } from '@upclub/shared/ui';
import type { Notification } from '@upclub/shared/types';
import { isAboutPost, openPostOf } from '../openPost';
import { FollowBackButton } from './FollowBackButton';
import { RespondMenu } from './RespondMenu';

const profilePath = (username: string) => `/profile/${encodeURIComponent(username)}`;

/** Where a notification not about a post leads: the follower's profile, or the club. */
function linkOf(notification: Notification): string {
  if (notification.notification_type === 'follow' || notification.club === null)
    return profilePath(notification.username);
  return `/clubs/${notification.club}`;
}

/** What stands at the end of a row: the Respond menu or its answer, or follow back. */
function trailingOf(notification: Notification): ReactNode {
  switch (notification.notification_type) {
    case 'curatorrequest':
    case 'curatorinvite':
      return <RespondMenu notification={notification} />;
    case 'follow':
      return <FollowBackButton notification={notification} />;
    default:
      return null;
  }
}

/**
 * One notification: the actor's avatar, what happened and when; clicking it plays the post, opens
 * its comments, or goes to the profile or club it is about.
 */
export function NotificationRow({ notification }: { notification: Notification }) {
  const { notification_type: type, username, thumbnail_picture, notification_age, post } = notification;
  const text = (
    <>
      <Actor>{username}</Actor> {notificationAction(notification)}
    </>
  );
  const art = post?.track_details?.album.images[0]?.url ?? null;
  const trailing = trailingOf(notification);
  return (
    <Row data-type={type}>
      <Avatar src={thumbnail_picture} name={username} size={44} decorative />
      <Body>
        {isAboutPost(type) ? (
          <MainButton type="button" onClick={() => openPostOf(notification)}>
            {text}
          </MainButton>
        ) : (
          <MainLink to={linkOf(notification)}>{text}</MainLink>
        )}
        <Age>{notification_age}</Age>
      </Body>
      {art ? <Art src={art} alt="" width={44} height={44} loading="lazy" /> : null}
      {trailing ? <Trailing>{trailing}</Trailing> : null}
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(3)};
  min-height: 68px;
  padding: ${space(2)} ${space(3)};
  border-radius: ${radius.input}px;
  &:hover {
    background: ${color.surface};
  }
`;

const Body = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

const main = css`
  align-self: flex-start;
  max-width: 100%;
  padding: 0;
  border: 0;
  background: none;
  color: ${color.text};
  font: inherit;
  font-size: ${fontSize.sm}px;
  line-height: 1.45;
  text-align: left;
  text-decoration: none;
  overflow-wrap: anywhere;
  cursor: pointer;
  &:hover {
    text-decoration: underline;
  }
`;

const MainButton = styled.button`
  ${main}
`;

const MainLink = styled(Link)`
  ${main}
`;

const Actor = styled.strong`
  font-weight: 700;
`;

const Age = styled.span`
  color: ${color.muted};
  font-size: ${fontSize.xs}px;
`;

const Art = styled.img`
  flex: none;
  width: 44px;
  height: 44px;
  border-radius: 6px;
  object-fit: cover;
  background: ${color.raised};
`;

const Trailing = styled.div`
  flex: none;
  display: flex;
  align-items: center;
`;
