import { and, desc, eq, inArray, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Message, MessageKind, MessageThread } from '@upclub/shared/types';
import type { Db, Tx } from '../../db/open';
import { messageThreadMembers, messageThreads, messages, profiles, songPosts, tracks, users } from '../../db/schema';
import { formatAge } from '../../lib/format';
import { containsPattern, countRows, qualified, rowsOf } from '../../db/sql';
import type { TracksRepository } from './tracks';

/** The key of the one 1:1 thread two users share. */
export const directKey = (a: number, b: number) => `${Math.min(a, b)}:${Math.max(a, b)}`;

/**
 * Whether a member row (alias `m`) has unread messages: another member wrote after the member
 * last opened the thread. Sending counts as reading (send() moves the sender's mark), so one's
 * own messages never make a thread unread.
 */
const unreadOf = (m: { threadId: SQL; userId: SQL; lastReadAt: SQL }) =>
  sql<boolean>`exists(select 1 from ${messages} x where x.thread_id = ${m.threadId} and x.sender_id is distinct from ${m.userId} and x.created_at > coalesce(${m.lastReadAt}, '-infinity'::timestamptz))`;

/**
 * The number of the user's threads with unread messages: getnotificationscount's
 * message_notifications (the side menu's Messages marker).
 */
export const unreadThreadsCount = (userId: number) =>
  sql<number>`(select count(*)::int from ${messageThreadMembers} m where m.user_id = ${userId} and ${unreadOf({
    threadId: sql`m.thread_id`,
    userId: sql`m.user_id`,
    lastReadAt: sql`m.last_read_at`,
  })})`;

/** A message as it was stored: who gets told about it. */
export interface Sent {
  threadId: number;
  messageId: number;
  /** The other members (the sender is never told of their own message). */
  recipients: number[];
}

/** Where a new message goes: a thread the sender is in, or a new thread with these users. */
export type Destination = { threadId: number } | { userIds: number[] };

/** What the caller is to a thread: a member, not a member, or the thread does not exist. */
export type Standing = 'member' | 'stranger' | 'missing';

