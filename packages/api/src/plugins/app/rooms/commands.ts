import { and, eq, lte, sql } from 'drizzle-orm';
import { ROOM_ERRORS, ROOM_QUEUE_MAX } from '@upclub/shared/rooms';
import { POST_TYPE_PLAIN, type RoomControlBody, type RoomEndReason, type RoomState } from '@upclub/shared/types';
import type { Db, Tx } from '../../../db/open';
import { clubRoomPresence, clubRoomQueue, clubRooms, songPosts, users } from '../../../db/schema';
import { ApiError, badRequest, fieldError, forbidden, invalidPk, notFound, uniqueViolation } from '../../../errors';
import type { ClubAccess } from '../clubs';
import type { RoomFanout } from './fanout';
import * as rules from './play-state';
import { endsAt, Entries, type PlayState } from './play-state';
import { playStateOf, type RoomRow, type RoomStore } from './store';

// What DJs do to a room: start, control, queue, end; and the advance of a song that ended. Each
// change is one transaction holding the room's row lock (SELECT ... FOR UPDATE), so commands
// from any process and any DJ take turns: each sees the state the one before left, and each
// adds one to `version`. Its `room` event goes out once it has committed.

export const conflict = (body: Record<string, unknown>) => new ApiError(409, body);
export const ended = () => conflict({ detail: ROOM_ERRORS.ended });

export interface CommandDeps {
  db: Db;
  store: RoomStore;
  fanout: RoomFanout;
  access(clubId: number, userId: number, q?: Db | Tx): Promise<ClubAccess | null>;
  now(): Date;
}

/** A DJ's change inside the lock: the new play state (and any rows it wrote with `tx`). */
type Change = (ctx: { tx: Tx; room: RoomRow; state: PlayState; entries: Entries; now: number }) => Promise<PlayState>;

