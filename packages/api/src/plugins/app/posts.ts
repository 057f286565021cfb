import { and, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { FeedCategory } from '@upclub/shared/constants';
import { POST_TYPE_PLAIN, type Mention, type SongPost } from '@upclub/shared/types';
import type { Db } from '../../db/open';
import { clubFollows, clubs, follows, postLikes, profiles, songPosts, tracks, users } from '../../db/schema';
import { formatAge, formatCount } from '../../lib/format';
import type { Cursor } from '../../lib/paging';
import { trackDetailsOf } from './tracks';

/** Seconds of age that weigh as much as ten times the likes and comments (trending). */
export const TRENDING_DECAY_SECONDS = 45_000;

/** The windows of the "top" categories, in days. */
export const TOP_WINDOW_DAYS: Partial<Record<FeedCategory, number>> = { tod: 1, tow: 7, tom: 30, toy: 365 };

/**
 * The trending rank of a row from its own columns: log10 of its likes and comments plus its
 * creation time in decay units. It only changes when a like or comment does, so it is a
 * column with an index instead of a sort over every post at every request.
 */
export const HOT_SCORE = sql`(log(greatest(${songPosts.likesCount} + ${songPosts.commentsCount}, 1)::float8) + extract(epoch from ${songPosts.createdAt})::float8 / ${sql.raw(String(TRENDING_DECAY_SECONDS))})`;

/** Writes every post's hot score again from its columns (after rows were written by hand: seed, bench). */
export async function refreshHotScores(db: Db, where?: SQL): Promise<void> {
  await db.update(songPosts).set({ hotScore: HOT_SCORE }).where(where);
}

export type FeedScope = { kind: 'all' } | { kind: 'mine'; userId: number };
interface FeedSources {
  authors: number[];
  clubs: number[];
}

function postColumns(viewerId: unknown) {
  return {
    id: songPosts.id,
    song: songPosts.song,
    title: songPosts.title,
    userId: songPosts.userId,
    username: users.username,
    firstName: users.firstName,
    lastName: users.lastName,
    thumbnail: profiles.thumbnailPicture,
    postType: songPosts.postType,
    caption: songPosts.caption,
    mentionIds: songPosts.mentionIds,
    likesCount: songPosts.likesCount,
    commentsCount: songPosts.commentsCount,
    createdAt: songPosts.createdAt,
    createdKey: sql<string>`${songPosts.createdAt}::text`,
    hotScore: songPosts.hotScore,
    clubId: songPosts.clubId,
    clubName: clubs.name,
    liked: sql<boolean>`exists(select 1 from ${postLikes} where ${postLikes.postId} = ${songPosts.id} and ${postLikes.userId} = ${viewerId})`,
    track: {
      id: tracks.id,
      name: tracks.name,
      uri: tracks.uri,
      artists: tracks.artists,
      albumImages: tracks.albumImages,
      durationMs: tracks.durationMs,
    },
  };
}

type PostRow = {
  id: number;
  song: string;
  title: string;
  userId: number;
  username: string;
  firstName: string;
  lastName: string;
  thumbnail: string | null;
  postType: number;
  caption: string;
  mentionIds: number[];
  likesCount: number;
  commentsCount: number;
  createdAt: Date;
  createdKey: string;
  hotScore: number;
  clubId: number | null;
  clubName: string | null;
  liked: boolean;
  track: {
    id: string;
    name: string;
    uri: string;
    artists: Array<{ name: string }>;
    albumImages: Array<{ url: string; height?: number | null; width?: number | null }>;
    durationMs: number | null;
  } | null;
};

/** The sort keys of each category, all descending: the cursor holds them. */
function sortKeys(category: FeedCategory): { columns: SQL[]; of: (row: PostRow) => Array<string | number> } {
  if (category === 'new') {
    return { columns: [sql`${songPosts.createdAt}`, sql`${songPosts.id}`], of: (r) => [r.createdKey, r.id] };
  }
  if (category === 'trending') {
    return { columns: [sql`${songPosts.hotScore}`, sql`${songPosts.id}`], of: (r) => [r.hotScore, r.id] };
  }
  return {
    columns: [sql`${songPosts.likesCount}`, sql`${songPosts.createdAt}`, sql`${songPosts.id}`],
    of: (r) => [r.likesCount, r.createdKey, r.id],
  };
}

/** Casts a cursor's keys back to their columns' types. */
function cursorValues(category: FeedCategory, keys: Array<string | number>): SQL[] | null {
  const expect = category === 'new' ? ['t', 'i'] : category === 'trending' ? ['f', 'i'] : ['i', 't', 'i'];
  if (keys.length !== expect.length) return null;
  const out: SQL[] = [];
  for (const [i, kind] of expect.entries()) {
    const v = keys[i];
    if (kind === 't') {
      if (typeof v !== 'string' || !TIMESTAMP_TEXT.test(v)) return null;
      out.push(sql`${v}::timestamptz`);
    } else if (kind === 'i') {
      if (typeof v !== 'number' || !Number.isSafeInteger(v)) return null;
      out.push(sql`${v}::int`);
    } else {
      if (typeof v !== 'number' || !Number.isFinite(v)) return null;
      out.push(sql`${v}::float8`);
    }
  }
  return out;
}

/** A timestamptz as PostgreSQL writes it ('2026-11-22 12:28:21.375+00'). */
const TIMESTAMP_TEXT = /^\d{4,}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2}){0,2}|Z)$/;

