import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './accounts';
import { clubs } from './clubs';

// The music loop's posts (spec part 1 §3: song post, comment): tracks, posts, up votes, comments.

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
