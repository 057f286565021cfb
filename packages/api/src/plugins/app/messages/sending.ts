import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/open';
import { messageThreadMembers, messageThreads, messages } from '../../../db/schema';
import { rowsOf } from '../../../db/sql';
import type { Destination, Sent } from './types';

/** The key of the one 1:1 thread two users share. */
export const directKey = (a: number, b: number) => `${Math.min(a, b)}:${Math.max(a, b)}`;

/** Storing messages: in a thread, a 1:1 thread found or made, or a new group. */
export function createSending(db: Db) {
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
    const members = rowsOf<{ user_id: number; notify: boolean; muted: boolean }>(
      await tx.execute(sql`
        update ${messageThreadMembers} m set
          last_read_at = case when m.user_id = ${senderId} then greatest(m.last_read_at, ${sentAt}) else m.last_read_at end,
          last_incoming_at = case when m.user_id = ${senderId} then m.last_incoming_at else greatest(m.last_incoming_at, ${sentAt}) end
        where m.thread_id = ${threadId}
        returning m.user_id, m.notify, m.muted`),
    );
    const others = members.filter((m) => m.user_id !== senderId);
    return {
      threadId,
      messageId: row.id,
      recipients: others.map((m) => m.user_id),
      quiet: others.filter((m) => m.muted || !m.notify).map((m) => m.user_id),
    };
  }

  return {
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
  };
}
