import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { clubs } from './clubs';
import { songPosts } from './posts';

// Club listening rooms (docs/rooms.md). A room is a row, so a restart keeps it: what plays and
// where is `position_ms` at `position_at`, from which any process computes the position now.

export const clubRooms = pgTable(
  'club_rooms',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    startedBy: integer('started_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** RoomEndReason: 'dj' or 'no_dj'. */
    endReason: varchar('end_reason', { length: 10 }),
    /** The queue entry playing (or paused), or null: nothing left. */
    currentItemId: integer('current_item_id'),
    /**
     * The seq of the current entry, or of the last one played when none is current: entries
     * after it wait, entries before it were played (`previous` goes back to them).
     */
    cursorSeq: integer('cursor_seq').notNull().default(0),
    playing: boolean('playing').notNull().default(false),
    positionMs: integer('position_ms').notNull().default(0),
    /** When `position_ms` was true (the server's clock). */
    positionAt: timestamp('position_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /** When the current song ends if nothing changes (playing, duration known): the sweeper's key. */
    endsAt: timestamp('ends_at', { withTimezone: true, precision: 3 }),
    /** +1 with every change of what plays: clients keep the newest state. */
    version: integer('version').notNull().default(1),
    /** When a DJ was last present (joined, heartbeat, command): ROOM_DJ_ABSENT_END_MS after it, the room ends. */
    djSeenAt: timestamp('dj_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // ROOM_LIVE_PER_CLUB: one live room per club, kept by the database (two starts racing: one 409).
    uniqueIndex('club_rooms_live_key')
      .on(t.clubId)
      .where(sql`${t.endedAt} is null`),
    index('club_rooms_club_idx').on(t.clubId, t.startedAt.desc()),
    // The sweeper's two questions of the live rooms, every ROOM_SWEEP_MS on every process: whose
    // song has ended, and which has had no DJ for too long (ended rooms pile up; these stay small).
    index('club_rooms_due_idx')
      .on(t.endsAt)
      .where(sql`${t.endedAt} is null`),
    index('club_rooms_dj_seen_idx')
      .on(t.djSeenAt)
      .where(sql`${t.endedAt} is null`),
  ],
);

/** A room's songs in play order (`seq`): played, current and waiting ones. */
export const clubRoomQueue = pgTable(
  'club_room_queue',
  {
    id: serial('id').primaryKey(),
    roomId: integer('room_id')
      .notNull()
      .references(() => clubRooms.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    /** The provider's track id (details in `tracks`, resolved when added). */
    song: varchar('song', { length: 64 }).notNull(),
    songPostId: integer('song_post_id').references(() => songPosts.id, { onDelete: 'set null' }),
    addedBy: integer('added_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('club_room_queue_seq_key').on(t.roomId, t.seq)],
);

/** Who is in a room: kept by join and heartbeat, taken out by leave or ROOM_PRESENCE_TIMEOUT_MS of silence. */
export const clubRoomPresence = pgTable(
  'club_room_presence',
  {
    roomId: integer('room_id')
      .notNull()
      .references(() => clubRooms.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeen: timestamp('last_seen', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.roomId, t.userId] }),
    index('club_room_presence_joined_idx').on(t.roomId, t.joinedAt),
    index('club_room_presence_seen_idx').on(t.lastSeen),
    index('club_room_presence_user_idx').on(t.userId),
  ],
);
