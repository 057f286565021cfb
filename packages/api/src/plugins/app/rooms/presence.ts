import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { ROOM_ERRORS, ROOM_REACTION_WINDOW_MS, ROOM_REACTIONS_PER_WINDOW } from '@upclub/shared/rooms';
import type { RoomReaction } from '@upclub/shared/types';
import type { RoomHeartbeat } from '@upclub/shared/types';
import { clubRoomPresence, clubRooms, users } from '../../../db/schema';
import { forbidden, notFound, throttled } from '../../../errors';
import type { RateWindows } from '../rate-windows';
import { ended, type CommandDeps } from './commands';
import type { RoomRow } from './store';

// Who is in a room: join, heartbeat and leave keep the presence rows, and a DJ's presence keeps
// the room from ending (`dj_seen_at`); reactions come from the people in it.

export interface PresenceDeps extends CommandDeps {
  rateWindows: RateWindows;
}

export function createRoomPresence({ db, store, fanout, access, now, rateWindows }: PresenceDeps) {
  /** The room, or a 404. */
  async function roomOf(roomId: number): Promise<RoomRow> {
    const room = await store.row(roomId);
    if (!room) throw notFound();
    return room;
  }

  /** A DJ is here now: the room's absence clock starts again. */
  async function djSeen(room: RoomRow, userId: number, at: Date): Promise<void> {
    if (!(await access(room.clubId, userId))?.isCurator) return;
    await db
      .update(clubRooms)
      .set({ djSeenAt: sql`greatest(${clubRooms.djSeenAt}, ${at.toISOString()}::timestamptz)` })
      .where(eq(clubRooms.id, room.id));
  }

  /** Makes (or keeps) the user a listener; answers whether they were not one. */
  async function enter(roomId: number, userId: number, at: Date): Promise<boolean> {
    const kept = await db
      .update(clubRoomPresence)
      .set({ lastSeen: at })
      .where(and(eq(clubRoomPresence.roomId, roomId), eq(clubRoomPresence.userId, userId)))
      .returning({ userId: clubRoomPresence.userId });
    if (kept.length) return false;
    const made = await db
      .insert(clubRoomPresence)
      .values({ roomId, userId, joinedAt: at, lastSeen: at })
      .onConflictDoNothing()
      .returning({ userId: clubRoomPresence.userId });
    return made.length > 0;
  }

  return {
    async join(roomId: number, userId: number): Promise<void> {
      const room = await roomOf(roomId);
      if (room.endedAt) throw ended();
      const at = now();
      if (await enter(room.id, userId, at)) await fanout.presenceChanged(room.id);
      await djSeen(room, userId, at);
    },

    /** Keeps the user in a live room (back in, after a timeout); tells the version to compare. */
    async heartbeat(roomId: number, userId: number): Promise<RoomHeartbeat> {
      const room = await roomOf(roomId);
      const at = now();
      if (!room.endedAt) {
        if (await enter(room.id, userId, at)) await fanout.presenceChanged(room.id);
        await djSeen(room, userId, at);
      }
      return { room: room.id, live: room.endedAt === null, version: room.version, server_time: at.getTime() };
    },

    async leave(roomId: number, userId: number): Promise<void> {
      const room = await roomOf(roomId);
      const gone = await db
        .delete(clubRoomPresence)
        .where(and(eq(clubRoomPresence.roomId, room.id), eq(clubRoomPresence.userId, userId)))
        .returning({ userId: clubRoomPresence.userId });
      if (!gone.length || room.endedAt) return;
      await fanout.presenceChanged(room.id);
      // A DJ leaving was present until now.
      await djSeen(room, userId, now());
    },

    async react(roomId: number, userId: number, reaction: RoomReaction): Promise<void> {
      const room = await roomOf(roomId);
      if (room.endedAt) throw ended();
      const [here] = await db
        .select({ username: users.username })
        .from(clubRoomPresence)
        .innerJoin(users, eq(users.id, clubRoomPresence.userId))
        .where(and(eq(clubRoomPresence.roomId, room.id), eq(clubRoomPresence.userId, userId)));
      if (!here) throw forbidden(ROOM_ERRORS.joinToReact);
      const waitMs = await rateWindows.take(
        `room-react:${userId}`,
        ROOM_REACTION_WINDOW_MS,
        ROOM_REACTIONS_PER_WINDOW,
        now(),
      );
      if (waitMs !== null) throw throttled(waitMs / 1000, ROOM_ERRORS.reactingTooFast);
      fanout.react(room.id, { upclubuser: userId, username: here.username }, reaction);
    },

    /** Takes out the listeners unheard since `before`; their live rooms hear of it. */
    async prune(before: Date): Promise<number> {
      const gone = await db
        .delete(clubRoomPresence)
        .where(lt(clubRoomPresence.lastSeen, before))
        .returning({ roomId: clubRoomPresence.roomId });
      const rooms = [...new Set(gone.map((g) => g.roomId))];
      if (!rooms.length) return 0;
      // An ended room's last listeners expire here; no one needs to hear of it.
      const live = await db
        .select({ id: clubRooms.id })
        .from(clubRooms)
        .where(and(inArray(clubRooms.id, rooms), isNull(clubRooms.endedAt)));
      for (const { id } of live) await fanout.presenceChanged(id);
      return gone.length;
    },
  };
}

export type RoomPresence = ReturnType<typeof createRoomPresence>;
