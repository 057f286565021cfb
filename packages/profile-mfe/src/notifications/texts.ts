import type { Notification } from '@upclub/shared/types';

// Texts of the notifications page. The spec quotes the page's own (part 2 §2, §4, §8); the words
// of each row it leaves open, so they say what happened as a social app does.

export const NOTIFICATIONS_TEXT = {
  title: 'Notifications',
  empty: 'No notifications found',
  postRemoved: 'Post had been removed.',
  filters: 'Filters',
  selectAll: 'Select All',
  deselectAll: 'Deselect All',
  respond: 'Respond',
  accept: 'Accept',
  decline: 'Decline',
  curating: 'Curating',
  curator: 'Curator',
  declined: 'Declined',
  follow: 'Follow',
  following: 'Following',
  failed: 'Notifications could not be loaded.',
} as const;

/** Notices of following (part 2 §4 "Following a user"), quoted exactly. */
export const FOLLOW_NOTICE = {
  followed: 'You are now following {user}',
  unfollowed: 'You had just unfollowed {user}',
} as const;

/** A template with its `{x}` filled in. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

/** The title of the post a notification is about (its track's name when known). */
export const postTitleOf = (notification: Notification) =>
  notification.post ? (notification.post.track_details?.name ?? notification.post.title) : null;

const quoted = (text: string | null) => (text ? `: “${text}”` : '');

/** What happened, after the actor's username. */
export function actionText(notification: Notification): string {
  const club = notification.club_name ?? 'a club';
  const title = postTitleOf(notification);
  const post = title ? ` ${title}` : '';
  switch (notification.notification_type) {
    case 'comment':
      return `commented on your post${post}${quoted(notification.usercomment_text)}`;
    case 'reply':
      return `replied to your comment${quoted(notification.usercomment_text)}`;
    case 'follow':
      return 'started following you';
    case 'like':
      return `up voted your post${post}`;
    case 'mention_comment':
      return `mentioned you in a comment${quoted(notification.usercomment_text)}`;
    case 'mention_songpost':
      return `mentioned you in a post${post}`;
    case 'curatorinvite':
      return `invited you to curate ${club}`;
    case 'curatorrequest':
      return `requested to curate ${club}`;
    case 'clubfollow':
      return `started following your club ${club}`;
  }
}
