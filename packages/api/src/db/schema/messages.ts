import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './accounts';
import { songPosts } from './posts';

// Message threads, their members and messages (spec part 2 §3 "Message thread", "Message").

/**
 * A conversation between members. A 1:1 thread carries `direct_key` ("<low id>:<high id>"),
 * unique, so two people share one thread however often it is looked up at once.
 */
export const messageThreads = pgTable(
  'message_threads',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 150 }),
    directKey: varchar('direct_key', { length: 24 }),
    isGroup: boolean('is_group').notNull().default(false),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** Time of the newest message (threads list newest activity first). */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The newest message (by created_at, then id), kept by every send: the lists show it with a
     * key lookup instead of searching the thread's messages.
     */
    lastMessageId: integer('last_message_id').references((): AnyPgColumn => messages.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('message_threads_direct_key').on(t.directKey),
    index('message_threads_activity_idx').on(t.lastMessageAt.desc()),
    // The foreign key's ON DELETE: a thread's deletion removes its messages one by one.
    index('message_threads_last_message_idx').on(t.lastMessageId),
  ],
);

export const messageThreadMembers = pgTable(
  'message_thread_members',
  {
    threadId: integer('thread_id')
      .notNull()
      .references(() => messageThreads.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the member last opened the thread (unread when a newer message exists). */
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
    /**
     * Time of the newest message another member (or a deleted user) wrote, kept by every send:
     * the thread is unread when it is after last_read_at, which two columns of this row answer.
     */
    lastIncomingAt: timestamp('last_incoming_at', { withTimezone: true }),
    /** Chat settings (spec part 2 §3): notify and mute. */
    notify: boolean('notify').notNull().default(true),
    muted: boolean('muted').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.threadId, t.userId] }), index('message_thread_members_user_idx').on(t.userId)],
);

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    threadId: integer('thread_id')
      .notNull()
      .references(() => messageThreads.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull().default(''),
    /** A shared post; the message stays (without its song) when the post is deleted. */
    songPostId: integer('song_post_id').references(() => songPosts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_thread_idx').on(t.threadId, t.createdAt.desc(), t.id.desc()),
    // Who may read a message song: the threads whose messages carry it (plugins/app/posts.ts).
    index('messages_song_post_idx')
      .on(t.songPostId)
      .where(sql`${t.songPostId} is not null`),
  ],
);
