import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Message, MessageKind } from '@upclub/shared/types';
import type { Db } from '../../../db/open';
import { messageThreadMembers, messageThreads, messages, profiles, songPosts, tracks, users } from '../../../db/schema';
import { literal, trackColumns } from '../post-answers';
import type { TracksRepository } from '../tracks';
import type { Opened, Standing } from './types';
import { unreadOf } from './unread';

/** Opening a thread: who may, a page of its messages, one message, and the read mark. */
export function createReading(db: Db, trackCache: Pick<TracksRepository, 'detailsOf'>) {
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

    /** One message, as the thread view answers it. */
    async message(id: number): Promise<Message | null> {
      const [row] = await messageById.execute({ id });
      return row ? toMessage(row) : null;
    },
  };
}
