// Profiles, follow lists and notifications (spec part 2 §2 "Notifications", §3 "Notification", §9).

/** notification_type values of spec part 2 §3 "Notification". */
export const NOTIFICATION_TYPES = [
  'comment',
  'reply',
  'follow',
  'like',
  'mention_comment',
  'mention_songpost',
  'curatorinvite',
  'curatorrequest',
  'clubfollow',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/**
 * What a notification says after its actor's username, worded once for the notifications page and
 * the live toasts (and their push messages) alike (issue 22). The spec words none of these; its
 * notices say 'request to curate', so a request reads 'requested to curate {club}'. `{post}` is
 * ' {title}' when the post is known, `{comment}` ': “{text}”' when there is a text.
 */
export const NOTIFICATION_ACTION: Record<NotificationType, string> = {
  comment: 'commented on your post{post}{comment}',
  reply: 'replied to your comment{comment}',
  follow: 'started following you',
  like: 'up voted your post{post}',
  mention_comment: 'mentioned you in a comment{comment}',
  mention_songpost: 'mentioned you in a post{post}',
  curatorinvite: 'invited you to curate {club}',
  curatorrequest: 'requested to curate {club}',
  clubfollow: 'started following your club {club}',
};

/** The fields of a notification its words are made of (a Notification of @upclub/shared/types). */
export interface NotificationWords {
  notification_type: NotificationType;
  club_name: string | null;
  usercomment_text: string | null;
  post: { title: string; track_details: { name: string } | null } | null;
}

/** The title a notification gives its post: the track's name when known, else the post's title. */
export const notificationPostTitle = ({ post }: Pick<NotificationWords, 'post'>): string | null =>
  post ? (post.track_details?.name ?? post.title) : null;

/** NOTIFICATION_ACTION of the notification, filled in: 'requested to curate Night Owls'. */
export function notificationAction(notification: NotificationWords): string {
  const title = notificationPostTitle(notification);
  const text = notification.usercomment_text;
  const parts: Record<string, string> = {
    post: title ? ` ${title}` : '',
    comment: text ? `: “${text}”` : '',
    club: notification.club_name ?? 'a club',
  };
  return NOTIFICATION_ACTION[notification.notification_type].replace(/\{(\w+)\}/g, (_, key: string) => parts[key]);
}

/**
 * The eight filters of the notifications page, in the spec's order, with the `category` value each
 * adds to v1/getnotifications (comma-joined). 'Comments' covers comments and replies.
 */
export const NOTIFICATION_FILTERS = [
  { category: 'comment', label: 'Comments', types: ['comment', 'reply'] },
  { category: 'follow', label: 'Followers', types: ['follow'] },
  { category: 'like', label: 'Up Votes', types: ['like'] },
  { category: 'mention_comment', label: 'Comment Mentions', types: ['mention_comment'] },
  { category: 'mention_songpost', label: 'Post Mentions', types: ['mention_songpost'] },
  { category: 'curatorinvite', label: 'Club Curator Invite', types: ['curatorinvite'] },
  { category: 'curatorrequest', label: 'Club Curator Request', types: ['curatorrequest'] },
  { category: 'clubfollow', label: 'Club Followers', types: ['clubfollow'] },
] as const satisfies readonly { category: string; label: string; types: readonly NotificationType[] }[];
export type NotificationCategory = (typeof NOTIFICATION_FILTERS)[number]['category'];
export const NOTIFICATION_FILTER_COUNT = NOTIFICATION_FILTERS.length;

/** Notification time groups, in the page's order. */
export const NOTIFICATION_TIME_GROUPS = ['Today', 'This Week', 'This Month', 'This Year', 'Others'] as const;
export type NotificationTimeGroup = (typeof NOTIFICATION_TIME_GROUPS)[number];

/** Live events stream (v1/events/): the server's heartbeat, and how long it keeps events for replay. */
export const EVENTS_HEARTBEAT_MS = 25_000;
export const EVENTS_REPLAY_WINDOW_MS = 24 * 60 * 60_000;

/** Twitter and instagram handles on a profile (not in the spec; the bio's limit). */
export const SOCIAL_HANDLE_MAX_LENGTH = 50;