export class InvalidCursorError extends Error {}

/**
 * How long a feed's `count` may be reused. Counting every user post takes tens of
 * milliseconds at 100k posts, far more than the page itself, and the client only shows it; a
 * post made or deleted through this instance clears the cache at once.
 */
export const FEED_COUNT_TTL_MS = 5_000;

export function createPostsRepository(db: Db, now: () => Date) {
  const feedCounts = new Map<string, { n: number; at: number }>();

  async function feedCount(key: string, filters: SQL[]): Promise<number> {
    const cached = feedCounts.get(key);
    if (cached && Date.now() - cached.at < FEED_COUNT_TTL_MS) return cached.n;
    const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(songPosts).where(and(...filters));
    if (feedCounts.size > 10_000) feedCounts.clear();
    feedCounts.set(key, { n, at: Date.now() });
    return n;
  }

  /** Posts as the viewer sees them, in the order of `rows`; mentions read in one query. */
  async function toAnswers(rows: PostRow[]): Promise<SongPost[]> {
    const ids = [...new Set(rows.flatMap((r) => r.mentionIds))];
    const names = new Map<number, string>();
    if (ids.length) {
      for (const u of await db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.id, ids))) {
        names.set(u.id, u.username);
      }
    }
    const at = now();
    return rows.map((r) => ({
      song_post: r.id,
      song: r.song,
      title: r.title,
      upclubuser: r.userId,
      username: r.username,
      first_name: r.firstName,
      last_name: r.lastName,
      thumbnail_picture: r.thumbnail,
      post_type: r.postType,
      track_details: r.track ? trackDetailsOf(r.track) : null,
      comment: r.caption,
      mentions: r.mentionIds.flatMap((id): Mention[] => (names.has(id) ? [{ upclubuser: id, username: names.get(id)! }] : [])),
      formatted_likes: formatCount(r.likesCount),
      formatted_comments_count: formatCount(r.commentsCount),
      liked: r.liked,
      post_age: formatAge(r.createdAt, at),
      club: r.clubId,
      club_name: r.clubName,
      created_at: r.createdAt.toISOString(),
    }));
  }

  function selectPosts(viewerId: number | SQL.Aliased | ReturnType<typeof sql.placeholder>) {
    return db
      .select(postColumns(viewerId))
      .from(songPosts)
      .innerJoin(users, eq(users.id, songPosts.userId))
      .leftJoin(profiles, eq(profiles.userId, songPosts.userId))
      .leftJoin(clubs, eq(clubs.id, songPosts.clubId))
      .leftJoin(tracks, eq(tracks.id, songPosts.song));
  }

  /**
   * The posts of a feed page by id, as one named prepared statement: its shape never changes,
   * so PostgreSQL plans the five-table join once per connection instead of on every request
   * (planning took most of the time of a feed page at 100k posts).
   */
  const postsByIds = selectPosts(sql.placeholder('viewer'))
    .where(sql`${songPosts.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('upclub_posts_by_ids');

  /** `ids`' posts in the order of `ids`. */
  async function postsInOrder(ids: number[], viewerId: number): Promise<PostRow[]> {
    if (!ids.length) return [];
    const rows = (await postsByIds.execute({ viewer: viewerId, ids })) as PostRow[];
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  }

  /**
   * Which posts a feed holds. The personal feed's authors and clubs are read first and passed
   * as values, so the planner sees how few posts they have and reads them through the author
   * and club indexes instead of walking the whole feed in date order looking for them.
   */
  async function scopeFilter(scope: FeedScope, sources?: FeedSources): Promise<SQL> {
    const userPosts = ne(songPosts.postType, POST_TYPE_PLAIN);
    if (scope.kind === 'all') return userPosts;
    const { authors, clubs: followedClubs } = sources ?? (await feedSources(scope.userId));
    const conditions = [inArray(songPosts.userId, authors)];
    if (followedClubs.length) conditions.push(inArray(songPosts.clubId, followedClubs));
    return and(userPosts, or(...conditions))!;
  }

  /** Whose posts and which clubs' posts the personal feed holds. */
  async function feedSources(me: number): Promise<FeedSources> {
    const [authors, followedClubs] = await Promise.all([
      db.select({ id: follows.followeeId }).from(follows).where(eq(follows.followerId, me)),
      db.select({ id: clubFollows.clubId }).from(clubFollows).where(eq(clubFollows.userId, me)),
    ]);
    return { authors: [me, ...authors.map((a) => a.id)], clubs: followedClubs.map((c) => c.id) };
  }

  /**
   * A page of the personal feed by date: the newest `limit` posts of each author and each club,
   * each read from its own index (a lateral join), then merged. Walking the whole feed in date
   * order looking for the few posts of followed people was the slow part at 100k posts.
   */
  async function personalNewestIds(sources: FeedSources, after: SQL | null, direction: SQL, limit: number): Promise<number[]> {
    const cursor = after ? sql` and ${after}` : sql``;
    const userPosts = sql`${songPosts.postType} <> ${POST_TYPE_PLAIN}`;
    const order = sql`${songPosts.createdAt} ${direction}, ${songPosts.id} ${direction}`;
    const byAuthor = sql`select p.id, p.created_at from unnest(${sql.param(sources.authors)}::int[]) as a(uid)
      cross join lateral (select ${songPosts.id} as id, ${songPosts.createdAt} as created_at from ${songPosts}
        where ${songPosts.userId} = a.uid and ${userPosts}${cursor} order by ${order} limit ${limit}) p`;
    const byClub = sql`select p.id, p.created_at from unnest(${sql.param(sources.clubs)}::int[]) as c(cid)
      cross join lateral (select ${songPosts.id} as id, ${songPosts.createdAt} as created_at from ${songPosts}
        where ${songPosts.clubId} = c.cid and ${userPosts}${cursor} order by ${order} limit ${limit}) p`;
    const merged = sources.clubs.length ? sql`${byAuthor} union ${byClub}` : byAuthor;
    const result = await db.execute(
      sql`select x.id from (${merged}) x order by x.created_at ${direction}, x.id ${direction} limit ${limit}`,
    );
    const rows = (Array.isArray(result) ? result : (result as { rows: Array<{ id: number }> }).rows) as Array<{ id: number }>;
    return rows.map((r) => Number(r.id));
  }

  return {
    async byId(id: number, viewerId: number): Promise<SongPost | null> {
      const rows = (await selectPosts(viewerId).where(eq(songPosts.id, id)).limit(1)) as PostRow[];
      return rows.length ? (await toAnswers(rows))[0] : null;
    },

    /** Author, type and existence of a post, for rights and rules. */
    async meta(id: number): Promise<{ id: number; userId: number; postType: number } | null> {
      const [row] = await db
        .select({ id: songPosts.id, userId: songPosts.userId, postType: songPosts.postType })
        .from(songPosts)
        .where(eq(songPosts.id, id))
        .limit(1);
      return row ?? null;
    },

    async create(post: {
      userId: number;
      song: string;
      title: string;
      caption: string;
      mentionIds: number[];
      postType: number;
      clubId: number | null;
    }): Promise<number> {
      const [row] = await db
        .insert(songPosts)
        .values({
          ...post,
          // created_at defaults to now(), the same instant within the statement.
          hotScore: sql`extract(epoch from now())::float8 / ${sql.raw(String(TRENDING_DECAY_SECONDS))}`,
        })
        .returning({ id: songPosts.id });
      feedCounts.clear();
      return row.id;
    },

    async remove(id: number): Promise<void> {
      await db.delete(songPosts).where(eq(songPosts.id, id));
      feedCounts.clear();
    },

    /**
     * Likes a post once: true when this call added the like (a repeated or concurrent like
     * finds the row there and changes nothing). Returns the count after.
     */
    async like(postId: number, userId: number): Promise<{ added: boolean; likes: number }> {
      return db.transaction(async (tx) => {
        const added = await tx.insert(postLikes).values({ postId, userId }).onConflictDoNothing().returning({ postId: postLikes.postId });
        const likesCount = added.length ? sql`${songPosts.likesCount} + 1` : sql`${songPosts.likesCount}`;
        const [row] = await tx
          .update(songPosts)
          .set(added.length ? { likesCount, hotScore: hotAfter(1, 0) } : { likesCount })
          .where(eq(songPosts.id, postId))
          .returning({ likes: songPosts.likesCount });
        return { added: added.length > 0, likes: row?.likes ?? 0 };
      });
    },

    async unlike(postId: number, userId: number): Promise<{ removed: boolean; likes: number }> {
      return db.transaction(async (tx) => {
        const removed = await tx
          .delete(postLikes)
          .where(and(eq(postLikes.postId, postId), eq(postLikes.userId, userId)))
          .returning({ postId: postLikes.postId });
        const likesCount = removed.length ? sql`greatest(${songPosts.likesCount} - 1, 0)` : sql`${songPosts.likesCount}`;
        const [row] = await tx
          .update(songPosts)
          .set(removed.length ? { likesCount, hotScore: hotAfter(-1, 0) } : { likesCount })
          .where(eq(songPosts.id, postId))
          .returning({ likes: songPosts.likesCount });
        return { removed: removed.length > 0, likes: row?.likes ?? 0 };
      });
    },

    /**
     * One page of a feed, newest/top/trending first, after (or before) the cursor. Windows of
     * the top categories start at `since`, kept in the cursor so every page has the same one.
     */
    async feed(
      scope: FeedScope,
      category: FeedCategory,
      viewerId: number,
      cursor: Cursor | null,
      size: number,
    ): Promise<{ results: SongPost[]; count: number; hasMore: boolean; first: Cursor['keys'] | null; last: Cursor['keys'] | null; since?: string }> {
      const days = TOP_WINDOW_DAYS[category];
      if (cursor?.since !== undefined && Number.isNaN(Date.parse(cursor.since))) throw new InvalidCursorError();
      const since = days ? (cursor?.since ?? new Date(now().getTime() - days * 86_400_000).toISOString()) : undefined;
      const sources = scope.kind === 'mine' ? await feedSources(scope.userId) : undefined;
      const filters: SQL[] = [await scopeFilter(scope, sources)];
      if (since) filters.push(sql`${songPosts.createdAt} >= ${since}::timestamptz`);
      const keys = sortKeys(category);
      const reverse = cursor?.reverse ?? false;
      const page = [...filters];
      let after: SQL | null = null;
      if (cursor) {
        const values = cursorValues(category, cursor.keys);
        if (!values) throw new InvalidCursorError();
        const left = sql.join(keys.columns, sql`, `);
        const right = sql.join(values, sql`, `);
        after = reverse ? sql`(${left}) > (${right})` : sql`(${left}) < (${right})`;
        page.push(after);
      }
      const direction = sql.raw(reverse ? 'asc nulls first' : 'desc nulls last');
      const orderBy = keys.columns.map((c) => sql`${c} ${direction}`);
      // Keyed by window, not by its start: a cursor's window starts a little earlier than a new request's.
      const countKey = `${scope.kind === 'all' ? 'all' : `mine:${scope.userId}`}:${days ?? 'all'}`;
      // The page's ids from the sort index alone (cheap to plan), then their details.
      const [keyRows, n] = await Promise.all([
        sources && category === 'new'
          ? personalNewestIds(sources, after, direction, size + 1).then((ids) => ids.map((id) => ({ id })))
          : db
              .select({ id: songPosts.id })
              .from(songPosts)
              .where(and(...page))
              .orderBy(...orderBy)
              .limit(size + 1),
        feedCount(countKey, filters),
      ]);
      const hasMore = keyRows.length > size;
      const pageIds = keyRows.slice(0, size).map((r) => r.id);
      if (reverse) pageIds.reverse();
      const pageRows = await postsInOrder(pageIds, viewerId);
      return {
        results: await toAnswers(pageRows),
        count: n,
        hasMore,
        first: pageRows.length ? keys.of(pageRows[0]) : null,
        last: pageRows.length ? keys.of(pageRows[pageRows.length - 1]) : null,
        since,
      };
    },

    /** User posts whose title contains the query (any case), newest first. */
    async searchTitle(query: string, viewerId: number, limit: number, offset: number): Promise<{ results: SongPost[]; count: number }> {
      const where = and(ne(songPosts.postType, POST_TYPE_PLAIN), sql`lower(${songPosts.title}) like ${`%${likeEscape(query.toLowerCase())}%`}`);
      const [rows, [{ n }]] = await Promise.all([
        selectPosts(viewerId)
          .where(where)
          .orderBy(sql`${songPosts.createdAt} desc nulls last`, sql`${songPosts.id} desc nulls last`)
          .limit(limit)
          .offset(offset) as Promise<PostRow[]>,
        db.select({ n: sql<number>`count(*)::int` }).from(songPosts).where(where),
      ]);
      return { results: await toAnswers(rows), count: n };
    },

    /** Adds `delta` comments to a post's count (and its trending rank). */
    async countComment(tx: Db, postId: number, delta: number): Promise<void> {
      await tx
        .update(songPosts)
        .set({ commentsCount: sql`greatest(${songPosts.commentsCount} + ${delta}, 0)`, hotScore: hotAfter(0, delta) })
        .where(eq(songPosts.id, postId));
    },
  };
}

/** The hot score after likes and comments change by these amounts (SET reads the old row). */
function hotAfter(likes: number, comments: number): SQL {
  return sql`(log(greatest(${songPosts.likesCount} + ${songPosts.commentsCount} + ${likes + comments}, 1)::float8) + extract(epoch from ${songPosts.createdAt})::float8 / ${sql.raw(String(TRENDING_DECAY_SECONDS))})`;
}

/** A LIKE pattern that matches `text` literally. */
export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export type PostsRepository = ReturnType<typeof createPostsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    posts: PostsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('posts', createPostsRepository(app.db, app.config.now));
  },
  { name: 'posts', dependencies: ['db', 'config'] },
);
