import { and, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Message, MessageKind, MessageThread } from '@upclub/shared/types';
import type { Db, Tx } from '../../db/open';
import { messageThreadMembers, messageThreads, messages, profiles, songPosts, tracks, users } from '../../db/schema';
import { formatAge } from '../../lib/format';
import { containsPattern, countRows, qualified, rowsOf } from '../../db/sql';
import { literal, trackColumns } from './post-answers';
import type { TracksRepository } from './tracks';

/** The key of the one 1:1 thread two users share. */
export const directKey = (a: number, b: number) => `${Math.min(a, b)}:${Math.max(a, b)}`;

/**
 * Whether a member row (`m`: its alias or table) has unread messages: another member wrote after the member
 * last opened the thread. Both times are kept on the row (send() moves them: the sender's read
 * mark, the others' last_incoming_at), so this reads no message. Sending counts as reading, so
 * one's own messages never make a thread unread.
 */
const unreadOf = (m: SQL) =>
  sql<boolean>`(${m}.last_incoming_at is not null and ${m}.last_incoming_at > coalesce(${m}.last_read_at, '-infinity'::timestamptz))`;

/**
 * The number of the user's threads with unread messages: getnotificationscount's
 * message_notifications (the side menu's Messages marker).
 */
export const unreadThreadsCount = (userId: number) =>
  sql<number>`(select count(*)::int from ${messageThreadMembers} m where m.user_id = ${userId} and ${unreadOf(sql`m`)})`;

/**
 * The time of the thread's newest message that someone other than the user wrote (a deleted
 * sender counts as someone else): a member row's last_incoming_at, as send() keeps it.
 */
const newestFromOthers = (threadId: number, userId: number) =>
  sql`(select x.created_at from ${messages} x where x.thread_id = ${threadId} and x.sender_id is distinct from ${userId}::int
    order by x.created_at desc, x.id desc limit 1)`;

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

/** A thread as its reader opens it: what they are to it, and (a member) its unread state. */
export interface Opened {
  standing: Standing;
  unread: boolean;
  /** The thread's newest message when it was opened (null: none). */
  newestId: number | null;
}

/** The shapes of the threads lists: all, one thread, 'Search messages', names only. */
type ThreadShape = 'list' | 'info' | 'search' | 'names';

