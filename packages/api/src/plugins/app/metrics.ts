import { sql, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { MetricCategory } from '@upclub/shared/constants';
import { POST_TYPE_PLAIN, type MetricDay } from '@upclub/shared/types';
import type { Db } from '../../db/open';
import { comments, messages, postLikes, songPosts, users } from '../../db/schema';
import { rowsOf } from '../../db/sql';

// The staff metrics (spec part 2 §3 'Metric day entry', §7 Staff): per UTC day, how many users
// signed up, posts (feed and club; not songs sent in messages), upvotes, comments and messages
// were made.

/** The table each category counts the rows of (each has created_at). */
const TABLES = {
  users,
  songposts: songPosts,
  upvotes: postLikes,
  comments,
  messages,
} as const satisfies Record<MetricCategory, unknown>;

/**
 * The rows of a category's table that count. 'Song Posts' are the posts people make, in the feed
 * or a club: a song sent in a message is a plain song post too (post_type 1), and is not one.
 */
const COUNTED: Partial<Record<MetricCategory, SQL>> = {
  songposts: sql`and t.post_type <> ${POST_TYPE_PLAIN}`,
};

export function createMetricsRepository(db: Db) {
  return {
    /**
     * Every day from `from` to `to` (YYYY-MM-DD, UTC, both included), oldest first, with its count:
     * one grouped query over the range (created_at bounds, so an index on it helps), the empty
     * days filled in by generate_series.
     */
    async days(category: MetricCategory, from: string, to: string): Promise<MetricDay[]> {
      const table = TABLES[category];
      const result = await db.execute(sql`
        select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(c.total, 0)::int as total
        from generate_series(${from}::date, ${to}::date, interval '1 day') as d(day)
        left join (
          select (t.created_at at time zone 'UTC')::date as day, count(*)::int as total
          from ${table} t
          where t.created_at >= (${from}::date)::timestamp at time zone 'UTC'
            and t.created_at < (${to}::date + 1)::timestamp at time zone 'UTC'
            ${COUNTED[category] ?? sql``}
          group by 1
        ) c on c.day = d.day::date
        order by d.day`);
      return rowsOf<MetricDay>(result);
    },
  };
}

export type MetricsRepository = ReturnType<typeof createMetricsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    metrics: MetricsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('metrics', createMetricsRepository(app.db));
  },
  { name: 'metrics', dependencies: ['db'] },
);
