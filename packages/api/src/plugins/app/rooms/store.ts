import { and, asc, desc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import { ROOM_LISTENERS_SHOWN } from '@upclub/shared/rooms';
import type { RoomEndReason, RoomItem, RoomListener, RoomState, RoomUser } from '@upclub/shared/types';
import type { Db, Tx } from '../../../db/open';
import {
  clubCurators,
  clubRoomPresence,
  clubRoomQueue,
  clubRooms,
  clubs,
  profiles,
  tracks,
  users,
} from '../../../db/schema';
import { bothOn, countRows } from '../../../db/sql';
import type { CachedTrack } from '../tracks';
import { Entries, type PlayState } from './play-state';
import type { TrackDetails } from '@upclub/shared/types';

// Reading rooms: a room's row, its songs, who is in it and who may control it, and the whole
// RoomState the answers and `room` events carry.

export type RoomRow = typeof clubRooms.$inferSelect;
type Q = Db | Tx;

export const playStateOf = (row: RoomRow): PlayState => ({
  currentItemId: row.currentItemId,
  cursorSeq: row.cursorSeq,
  playing: row.playing,
  positionMs: row.positionMs,
  positionAt: row.positionAt.getTime(),
});

/** The presence part of a state: how many, and the first to join. */
export interface Presence {
  listeners: number;
  listeners_sample: RoomUser[];
}

export function createRoomStore(db: Db, detailsOf: (row: CachedTrack) => TrackDetails) {
  async function row(roomId: number, q: Q = db): Promise<RoomRow | null> {
    const [found] = await q.select().from(clubRooms).where(eq(clubRooms.id, roomId)).limit(1);
    return found ?? null;
  }

  /** The room's row, locked until the transaction ends: commands on one room take turns here. */
  async function lock(tx: Tx, roomId: number): Promise<RoomRow | null> {
    const [found] = await tx.select().from(clubRooms).where(eq(clubRooms.id, roomId)).for('update');
    return found ?? null;
  }

  /** Every song of the room with its length, for the rules of play-state.ts. */
  async function entries(roomId: number, q: Q = db): Promise<Entries> {
    const rows = await q
      .select({ id: clubRoomQueue.id, seq: clubRoomQueue.seq, durationMs: tracks.durationMs })
      .from(clubRoomQueue)
      .leftJoin(tracks, eq(tracks.id, clubRoomQueue.song))
      .where(eq(clubRoomQueue.roomId, roomId));
    return new Entries(rows.map((r) => ({ ...r, durationMs: r.durationMs ?? null })));
  }

  /** The current song and those waiting, in order, as the state shows them. */
  async function items(room: RoomRow): Promise<{ current: RoomItem | null; queue: RoomItem[] }> {
    const rows = await db
      .select({
        item: clubRoomQueue.id,
        song: clubRoomQueue.song,
        song_post: clubRoomQueue.songPostId,
        upclubuser: users.id,
        username: users.username,
        track: tracks,
      })
      .from(clubRoomQueue)
      .innerJoin(users, eq(users.id, clubRoomQueue.addedBy))
      .innerJoin(tracks, eq(tracks.id, clubRoomQueue.song))
      .where(
        and(
          eq(clubRoomQueue.roomId, room.id),
          or(
            gt(clubRoomQueue.seq, room.cursorSeq),
            room.currentItemId === null ? sql`false` : eq(clubRoomQueue.id, room.currentItemId),
          ),
        ),
      )
      .orderBy(asc(clubRoomQueue.seq));
    const all = rows.map((r): RoomItem => ({
      item: r.item,
      song: r.song,
      song_post: r.song_post,
      track_details: detailsOf(r.track),
      added_by: { upclubuser: r.upclubuser, username: r.username },
    }));
    const current = all.find((i) => i.item === room.currentItemId) ?? null;
    return { current, queue: all.filter((i) => i !== current) };
  }

  /** `q`: a transaction is one connection, so there the count and the sample go one after the other. */
  async function presence(roomId: number, q: Q = db): Promise<Presence> {
    const [[{ n }], sample] = await bothOn(
      q,
      () => q.select({ n: countRows() }).from(clubRoomPresence).where(eq(clubRoomPresence.roomId, roomId)),
      () =>
        q
          .select({ upclubuser: users.id, username: users.username })
          .from(clubRoomPresence)
          .innerJoin(users, eq(users.id, clubRoomPresence.userId))
          .where(eq(clubRoomPresence.roomId, roomId))
          .orderBy(asc(clubRoomPresence.joinedAt), asc(clubRoomPresence.userId))
          .limit(ROOM_LISTENERS_SHOWN),
    );
    return { listeners: n, listeners_sample: sample };
  }

  /** The club's owner and curators (the owner has a curator row from the club's creation). */
  async function djIds(clubId: number, q: Q = db): Promise<number[]> {
    const rows = await q
      .select({ id: clubCurators.userId })
      .from(clubCurators)
      .where(and(eq(clubCurators.clubId, clubId), eq(clubCurators.isCurator, true)))
      .orderBy(asc(clubCurators.id));
    return rows.map((r) => r.id);
  }

  return {
    row,
    lock,
    entries,
    presence,
    djIds,

    /** The id of the club's live room, or null. */
    async liveOf(clubId: number, q: Q = db): Promise<number | null> {
      const [found] = await q
        .select({ id: clubRooms.id })
        .from(clubRooms)
        .where(and(eq(clubRooms.clubId, clubId), sql`${clubRooms.endedAt} is null`))
        .limit(1);
      return found?.id ?? null;
    },

    /** The room's whole state as read at `now` (a live room whose song ended is advanced first by the caller). */
    async state(roomId: number, now: Date, given?: RoomRow): Promise<RoomState | null> {
      const room = given ?? (await row(roomId));
      if (!room) return null;
      // An ended room has no one in it (the rows of its last listeners expire by themselves).
      const nobody: Presence = { listeners: 0, listeners_sample: [] };
      // On the pool (`db`), where each query takes a connection of its own: all at once.
      const [club, starter, songs, who, djs] = await Promise.all([
        db.select({ name: clubs.name }).from(clubs).where(eq(clubs.id, room.clubId)),
        db.select({ upclubuser: users.id, username: users.username }).from(users).where(eq(users.id, room.startedBy)),
        items(room),
        room.endedAt ? nobody : presence(room.id),
        djIds(room.clubId),
      ]);
      return {
        room: room.id,
        club: room.clubId,
        club_name: club[0]?.name ?? '',
        live: room.endedAt === null,
        started_by: starter[0] ?? { upclubuser: room.startedBy, username: '' },
        started_at: room.startedAt.toISOString(),
        ended_at: room.endedAt?.toISOString() ?? null,
        end_reason: (room.endReason as RoomEndReason | null) ?? null,
        version: room.version,
        server_time: now.getTime(),
        current: songs.current,
        playing: room.playing,
        position_ms: room.positionMs,
        position_at: room.positionAt.getTime(),
        queue: songs.queue,
        ...who,
        djs,
      };
    },

    /** The user ids in the room (whom its events go to). */
    async listenerIds(roomId: number): Promise<number[]> {
      const rows = await db
        .select({ id: clubRoomPresence.userId })
        .from(clubRoomPresence)
        .where(eq(clubRoomPresence.roomId, roomId));
      return rows.map((r) => r.id);
    },

    /** The first ROOM_LISTENERS_SHOWN listeners with their avatars (GET rooms/{room}/listeners/). */
    async listeners(room: RoomRow): Promise<{ listeners: number; results: RoomListener[] }> {
      const [who, djs] = await Promise.all([presence(room.id), djIds(room.clubId)]);
      const ids = who.listeners_sample.map((u) => u.upclubuser);
      const pictures = ids.length
        ? await db
            .select({ id: profiles.userId, picture: profiles.thumbnailPicture })
            .from(profiles)
            .where(inArray(profiles.userId, ids))
        : [];
      const pictureOf = new Map(pictures.map((p) => [p.id, p.picture]));
      return {
        listeners: who.listeners,
        results: who.listeners_sample.map((u) => ({
          ...u,
          thumbnail_picture: pictureOf.get(u.upclubuser) ?? null,
          is_dj: djs.includes(u.upclubuser),
        })),
      };
    },

    /** The newest rooms of a club, newest first (tests, operators). */
    async ofClub(clubId: number, limit = 10): Promise<RoomRow[]> {
      return db
        .select()
        .from(clubRooms)
        .where(eq(clubRooms.clubId, clubId))
        .orderBy(desc(clubRooms.startedAt), desc(clubRooms.id))
        .limit(limit);
    },
  };
}

export type RoomStore = ReturnType<typeof createRoomStore>;
