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