/** Another member of a thread, as the lists show them. */
interface ThreadMember {
  upclubuser: number;
  username: string;
  first_name: string;
  last_name: string;
  thumbnail_picture: string | null;
}

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

  /**
   * Adds a message; the thread moves to the top and counts as read by its sender. The thread
   * keeps its newest message and each member their newest message from someone else, in the
   * same transaction, so the lists read them by key. Each only moves forward: two messages sent
   * at once commit in either order (the thread's row lock orders the updates).
   */
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
    await tx.execute(sql`
      update ${messageThreads} t set last_message_at = ${sentAt}, last_message_id = ${row.id}
      where t.id = ${threadId}
        and (t.last_message_id is null or (t.last_message_at, t.last_message_id) < (${sentAt}, ${row.id}::int))`);
    const members = rowsOf<{ user_id: number }>(
      await tx.execute(sql`
        update ${messageThreadMembers} m set
          last_read_at = case when m.user_id = ${senderId} then greatest(m.last_read_at, ${sentAt}) else m.last_read_at end,
          last_incoming_at = case when m.user_id = ${senderId} then m.last_incoming_at else greatest(m.last_incoming_at, ${sentAt}) end
        where m.thread_id = ${threadId}
        returning m.user_id`),
    );
    const recipients = members.map((m) => m.user_id).filter((id) => id !== senderId);
    return { threadId, messageId: row.id, recipients };
  }

  /**
   * The lists' shapes, each read by one named prepared statement (PostgreSQL plans it once per
   * connection, and a list is read at every visit of the messages page). Placeholders: `user`,
   * and `thread` (info) or `pattern` (the searches).
   */
  const threadMatch: Record<ThreadShape, SQL | undefined> = {
    list: undefined,
    info: eq(messageThreads.id, sql.placeholder('thread')),
    search: or(
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
    ),
    names: sql`lower(${messageThreads.name}) like ${sql.placeholder('pattern')}`,
  };

  const mine = (shape: ThreadShape) =>
    and(eq(messageThreadMembers.userId, sql.placeholder('user')), threadMatch[shape]);

  /** The user's threads of a shape, without the page (a page past the end counts them alone). */
  const countStatements = new Map<ThreadShape, ReturnType<typeof countStatement>>();
  function countStatement(shape: ThreadShape) {
    return db
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
  function threadsStatement(shape: ThreadShape, limit: number) {
    const user = sql.placeholder('user');
    return db
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

  async function threads(
    shape: ThreadShape,
    values: { user: number; thread?: number; pattern?: string },
    limit: number,
    offset: number,
  ): Promise<{ results: MessageThread[]; count: number }> {
    // The page size written in (as the feeds do): with it a parameter, PostgreSQL would keep
    // planning the statement at every execution instead of settling on its generic plan.
    const key = `${shape}_${limit}`;
    let statement = pageStatements.get(key);
    if (!statement) pageStatements.set(key, (statement = threadsStatement(shape, limit)));
    const rows = await statement.execute({ ...values, offset });
    if (!rows.length) {
      if (!offset) return { results: [], count: 0 };
      let count = countStatements.get(shape);
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

  /** A message's columns: its sender and song. */
  const messageColumns = {
    id: messages.id,
    threadId: messages.threadId,
    text: messages.text,
    createdAt: messages.createdAt,
    senderId: messages.senderId,
    username: users.username,
    thumbnail: profiles.thumbnailPicture,
    post: { id: songPosts.id, song: songPosts.song, title: songPosts.title, postType: songPosts.postType },
    track: trackColumns,
  };

  /** One message with its sender and song. */
  const messageById = db
    .select(messageColumns)
    .from(messages)
    .leftJoin(users, eq(users.id, messages.senderId))
    .leftJoin(profiles, eq(profiles.userId, messages.senderId))
    .leftJoin(songPosts, eq(songPosts.id, messages.songPostId))
    .leftJoin(tracks, eq(tracks.id, songPosts.song))
    .where(eq(messages.id, sql.placeholder('id')))
    .prepare('upclub_message_by_id');

  /**
   * A thread as its reader opens a page of it, in one statement: what they are to it (a member,
   * a stranger, or no row: no such thread), its unread state and newest message, and, for a
   * member only, the page of messages, newest first, with the count of the whole list. The page
   * walks the thread's index newest first and stops at its last row, so only its messages get
   * their sender and song; the count is one subquery over the thread's index entries. A page
   * past the end is one row without a message. One prepared statement per kind and page size.
   */
  function openPageStatement(kind: MessageKind, limit: number) {
    const thread = sql.placeholder('thread');
    const songsOnly = (alias: SQL) => (kind === 'songs' ? sql` and ${alias}.song_post_id is not null` : sql``);
    return db
      .select({
        member: sql<boolean>`me.user_id is not null`,
        unread: sql<boolean>`${unreadOf(sql`me`)}`,
        newestId: sql<number | null>`t.last_message_id`,
        total: sql<number>`(case when me.user_id is not null
            then (select count(*)::int from ${messages} c where c.thread_id = ${thread}${songsOnly(sql`c`)}) else 0 end)`,
        id: sql<number | null>`p.id`,
        threadId: sql<number>`p.thread_id`,
        text: sql<string>`p.text`,
        createdAt: sql<Date>`p.created_at`.mapWith(messages.createdAt),
        senderId: sql<number | null>`p.sender_id`,
        username: sql<string | null>`p.username`,
        thumbnail: sql<string | null>`p.thumbnail_picture`,
        postId: sql<number | null>`p.post_id`,
        song: sql<string>`p.song`,
        title: sql<string>`p.title`,
        postType: sql<number>`p.post_type`,
        trackId: sql<string | null>`p.track_id`,
        trackName: sql<string>`p.track_name`,
        trackUri: sql<string>`p.track_uri`,
        trackArtists: sql<(typeof tracks.$inferSelect)['artists']>`p.track_artists`,
        trackAlbumImages: sql<(typeof tracks.$inferSelect)['albumImages']>`p.track_album_images`,
        trackDurationMs: sql<number | null>`p.track_duration_ms`,
      })
      .from(
        sql`${messageThreads} t
          left join ${messageThreadMembers} me on me.thread_id = t.id and me.user_id = ${sql.placeholder('user')}
          left join lateral (
            select x.id, x.thread_id, x.text, x.created_at, x.sender_id, u.username, pr.thumbnail_picture,
              sp.id as post_id, sp.song, sp.title, sp.post_type, tr.id as track_id, tr.name as track_name,
              tr.uri as track_uri, tr.artists as track_artists, tr.album_images as track_album_images,
              tr.duration_ms as track_duration_ms
            from ${messages} x
            left join ${users} u on u.id = x.sender_id
            left join ${profiles} pr on pr.user_id = x.sender_id
            left join ${songPosts} sp on sp.id = x.song_post_id
            left join ${tracks} tr on tr.id = sp.song
            where x.thread_id = t.id and me.user_id is not null${songsOnly(sql`x`)}
            order by x.created_at desc, x.id desc
            limit ${literal(limit)} offset ${sql.placeholder('offset')}
          ) p on true`,
      )
      .where(sql`t.id = ${thread}`)
      .orderBy(sql`p.created_at desc, p.id desc`)
      .prepare(`upclub_message_thread_page_${kind}_${limit}`);
  }
  const openPageStatements = new Map<string, ReturnType<typeof openPageStatement>>();

  type MessageRow = Awaited<ReturnType<typeof messageById.execute>>[number];

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

  /** The caller's standing in a thread, its unread state and newest message: two key lookups. */
  const openStatement = db
    .select({
      member: sql<boolean>`${messageThreadMembers.userId} is not null`,
      unread: sql<boolean>`${unreadOf(sql`${messageThreadMembers}`)}`,
      newestId: messageThreads.lastMessageId,
    })
    .from(messageThreads)
    .leftJoin(
      messageThreadMembers,
      and(
        eq(messageThreadMembers.threadId, messageThreads.id),
        eq(messageThreadMembers.userId, sql.placeholder('user')),
      ),
    )
    .where(eq(messageThreads.id, sql.placeholder('thread')))
    .prepare('upclub_message_thread_open');

  /** Moves an unread member's read mark to a message's time (the thread's activity without one). */
  const markStatement = db
    .update(messageThreadMembers)
    .set({
      lastReadAt: sql`greatest(${messageThreadMembers.lastReadAt}, coalesce(
        (select x.created_at from ${messages} x where x.id = ${sql.placeholder('newest')}::int),
        (select t.last_message_at from ${messageThreads} t where t.id = ${messageThreadMembers.threadId})))`,
    })
    .where(
      and(
        eq(messageThreadMembers.threadId, sql.placeholder('thread')),
        eq(messageThreadMembers.userId, sql.placeholder('user')),
        unreadOf(sql`${messageThreadMembers}`),
      ),
    )
    .returning({ threadId: messageThreadMembers.threadId })
    .prepare('upclub_message_thread_mark_read');

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
      const [row] = await openStatement.execute({ user: userId, thread: threadId });
      if (!row) return 'missing';
      return row.member ? 'member' : 'stranger';
    },

    /**
     * What the user is to the thread and, when a member, whether it is unread for them, its
     * newest message (what a read mark set after this page covers) and a page of its messages,
     * newest first (every message, or only those carrying a song). Reads only: a page past the
     * end (404) must not mark the thread read, so the route marks it once the page is answered.
     */
    async openPage(
      userId: number,
      threadId: number,
      kind: MessageKind,
      limit: number,
      offset: number,
    ): Promise<Opened & { page: { results: Message[]; count: number } }> {
      // The page size written in, as in threads().
      const key = `${kind}_${limit}`;
      let statement = openPageStatements.get(key);
      if (!statement) openPageStatements.set(key, (statement = openPageStatement(kind, limit)));
      const rows = await statement.execute({ user: userId, thread: threadId, offset });
      if (!rows.length) return { standing: 'missing', unread: false, newestId: null, page: { results: [], count: 0 } };
      const [first] = rows;
      if (!first.member)
        return { standing: 'stranger', unread: false, newestId: null, page: { results: [], count: 0 } };
      const results: Message[] = [];
      for (const r of rows) {
        if (r.id === null) continue;
        results.push(
          toMessage({
            id: r.id,
            threadId: r.threadId,
            text: r.text,
            createdAt: r.createdAt,
            senderId: r.senderId,
            username: r.username,
            thumbnail: r.thumbnail,
            post: r.postId === null ? null : { id: r.postId, song: r.song, title: r.title, postType: r.postType },
            track:
              r.trackId === null
                ? null
                : {
                    id: r.trackId,
                    name: r.trackName,
                    uri: r.trackUri,
                    artists: r.trackArtists,
                    albumImages: r.trackAlbumImages,
                    durationMs: r.trackDurationMs,
                  },
          }),
        );
      }
      return {
        standing: 'member',
        unread: first.unread,
        newestId: first.newestId,
        page: { results, count: first.total },
      };
    },

    /**
     * The member has read the thread up to `newestId` (the newest message when they opened it,
     * so a message that arrived meanwhile stays unread; the thread's last activity when there is
     * none). True when that changed their unread state (the thread was unread).
     */
    async markRead(userId: number, threadId: number, newestId: number | null): Promise<boolean> {
      const changed = await markStatement.execute({ user: userId, thread: threadId, newest: newestId });
      return changed.length > 0;
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
      const [row] = await messageById.execute({ id });
      return row ? toMessage(row) : null;
    },

    /** The thread as the user's list shows it (null when they are not a member). */
    async info(userId: number, threadId: number): Promise<MessageThread | null> {
      const { results } = await threads('info', { user: userId, thread: threadId }, 1, 0);
      return results[0] ?? null;
    },

    /** The user's threads, newest activity first. */
    list: (userId: number, limit: number, offset: number) => threads('list', { user: userId }, limit, offset),

    /**
     * 'Search messages': the user's threads whose name, one of whose other members' usernames, or
     * one of whose messages' text contains the query.
     */
    search(userId: number, query: string, limit: number, offset: number) {
      return threads('search', { user: userId, pattern: containsPattern(query) }, limit, offset);
    },

    /** The user's threads whose name contains the query. */
    searchNames(userId: number, query: string, limit: number, offset: number) {
      return threads('names', { user: userId, pattern: containsPattern(query) }, limit, offset);
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
        // A new member (or one who left and comes back) has not read what others wrote before.
        await tx
          .insert(messageThreadMembers)
          .values(userIds.map((userId) => ({ threadId, userId, lastIncomingAt: newestFromOthers(threadId, userId) })))
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
