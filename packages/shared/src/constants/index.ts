// Every number and fixed value of the spec (part 1 §9, part 2 §9), named once.
import { USER_PICKER_LIMIT_TEXT } from './clubs';

export const APP_VERSION = '1.12.29';

// Accounts and text limits
export const PASSWORD_MIN_LENGTH = 8;
/** The longest username (Django's username field); login and recovery refuse longer ones outright. */
export const USERNAME_MAX_LENGTH = 150;
export const RESET_CODE_MAX_LENGTH = 6;
export const CAPTION_MAX_LENGTH = 400;
export const CLUB_DESCRIPTION_MAX_LENGTH = 400;
export const BIO_MAX_LENGTH = 50;
export const MENTIONS_MAX = 8;
export const BROADCAST_TEXT_MAX_LENGTH = 1000;
/**
 * A comment's or reply's text, in characters as typed. The spec words no limit for comments; its
 * other long texts (broadcast, send to all, messages) stop at 1000 with 'Maximum of 1000
 * characters', so a comment keeps the same limit and message.
 */
export const COMMENT_MAX_LENGTH = BROADCAST_TEXT_MAX_LENGTH;
/** A song post's title as the client may send it (the stored title holds 300). */
export const POST_TITLE_MAX_LENGTH = 300;
/** A search text in a path or query (user, post, thread and club searches). */
export const SEARCH_QUERY_MAX_LENGTH = 150;
/**
 * The largest row id (PostgreSQL integer, int4): an id past it names no row, and sent to the
 * database it would fail the statement instead of finding nothing.
 */
export const DB_ID_MAX = 2_147_483_647;
/** The smallest value of a PostgreSQL integer column (cursor keys of counts). */
export const DB_INT_MIN = -2_147_483_648;
export const USER_PICKER_MAX = 25;

// Welcome carousel
export const CAROUSEL_SLIDE_COUNT = 5;
export const CAROUSEL_SLIDE_MS = 6000;

// Polling and timing
export const NOTIFICATION_POLL_MS = 900_000;
export const NOTICE_DURATION_MS = 10_000;
/**
 * Reconnecting to the live events stream (v1/events/): the first wait (the server's `retry:`
 * replaces it), doubled after each failed try up to the cap, with jitter so that a restarted API
 * is not hit by every browser at once.
 */
export const EVENTS_RECONNECT_BASE_MS = 1000;
export const EVENTS_RECONNECT_MAX_MS = 30_000;
/** No byte for this long (the server's heartbeat comes every 25 s) means a dead stream: reconnect. */
export const EVENTS_IDLE_TIMEOUT_MS = 60_000;
export const NOTICE_TOP_OFFSET_PX = 80;
export const COPY_LINK_MESSAGE_MS = 10_000;
export const SEARCH_DEBOUNCE_MS = 600;
export const MENTION_SEARCH_DEBOUNCE_MS = 300;
export const METRICS_REQUEST_SPACING_MS = 1000;

// Shell layout
export const SIDEBAR_COLLAPSE_MAX_WIDTH = 768;
export const SIDEBAR_COLLAPSED_WIDTH = 78;
export const SIDEBAR_OPEN_WIDTH = 240;
export const HEADER_HEIGHT = 64;

// Provider authorization (PKCE)
export const AUTHORIZE_STATE_LENGTH = 8;
export const CODE_VERIFIER_LENGTH = 43;
export const PROVIDER_SCOPES = [
  'streaming',
  'user-read-email',
  'user-read-private',
  'user-read-playback-state',
  'user-modify-playback-state',
  'user-library-read',
  'user-library-modify',
  'playlist-read-private',
] as const;
export const PROVIDER_MARKET = 'ES';

// Catalogue and search
export const CATALOGUE_PAGE_SIZE = 10;
export const SEARCH_ALL_TOP_PER_TYPE = 3;
export const POST_FILTERS = ['all', 'track', 'artist', 'album', 'playlist'] as const;
export const RECENT_USER_SEARCH_MAX = 10;
export const RECENT_POST_SEARCH_MAX = 4;
export const RECENT_CLUB_SEARCH_MAX = 5;
export const RECENT_SEARCH_PAGE_USERS = 4;
/** Each tab of the search page shows up to this many recent searches (part 2 §2 Search page). */
export const RECENT_SEARCHES_SHOWN = 4;

// Player
export const VOLUME_DEFAULT = 100;
export const VOLUME_HIGH_FROM = 50;
export const PLAYER_ADVANCE_REMAINING_MS = 2000;
export const PLAYER_PROGRESS_TICK_MS = 1000;
export const PLAYING_POST_RESET_DELAY_MS = 2000;
export const PLAYER_POST_CHANGE_DELAY_MS = 500;
export const DEVICE_TRANSFER_DELAY_MS = 300;

// Display truncation
export const TRACK_NAME_MAX_DISPLAY = 60;
export const ARTISTS_MAX_DISPLAY = 80;
export const THREAD_PREVIEW_MAX_DISPLAY = 70;
export const MESSAGE_MEMBER_NAMES_MAX_DISPLAY = 20;
export const AVATAR_STACK_MAX = 4;
export const AVATAR_OVERFLOW_MAX = 999;

// Clubs
export const MY_CLUBS_SECTION_SIZE = 5;