/** Message threads, their members and messages (spec part 2 §3 "Message thread", "Message"). */
export function createMessagesRepository(db: Db, now: () => Date, trackCache: Pick<TracksRepository, 'detailsOf'>) {
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

  /** A new group thread of the creator and these users. */
  async function groupThread(tx: Db | Tx, creatorId: number, userIds: number[]): Promise<number> {
    const [created] = await tx
      .insert(messageThreads)
      .values({ isGroup: true, createdById: creatorId })
      .returning({ id: messageThreads.id });
    await tx
      .insert(messageThreadMembers)
      .values([creatorId, ...userIds].map((userId) => ({ threadId: created.id, userId })));
    return created.id;
  }

  /** Adds a message; the thread moves to the top and counts as read by its sender. */
  async function send(
    tx: Db | Tx,
    threadId: number,
    senderId: number,
    message: { text: string; songPostId: number | null },
  ): Promise<Sent> {
    const [row] = await tx
      .insert(messages)
      .values({ threadId, senderId, text: message.text, songPostId: message.songPostId })
      .returning({ id: messages.id });
    // The time as PostgreSQL stored it: a JavaScript Date would drop its microseconds, and the
    // message would stay newer than the read mark set from it.
    const sentAt = sql`(select ${messages.createdAt} from ${messages} where ${messages.id} = ${row.id})`;
    await tx.update(messageThreads).set({ lastMessageAt: sentAt }).where(eq(messageThreads.id, threadId));
    await tx
      .update(messageThreadMembers)
      .set({ lastReadAt: sentAt })
      .where(and(eq(messageThreadMembers.threadId, threadId), eq(messageThreadMembers.userId, senderId)));
    const others = await tx
      .select({ userId: messageThreadMembers.userId })
      .from(messageThreadMembers)
      .where(and(eq(messageThreadMembers.threadId, threadId), ne(messageThreadMembers.userId, senderId)));
    return { threadId, messageId: row.id, recipients: others.map((o) => o.userId) };
  }

  /** The user's threads matching `match`, without the page (a page past the end counts them alone). */
  async function countThreads(userId: number, match: SQL | undefined): Promise<number> {
    const [{ n }] = await db
      .select({ n: countRows() })
      .from(messageThreadMembers)
      .innerJoin(messageThreads, eq(messageThreads.id, messageThreadMembers.threadId))
      .where(and(eq(messageThreadMembers.userId, userId), match));
    return n;
  }

  /**
   * The user's threads matching `match`, newest activity first, as the lists answer them: one
   * statement (a list is read at every visit of the messages page). The page and its count come
   * from the user's member rows (count over the window), then each thread of the page only gets
   * its unread state, its other members and its newest message (one index probe per thread: a
   * plain DISTINCT ON would sort every message of a long thread).
   */
  async function threads(
    userId: number,
    match: SQL | undefined,
    limit: number,
    offset: number,
  ): Promise<{ results: MessageThread[]; count: number }> {
    const unread = unreadOf({ threadId: sql`p.id`, userId: sql`${userId}::int`, lastReadAt: sql`p.last_read_at` });
    const rows = rowsOf<{
      id: number;
      name: string | null;
      is_group: boolean;
      last_ms: number;
      total: number;
      unread: boolean;
      members: Array<{
        upclubuser: number;
        username: string;
        first_name: string;
        last_name: string;
        thumbnail_picture: string | null;
      }>;
      has_latest: boolean;
      sender_id: number | null;
      sender_username: string | null;
      text: string | null;
      song_post_id: number | null;
    }>(
      await db.execute(sql`
        with p as (
          select ${messageThreads.id} as id, ${messageThreads.name} as name, ${messageThreads.isGroup} as is_group,
            ${messageThreads.lastMessageAt} as last_message_at, ${messageThreadMembers.lastReadAt} as last_read_at,
            count(*) over () as total
          from ${messageThreadMembers} inner join ${messageThreads} on ${messageThreads.id} = ${messageThreadMembers.threadId}
          where ${and(eq(messageThreadMembers.userId, userId), match)}
          order by ${messageThreads.lastMessageAt} desc, ${messageThreads.id} desc
          limit ${limit} offset ${offset}
        )
        select p.id, p.name, p.is_group, (extract(epoch from p.last_message_at) * 1000)::float8 as last_ms,
          p.total::int as total, ${unread} as unread,
          (select coalesce(json_agg(json_build_object('upclubuser', u.id, 'username', u.username,
              'first_name', u.first_name, 'last_name', u.last_name, 'thumbnail_picture', pr.thumbnail_picture)
              order by o.joined_at, u.id), '[]'::json)
            from ${messageThreadMembers} o inner join ${users} u on u.id = o.user_id
            left join ${profiles} pr on pr.user_id = u.id
            where o.thread_id = p.id and o.user_id <> ${userId}) as members,
          l.thread_id is not null as has_latest, l.sender_id, l.username as sender_username, l.text, l.song_post_id
        from p
        left join lateral (
          select x.thread_id, x.sender_id, u.username, x.text, x.song_post_id
          from ${messages} x left join ${users} u on u.id = x.sender_id
          where x.thread_id = p.id
          order by x.created_at desc, x.id desc
          limit 1
        ) l on true
        order by p.last_message_at desc, p.id desc`),
    );
    if (!rows.length) return { results: [], count: offset ? await countThreads(userId, match) : 0 };
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
        const last = r.has_latest
          ? { senderId: r.sender_id, username: r.sender_username, text: r.text ?? '', songPostId: r.song_post_id }
          : null;
        return {
          messagethread: r.id,
          messagethreadname: r.name,
          members: { upclubusers_count: people.length, upclubusers: people },
          latest_message: last
            ? { upclubuser: last.senderId, username: last.username, text: last.text, song_post: last.songPostId }
            : null,
          already_read: !r.unread,
          notification_age: formatAge(new Date(r.last_ms), at),
          song_post: last?.songPostId ?? null,
          is_group: r.is_group,
        };
      }),
    };
  }

  /** Messages with their sender and song, newest first. */
  function selectMessages() {
    return db
      .select({
        id: messages.id,
        threadId: messages.threadId,
        text: messages.text,
        createdAt: messages.createdAt,
        senderId: messages.senderId,
        username: users.username,
        thumbnail: profiles.thumbnailPicture,
        post: { id: songPosts.id, song: songPosts.song, title: songPosts.title, postType: songPosts.postType },
        track: {
          id: tracks.id,
          name: tracks.name,
          uri: tracks.uri,
          artists: tracks.artists,
          albumImages: tracks.albumImages,
          durationMs: tracks.durationMs,
        },
        /** The rows of the whole query (a page's count without a second statement). */
        total: sql<number>`(count(*) over ())::int`,
      })
      .from(messages)
      .leftJoin(users, eq(users.id, messages.senderId))
      .leftJoin(profiles, eq(profiles.userId, messages.senderId))
      .leftJoin(songPosts, eq(songPosts.id, messages.songPostId))
      .leftJoin(tracks, eq(tracks.id, songPosts.song));
  }

  type MessageRow = Awaited<ReturnType<typeof selectMessages>>[number];

  const toMessage = (r: MessageRow): Message => ({
    message: r.id,
    messagethread: r.threadId,
    text: r.text,
    thesongpost: r.post
      ? {
          song_post: r.post.id,
          song: r.post.song,
          title: r.post.title,
          post_type: r.post.postType,
          track_details: r.track ? trackCache.detailsOf(r.track) : null,
        }
      : null,
    created_at: r.createdAt.toISOString(),
    upclubuser: r.senderId,
    username: r.username,
    thumbnail_picture: r.thumbnail,
    song: r.post?.song ?? null,
    song_post: r.post?.id ?? null,
  });

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

    /** Whether the user is a member of the thread, a stranger to it, or it does not exist. */
    async standing(userId: number, threadId: number): Promise<Standing> {
      const [row] = await db
        .select({
          member: sql<boolean>`exists(select 1 from ${messageThreadMembers} m where m.thread_id = ${threadId} and m.user_id = ${userId})`,
        })
        .from(messageThreads)
        .where(eq(messageThreads.id, threadId));
      if (!row) return 'missing';
      return row.member ? 'member' : 'stranger';
    },

    /**
     * What the user is to the thread and, when a member, marks it read up to its newest message:
     * one statement (the update touches the caller's own member row only, so a stranger's visit
     * changes nothing). `marked` when that changed their unread state (the thread was unread).
     */
    async openThread(userId: number, threadId: number): Promise<{ standing: Standing; marked: boolean }> {
      const unread = unreadOf({ threadId: sql`m.thread_id`, userId: sql`m.user_id`, lastReadAt: sql`m.last_read_at` });
      const [row] = rowsOf<{ member: boolean; marked: boolean }>(
        await db.execute(sql`
          with mark as (
            update ${messageThreadMembers} m
            set last_read_at = (select t.last_message_at from ${messageThreads} t where t.id = ${threadId})
            where m.thread_id = ${threadId} and m.user_id = ${userId} and ${unread}
            returning m.thread_id
          )
          select exists(select 1 from ${messageThreadMembers} m where m.thread_id = ${threadId} and m.user_id = ${userId}) as member,
            exists(select 1 from mark) as marked
          from ${messageThreads} where ${messageThreads.id} = ${threadId}`),
      );
      if (!row) return { standing: 'missing', marked: false };
      return { standing: row.member ? 'member' : 'stranger', marked: row.marked };
    },

    /**
     * Sends a post as a message to each user's 1:1 thread (created when needed) and to each
     * thread, once per thread. Returns each stored message and who is to hear of it.
     */
    async sharePost(senderId: number, userIds: number[], threadIds: number[], songPostId: number): Promise<Sent[]> {
      return db.transaction(async (tx) => {
        const targets = new Set(threadIds);
        for (const userId of userIds) targets.add(await directThread(tx, senderId, userId));
        const sent: Sent[] = [];
        for (const threadId of targets) sent.push(await send(tx, threadId, senderId, { text: '', songPostId }));
        return sent;
      });
    },

    /**
     * Stores a message in a thread the sender is a member of (the route checks), or in a new
     * thread: the 1:1 thread with one user (reused when it exists), a new group with several.
     */
    async create(
      senderId: number,
      to: Destination,
      message: { text: string; songPostId: number | null },
    ): Promise<Sent> {
      return db.transaction(async (tx) => {
        let threadId: number;
        if ('threadId' in to) threadId = to.threadId;
        else if (to.userIds.length === 1) threadId = await directThread(tx, senderId, to.userIds[0]);
        else threadId = await groupThread(tx, senderId, to.userIds);
        return send(tx, threadId, senderId, message);
      });
    },

    /**
     * Sends one message from the sender to each user's 1:1 thread (created when needed), in the
     * caller's transaction (send-to-all stores a batch with its progress).
     */
    async sendDirectIn(
      tx: Db | Tx,
      senderId: number,
      userIds: number[],
      message: { text: string; songPostId: number | null },
    ): Promise<Sent[]> {
      const sent: Sent[] = [];
      for (const userId of userIds)
        sent.push(await send(tx, await directThread(tx, senderId, userId), senderId, message));
      return sent;
    },

    /** One message, as the thread view answers it. */
    async message(id: number): Promise<Message | null> {
      const [row] = await selectMessages().where(eq(messages.id, id));
      return row ? toMessage(row) : null;
    },

    /** A thread's messages, newest first: every message, or only those carrying a song. */
    async messages(
      threadId: number,
      kind: MessageKind,
      limit: number,
      offset: number,
    ): Promise<{ results: Message[]; count: number }> {
      const where = and(eq(messages.threadId, threadId), kind === 'songs' ? isNotNull(messages.songPostId) : undefined);
      const rows = await selectMessages()
        .where(where)
        .orderBy(desc(messages.createdAt), desc(messages.id))
        .limit(limit)
        .offset(offset);
      if (rows.length) return { results: rows.map(toMessage), count: rows[0].total };
      if (!offset) return { results: [], count: 0 };
      const [{ n }] = await db.select({ n: countRows() }).from(messages).where(where);
      return { results: [], count: n };
    },

    /** The thread as the user's list shows it (null when they are not a member). */
    async info(userId: number, threadId: number): Promise<MessageThread | null> {
      const { results } = await threads(userId, eq(messageThreads.id, threadId), 1, 0);
      return results[0] ?? null;
    },

    /** The user's threads, newest activity first. */
    list: (userId: number, limit: number, offset: number) => threads(userId, undefined, limit, offset),

    /**
     * 'Search messages': the user's threads whose name, one of whose other members' usernames, or
     * one of whose messages' text contains the query.
     */
    search(userId: number, query: string, limit: number, offset: number) {
      const pattern = containsPattern(query);
      const byMember = db
        .select({ threadId: messageThreadMembers.threadId })
        .from(messageThreadMembers)
        .innerJoin(users, eq(users.id, messageThreadMembers.userId))
        .where(and(ne(messageThreadMembers.userId, userId), sql`lower(${users.username}) like ${pattern}`));
      const byText = sql`exists(select 1 from ${messages} x where x.thread_id = ${qualified(messageThreads, messageThreads.id)} and lower(x.text) like ${pattern})`;
      return threads(
        userId,
        or(sql`lower(${messageThreads.name}) like ${pattern}`, inArray(messageThreads.id, byMember), byText),
        limit,
        offset,
      );
    },

    /** The user's threads whose name contains the query. */
    searchNames(userId: number, query: string, limit: number, offset: number) {
      return threads(userId, sql`lower(${messageThreads.name}) like ${containsPattern(query)}`, limit, offset);
    },

    /**
     * The thread whose members are exactly the user and these others: for one other, their 1:1
     * thread (which createmessage reuses); for several, the most recently active such group.
     */
    async findExact(userId: number, otherIds: number[]): Promise<number | null> {
      if (otherIds.length === 1) {
        const [row] = await db
          .select({ id: messageThreads.id })
          .from(messageThreads)
          .innerJoin(
            messageThreadMembers,
            and(eq(messageThreadMembers.threadId, messageThreads.id), eq(messageThreadMembers.userId, userId)),
          )
          .where(eq(messageThreads.directKey, directKey(userId, otherIds[0])));
        return row?.id ?? null;
      }
      const everyone = [userId, ...otherIds];
      const [row] = await db
        .select({ id: messageThreadMembers.threadId })
        .from(messageThreadMembers)
        .innerJoin(messageThreads, eq(messageThreads.id, messageThreadMembers.threadId))
        .where(
          inArray(
            messageThreadMembers.threadId,
            db
              .select({ id: messageThreadMembers.threadId })
              .from(messageThreadMembers)
              .where(eq(messageThreadMembers.userId, userId)),
          ),
        )
        .groupBy(messageThreadMembers.threadId, messageThreads.lastMessageAt)
        .having(
          and(
            sql`count(*) = ${everyone.length}`,
            sql`count(*) filter (where ${inArray(messageThreadMembers.userId, everyone)}) = ${everyone.length}`,
          ),
        )
        .orderBy(desc(messageThreads.lastMessageAt))
        .limit(1);
      return row?.id ?? null;
    },

    /** The members of a thread, the user's id among them when they are one. */
    async memberIds(threadId: number): Promise<number[]> {
      const rows = await db
        .select({ userId: messageThreadMembers.userId })
        .from(messageThreadMembers)
        .where(eq(messageThreadMembers.threadId, threadId));
      return rows.map((r) => r.userId);
    },

    /** The thread's name (null when it has none). */
    async name(threadId: number): Promise<string | null> {
      const [row] = await db
        .select({ name: messageThreads.name })
        .from(messageThreads)
        .where(eq(messageThreads.id, threadId));
      return row?.name ?? null;
    },

    async rename(threadId: number, name: string): Promise<void> {
      await db.update(messageThreads).set({ name }).where(eq(messageThreads.id, threadId));
    },

    /**
     * Adds members. A 1:1 thread becomes a group (its history stays with it, as the new members
     * are let into the conversation), and the next 1:1 message between its two starts a new one.
     */
    async addMembers(threadId: number, userIds: number[]): Promise<void> {
      if (!userIds.length) return;
      await db.transaction(async (tx) => {
        await tx
          .insert(messageThreadMembers)
          .values(userIds.map((userId) => ({ threadId, userId })))
          .onConflictDoNothing();
        await tx.update(messageThreads).set({ directKey: null, isGroup: true }).where(eq(messageThreads.id, threadId));
      });
    },

    /**
     * The user leaves: they no longer see the thread or its messages. A thread left empty is
     * deleted; a 1:1 thread stops being the pair's (a new message between them starts a new one).
     */
    async leave(userId: number, threadId: number): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .delete(messageThreadMembers)
          .where(and(eq(messageThreadMembers.threadId, threadId), eq(messageThreadMembers.userId, userId)));
        const [{ n }] = await tx
          .select({ n: countRows() })
          .from(messageThreadMembers)
          .where(eq(messageThreadMembers.threadId, threadId));
        if (n === 0) await tx.delete(messageThreads).where(eq(messageThreads.id, threadId));
        else await tx.update(messageThreads).set({ directKey: null }).where(eq(messageThreads.id, threadId));
      });
    },

    /** The number of the user's threads with unread messages. */
    async unreadThreads(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: unreadThreadsCount(userId) })
        .from(users)
        .where(eq(users.id, userId));
      return row?.n ?? 0;
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
    app.decorate('messages', createMessagesRepository(app.db, app.config.now, app.tracks));
  },
  { name: 'messages', dependencies: ['db', 'config', 'tracks'] },
);
