import { and, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { FeedCategory } from '@upclub/shared/constants';
import { POST_TYPE_PLAIN, type SongPost } from '@upclub/shared/types';
import type { Db } from '../../db/open';
import { clubFollows, follows, postLikes, songPosts } from '../../db/schema';
import { countRows, rowsOf } from '../../db/sql';
import type { Cursor } from '../../lib/paging';
import { createPostAnswers, selectPosts, type PostAnswers, type PostRow } from './post-answers';

// The feeds (DESIGN §2): every user post, the signed-in user's own, followed people's and
// followed clubs' posts, or one club's posts; by category, paged by cursor on the category's
// sort keys (a club's posts on the club indexes of song_posts).

/** The windows of the "top" categories, in days. */
export const TOP_WINDOW_DAYS: Partial<Record<FeedCategory, number>> = { tod: 1, tow: 7, tom: 30, toy: 365 };

/**
 * How long a feed's `count` may be reused. Counting every user post takes tens of
 * milliseconds at 100k posts, far more than the page itself, and the client only shows it; a
 * post made or deleted through this instance clears the cache at once (`forgetCounts`).
 */
export const FEED_COUNT_TTL_MS = 5_000;

export type FeedScope =
  | { kind: 'all' }
  | { kind: 'mine'; userId: number }
  | { kind: 'club'; clubId: number }
  /** A user's own posts (their profile's posts tab). */
  | { kind: 'user'; userId: number }
  /** The posts a user liked (their profile's Up Votes tab). */
  | { kind: 'liked'; userId: number };

interface FeedSources {
  authors: number[];
  clubs: number[];
}

export interface FeedPage {
  results: SongPost[];
  count: number;
  hasMore: boolean;
  first: Cursor['keys'] | null;
  last: Cursor['keys'] | null;
  since?: string;
}

/** A cursor this API did not write, or that does not fit the category. */
export class InvalidCursorError extends Error {}

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

/** A timestamptz as PostgreSQL writes it ('2026-11-22 12:28:21.375+00'). */
const TIMESTAMP_TEXT = /^\d{4,}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2}){0,2}|Z)$/;

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

const scopeKey = (scope: FeedScope) =>
  scope.kind === 'all' ? 'all' : `${scope.kind}:${'userId' in scope ? scope.userId : scope.clubId}`;

/** A person's posts and likes change with their own actions, which they expect to see counted at once. */
const CACHED_COUNT_SCOPES: ReadonlySet<FeedScope['kind']> = new Set(['all', 'mine', 'club']);

export function createFeedRepository(db: Db, toAnswers: PostAnswers, now: () => Date) {
  const feedCounts = new Map<string, { n: number; at: number }>();

  async function feedCount(key: string, filters: SQL[], cache: boolean): Promise<number> {
    const cached = cache ? feedCounts.get(key) : undefined;
    if (cached && Date.now() - cached.at < FEED_COUNT_TTL_MS) return cached.n;
    const [{ n }] = await db
      .select({ n: countRows() })
      .from(songPosts)
      .where(and(...filters));
    if (feedCounts.size > 10_000) feedCounts.clear();
    feedCounts.set(key, { n, at: Date.now() });
    return n;
  }

  /**
   * The posts of a feed page by id, as one named prepared statement: its shape never changes,
   * so PostgreSQL plans the five-table join once per connection instead of on every request
   * (planning took most of the time of a feed page at 100k posts).
   */
  const postsByIds = selectPosts(db, sql.placeholder('viewer'))
    .where(sql`${songPosts.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('upclub_posts_by_ids');

  /** `ids`' posts in the order of `ids`. */
  async function postsInOrder(ids: number[], viewerId: number): Promise<PostRow[]> {
    if (!ids.length) return [];
    const rows = await postsByIds.execute({ viewer: viewerId, ids });
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /**
   * Which posts a feed holds. The personal feed's authors and clubs are read first and passed
   * as values, so the planner sees how few posts they have and reads them through the author
   * and club indexes instead of walking the whole feed in date order looking for them.
   */
  function scopeFilter(scope: FeedScope, sources: FeedSources | undefined): SQL {
    const userPosts = ne(songPosts.postType, POST_TYPE_PLAIN);
    if (scope.kind === 'club') return and(eq(songPosts.clubId, scope.clubId), userPosts)!;
    if (scope.kind === 'user') return and(eq(songPosts.userId, scope.userId), userPosts)!;
    if (scope.kind === 'liked') {
      const liked = sql`${songPosts.id} in (select ${postLikes.postId} from ${postLikes} where ${postLikes.userId} = ${scope.userId})`;
      return and(liked, userPosts)!;
    }
    if (!sources) return userPosts;
    const conditions = [inArray(songPosts.userId, sources.authors)];
    if (sources.clubs.length) conditions.push(inArray(songPosts.clubId, sources.clubs));
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
  async function personalNewestIds(
    sources: FeedSources,
    after: SQL | null,
    direction: SQL,
    limit: number,
  ): Promise<number[]> {
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
    return rowsOf<{ id: number }>(result).map((r) => Number(r.id));
  }

  return {
    /** Forgets the cached counts (a post was made or deleted). */
    forgetCounts(): void {
      feedCounts.clear();
    },

    /**
     * One page of a feed, newest/top/trending first, after (or before) the cursor. Windows of
     * the top categories start at `since`, kept in the cursor so every page has the same one.
     */
    async page(
      scope: FeedScope,
      category: FeedCategory,
      viewerId: number,
      cursor: Cursor | null,
      size: number,
    ): Promise<FeedPage> {
      const days = TOP_WINDOW_DAYS[category];
      if (cursor?.since !== undefined && Number.isNaN(Date.parse(cursor.since))) throw new InvalidCursorError();
      const since = days ? (cursor?.since ?? new Date(now().getTime() - days * 86_400_000).toISOString()) : undefined;
      const sources = scope.kind === 'mine' ? await feedSources(scope.userId) : undefined;
      const filters: SQL[] = [scopeFilter(scope, sources)];
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
      const countKey = `${scopeKey(scope)}:${days ?? 'all'}`;
      // The page's ids from the sort index alone (cheap to plan), then their details.
      const [pageIds, n] = await Promise.all([
        sources && category === 'new'
          ? personalNewestIds(sources, after, direction, size + 1)
          : db
              .select({ id: songPosts.id })
              .from(songPosts)
              .where(and(...page))
              .orderBy(...orderBy)
              .limit(size + 1)
              .then((rows) => rows.map((r) => r.id)),
        feedCount(countKey, filters, CACHED_COUNT_SCOPES.has(scope.kind)),
      ]);
      const hasMore = pageIds.length > size;
      const shown = pageIds.slice(0, size);
      if (reverse) shown.reverse();
      const pageRows = await postsInOrder(shown, viewerId);
      return {
        results: await toAnswers(pageRows),
        count: n,
        hasMore,
        first: pageRows.length ? keys.of(pageRows[0]) : null,
        last: pageRows.length ? keys.of(pageRows[pageRows.length - 1]) : null,
        since,
      };
    },
  };
}

export type FeedRepository = ReturnType<typeof createFeedRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    feed: FeedRepository;
  }
}

export default fp(
  async (app) => {
    const toAnswers = createPostAnswers(app.users, app.tracks, app.config.now);
    app.decorate('feed', createFeedRepository(app.db, toAnswers, app.config.now));
  },
  { name: 'feed', dependencies: ['db', 'config', 'users', 'tracks'] },
);
