// What the messages repository answers and takes, shared by its parts and the routes.

/** A message as it was stored: who gets told about it. */
export interface Sent {
  threadId: number;
  messageId: number;
  /** The other members (the sender is never told of their own message). */
  recipients: number[];
  /** Those of them who turned the thread's notifications off or muted it: no toast for them. */
  quiet: number[];
}

/** Where a new message goes: a thread the sender is in, or a new thread with these users. */
export type Destination = { threadId: number } | { userIds: number[] };

/** What the caller is to a thread: a member, not a member, or the thread does not exist. */
export type Standing = 'member' | 'stranger' | 'missing';

/** A thread as its reader opens it: what they are to it, and (a member) its unread state. */
export interface Opened {
  standing: Standing;
  unread: boolean;
  /** The thread's newest message when it was opened (null: none). */
  newestId: number | null;
}

/**
 * The shapes of the threads lists: all, one thread, 'Search messages', names only, and both
 * searches within the user's most recently active threads (a query too short to narrow them).
 */
export type ThreadShape = 'list' | 'info' | 'search' | 'names' | 'searchRecent' | 'namesRecent';

/** Another member of a thread, as the lists show them. */
export interface ThreadMember {
  upclubuser: number;
  username: string;
  first_name: string;
  last_name: string;
  thumbnail_picture: string | null;
}