export function createRoomCommands({ db, store, fanout, access, now }: CommandDeps) {
  /** Writes the play state, one version on; `dj`: a DJ is present now. */
  async function save(tx: Tx, room: RoomRow, state: PlayState, entries: Entries, at: Date, dj: boolean) {
    const end = endsAt(state, entries);
    const [saved] = await tx
      .update(clubRooms)
      .set({
        currentItemId: state.currentItemId,
        cursorSeq: state.cursorSeq,
        playing: state.playing,
        positionMs: Math.round(state.positionMs),
        positionAt: new Date(state.positionAt),
        endsAt: end === null ? null : new Date(end),
        version: room.version + 1,
        ...(dj && { djSeenAt: at }),
      })
      .where(eq(clubRooms.id, room.id))
      .returning();
    return saved;
  }

  /** Runs a DJ's change on a live room under its lock, then tells its listeners. */
  async function command(
    roomId: number,
    userId: number,
    change: Change,
    { expectVersion, announce = true }: { expectVersion?: number; announce?: boolean } = {},
  ): Promise<RoomState> {
    let at = now();
    const saved = await db.transaction(async (tx) => {
      const room = await store.lock(tx, roomId);
      if (!room) throw notFound();
      // Read once the lock is held: a command that waited for another is timed after it.
      at = now();
      if (!(await access(room.clubId, userId, tx))?.isCurator) throw forbidden(ROOM_ERRORS.notDj);
      if (room.endedAt) throw ended();
      const entries = await store.entries(room.id, tx);
      const advanced = rules.advance(playStateOf(room), entries, at.getTime());
      if (expectVersion !== undefined && (expectVersion !== room.version || advanced.moved)) {
        throw conflict({ detail: ROOM_ERRORS.changed, version: room.version + (advanced.moved ? 1 : 0) });
      }
      const state = await change({ tx, room, state: advanced.state, entries, now: at.getTime() });
      // The change may have added or removed songs: their lengths decide when this one ends.
      return save(tx, room, state, await store.entries(room.id, tx), at, true);
    });
    if (announce) await fanout.changed(roomId);
    return (await store.state(roomId, at, saved))!;
  }

  return {
    command,

    /** Starts the club's room (the starter joins it); 409 when one is live. */
    async start(clubId: number, userId: number): Promise<RoomState> {
      const club = await access(clubId, userId);
      if (!club) throw notFound();
      if (!club.isCurator) throw forbidden(ROOM_ERRORS.notDj);
      const at = now();
      let room: RoomRow;
      try {
        [room] = await db
          .insert(clubRooms)
          .values({ clubId, startedBy: userId, startedAt: at, positionAt: at, djSeenAt: at })
          .returning();
      } catch (error) {
        if (uniqueViolation(error) !== 'club_rooms_live_key') throw error;
        throw conflict({ detail: ROOM_ERRORS.liveAlready, room: await store.liveOf(clubId) });
      }
      await db.insert(clubRoomPresence).values({ roomId: room.id, userId, joinedAt: at, lastSeen: at });
      const [starter] = await db.select({ username: users.username }).from(users).where(eq(users.id, userId));
      await fanout.live(room.id, clubId, club.name, { upclubuser: userId, username: starter?.username ?? '' });
      return (await store.state(room.id, at, room))!;
    },

    /** play, pause, seek, skip, previous. */
    control(roomId: number, userId: number, body: RoomControlBody): Promise<RoomState> {
      return command(
        roomId,
        userId,
        async ({ state, entries, now: at }) => {
          switch (body.action) {
            case 'play': {
              const next = rules.play(state, entries, at, body.position_ms);
              if (!next) throw badRequest({ non_field_errors: [ROOM_ERRORS.nothingToPlay] });
              return next;
            }
            case 'pause':
              return rules.pause(state, entries, at);
            case 'seek': {
              if (body.position_ms === undefined) throw fieldError('position_ms', ROOM_ERRORS.positionRequired);
              const current = entries.byId(state.currentItemId);
              if (!current) throw badRequest({ non_field_errors: [ROOM_ERRORS.nothingToPlay] });
              if (current.durationMs !== null && body.position_ms > current.durationMs) {
                throw fieldError('position_ms', `Ensure this value is less than or equal to ${current.durationMs}.`);
              }
              return rules.seek(state, at, body.position_ms);
            }
            case 'skip':
              return rules.skip(state, entries, at);
            case 'previous':
              return rules.previous(state, entries, at);
          }
        },
        { expectVersion: body.version },
      );
    },

    /**
     * Adds a song at the end of the queue (`song`: a track id the caller has resolved into the
     * tracks cache). With nothing current it starts at once.
     */
    enqueue(roomId: number, userId: number, song: string, songPostId: number | null): Promise<RoomState> {
      return command(roomId, userId, async ({ tx, room, state, entries, now: at }) => {
        if (entries.waiting(state) >= ROOM_QUEUE_MAX) throw badRequest({ non_field_errors: [ROOM_ERRORS.queueFull] });
        const last = entries.list.at(-1)?.seq ?? 0;
        const seq = Math.max(last, state.cursorSeq) + 1;
        const [entry] = await tx
          .insert(clubRoomQueue)
          .values({ roomId: room.id, seq, song, songPostId, addedBy: userId, addedAt: new Date(at) })
          .returning({ id: clubRoomQueue.id });
        const withIt = new Entries([...entries.list, { id: entry.id, seq, durationMs: null }]);
        return rules.added(state, withIt, at);
      });
    },

    /** Takes a waiting song out of the queue. */
    dequeue(roomId: number, userId: number, itemId: number): Promise<RoomState> {
      return command(roomId, userId, async ({ tx, room, state, entries }) => {
        const entry = entries.byId(itemId);
        if (!entry || entry.seq <= state.cursorSeq) throw new ApiError(404, { detail: ROOM_ERRORS.notInQueue });
        await tx.delete(clubRoomQueue).where(and(eq(clubRoomQueue.id, itemId), eq(clubRoomQueue.roomId, room.id)));
        return state;
      });
    },

    /** A DJ ends the room. */
    async end(roomId: number, userId: number): Promise<RoomState> {
      // The end's own event sends the listeners this last state.
      const state = await command(
        roomId,
        userId,
        async ({ tx, room, state, entries, now: at }) => {
          await tx
            .update(clubRooms)
            .set({ endedAt: new Date(at), endReason: 'dj' })
            .where(eq(clubRooms.id, room.id));
          return rules.pause(state, entries, at);
        },
        { announce: false },
      );
      await fanout.ended(roomId, state.club, 'dj');
      return state;
    },

    /**
     * Moves on a live room whose song ended, if no one else is doing so (SKIP LOCKED: a command
     * holding the lock advances it itself). Answers whether it did.
     */
    async advance(roomId: number): Promise<boolean> {
      const at = now();
      const moved = await db.transaction(async (tx) => {
        const [room] = await tx
          .select()
          .from(clubRooms)
          .where(and(eq(clubRooms.id, roomId), sql`${clubRooms.endedAt} is null`, lte(clubRooms.endsAt, at)))
          .for('update', { skipLocked: true });
        if (!room) return false;
        const entries = await store.entries(room.id, tx);
        const advanced = rules.advance(playStateOf(room), entries, at.getTime());
        if (!advanced.moved) return false;
        await save(tx, room, advanced.state, entries, at, false);
        return true;
      });
      if (moved) await fanout.changed(roomId);
      return moved;
    },

    /** Ends live rooms no DJ has been present in since `before`; answers them (each ended once, by one process). */
    async endAbsent(before: Date): Promise<Array<{ id: number; clubId: number }>> {
      const at = now();
      const rows = await db
        .update(clubRooms)
        .set({
          endedAt: at,
          endReason: 'no_dj' satisfies RoomEndReason,
          playing: false,
          endsAt: null,
          version: sql`${clubRooms.version} + 1`,
        })
        .where(and(sql`${clubRooms.endedAt} is null`, lte(clubRooms.djSeenAt, before)))
        .returning({ id: clubRooms.id, clubId: clubRooms.clubId });
      for (const row of rows) await fanout.ended(row.id, row.clubId, 'no_dj');
      return rows;
    },

    /**
     * The track id of a post of the room's club, or a 400: an unknown post and a message song
     * (private) as DRF's unknown id, another club's post (or one of no club) as ROOM_ERRORS.notClubPost.
     */
    async songOfPost(postId: number, clubId: number): Promise<string> {
      const [post] = await db
        .select({ song: songPosts.song, postType: songPosts.postType, clubId: songPosts.clubId })
        .from(songPosts)
        .where(eq(songPosts.id, postId))
        .limit(1);
      if (!post || post.postType === POST_TYPE_PLAIN) throw invalidPk('song_post', postId);
      if (post.clubId !== clubId) throw badRequest({ detail: ROOM_ERRORS.notClubPost });
      return post.song;
    },
  };
}

export type RoomCommands = ReturnType<typeof createRoomCommands>;
