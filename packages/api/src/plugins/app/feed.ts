import { and, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { API_PAGE_SIZE, type FeedCategory } from '@upclub/shared/constants';
import { POST_TYPE_PLAIN } from '@upclub/shared/types';
import type { Db } from '../../db/open';
import { clubFollows, follows, postLikes, songPosts } from '../../db/schema';
import { countRows, rowsOf } from '../../db/sql';
import { CHANNELS, type PostChange } from '../../lib/channels';
import { Generation, Lru } from '../../lib/lru';
import { cursorKeysOf, type Cursor, type CursorKeyType } from '../../lib/paging';
import { literal } from './post-answers';
import type { PostCache } from './post-cache';

// The feeds (DESIGN §2): every user post, the signed-in user's own, followed people's and
// followed clubs' posts, or one club's posts; by category, paged by cursor on the category's
// sort keys (a club's posts on the club indexes of song_posts).
//
// A page costs, once its cache is warm, one statement: which of its posts the viewer liked.
// - Which posts a page holds (the page's ids) is kept per feed, category and cursor, shared by
//   every viewer, and dropped on every change of posts in any process (app.pubsub).
// - The posts' public part comes from app.postCache.
// - The count is kept per feed and window, recounted by one request at a time while the others
//   answer the previous count, and moved by posts added or removed.

/** The windows of the "top" categories, in days. */
export const TOP_WINDOW_DAYS: Partial<Record<FeedCategory, number>> = { tod: 1, tow: 7, tom: 30, toy: 365 };

/**
 * How long a feed's `count` is answered before it is counted again (in the background: the
 * requests meanwhile answer the previous one). Counting every user post is a scan of the table
 * (hundreds of milliseconds at a million posts); the client only shows it.
 */
export const FEED_COUNT_TTL_MS = 30_000;
/** How long a page's ids are kept (a safety net: every change of posts drops them). */
export const FEED_PAGE_TTL_MS = 30_000;
export const FEED_PAGE_CACHE_MAX = 20_000;
/** How long the people and clubs a user follows are kept (dropped by their follows and unfollows). */
export const FEED_SOURCES_TTL_MS = 60_000;

export type FeedScope =
  | { kind: 'all' }
  | { kind: 'mine'; userId: number }
  | { kind: 'club'; clubId: number }
  /** A user's own posts (their profile's posts tab). */
  | { kind: 'user'; userId: number }
  /** The posts a user liked (their profile's Up Votes tab). */
  | { kind: 'liked'; userId: number };

/** A person's posts and likes change with their own actions, which they expect to see counted at once. */
const CACHED_COUNT_SCOPES: ReadonlySet<FeedScope['kind']> = new Set(['all', 'mine', 'club']);

interface FeedSources {
  authors: number[];
  clubs: number[];
}

export interface FeedPage {
  /** The posts, each as JSON (app.postCache.answersJson). */
  results: string[];
  count: number;
  hasMore: boolean;
  first: Cursor['keys'] | null;
  last: Cursor['keys'] | null;
  since?: string;
}

/** Which posts a page holds, with what its links need. */
interface PageIds {
  ids: number[];
  hasMore: boolean;
  first: Cursor['keys'] | null;
  last: Cursor['keys'] | null;
  since?: string;
}

/** A cursor this API did not write, or that does not fit the category. */
export class InvalidCursorError extends Error {}

/** A post's sort keys, as the page's ids statement reads them. */
interface IdRow {
  id: number;
  createdKey: string;
  hotScore: number;
  likesCount: number;
}

const idColumns = {
  id: songPosts.id,
  /** created_at exactly as PostgreSQL writes it (a cursor key: a Date would lose microseconds). */
  createdKey: sql<string>`${songPosts.createdAt}::text`,
  hotScore: songPosts.hotScore,
  likesCount: songPosts.likesCount,
};

type Order = 'new' | 'trending' | 'top';
const orderOf = (category: FeedCategory): Order =>
  category === 'new' ? 'new' : category === 'trending' ? 'trending' : 'top';

/** The sort keys of each order, all descending, with their SQL types: the cursor holds them. */
const SORT_KEYS: Record<Order, { columns: SQL[]; types: CursorKeyType[]; of: (r: IdRow) => Cursor['keys'] }> = {
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
const CAST = { t: sql.raw('timestamptz'), i: sql.raw('int'), f: sql.raw('float8') };

/** A cursor's keys, checked against their columns' types (null: not a cursor of this order). */
const cursorValues = (order: Order, keys: Cursor['keys']) => cursorKeysOf(keys, SORT_KEYS[order].types);

const scopeKey = (scope: FeedScope) =>
  scope.kind === 'all' ? 'all' : `${scope.kind}:${'userId' in scope ? scope.userId : scope.clubId}`;

/** The statement shapes of the feeds read by one prepared statement (all but the personal feed). */
type StatementScope = Exclude<FeedScope['kind'], 'mine'>;

/** Which posts a statement-read feed holds, beyond user posts. */
function statementFilter(kind: StatementScope): SQL | null {
  if (kind === 'club') return eq(songPosts.clubId, sql.placeholder('club'));
  if (kind === 'user') return eq(songPosts.userId, sql.placeholder('user'));
  if (kind === 'liked') {
    return sql`${songPosts.id} in (select ${postLikes.postId} from ${postLikes} where ${postLikes.userId} = ${sql.placeholder('user')})`;
  }
  return null;
}

interface CountEntry {
  n: number;
  /** When it was counted (undefined: not yet, its first count is pending). */
  at?: number;
  /** A recount under way (one at a time per count). */
  pending?: Promise<number>;
  /** Counted again at the next request (posts were added or removed since). */
  stale?: boolean;
}

/**
 * Counts kept per key. A missing count is counted once however many requests want it at once;
 * an old or stale one is answered while one request counts it again.
 */
export function createCountCache(ttlMs: number, clock: () => number = Date.now) {
  const entries = new Map<string, CountEntry>();
  const generation = new Generation();

  function refresh(key: string, entry: CountEntry | undefined, load: () => Promise<number>): Promise<number> {
    if (entry?.pending) return entry.pending;
    const seen = generation.current;
    const pending = load().then(
      (n) => {
        // Posts added meanwhile may be missing from this count: keep it, but count again.
        const stale = !generation.unchangedSince(seen);
        if (entries.size > 10_000) entries.clear();
        entries.set(key, { n, at: clock(), stale });
        return n;
      },
      (error: unknown) => {
        const current = entries.get(key);
        if (current?.pending === pending) current.pending = undefined;
        throw error;
      },
    );
    if (entry) entry.pending = pending;
    else entries.set(key, { n: 0, pending });
    return pending;
  }

  return {
    async get(key: string, load: () => Promise<number>): Promise<number> {
      const entry = entries.get(key);
      if (entry?.at === undefined) return refresh(key, entry, load);
      if (entry.stale || clock() - entry.at >= ttlMs) void refresh(key, entry, load).catch(() => {});
      return entry.n;
    },
    /** Moves the counts whose key matches by `delta` now, and has them counted again. */
    adjust(match: (key: string) => boolean, delta: number): void {
      generation.bump();
      for (const [key, entry] of entries) {
        if (!match(key)) continue;
        entry.n = Math.max(0, entry.n + delta);
        entry.stale = true;
      }
    },
    clear(): void {
      generation.bump();
      entries.clear();
    },
  };
}

export function createFeedRepository(db: Db, postCache: PostCache, now: () => Date) {
  const counts = createCountCache(FEED_COUNT_TTL_MS);
  const pages = new Lru<string, PageIds>(FEED_PAGE_CACHE_MAX, FEED_PAGE_TTL_MS);
  const pagesGeneration = new Generation();
  const sourcesCache = new Lru<number, FeedSources>(10_000, FEED_SOURCES_TTL_MS);
  const sourcesGeneration = new Generation();

  /**
   * The page's ids of the whole feed or a club, one named prepared statement per shape (order,
   * window, cursor direction) with the page size written in: PostgreSQL plans each shape once
   * per connection.
   */
  const idStatements = new Map<string, { execute(values: Record<string, unknown>): Promise<IdRow[]> }>();
  function idsStatement(kind: StatementScope, order: Order, windowed: boolean, cursor: 'after' | 'before' | null) {
    const name = `upclub_feed_${kind}_${order}${windowed ? '_window' : ''}${cursor ? `_${cursor}` : ''}`;
    let statement = idStatements.get(name);
    if (statement) return statement;
    const keys = SORT_KEYS[order];
    const filters: SQL[] = [ne(songPosts.postType, POST_TYPE_PLAIN)];
    const scoped = statementFilter(kind);
    if (scoped) filters.push(scoped);
    if (windowed) filters.push(sql`${songPosts.createdAt} >= ${sql.placeholder('since')}::timestamptz`);
    if (cursor) {
      const left = sql.join(keys.columns, sql`, `);
      const right = sql.join(
        keys.types.map((type, i) => sql`${sql.placeholder(`k${i}`)}::${CAST[type]}`),
        sql`, `,
      );
      filters.push(cursor === 'before' ? sql`(${left}) > (${right})` : sql`(${left}) < (${right})`);
    }
    const direction = sql.raw(cursor === 'before' ? 'asc nulls first' : 'desc nulls last');
    const orderBy = sql.join(
      keys.columns.map((c) => sql`${c} ${direction}`),
      sql`, `,
    );
    statement = db
      .select(idColumns)
      .from(songPosts)
      .where(and(...filters))
      // drizzle's .limit() would send the size as a parameter.
      .orderBy(sql`${orderBy} limit ${literal(API_PAGE_SIZE + 1)}`)
      .prepare(name);
    idStatements.set(name, statement);
    return statement;
  }

  /** Whose posts and which clubs' posts the personal feed holds. */
  async function feedSources(me: number): Promise<FeedSources> {
    const cached = sourcesCache.get(me);
    if (cached) return cached;
    const seen = sourcesGeneration.current;
    const [authors, followedClubs] = await Promise.all([
      db.select({ id: follows.followeeId }).from(follows).where(eq(follows.followerId, me)),
      db.select({ id: clubFollows.clubId }).from(clubFollows).where(eq(clubFollows.userId, me)),
    ]);
    const sources = { authors: [me, ...authors.map((a) => a.id)], clubs: followedClubs.map((c) => c.id) };
    if (sourcesGeneration.unchangedSince(seen)) sourcesCache.set(me, sources);
    return sources;
  }

  /**
   * Which posts the personal feed holds. The authors and clubs are passed as values, so the
   * planner sees how few posts they have and reads them through the author and club indexes.
   */
  function personalFilter(sources: FeedSources): SQL {
    const conditions = [inArray(songPosts.userId, sources.authors)];
    if (sources.clubs.length) conditions.push(inArray(songPosts.clubId, sources.clubs));
    return and(ne(songPosts.postType, POST_TYPE_PLAIN), or(...conditions))!;
  }

  /**
   * A page of the personal feed by date: the newest posts of each author and each club, each
   * read from its own index (a lateral join), then merged. Walking the whole feed in date order
   * looking for the few posts of followed people was the slow part at 100k posts.
   */
  async function personalNewestIds(sources: FeedSources, after: SQL | null, reverse: boolean): Promise<IdRow[]> {
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

  /** The rows of a page (one more than a page: is there a next one?). */
  async function pageRows(
    scope: FeedScope,
    order: Order,
    since: string | undefined,
    values: Cursor['keys'] | null,
    reverse: boolean,
  ): Promise<IdRow[]> {
    const direction: 'after' | 'before' | null = values ? (reverse ? 'before' : 'after') : null;
    const params: Record<string, unknown> = { since };
    values?.forEach((v, i) => (params[`k${i}`] = v));
    if (scope.kind !== 'mine') {
      if (scope.kind === 'club') params.club = scope.clubId;
      if (scope.kind === 'user' || scope.kind === 'liked') params.user = scope.userId;
      return idsStatement(scope.kind, order, since !== undefined, direction).execute(params);
    }
    const sources = await feedSources(scope.userId);
    const keys = SORT_KEYS[order];
    const after = values
      ? sql`(${sql.join(keys.columns, sql`, `)}) ${sql.raw(reverse ? '>' : '<')} (${sql.join(
          values.map((v, i) => sql`${v}::${CAST[keys.types[i]]}`),
          sql`, `,
        )})`
      : null;
    if (order === 'new') return personalNewestIds(sources, after, reverse);
    const filters = [personalFilter(sources)];
    if (since) filters.push(sql`${songPosts.createdAt} >= ${since}::timestamptz`);
    if (after) filters.push(after);
    const dir = sql.raw(reverse ? 'asc nulls first' : 'desc nulls last');
    return db
      .select(idColumns)
      .from(songPosts)
      .where(and(...filters))
      .orderBy(
        sql`${sql.join(
          keys.columns.map((c) => sql`${c} ${dir}`),
          sql`, `,
        )} limit ${literal(API_PAGE_SIZE + 1)}`,
      );
  }

  function countOf(scope: FeedScope, since: string | undefined): Promise<number> {
    const filters: SQL[] = [ne(songPosts.postType, POST_TYPE_PLAIN)];
    if (since) filters.push(sql`${songPosts.createdAt} >= ${since}::timestamptz`);
    return (async () => {
      if (scope.kind === 'club') filters.push(eq(songPosts.clubId, scope.clubId));
      if (scope.kind === 'user') filters.push(eq(songPosts.userId, scope.userId));
      if (scope.kind === 'liked') {
        filters.push(
          sql`${songPosts.id} in (select ${postLikes.postId} from ${postLikes} where ${postLikes.userId} = ${scope.userId})`,
        );
      }
      if (scope.kind === 'mine') filters.push(personalFilter(await feedSources(scope.userId)));
      const [{ n }] = await db
        .select({ n: countRows() })
        .from(songPosts)
        .where(and(...filters));
      return n;
    })();
  }

  return {
    /** A change of posts (any process): pages and counts that hold them go. */
    postsChanged(change: PostChange): void {
      pagesGeneration.bump();
      pages.clear();
      if (change.added) {
        const club = change.club ? `club:${change.club}:` : null;
        counts.adjust(
          (key) =>
            key.startsWith('all:') ||
            (club !== null && key.startsWith(club)) ||
            (key.startsWith('mine:') && (change.author === undefined || key.startsWith(`mine:${change.author}:`))),
          change.added,
        );
        // Followers of the author see the post in their feeds too: have theirs counted again.
        counts.adjust((key) => key.startsWith('mine:'), 0);
      }
    },

    /** Someone followed or unfollowed (a person or a club): their personal feed changed. */
    followsChanged(userId: number): void {
      sourcesGeneration.bump();
      sourcesCache.delete(userId);
      pagesGeneration.bump();
      pages.deleteWhere((_page, key) => key.startsWith(`mine:${userId}|`));
      counts.adjust((key) => key.startsWith(`mine:${userId}:`), 0);
    },

    clear(): void {
      pagesGeneration.bump();
      pages.clear();
      sourcesGeneration.bump();
      sourcesCache.clear();
      counts.clear();
    },

    /**
     * One page of a feed, newest/top/trending first, after (or before) the cursor. Windows of
     * the top categories start at `since`, kept in the cursor so every page has the same one.
     */
    async page(scope: FeedScope, category: FeedCategory, viewerId: number, cursor: Cursor | null): Promise<FeedPage> {
      const days = TOP_WINDOW_DAYS[category];
      if (cursor?.since !== undefined && Number.isNaN(Date.parse(cursor.since))) throw new InvalidCursorError();
      const order = orderOf(category);
      const values = cursor ? cursorValues(order, cursor.keys) : null;
      if (cursor && !values) throw new InvalidCursorError();
      const reverse = cursor?.reverse ?? false;
      const pageKey = `${scopeKey(scope)}|${category}|${cursor ? JSON.stringify(cursor) : ''}`;
      let page = pages.get(pageKey);
      if (!page) {
        const since = days ? (cursor?.since ?? new Date(now().getTime() - days * 86_400_000).toISOString()) : undefined;
        const seen = pagesGeneration.current;
        const rows = await pageRows(scope, order, since, values, reverse);
        const shown = rows.slice(0, API_PAGE_SIZE);
        if (reverse) shown.reverse();
        const of = SORT_KEYS[order].of;
        page = {
          ids: shown.map((r) => r.id),
          hasMore: rows.length > API_PAGE_SIZE,
          first: shown.length ? of(shown[0]) : null,
          last: shown.length ? of(shown[shown.length - 1]) : null,
          since,
        };
        if (pagesGeneration.unchangedSince(seen)) pages.set(pageKey, page);
      }
      // Keyed by window, not by its start: a cursor's window starts a little earlier than a new request's.
      const since = page.since;
      const [results, count] = await Promise.all([
        postCache.answersJson(page.ids, viewerId),
        CACHED_COUNT_SCOPES.has(scope.kind)
          ? counts.get(`${scopeKey(scope)}:${days ?? 'all'}`, () => countOf(scope, since))
          : countOf(scope, since),
      ]);
      return { results, count, hasMore: page.hasMore, first: page.first, last: page.last, since };
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
    const feed = createFeedRepository(app.db, app.postCache, app.config.now);
    app.postCache.onChange((change) => feed.postsChanged(change));
    app.pubsub.subscribe(CHANNELS.followsChanged, (id) => feed.followsChanged(Number(id)));
    app.pubsub.onReconnect(() => feed.clear());
    app.decorate('feed', feed);
  },
  { name: 'feed', dependencies: ['db', 'config', 'post-cache', 'pubsub'] },
);
