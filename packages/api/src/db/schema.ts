import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

// The tables of spec part 1 §3 (accounts). Later features add theirs here and run
// `pnpm --filter @upclub/api run db:generate` to write the next migration.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

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

// ---- the music loop (spec part 1 §3: song post, comment; part 2 §3: message thread, message) ----

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

/** The provider's track details, resolved once per track (DESIGN §2 "Track details"). */
export const tracks = pgTable('tracks', {
  /** The provider's track id. */
  id: varchar('id', { length: 64 }).primaryKey(),
  name: text('name').notNull(),
  uri: text('uri').notNull(),
  artists: jsonb('artists').$type<Array<{ name: string }>>().notNull(),
  albumImages: jsonb('album_images')
    .$type<Array<{ url: string; height?: number | null; width?: number | null }>>()
    .notNull(),
  durationMs: integer('duration_ms'),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
});

export const songPosts = pgTable(
  'song_posts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The provider's track id (details in `tracks`). */
    song: varchar('song', { length: 64 }).notNull(),
    title: varchar('title', { length: 300 }).notNull().default(''),
    /** The caption, with mention markup `<@{userid}>`. */
    caption: text('caption').notNull().default(''),
    /** The users the caption mentions. */
    mentionIds: integer('mention_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** 1: a plain track or message song (no likes, comments); others: user posts. */
    postType: integer('post_type').notNull(),
    clubId: integer('club_id').references(() => clubs.id, { onDelete: 'cascade' }),
    // Counters kept with each like and comment, so feeds sort and page on indexes.
    likesCount: integer('likes_count').notNull().default(0),
    commentsCount: integer('comments_count').notNull().default(0),
    /**
     * Trending rank: log10(likes + comments) + epoch seconds / TRENDING_DECAY_SECONDS. Newer
     * posts start higher, so engagement decays with age without recomputing old rows.
     */
    hotScore: doublePrecision('hot_score').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('song_posts_new_idx').on(t.createdAt.desc(), t.id.desc()),
    index('song_posts_top_idx').on(t.likesCount.desc(), t.createdAt.desc(), t.id.desc()),
    index('song_posts_hot_idx').on(t.hotScore.desc(), t.id.desc()),
    index('song_posts_user_idx').on(t.userId, t.createdAt.desc()),
    // A club's posts by each category's sort keys (getclubsongposts, and followed clubs in getmyfeed).
    index('song_posts_club_new_idx')
      .on(t.clubId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.clubId} is not null`),
    index('song_posts_club_top_idx')
      .on(t.clubId, t.likesCount.desc(), t.createdAt.desc(), t.id.desc())
      .where(sql`${t.clubId} is not null`),
    index('song_posts_club_hot_idx')
      .on(t.clubId, t.hotScore.desc(), t.id.desc())
      .where(sql`${t.clubId} is not null`),
    index('song_posts_title_idx').on(sql`lower(${t.title})`),
    // The posts of the tracks whose artists match a search (migration 0007).
    index('song_posts_song_idx').on(t.song),
  ],
);

export const postLikes = pgTable(
  'post_likes',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => songPosts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index('post_likes_user_idx').on(t.userId)],
);

/** First-level comments (parent null) and their replies (two levels only). */
export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => songPosts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    /** With mention markup `<@{userid}>`. */
    text: text('text').notNull(),
    mentionIds: integer('mention_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    repliesCount: integer('replies_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('comments_post_idx')
      .on(t.postId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.parentId} is null`),
    index('comments_parent_idx').on(t.parentId, t.createdAt, t.id),
  ],
);

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

export type UserRow = typeof users.$inferSelect;
export type ProfileRow = typeof profiles.$inferSelect;

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
