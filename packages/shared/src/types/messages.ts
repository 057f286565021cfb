import type { MessageThreadSummary, TrackDetails } from './posts';

// Private and group messages (spec part 2 §3 "Message thread", "Message", §7 "Messages").
// Field names are the API's.

/** The newest message of a thread, as its list row previews it. */
export interface LatestMessage {
  /** The sender (null when their account is gone). */
  upclubuser: number | null;
  username: string | null;
  text: string;
  song_post: number | null;
}

/**
 * A thread as v1/getmessagethreads, v1/searchmessagethreads/{query}, v1/getmessagethreadinfo/{id}
 * and v1/messagessearchmessagethreadnames/{query} answer it. `members` are the members other than
 * the signed-in user.
 */
export interface MessageThread extends MessageThreadSummary {
  latest_message: LatestMessage | null;
  /** False when another member wrote after the signed-in user last opened the thread. */
  already_read: boolean;
  /** Age of the newest message: 'now', '5m', '3h', '2d', '3w', then a date. */
  notification_age: string;
  /** The post of the newest message when it carries a song, else null. */
  song_post: number | null;
  /** True for a group (named, or ever had more than two members); false for a 1:1 thread. */
  is_group: boolean;
}

/** The song a message carries (spec part 2 §3 "Message" thesongpost), with the API's cached track. */
export interface MessageSongPost {
  song_post: number;
  /** The provider's track id. */
  song: string;
  title: string;
  post_type: number;
  track_details: TrackDetails | null;
}

/** One message (spec part 2 §3 "Message"). Text is plain text: markup in it is text, not HTML. */
export interface Message {
  message: number;
  messagethread: number;
  text: string;
  /** The song, or null for a text-only message (or when its post was deleted). */
  thesongpost: MessageSongPost | null;
  /** ISO time. */
  created_at: string;
  /** The sender (null when their account is gone). */
  upclubuser: number | null;
  username: string | null;
  thumbnail_picture: string | null;
  /** The provider's track id of thesongpost, or null. */
  song: string | null;
  song_post: number | null;
}

/** The tabs of a thread: every message, or only those carrying a song (v1/getmessages/{thread}/{kind}). */
export const MESSAGE_KINDS = ['all', 'songs'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/**
 * v1/createmessage/: into `messagethread`, or (null) a new thread with `upclubusers` (the 1:1
 * thread with one user is reused). Text, a song post, or both.
 */
export interface CreateMessageBody {
  messagethread: number | null;
  text: string;
  song_post: number | null;
  upclubusers?: number[];
}

/** The answer of v1/createmessage/: the thread (as the sender's list shows it) and the message. */
export interface CreateMessageResponse {
  messagethread: number;
  thread: MessageThread;
  message: Message;
}

/** The answer of v1/checkmessagethread/: the thread whose members are exactly the caller and those users. */
export interface CheckMessageThreadResponse {
  messagethread: number | null;
}

/**
 * The chat settings screen's switches (spec part 2 "Chat settings screen: name, notify, mute"),
 * each member's own for a thread (v1/getmessagethreadsettings/{id}, v1/setmessagethreadsettings/{id}).
 * `notify` false: no toast for the thread's new messages. `mute` true: nothing pushed for them:
 * no toast, and the thread does not count in the side menu's Messages marker.
 */
export interface ThreadSettings {
  messagethread: number;
  notify: boolean;
  mute: boolean;
}