// Messages
export const MESSAGE_MERGE_WINDOW_MS = 60_000;
export const MESSAGE_GROUP_SPLIT_MS = 30 * 60_000;
/**
 * A message's text, in characters. The spec words no limit of its own for private messages; its
 * other message texts (broadcast, send to all) stop at 1000 with 'Maximum of 1000 characters', so
 * a private message keeps the same limit and message.
 */
export const MESSAGE_TEXT_MAX_LENGTH = BROADCAST_TEXT_MAX_LENGTH;
/** A thread's name, in characters (the spec gives none; the stored name holds 150). */
export const MESSAGE_THREAD_NAME_MAX_LENGTH = 150;

// The Messages texts and the count live here, not in the validation area: the message input shows
// them on every thread, and the validation area (zod, the phone metadata) loads on first use.
/** Server texts of the Messages calls that the spec does not word (the client shows them as notices). */
export const MESSAGE_ERRORS = {
  /** 'Maximum of 1000 characters' (the spec's message for its 1000-character texts). */
  textLength: `Maximum of ${MESSAGE_TEXT_MAX_LENGTH} characters`,
  nameLength: `Maximum of ${MESSAGE_THREAD_NAME_MAX_LENGTH} characters`,
  /** Spec part 2 §5: "Message input must be non-empty to send." */
  empty: 'A message needs text or a song.',
  noUsers: 'Select at least one user.',
  /** 'You cannot add more that 25 users' (spec part 2 §5, §8), said by the server too. */
  tooManyUsers: USER_PICKER_LIMIT_TEXT.message,
  notYourself: 'You cannot send a message to yourself.',
  alreadyMembers: 'These users are already in this thread.',
} as const;

/**
 * Characters as a person counts them: an emoji or an accented letter is one, however many UTF-16
 * units it takes (JavaScript's `length` would count most emoji twice).
 */
export const characterCount = (text: string) => Array.from(text).length;

// Notifications
export const NOTIFICATION_FILTER_COUNT = 8;

// Images
export const PROFILE_CROP_SIZE_PX = 200;
export const PROFILE_PICTURE_MAX_CHARS = 160_000;
export const PROFILE_THUMBNAIL_SIZE_PX = 250;
export const PROFILE_THUMBNAIL_MAX_CHARS = 30_000;
export const CLUB_CROP_VIEWPORT = { width: 400, height: 225 } as const;
export const CLUB_PICTURE_WIDTH_PX = 1280;
export const CLUB_THUMBNAIL_WIDTH_PX = 250;
export const CLUB_PICTURE_MAX_CHARS = 1_000_000;
export const CLUB_THUMBNAIL_MAX_CHARS = 50_000;
/** No picture is made narrower than this to fit its limit (the crop's encoder and the API's). */
export const MIN_PICTURE_WIDTH = 32;

// Modal widths
export const MODAL_WIDTH_DELETE = 300;
export const MODAL_WIDTH_BROADCAST = 400;
export const MODAL_WIDTH_POST_SONG = 624;

// Staff bits of user_type
export const USER_TYPE_METRICS = 2;
export const USER_TYPE_BROADCAST = 4;
/**
 * The broadcast form's texts (spec part 2 §2), on the staff's Broadcast Message page and in a
 * post's 'Broadcast Post' (spec part 1 §6: the Share menu item and its modal's title, bit 4).
 */
export const BROADCAST_FORM_TEXT = {
  field: 'Message (1000 characters limit)',
  send: 'Broadcast message',
  post: 'Broadcast Post',
} as const;
/** The metrics categories (spec part 2 §3 'Metric day entry'): one v1/getallmetrics/{category} request each. */
export const METRIC_CATEGORIES = ['users', 'songposts', 'upvotes', 'comments', 'messages'] as const;
export type MetricCategory = (typeof METRIC_CATEGORIES)[number];
/** The longest range one metrics request may ask for, in days (a year and a day). */
export const METRICS_MAX_RANGE_DAYS = 366;
/** Days answered when a metrics request names no range: the last 90 days, today included. */
export const METRICS_DEFAULT_RANGE_DAYS = 90;

// Feed
// FEED_CATEGORIES, FeedCategory and DEFAULT_FEED_CATEGORY live in ./feed (clubs and profiles use them too).
export const CLUB_SORTS = ['alphabetical', 'recentlyadded', 'mostpopular'] as const;
export type ClubSort = (typeof CLUB_SORTS)[number];
export const DEFAULT_CLUB_SORT: ClubSort = 'mostpopular';
/**
 * The sort dropdown's texts: the feed's menu is headed 'Sort Feed By' (part 1 §2), the clubs' ones
 * 'Sort Feed By:' (part 2 §2); its button reads 'Sort Feed By: Newest' on every page.
 */
export const SORT_MENU_TEXT = { title: 'Sort Feed By', label: 'Sort Feed By:' } as const;
export const DEFAULT_REPEAT = 'all' as const;
export const DEFAULT_SHUFFLE = false;

// Paging of the product API
export const API_PAGE_SIZE = 20;

export const TOAST_TYPES = [
  'message',
  'comment',
  'reply',
  'mention_comment',
  'like',
  'follow',
  'broadcast_song_post',
  'broadcast_text_message',
  'curatorrequest',
  'curatorinvite',
] as const;
export type ToastType = (typeof TOAST_TYPES)[number];
export * from './feed';
export * from './messages';
export * from './clubs';
export * from './people';
export * from './profiles';
export * from './failures';
