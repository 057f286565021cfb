import { and, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { MessageThread } from '@upclub/shared/types';
import type { Db, Tx } from '../../../db/open';
import { messageThreadMembers, messageThreads, messages, profiles, users } from '../../../db/schema';
import { formatAge } from '../../../lib/format';
import { containsPattern, countRows, qualified, SHORT_SEARCH_WINDOW, trigramSearchable } from '../../../db/sql';
import { literal } from '../post-answers';
import type { ThreadMember, ThreadShape } from './types';
import { unreadOf } from './unread';

/** The threads lists: all of the user's, one thread, 'Search messages', names only. */
export function createThreadLists(db: Db, now: () => Date) {
  /** 'Search messages': a thread's name, another member's username or a message contains `pattern`. */
  const search = or(
    sql`lower(${messageThreads.name}) like ${sql.placeholder('pattern')}`,
    inArray(
      messageThreads.id,
      db
        .select({ threadId: messageThreadMembers.threadId })
        .from(messageThreadMembers)
        .innerJoin(users, eq(users.id, messageThreadMembers.userId))
        .where(
          and(
            ne(messageThreadMembers.userId, sql.placeholder('user')),
            sql`lower(${users.username}) like ${sql.placeholder('pattern')}`,
          ),
        ),
    ),
    sql`exists(select 1 from ${messages} x where x.thread_id = ${qualified(messageThreads, messageThreads.id)} and lower(x.text) like ${sql.placeholder('pattern')})`,
  );
  const names = sql`lower(${messageThreads.name}) like ${sql.placeholder('pattern')}`;
  /**
   * The user's SHORT_SEARCH_WINDOW most recently active threads (db/sql.ts): a query too short to
   * narrow anything matches most threads and messages anyway, and a user of many long threads
   * would have every message of them read.
   */
  const recent = sql`${qualified(messageThreads, messageThreads.id)} in (select r.thread_id from ${messageThreadMembers} r
    inner join ${messageThreads} rt on rt.id = r.thread_id where r.user_id = ${sql.placeholder('user')}
    order by rt.last_message_at desc, rt.id desc limit ${SHORT_SEARCH_WINDOW})`;
  /**
   * The lists' shapes, each read by one named prepared statement (PostgreSQL plans it once per
   * connection, and a list is read at every visit of the messages page). Placeholders: `user`,
   * and `thread` (info) or `pattern` (the searches).
   */
  const threadMatch: Record<ThreadShape, SQL | undefined> = {
    list: undefined,
    info: eq(messageThreads.id, sql.placeholder('thread')),
    search,
    names,
    searchRecent: and(recent, search),
    namesRecent: and(recent, names),
  };

  const mine = (shape: ThreadShape) =>
    and(eq(messageThreadMembers.userId, sql.placeholder('user')), threadMatch[shape]);

  /** The user's threads of a shape, without the page (a page past the end counts them alone). */
  const countStatements = new Map<ThreadShape, ReturnType<typeof countStatement>>();
  function countStatement(shape: ThreadShape, on: Db | Tx = db) {
    return on
      .select({ n: countRows() })
      .from(messageThreadMembers)
      .innerJoin(messageThreads, eq(messageThreads.id, messageThreadMembers.threadId))
      .where(mine(shape))
      .prepare(`upclub_message_threads_${shape}_count`);
  }

  /**
   * A page of the user's threads of a shape, newest activity first, as the lists answer them:
   * the page and its count from the user's member rows (count over the window, the unread state
   * from the row's own two times), then for each thread of the page its other members and its
   * newest message, found by the key the thread keeps.
   */
  const pageStatements = new Map<string, ReturnType<typeof threadsStatement>>();
  function threadsStatement(shape: ThreadShape, limit: number, on: Db | Tx = db) {
    const user = sql.placeholder('user');
    return on
      .select({
        id: sql<number>`p.id`,
        name: sql<string | null>`p.name`,
        isGroup: sql<boolean>`p.is_group`,
        lastMs: sql<number>`(extract(epoch from p.last_message_at) * 1000)::float8`,
        total: sql<number>`p.total::int`,
        unread: sql<boolean>`p.unread`,
        members: sql<
          ThreadMember[]
        >`(select coalesce(json_agg(json_build_object('upclubuser', u.id, 'username', u.username,
            'first_name', u.first_name, 'last_name', u.last_name, 'thumbnail_picture', pr.thumbnail_picture)
            order by o.joined_at, u.id), '[]'::json)
          from ${messageThreadMembers} o inner join ${users} u on u.id = o.user_id
          left join ${profiles} pr on pr.user_id = u.id
          where o.thread_id = p.id and o.user_id <> ${user})`,
        hasLatest: sql<boolean>`l.id is not null`,
        senderId: sql<number | null>`l.sender_id`,
        senderUsername: sql<string | null>`s.username`,
        text: sql<string | null>`l.text`,
        songPostId: sql<number | null>`l.song_post_id`,
      })
      .from(
        sql`(
          select ${messageThreads.id} as id, ${messageThreads.name} as name, ${messageThreads.isGroup} as is_group,
            ${messageThreads.lastMessageAt} as last_message_at, ${messageThreads.lastMessageId} as last_message_id,
            ${unreadOf(sql`${messageThreadMembers}`)} as unread,
            count(*) over () as total
          from ${messageThreadMembers} inner join ${messageThreads} on ${messageThreads.id} = ${messageThreadMembers.threadId}
          where ${mine(shape)}
          order by ${messageThreads.lastMessageAt} desc, ${messageThreads.id} desc
          limit ${literal(limit)} offset ${sql.placeholder('offset')}
        ) p
        left join ${messages} l on l.id = p.last_message_id
        left join ${users} s on s.id = l.sender_id`,
      )
      .orderBy(sql`p.last_message_at desc`, sql`p.id desc`)
      .prepare(`upclub_message_threads_${shape}_${limit}`);
  }

  /**
   * `q`: the search guard's transaction. The statements are prepared on it at each search: one
   * prepared on the pool runs on whichever connection is free, never inside the transaction (nor
   * under its statement_timeout). They keep their names, so each connection still plans them once.
   */
  async function threads(
    shape: ThreadShape,
    values: { user: number; thread?: number; pattern?: string },
    limit: number,
    offset: number,
    q: Db | Tx = db,
  ): Promise<{ results: MessageThread[]; count: number }> {
    const onPool = q === db;
    // The page size written in (as the feeds do): with it a parameter, PostgreSQL would keep
    // planning the statement at every execution instead of settling on its generic plan.
    const key = `${shape}_${limit}`;
    let statement = onPool ? pageStatements.get(key) : threadsStatement(shape, limit, q);
    if (!statement) pageStatements.set(key, (statement = threadsStatement(shape, limit)));
    const rows = await statement.execute({ ...values, offset });
    if (!rows.length) {
      if (!offset) return { results: [], count: 0 };
      let count = onPool ? countStatements.get(shape) : countStatement(shape, q);
      if (!count) countStatements.set(shape, (count = countStatement(shape)));
      const [{ n }] = await count.execute(values);
      return { results: [], count: n };
    }
    const at = now();
    return {
      count: rows[0].total,
      results: rows.map((r) => {
        const people = r.members.map((m) => ({
          upclubuser: m.upclubuser,
          username: m.username,
          first_name: m.first_name,
          last_name: m.last_name,
          thumbnail_picture: m.thumbnail_picture,
        }));
        const last = r.hasLatest
          ? { senderId: r.senderId, username: r.senderUsername, text: r.text ?? '', songPostId: r.songPostId }
          : null;
        return {
          messagethread: r.id,
          messagethreadname: r.name,
          members: { upclubusers_count: people.length, upclubusers: people },
          latest_message: last
            ? { upclubuser: last.senderId, username: last.username, text: last.text, song_post: last.songPostId }
            : null,
          already_read: !r.unread,
          notification_age: formatAge(new Date(r.lastMs), at),
          song_post: last?.songPostId ?? null,
          is_group: r.isGroup,
        };
      }),
    };
  }

  return {
    /** The thread as the user's list shows it (null when they are not a member). */
    async info(userId: number, threadId: number): Promise<MessageThread | null> {
      const { results } = await threads('info', { user: userId, thread: threadId }, 1, 0);
      return results[0] ?? null;
    },

    /** The user's threads, newest activity first. */
    list: (userId: number, limit: number, offset: number) => threads('list', { user: userId }, limit, offset),

    /**
     * 'Search messages': the user's threads whose name, one of whose other members' usernames, or
     * one of whose messages' text contains the query; a query without 3 letters or digits in a
     * row looks through the user's SHORT_SEARCH_WINDOW most recently active threads only.
     * `q`: the search guard's transaction.
     */
    search(userId: number, query: string, limit: number, offset: number, q: Db | Tx = db) {
      const shape = trigramSearchable(query) ? 'search' : 'searchRecent';
      return threads(shape, { user: userId, pattern: containsPattern(query) }, limit, offset, q);
    },

    /** The user's threads whose name contains the query (within the same window as `search`). */
    searchNames(userId: number, query: string, limit: number, offset: number, q: Db | Tx = db) {
      const shape = trigramSearchable(query) ? 'names' : 'namesRecent';
      return threads(shape, { user: userId, pattern: containsPattern(query) }, limit, offset, q);
    },
  };
}
