import { eq, isNull, and, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { TOAST_TYPES } from '@upclub/shared/constants';
import type { NotificationsCount } from '@upclub/shared/types';
import type { Db } from '../../db/open';
import { notifications } from '../../db/schema';
import { unreadThreadsCount } from './messages';

/** What a notification is about: the spec's toast types (with 'message') and part 2 §3's list types. */
export const NOTIFICATION_KINDS = [...TOAST_TYPES, 'mention_songpost', 'clubfollow'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Messages are counted apart from every other kind. */
export const MESSAGE_KIND: NotificationKind = 'message';

export interface NewNotification {
  recipientId: number;
  actorId?: number | null;
  kind: NotificationKind;
  payload?: Record<string, unknown>;
}

export function createNotificationsRepository(db: Db) {
  return {
    async create(notification: NewNotification): Promise<void> {
      await db.insert(notifications).values(notification);
    },

    /**
     * One notification to each recipient, never to the actor themself and once per recipient
     * (a user mentioned twice, or both author and mentioned, of the same kind, hears it once).
     */
    async notify(
      recipientIds: Iterable<number>,
      actorId: number,
      kind: NotificationKind,
      payload: Record<string, unknown> = {},
    ): Promise<void> {
      const recipients = [...new Set(recipientIds)].filter((id) => id !== actorId);
      if (!recipients.length) return;
      await db.insert(notifications).values(recipients.map((recipientId) => ({ recipientId, actorId, kind, payload })));
    },

    /**
     * Writes the answer to a curator request or invite into the recipient's notifications about
     * it (payload `curatorinviterequeststate`: 1 declined, 2 accepted), for the notifications page.
     */
    async setCuratorState(
      kind: 'curatorrequest' | 'curatorinvite',
      id: number,
      recipientId: number,
      state: number,
    ): Promise<void> {
      await db
        .update(notifications)
        .set({
          payload: sql`${notifications.payload} || jsonb_build_object('curatorinviterequeststate', ${state}::int)`,
        })
        .where(
          and(
            eq(notifications.recipientId, recipientId),
            eq(notifications.kind, kind),
            sql`${notifications.payload} @> jsonb_build_object(${kind}::text, ${id}::int)`,
          ),
        );
    },

    /** The caller's unread counts: messages apart from everything else. */
    async unreadCounts(userId: number): Promise<NotificationsCount> {
      const [row] = await db
        .select({
          notifications: sql<number>`count(*) filter (where ${notifications.kind} <> ${MESSAGE_KIND})::int`,
          // Unread threads, not messages: opening a thread clears its share (plugins/app/messages.ts).
          message_notifications: unreadThreadsCount(userId),
        })
        .from(notifications)
        .where(and(eq(notifications.recipientId, userId), isNull(notifications.readAt)));
      return row;
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    notifications: NotificationsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('notifications', createNotificationsRepository(app.db));
  },
  { name: 'notifications', dependencies: ['db'] },
);
