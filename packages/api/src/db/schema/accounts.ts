import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

// The accounts and what hangs on a person (spec part 1 §3): users, profiles, tokens, password
// recovery, follows and notifications.

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 150 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    firstName: varchar('first_name', { length: 150 }).notNull().default(''),
    lastName: varchar('last_name', { length: 150 }).notNull().default(''),
    /** E.164, or null when not given. */
    phoneNumber: varchar('phone_number', { length: 32 }),
    /** `scrypt$N$r$p$salt$hash` (see lib/passwords.ts). */
    passwordHash: text('password_hash').notNull(),
    /** Bit field: USER_TYPE_METRICS (2), USER_TYPE_BROADCAST (4). */
    userType: integer('user_type').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
  ],
);

/** A user may exist without a profile: the client creates it with v1/createprofile/. */
export const profiles = pgTable('profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The bio (spec part 2 §3 profile_description), up to BIO_MAX_LENGTH. */
  profileDescription: text('profile_description').notNull().default(''),
  profileTwitter: varchar('profile_twitter', { length: 64 }),
  profileInstagram: varchar('profile_instagram', { length: 64 }),
  profilePicture: text('profile_picture'),
  thumbnailPicture: text('thumbnail_picture'),
  createdAt: createdAt(),
});

/** API tokens (`Authorization: Token <40 hex>`), stored as sha256 hex of the token. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    hash: varchar('hash', { length: 64 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Push device id given to v1/login2/. */
    fcmDevice: text('fcm_device'),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_tokens_user_idx').on(t.userId)],
);

/** One live password reset code per user, stored hashed. */
export const resetCodes = pgTable('reset_codes', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeHash: varchar('code_hash', { length: 64 }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  attempts: integer('attempts').notNull().default(0),
  createdAt: createdAt(),
});

/**
 * Recovery mails sent to a user's address, per kind ('code', 'username'): when the last went
 * out, and how many since the current day-long window began. Outlives the codes themselves.
 */
export const recoveryMails = pgTable(
  'recovery_mails',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16 }).notNull(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    sentCount: integer('sent_count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

export const follows = pgTable(
  'follows',
  {
    followerId: integer('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followeeId: integer('followee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followeeId] }),
    index('follows_followee_idx').on(t.followeeId),
    check('follows_not_self', sql`${t.followerId} <> ${t.followeeId}`),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'cascade' }),
    /** A NotificationKind (plugins/app/notifications.ts). */
    kind: varchar('kind', { length: 40 }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index('notifications_recipient_unread_idx')
      .on(t.recipientId, t.kind)
      .where(sql`${t.readAt} is null`),
    index('notifications_recipient_idx').on(t.recipientId, t.createdAt.desc(), t.id.desc()),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type ProfileRow = typeof profiles.$inferSelect;
