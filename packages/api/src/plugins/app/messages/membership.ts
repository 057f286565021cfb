import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ThreadSettings } from '@upclub/shared/types';
import type { Db } from '../../../db/open';
import { messageThreadMembers, messageThreads, users } from '../../../db/schema';
import { countRows } from '../../../db/sql';
import { directKey } from './sending';
import { newestFromOthers, unreadThreadsCount } from './unread';

/** Who is in a thread and what it is called: finding, naming, joining, leaving. */
export function createMembership(db: Db) {
  return {
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

    /** The member's own chat settings for the thread (null when they are not a member). */
    async settings(userId: number, threadId: number): Promise<ThreadSettings | null> {
      const [row] = await db
        .select({ notify: messageThreadMembers.notify, mute: messageThreadMembers.muted })
        .from(messageThreadMembers)
        .where(and(eq(messageThreadMembers.threadId, threadId), eq(messageThreadMembers.userId, userId)));
      return row ? { messagethread: threadId, ...row } : null;
    },

    /** Changes the member's own switches (those given); answers them all (null: not a member). */
    async setSettings(
      userId: number,
      threadId: number,
      change: { notify?: boolean; mute?: boolean },
    ): Promise<ThreadSettings | null> {
      const set = {
        ...(change.notify !== undefined && { notify: change.notify }),
        ...(change.mute !== undefined && { muted: change.mute }),
      };
      if (!Object.keys(set).length) return this.settings(userId, threadId);
      const [row] = await db
        .update(messageThreadMembers)
        .set(set)
        .where(and(eq(messageThreadMembers.threadId, threadId), eq(messageThreadMembers.userId, userId)))
        .returning({ notify: messageThreadMembers.notify, mute: messageThreadMembers.muted });
      return row ? { messagethread: threadId, ...row } : null;
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
