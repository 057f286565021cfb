import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { API_PAGE_SIZE, type FeedCategory } from '@upclub/shared/constants';
import { POST_TYPE_PLAIN } from '@upclub/shared/types';
import type { Db } from '../../db/open';
import { clubFollows, follows, postLikes, songPosts } from '../../db/schema';
import { countRows } from '../../db/sql';
import { CHANNELS, type PostChange } from '../../lib/channels';
import { Generation, Lru, type ReadCaches } from '../../lib/lru';
import type { Cursor } from '../../lib/paging';
import { createCountCache } from './feed-count-cache';
import {
  CAST,
  cursorValues,
  idColumns,
  orderOf,
  personalFilter,
  personalNewestIds,
  SORT_KEYS,
  statementFilter,
  type FeedScope,
  type FeedSources,
  type IdRow,
  type Order,
  type StatementScope,
} from './feed-sql';
import { literal } from './post-answers';
import type { PostCache } from './post-cache';

export type { FeedScope } from './feed-sql';

// The feeds (DESIGN §2): every user post, the signed-in user's own, followed people's and
// followed clubs' posts, or one club's posts; by category, paged by cursor on the category's
// sort keys (a club's posts on the club indexes of song_posts).
//
// A page costs, once its cache is warm, one statement: which of its posts the viewer liked.
// - Which posts a page holds (the page's ids) is kept per feed, category and cursor, shared by
//   every viewer, and dropped on every change of posts in any process (app.pubsub).
// - The posts' public part comes from app.postCache.
// - The count is kept per feed and window (./feed-count-cache).
// The SQL that reads pages and counts is in ./feed-sql.

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

/** A person's posts and likes change with their own actions, which they expect to see counted at once. */
const CACHED_COUNT_SCOPES: ReadonlySet<FeedScope['kind']> = new Set(['all', 'mine', 'club']);

/** The key of a feed's cached pages and counts. */
const scopeKey = (scope: FeedScope) =>
  scope.kind === 'all' ? 'all' : `${scope.kind}:${'userId' in scope ? scope.userId : scope.clubId}`;

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

export function createFeedRepository(db: Db, postCache: PostCache, now: () => Date, caches?: ReadCaches) {
  const counts = createCountCache(FEED_COUNT_TTL_MS);
  const pages = new Lru<string, PageIds>(FEED_PAGE_CACHE_MAX, FEED_PAGE_TTL_MS);
  const pagesGeneration = new Generation();
  const sourcesCache = new Lru<number, FeedSources>(10_000, FEED_SOURCES_TTL_MS);
  const sourcesGeneration = new Generation();
  caches?.add('feed_pages', pages);
  caches?.add('feed_counts', counts.counts);
  caches?.add('feed_sources', sourcesCache);

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
    if (order === 'new') return personalNewestIds(db, sources, after, reverse);
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
    const feed = createFeedRepository(app.db, app.postCache, app.config.now, app.readCaches);
    app.postCache.onChange((change) => feed.postsChanged(change));
    app.pubsub.subscribe(CHANNELS.followsChanged, (id) => feed.followsChanged(Number(id)));
    app.pubsub.onReconnect(() => feed.clear());
    app.decorate('feed', feed);
  },
  { name: 'feed', dependencies: ['db', 'config', 'post-cache', 'pubsub', 'read-caches'] },
);
