import { and, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { API_PAGE_SIZE, type FeedCategory } from '@upclub/shared/constants';
import { POST_TYPE_PLAIN } from '@upclub/shared/types';
import type { Db } from '../../db/open';
import { postLikes, songPosts } from '../../db/schema';
import { rowsOf } from '../../db/sql';
import { cursorKeysOf, type Cursor, type CursorKeyType } from '../../lib/paging';
import { literal } from './post-answers';

// The SQL of the feeds (./feed): which posts a feed holds, in which order, and the sort keys its
// cursors carry. The feed repository caches what these read.

export type FeedScope =
  | { kind: 'all' }
  | { kind: 'mine'; userId: number }
  | { kind: 'club'; clubId: number }
  /** A user's own posts (their profile's posts tab). */
  | { kind: 'user'; userId: number }
  /** The posts a user liked (their profile's Up Votes tab). */
  | { kind: 'liked'; userId: number };

/** Whose posts and which clubs' posts a user's personal feed holds (themselves and whom they follow). */
export interface FeedSources {
  authors: number[];
  clubs: number[];
}

/** A post's sort keys, as the page's ids statement reads them. */
export interface IdRow {
  id: number;
  createdKey: string;
  hotScore: number;
  likesCount: number;
}

export const idColumns = {
  id: songPosts.id,
  /** created_at exactly as PostgreSQL writes it (a cursor key: a Date would lose microseconds). */
  createdKey: sql<string>`${songPosts.createdAt}::text`,
  hotScore: songPosts.hotScore,
  likesCount: songPosts.likesCount,
};

export type Order = 'new' | 'trending' | 'top';
export const orderOf = (category: FeedCategory): Order =>
  category === 'new' ? 'new' : category === 'trending' ? 'trending' : 'top';

/** The sort keys of each order, all descending, with their SQL types: the cursor holds them. */
export const SORT_KEYS: Record<Order, { columns: SQL[]; types: CursorKeyType[]; of: (r: IdRow) => Cursor['keys'] }> = {
  new: {
    columns: [sql`${songPosts.createdAt}`, sql`${songPosts.id}`],
    types: ['t', 'i'],
    of: (r) => [r.createdKey, r.id],
  },
  trending: {
    columns: [sql`${songPosts.hotScore}`, sql`${songPosts.id}`],
    types: ['f', 'i'],
    of: (r) => [r.hotScore, r.id],
  },
  top: {
    columns: [sql`${songPosts.likesCount}`, sql`${songPosts.createdAt}`, sql`${songPosts.id}`],
    types: ['i', 't', 'i'],
    of: (r) => [r.likesCount, r.createdKey, r.id],
  },
};
export const CAST = { t: sql.raw('timestamptz'), i: sql.raw('int'), f: sql.raw('float8') };

/** A cursor's keys, checked against their columns' types (null: not a cursor of this order). */
export const cursorValues = (order: Order, keys: Cursor['keys']) => cursorKeysOf(keys, SORT_KEYS[order].types);

/** The statement shapes of the feeds read by one prepared statement (all but the personal feed). */
export type StatementScope = Exclude<FeedScope['kind'], 'mine'>;

/** Which posts a statement-read feed holds, beyond user posts. */
export function statementFilter(kind: StatementScope): SQL | null {
  if (kind === 'club') return eq(songPosts.clubId, sql.placeholder('club'));
  if (kind === 'user') return eq(songPosts.userId, sql.placeholder('user'));
  if (kind === 'liked') {
    return sql`${songPosts.id} in (select ${postLikes.postId} from ${postLikes} where ${postLikes.userId} = ${sql.placeholder('user')})`;
  }
  return null;
}

/**
 * Which posts the personal feed holds. The authors and clubs are passed as values, so the
 * planner sees how few posts they have and reads them through the author and club indexes.
 */
export function personalFilter(sources: FeedSources): SQL {
  const conditions = [inArray(songPosts.userId, sources.authors)];
  if (sources.clubs.length) conditions.push(inArray(songPosts.clubId, sources.clubs));
  return and(ne(songPosts.postType, POST_TYPE_PLAIN), or(...conditions))!;
}

/**
 * A page of the personal feed by date: the newest posts of each author and each club, each
 * read from its own index (a lateral join), then merged. Walking the whole feed in date order
 * looking for the few posts of followed people was the slow part at 100k posts.
 */
export async function personalNewestIds(
  db: Db,
  sources: FeedSources,
  after: SQL | null,
  reverse: boolean,
): Promise<IdRow[]> {
  const direction = sql.raw(reverse ? 'asc nulls first' : 'desc nulls last');
  const limit = literal(API_PAGE_SIZE + 1);
  const cursor = after ? sql` and ${after}` : sql``;
  const userPosts = sql`${songPosts.postType} <> ${literal(POST_TYPE_PLAIN)}`;
  const order = sql`${songPosts.createdAt} ${direction}, ${songPosts.id} ${direction}`;
  const columns = sql`${songPosts.id} as id, ${songPosts.createdAt} as created_at, ${songPosts.hotScore} as hot_score, ${songPosts.likesCount} as likes_count`;
  const byAuthor = sql`select p.* from unnest(${sql.param(sources.authors)}::int[]) as a(uid)
    cross join lateral (select ${columns} from ${songPosts}
      where ${songPosts.userId} = a.uid and ${userPosts}${cursor} order by ${order} limit ${limit}) p`;
  const byClub = sql`select p.* from unnest(${sql.param(sources.clubs)}::int[]) as c(cid)
    cross join lateral (select ${columns} from ${songPosts}
      where ${songPosts.clubId} = c.cid and ${userPosts}${cursor} order by ${order} limit ${limit}) p`;
  const merged = sources.clubs.length ? sql`${byAuthor} union ${byClub}` : byAuthor;
  const result = await db.execute(
    sql`select x.id, x.created_at::text as created_key, x.hot_score, x.likes_count from (${merged}) x
      order by x.created_at ${direction}, x.id ${direction} limit ${limit}`,
  );
  return rowsOf<{ id: number; created_key: string; hot_score: number; likes_count: number }>(result).map((r) => ({
    id: Number(r.id),
    createdKey: r.created_key,
    hotScore: Number(r.hot_score),
    likesCount: Number(r.likes_count),
  }));
}
