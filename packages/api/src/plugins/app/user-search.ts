import { and, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { UserSearchResult } from '@upclub/shared/types';
import type { Db } from '../../db/open';
import { follows, profiles, users } from '../../db/schema';
import { countRows, prefixPattern } from '../../db/sql';

export const userSearchColumns = {
  upclubuser: users.id,
  username: users.username,
  first_name: users.firstName,
  last_name: users.lastName,
  thumbnail_picture: profiles.thumbnailPicture,
};

/** Users whose username, first or last name or full name starts with `query` (any case). */
export function nameStarts(query: string): SQL {
  const prefix = prefixPattern(query);
  return or(
    sql`lower(${users.username}) like ${prefix}`,
    sql`lower(${users.firstName}) like ${prefix}`,
    sql`lower(${users.lastName}) like ${prefix}`,
    sql`lower(${users.firstName} || ' ' || ${users.lastName}) like ${prefix}`,
  )!;
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
  ): Promise<{ results: UserSearchResult[]; count: number }> {
    const followedAt = sql`(select ${follows.createdAt} from ${follows} where ${follows.followerId} = ${viewerId} and ${follows.followeeId} = ${users.id})`;
    const where = and(ne(users.id, viewerId), match);
    const [results, [{ n }]] = await Promise.all([
      db
        .select(userSearchColumns)
        .from(users)
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .where(where)
        .orderBy(sql`${followedAt} desc nulls last`, sql`lower(${users.username})`, users.id)
        .limit(limit)
        .offset(offset),
      db.select({ n: countRows() }).from(users).where(where),
    ]);
    return { results, count: n };
  }

  return {
    /** Users whose username, first or last name or full name starts with the query (any case). */
    byName(viewerId: number, query: string, limit: number, offset: number) {
      return search(viewerId, nameStarts(query), limit, offset);
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
