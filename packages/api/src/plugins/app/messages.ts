import { and, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { UserSearchResult } from '@upclub/shared/types';
import type { Db, Tx } from '../../db/open';
import { messageThreadMembers, messageThreads, messages, profiles, users } from '../../db/schema';
import { formatAge } from '../../lib/format';
import { containsPattern, countRows } from '../../db/sql';
import { userSearchColumns } from './user-search';

/** A thread as the threads list answers it (MessageThreadSummary plus its newest message). */
export interface ThreadSummary {
  messagethread: number;
  messagethreadname: string | null;
  members: { upclubusers_count: number; upclubusers: UserSearchResult[] };
  latest_message: { upclubuser: number | null; username: string | null; text: string; song_post: number | null } | null;
  already_read: boolean;
  notification_age: string;
}

/** The key of the one 1:1 thread two users share. */
export const directKey = (a: number, b: number) => `${Math.min(a, b)}:${Math.max(a, b)}`;

/** Message threads, their members and messages (spec part 2 §3 "Message thread", "Message"). */
export function createMessagesRepository(db: Db, now: () => Date) {
  /** The 1:1 thread of two users, created (with both as members) the first time. */
  async function directThread(tx: Db | Tx, a: number, b: number): Promise<number> {
    const key = directKey(a, b);
    const [created] = await tx
      .insert(messageThreads)
      .values({ directKey: key, createdById: a })
      .onConflictDoNothing()
      .returning({ id: messageThreads.id });
    if (created) {
      await tx.insert(messageThreadMembers).values([
        { threadId: created.id, userId: a },
        { threadId: created.id, userId: b },
      ]);
      return created.id;
    }
    const [existing] = await tx
      .select({ id: messageThreads.id })
      .from(messageThreads)
      .where(eq(messageThreads.directKey, key));
    return existing.id;
  }

  /** Adds a message; the thread moves to the top and counts as read by its sender. Returns the other members. */
  async function send(
    tx: Db | Tx,
    threadId: number,
    senderId: number,
    message: { text: string; songPostId: number | null },
  ): Promise<number[]> {
    const [row] = await tx
      .insert(messages)
      .values({ threadId, senderId, text: message.text, songPostId: message.songPostId })
      .returning({ createdAt: messages.createdAt });
    await tx.update(messageThreads).set({ lastMessageAt: row.createdAt }).where(eq(messageThreads.id, threadId));
    await tx
      .update(messageThreadMembers)
      .set({ lastReadAt: row.createdAt })
      .where(and(eq(messageThreadMembers.threadId, threadId), eq(messageThreadMembers.userId, senderId)));
    const others = await tx
      .select({ userId: messageThreadMembers.userId })
      .from(messageThreadMembers)
      .where(and(eq(messageThreadMembers.threadId, threadId), ne(messageThreadMembers.userId, senderId)));
    return others.map((o) => o.userId);
  }

  async function threads(
    userId: number,
    match: SQL | undefined,
    limit: number,
    offset: number,
  ): Promise<{ results: ThreadSummary[]; count: number }> {
    const where = and(eq(messageThreadMembers.userId, userId), match);
    const [rows, [{ n }]] = await Promise.all([
      db
        .select({
          id: messageThreads.id,
          name: messageThreads.name,
          lastMessageAt: messageThreads.lastMessageAt,
          lastReadAt: messageThreadMembers.lastReadAt,
        })
        .from(messageThreadMembers)
        .innerJoin(messageThreads, eq(messageThreads.id, messageThreadMembers.threadId))
        .where(where)
        .orderBy(sql`${messageThreads.lastMessageAt} desc nulls last`, sql`${messageThreads.id} desc`)
        .limit(limit)
        .offset(offset),
      db
        .select({ n: countRows() })
        .from(messageThreadMembers)
        .innerJoin(messageThreads, eq(messageThreads.id, messageThreadMembers.threadId))
        .where(where),
    ]);
    if (!rows.length) return { results: [], count: n };
    const ids = rows.map((r) => r.id);
    const [members, latest] = await Promise.all([
      db
        .select({ threadId: messageThreadMembers.threadId, ...userSearchColumns })
        .from(messageThreadMembers)
        .innerJoin(users, eq(users.id, messageThreadMembers.userId))
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .where(and(inArray(messageThreadMembers.threadId, ids), ne(messageThreadMembers.userId, userId)))
        .orderBy(messageThreadMembers.threadId, messageThreadMembers.joinedAt, users.id),
      db
        .selectDistinctOn([messages.threadId], {
          threadId: messages.threadId,
          senderId: messages.senderId,
          username: users.username,
          text: messages.text,
          songPostId: messages.songPostId,
        })
        .from(messages)
        .leftJoin(users, eq(users.id, messages.senderId))
        .where(inArray(messages.threadId, ids))
        .orderBy(messages.threadId, sql`${messages.createdAt} desc`, sql`${messages.id} desc`),
    ]);
    const at = now();
    return {
      count: n,
      results: rows.map((r) => {
        const people = members.filter((m) => m.threadId === r.id).map(({ threadId: _t, ...u }) => u);
        const last = latest.find((l) => l.threadId === r.id);
        return {
          messagethread: r.id,
          messagethreadname: r.name,
          members: { upclubusers_count: people.length, upclubusers: people },
          latest_message: last
            ? { upclubuser: last.senderId, username: last.username, text: last.text, song_post: last.songPostId }
            : null,
          already_read: !last || last.senderId === userId || (r.lastReadAt !== null && r.lastReadAt >= r.lastMessageAt),
          notification_age: formatAge(r.lastMessageAt, at),
        };
      }),
    };
  }

  return {
    /** Which of these threads the user is a member of. */
    async memberOf(userId: number, threadIds: number[]): Promise<Set<number>> {
      if (!threadIds.length) return new Set();
      const rows = await db
        .select({ threadId: messageThreadMembers.threadId })
        .from(messageThreadMembers)
        .where(and(eq(messageThreadMembers.userId, userId), inArray(messageThreadMembers.threadId, threadIds)));
      return new Set(rows.map((r) => r.threadId));
    },

    /**
     * Sends a post as a message to each user's 1:1 thread (created when needed) and to each
     * thread, once per thread. Returns who received it in which thread.
     */
    async sharePost(senderId: number, userIds: number[], threadIds: number[], songPostId: number) {
      return db.transaction(async (tx) => {
        const targets = new Set(threadIds);
        for (const userId of userIds) targets.add(await directThread(tx, senderId, userId));
        const sent: Array<{ threadId: number; recipients: number[] }> = [];
        for (const threadId of targets) {
          sent.push({ threadId, recipients: await send(tx, threadId, senderId, { text: '', songPostId }) });
        }
        return sent;
      });
    },

    /** The user's threads, newest activity first. */
    list: (userId: number, limit: number, offset: number) => threads(userId, undefined, limit, offset),

    /** The user's threads whose name, or one of whose other members' usernames, contains the query. */
    search(userId: number, query: string, limit: number, offset: number) {
      const pattern = containsPattern(query);
      const others = db
        .select({ threadId: messageThreadMembers.threadId })
        .from(messageThreadMembers)
        .innerJoin(users, eq(users.id, messageThreadMembers.userId))
        .where(and(ne(messageThreadMembers.userId, userId), sql`lower(${users.username}) like ${pattern}`));
      return threads(
        userId,
        or(sql`lower(${messageThreads.name}) like ${pattern}`, inArray(messageThreads.id, others)),
        limit,
        offset,
      );
    },
  };
}

export type MessagesRepository = ReturnType<typeof createMessagesRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    messages: MessagesRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('messages', createMessagesRepository(app.db, app.config.now));
  },
  { name: 'messages', dependencies: ['db', 'config'] },
);
