import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './accounts';

// Clubs, their followers and curators (spec part 2 §3 "Club", "Curator or request entry").

/** A club (spec part 2 §3 "Club"): its owner is also its first curator (club_curators). */
export const clubs = pgTable(
  'clubs',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 150 }).notNull(),
    description: text('description').notNull().default(''),
    /** base64 PNG data URL, up to CLUB_PICTURE_MAX_CHARS (the banner). */
    picture: text('picture'),
    /** base64 PNG data URL, up to CLUB_THUMBNAIL_MAX_CHARS (cards and lists). */
    thumbnail: text('thumbnail'),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Kept with each follow, so "mostpopular" sorts on an index. */
    followersCount: integer('followers_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('clubs_owner_idx').on(t.ownerId),
    index('clubs_name_idx').on(sql`lower(${t.name})`, t.id),
    index('clubs_new_idx').on(t.createdAt.desc(), t.id.desc()),
    index('clubs_popular_idx').on(t.followersCount.desc(), t.createdAt.desc(), t.id.desc()),
  ],
);

/** Who follows which club (getmyfeed shows posts of followed clubs). */
export const clubFollows = pgTable(
  'club_follows',
  {
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.clubId] }),
    index('club_follows_club_idx').on(t.clubId, t.createdAt.desc()),
  ],
);

/**
 * The curators of a club and the requests to curate it (spec part 2 §3 "Curator or request
 * entry"): a request is a row with is_curator false, which accepting turns into a curator and
 * declining deletes. Its id is the `curator` of removecuratorfromclub and respondtocuratorrequest.
 */
export const clubCurators = pgTable(
  'club_curators',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isCurator: boolean('is_curator').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('club_curators_club_user_key').on(t.clubId, t.userId),
    index('club_curators_user_idx').on(t.userId),
  ],
);

/** Invites to curate a club (respondtocuratorinvite/{id}); state CURATOR_STATE: 0 pending, 1 declined, 2 accepted. */
export const clubCuratorInvites = pgTable(
  'club_curator_invites',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The owner who invited (only owners invite; their club goes with them). */
    inviterId: integer('inviter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: smallint('state').notNull().default(0),
    createdAt: createdAt(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    // One pending invite per user and club.
    uniqueIndex('club_curator_invites_pending_key')
      .on(t.clubId, t.userId)
      .where(sql`${t.state} = 0`),
    index('club_curator_invites_user_idx').on(t.userId),
  ],
);
