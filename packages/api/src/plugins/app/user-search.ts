import { and, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { UserSearchResult } from '@upclub/shared/types';
import type { Db, Tx } from '../../db/open';
import { follows, profiles, users } from '../../db/schema';
import {
  bothOn,
  containsPattern,
  countRows,
  prefixPattern,
  qualified,
  SHORT_SEARCH_WINDOW,
  trigramSearchable,
} from '../../db/sql';

export const userSearchColumns = {
  upclubuser: users.id,
  username: users.username,
  first_name: users.firstName,
  last_name: users.lastName,
  thumbnail_picture: profiles.thumbnailPicture,
};

/**
 * Users whose username, first or last name or full name starts with `query` (any case or accent).
 * The first test (the combined names contain the query) is what the trigram index
 * users_search_trgm_idx (migration 0006) answers; every prefix match passes it.
 */
export function nameStarts(query: string): SQL {
  const prefix = sql`upclub_fold(${prefixPattern(query)})`;
  const fold = (column: SQL) => sql`upclub_fold(${column})`;
  return and(
    sql`upclub_fold(${users.username} || ' ' || ${users.firstName} || ' ' || ${users.lastName}) like upclub_fold(${containsPattern(query)})`,
    or(
      sql`${fold(sql`${users.username}`)} like ${prefix}`,
      sql`${fold(sql`${users.firstName}`)} like ${prefix}`,
      sql`${fold(sql`${users.lastName}`)} like ${prefix}`,
      sql`${fold(sql`${users.firstName} || ' ' || ${users.lastName}`)} like ${prefix}`,
    ),
  )!;
}

/**
 * Users a search of `viewerId` for `query` finds: those whose names start with it (nameStarts;
 * everyone for an empty query). A query too short for users_search_trgm_idx looks only through
 * the people the viewer follows and the newest users, SHORT_SEARCH_WINDOW of each (db/sql.ts),
 * read by index with a LIMIT: it matches most users anyway, and would read the whole table.
 */
export function userMatch(viewerId: number, query: string): SQL | undefined {
  const id = qualified(users, users.id);
  // One IN over a UNION: PostgreSQL joins its at most 2 * SHORT_SEARCH_WINDOW ids on users_pkey
  // (an OR of two INs would filter every row of users).
  const window = trigramSearchable(query)
    ? undefined
    : sql`${id} in ((select ${follows.followeeId} from ${follows} where ${follows.followerId} = ${viewerId} limit ${SHORT_SEARCH_WINDOW}) union (select ${users.id} from ${users} order by ${users.id} desc limit ${SHORT_SEARCH_WINDOW}))`;
  return and(window, query.trim() ? nameStarts(query) : undefined);
}

/**
 * The user searches of mentions, the share modal and the search page. The searcher is never
 * in the results; people they follow come first, then by name.
 */
export function createUserSearchRepository(db: Db) {
  async function search(
    viewerId: number,
    match: SQL | undefined,
    limit: number,
    offset: number,
    q: Db | Tx = db,
  ): Promise<{ results: UserSearchResult[]; count: number }> {
    const followedAt = sql`(select ${follows.createdAt} from ${follows} where ${follows.followerId} = ${viewerId} and ${follows.followeeId} = ${users.id})`;
    const where = and(ne(users.id, viewerId), match);
    const [results, [{ n }]] = await bothOn(
      q,
      () =>
        q
          .select(userSearchColumns)
          .from(users)
          .leftJoin(profiles, eq(profiles.userId, users.id))
          .where(where)
          .orderBy(sql`${followedAt} desc nulls last`, sql`lower(${users.username})`, users.id)
          .limit(limit)
          .offset(offset),
      () => q.select({ n: countRows() }).from(users).where(where),
    );
    return { results, count: n };
  }

  return {
    /**
     * Users whose username, first or last name or full name starts with the query (any case),
     * within userMatch's window for a short query. `q`: the search guard's transaction.
     */
    byName(viewerId: number, query: string, limit: number, offset: number, q: Db | Tx = db) {
      return search(viewerId, userMatch(viewerId, query), limit, offset, q);
    },

    /** Everyone, people the viewer follows first (newest follow first). */
    everyone(viewerId: number, limit: number, offset: number) {
      return search(viewerId, undefined, limit, offset);
    },
  };
}

export type UserSearchRepository = ReturnType<typeof createUserSearchRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    userSearch: UserSearchRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('userSearch', createUserSearchRepository(app.db));
  },
  { name: 'user-search', dependencies: ['db'] },
);
