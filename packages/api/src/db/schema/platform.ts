import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './accounts';
import { songPosts } from './posts';

// What the platform keeps for every feature: live events, staff broadcasts, shared rate windows.

/**
 * Each user's live events (v1/events/), numbered by one increasing id: a client reconnecting
 * with Last-Event-ID gets every later event of theirs again (kept EVENTS_REPLAY_WINDOW_MS).
 */
export const userEvents = pgTable(
  'user_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A LiveEventType. */
    type: varchar('type', { length: 20 }).notNull(),
    data: jsonb('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('user_events_user_idx').on(t.userId, t.id), index('user_events_created_idx').on(t.createdAt)],
);

/**
 * Staff broadcasts (live toasts) and send-to-all messages, sent to every user in batches of
 * BROADCAST_BATCH_SIZE in user id order. `last_user_id` is the last user done: it moves in the
 * transaction that stores the batch's events or messages, so a process that dies mid-way
 * resumes after it on start, nobody getting it twice or never.
 */
export const broadcasts = pgTable(
  'broadcasts',
  {
    id: serial('id').primaryKey(),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'toast' (a broadcast) or 'message' (send to all). */
    kind: varchar('kind', { length: 10 }).notNull(),
    text: text('text').notNull().default(''),
    songPostId: integer('song_post_id').references(() => songPosts.id, { onDelete: 'set null' }),
    lastUserId: integer('last_user_id').notNull().default(0),
    recipients: integer('recipients').notNull().default(0),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('broadcasts_unfinished_idx')
      .on(t.id)
      .where(sql`${t.finishedAt} is null`),
  ],
);

/**
 * Fixed-window counters of the limits every API process must share: guesses per login name and
 * recovery address, writes per user. One row per key, from the window's first hit to its end;
 * rows past their end are swept.
 */
export const rateWindows = pgTable('rate_windows', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
