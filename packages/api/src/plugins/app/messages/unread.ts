import { sql, type SQL } from 'drizzle-orm';
import { messageThreadMembers, messages } from '../../../db/schema';

// A member's unread state, read from their own row (no message is read for it).

/**
 * Whether a member row (`m`: its alias or table) has unread messages: another member wrote after the member
 * last opened the thread. Both times are kept on the row (send() moves them: the sender's read
 * mark, the others' last_incoming_at), so this reads no message. Sending counts as reading, so
 * one's own messages never make a thread unread.
 */
export const unreadOf = (m: SQL) =>
  sql<boolean>`(${m}.last_incoming_at is not null and ${m}.last_incoming_at > coalesce(${m}.last_read_at, '-infinity'::timestamptz))`;

/**
 * The number of the user's threads with unread messages: getnotificationscount's
 * message_notifications (the side menu's Messages marker). A muted thread never counts: mute
 * (the chat settings) means nothing is pushed for it; its row in the list still shows it unread.
 */
export const unreadThreadsCount = (userId: number) =>
  sql<number>`(select count(*)::int from ${messageThreadMembers} m
    where m.user_id = ${userId} and not m.muted and ${unreadOf(sql`m`)})`;

/**
 * The time of the thread's newest message that someone other than the user wrote (a deleted
 * sender counts as someone else): a member row's last_incoming_at, as send() keeps it.
 */
export const newestFromOthers = (threadId: number, userId: number) =>
  sql`(select x.created_at from ${messages} x where x.thread_id = ${threadId} and x.sender_id is distinct from ${userId}::int
    order by x.created_at desc, x.id desc limit 1)`;
