import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import fp from 'fastify-plugin';
import {
  NOTIFICATION_TYPES,
  TOAST_TYPES,
  notificationAction,
  type NotificationType,
  type ToastType,
} from '@upclub/shared/constants';
import type { LiveEvent, LiveToast, Notification, NotificationsCount, SongPost } from '@upclub/shared/types';
import type { Db } from '../../db/open';
import { clubs, comments, follows, notifications, profiles, users } from '../../db/schema';
import { countRows } from '../../db/sql';
import { formatAge } from '../../lib/format';
import type { EventsService } from './events';
import { unreadThreadsCount } from './messages';
import type { PostCache } from './post-cache';

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

const actors = alias(users, 'actor');
const actorProfiles = alias(profiles, 'actor_profile');

/** A number of a notification's payload, or null. */
const payloadNumber = (payload: Record<string, unknown>, key: string): number | null => {
  const value = payload[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};

/** A stored text with `<@id>` mention markup as the reader sees it (`@username`). */
function plainMentions(text: string, usernames: ReadonlyMap<number, string>): string {
  return text.replace(/<@(\d+)>/g, (whole, id: string) => {
    const username = usernames.get(Number(id));
    return username === undefined ? whole : `@${username}`;
  });
}

const isToastType = (kind: string): kind is ToastType => (TOAST_TYPES as readonly string[]).includes(kind);

/**
 * A toast's text: the actor and what they did (the shell shows it as it is), in the notifications
 * page's words (NOTIFICATION_ACTION of @upclub/shared).
 */
const toastText = (n: Notification): string => `${n.username || 'Someone'} ${notificationAction(n)}`;

/** Where clicking a notification's toast goes (a path of this app). */
function toastLink(n: Notification): string | null {
  switch (n.notification_type) {
    case 'follow':
      return `/profile/${encodeURIComponent(n.username)}`;
    case 'curatorrequest':
    case 'curatorinvite':
      // Answered from the notification's Respond menu.
      return '/notifications';
    case 'clubfollow':
      return n.club === null ? null : `/clubs/${n.club}`;
    default:
      return n.song_post === null || n.post === null ? '/notifications' : `/discover/?share_post=${n.song_post}`;
  }
}

export function createNotificationsRepository(
  db: Db,
  posts: Pick<PostCache, 'answers'>,
  usernamesById: (ids: Iterable<number>) => Promise<Map<number, string>>,
  events: Pick<EventsService, 'emit'>,
  log: { warn(message: string): void },
  now: () => Date,
  /** Where new notifications are written (default db; the app passes its relaxedDb). */
  writeDb: Db = db,
) {
  /** The caller's unread counts: messages apart from everything else. */
  async function unreadCounts(userId: number): Promise<NotificationsCount> {
    const [row] = await db
      .select({
        notifications: sql<number>`count(*) filter (where ${notifications.kind} <> ${MESSAGE_KIND})::int`,
        // Unread threads, not messages: opening a thread reads it (plugins/app/messages/).
        message_notifications: unreadThreadsCount(userId),
      })
      .from(notifications)
      .where(and(eq(notifications.recipientId, userId), isNull(notifications.readAt)));
    return row;
  }

  /** Notification rows with their actor, club, comment and whether the recipient follows the actor. */
  function selectRows() {
    return db
      .select({
        id: notifications.id,
        recipientId: notifications.recipientId,
        kind: notifications.kind,
        createdAt: notifications.createdAt,
        payload: notifications.payload,
        actorId: actors.id,
        username: actors.username,
        thumbnail: actorProfiles.thumbnailPicture,
        clubName: clubs.name,
        commentText: comments.text,
        followed: sql<boolean>`coalesce(exists(select 1 from ${follows} where ${follows.followerId} = ${notifications.recipientId} and ${follows.followeeId} = ${notifications.actorId}), false)`,
      })
      .from(notifications)
      .leftJoin(actors, eq(actors.id, notifications.actorId))
      .leftJoin(actorProfiles, eq(actorProfiles.userId, notifications.actorId))
      .leftJoin(clubs, sql`${clubs.id} = (${notifications.payload}->>'club')::int`)
      .leftJoin(comments, sql`${comments.id} = (${notifications.payload}->>'comment')::int`);
  }
  type Row = Awaited<ReturnType<ReturnType<typeof selectRows>['where']>>[number];

  /** The posts of `ids` as `viewerId` sees them; removed ones are missing. */
  async function postsById(ids: number[], viewerId: number): Promise<Map<number, SongPost>> {
    if (!ids.length) return new Map();
    return new Map((await posts.answers(ids, viewerId)).map((p) => [p.song_post, p]));
  }

  /** The answers of rows that all belong to `viewerId`. */
  async function answersOf(rows: Row[], viewerId: number): Promise<Notification[]> {
    const postIds = [...new Set(rows.flatMap((r) => payloadNumber(r.payload, 'song_post') ?? []))];
    const mentioned = rows.flatMap((r) => [...(r.commentText ?? '').matchAll(/<@(\d+)>/g)].map((m) => Number(m[1])));
    const [posts, usernames] = await Promise.all([postsById(postIds, viewerId), usernamesById(mentioned)]);
    const at = now();
    return rows.map((r) => {
      const songPost = payloadNumber(r.payload, 'song_post');
      const club = payloadNumber(r.payload, 'club');
      const clubName = r.payload.club_name;
      return {
        id: r.id,
        notification_type: r.kind as NotificationType,
        created_at: r.createdAt.toISOString(),
        notification_age: formatAge(r.createdAt, at),
        username: r.username ?? '',
        thumbnail_picture: r.thumbnail ?? null,
        upclubuser: r.actorId ?? 0,
        upclubuser_follower_username: r.kind === 'follow' ? (r.username ?? null) : null,
        song_post: songPost,
        post: songPost === null ? null : (posts.get(songPost) ?? null),
        usercomment_text: r.commentText === null ? null : plainMentions(r.commentText, usernames),
        club,
        // The club's name now; the one at the time when the club is gone.
        club_name: r.clubName ?? (club !== null && typeof clubName === 'string' ? clubName : null),
        messagethread: payloadNumber(r.payload, 'messagethread'),
        curatorrequest: payloadNumber(r.payload, 'curatorrequest'),
        curatorinvite: payloadNumber(r.payload, 'curatorinvite'),
        curatorinviterequeststate: payloadNumber(r.payload, 'curatorinviterequeststate'),
        followed: r.followed,
      };
    });
  }

  /** The live events of new notifications: each with the counts, and its toast. */
  async function eventsOf(rows: Row[]): Promise<Array<{ userId: number; event: LiveEvent }>> {
    const byRecipient = new Map<number, Row[]>();
    for (const row of rows) byRecipient.set(row.recipientId, [...(byRecipient.get(row.recipientId) ?? []), row]);
    const out: Array<{ userId: number; event: LiveEvent }> = [];
    for (const [userId, own] of byRecipient) {
      const [counts, answers] = await Promise.all([unreadCounts(userId), answersOf(own, userId)]);
      for (const n of answers) {
        const toast: LiveToast | null = isToastType(n.notification_type)
          ? {
              toast_type: n.notification_type,
              text: toastText(n),
              link: toastLink(n),
              thumbnail_picture: n.thumbnail_picture,
            }
          : null;
        out.push({ userId, event: { type: 'notification', data: { notification: n, counts } } });
        if (toast) out.push({ userId, event: { type: 'toast', data: toast } });
      }
    }
    return out;
  }

  /**
   * Tells the recipients of new notifications, live. Never fails the action that notified: the
   * notification is stored, and the page and the counts show it anyway.
   */
  async function announce(ids: number[]): Promise<void> {
    if (!ids.length) return;
    try {
      const rows = await selectRows().where(inArray(notifications.id, ids));
      // Messages are no notifications: they announce themselves (services/message-events.ts).
      await events.emit(await eventsOf(rows.filter((r) => (NOTIFICATION_TYPES as readonly string[]).includes(r.kind))));
    } catch (error) {
      log.warn(`notifications: live events failed: ${(error as Error).message}`);
    }
  }

  async function insert(values: NewNotification[]): Promise<number[]> {
    if (!values.length) return [];
    const rows = await writeDb.insert(notifications).values(values).returning({ id: notifications.id });
    const ids = rows.map((r) => r.id);
    await announce(ids);
    return ids;
  }

  return {
    unreadCounts,

    async create(notification: NewNotification): Promise<void> {
      await insert([notification]);
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
      await insert(recipients.map((recipientId) => ({ recipientId, actorId, kind, payload })));
    },

    /**
     * Like `notify` for one recipient, unless the actor already told them this (same kind, and
     * the payload's `match` keys equal): following, unfollowing and following again must not
     * ring the followee's bell every time.
     */
    async notifyOnce(
      recipientId: number,
      actorId: number,
      kind: NotificationKind,
      payload: Record<string, unknown> = {},
      match: Record<string, unknown> = {},
    ): Promise<void> {
      if (recipientId === actorId) return;
      const [seen] = await db
        .select({ id: notifications.id })
        .from(notifications)
        .where(
          and(
            eq(notifications.recipientId, recipientId),
            eq(notifications.actorId, actorId),
            eq(notifications.kind, kind),
            sql`${notifications.payload} @> ${JSON.stringify(match)}::jsonb`,
          ),
        )
        .limit(1);
      if (!seen) await insert([{ recipientId, actorId, kind, payload }]);
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

    /** A page of the user's notifications of `types` (never messages), newest first. */
    async list(
      userId: number,
      types: readonly NotificationType[],
      limit: number,
      offset: number,
    ): Promise<{ results: Notification[]; count: number }> {
      if (!types.length) return { results: [], count: 0 };
      const where: SQL = and(eq(notifications.recipientId, userId), inArray(notifications.kind, [...types]))!;
      const [rows, [{ n }]] = await Promise.all([
        selectRows()
          .where(where)
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: countRows() }).from(notifications).where(where),
      ]);
      return { results: await answersOf(rows, userId), count: n };
    },

    /**
     * Marks all the user's notifications read (messages stay: opening a thread reads those) and
     * tells the user's other tabs the new counts.
     */
    async clear(userId: number): Promise<NotificationsCount> {
      await db
        .update(notifications)
        .set({ readAt: now() })
        .where(
          and(
            eq(notifications.recipientId, userId),
            isNull(notifications.readAt),
            sql`${notifications.kind} <> ${MESSAGE_KIND}`,
          ),
        );
      const counts = await unreadCounts(userId);
      await events.emit([{ userId, event: { type: 'counts', data: counts } }]);
      return counts;
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
    app.decorate(
      'notifications',
      createNotificationsRepository(
        app.db,
        app.postCache,
        (ids) => app.users.usernamesById(ids),
        app.events,
        app.log,
        app.config.now,
        // Notifications follow a write already made durable: no second wait for the WAL flush.
        app.relaxedDb,
      ),
    );
  },
  { name: 'notifications', dependencies: ['db', 'config', 'users', 'post-cache', 'events'] },
);
