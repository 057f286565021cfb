import { and, eq, inArray } from 'drizzle-orm';
import {
  ROOM_LIVE_TOAST,
  ROOM_PRESENCE_EVENT_MS,
  ROOM_REACTION_BATCH_LISTED,
  ROOM_REACTION_BATCH_MS,
} from '@upclub/shared/rooms';
import type { RoomReaction } from '@upclub/shared/types';
import type { LiveEvent, RoomEndReason, RoomReactionEvent, RoomUser } from '@upclub/shared/types';
import type { Db } from '../../../db/open';
import { clubCurators, clubFollows } from '../../../db/schema';
import type { PubSub } from '../../infra/pubsub';
import type { RoomStore } from './store';

// The room events of v1/events/ (docs/rooms.md "Live events"), on every process. They are not
// stored per user (a DJ command in a room of 1,000 would be 1,000 rows): the processes pass a few
// bytes on ROOMS_CHANNEL, and each process with streams of the people concerned reads the room
// once and writes to those streams. A client that missed one reads the room again.

/** The pubsub channel of room news. */
export const ROOMS_CHANNEL = 'rooms';
/** Ids per statement when a club's followers are matched against this process's streams. */
const LOCAL_IDS_PER_QUERY = 5_000;
/** A reactions message stays well under the pubsub payload bound (usernames may be long). */
const REACTIONS_MESSAGE_BYTES = 5_000;

type Message =
  | { k: 'state'; r: number }
  | { k: 'presence'; r: number }
  | { k: 'reactions'; r: number; l: Array<[number, string, RoomReaction]>; c: Partial<Record<RoomReaction, number>> }
  | { k: 'live'; r: number; c: number; n: string; s: RoomUser }
  | { k: 'ended'; r: number; c: number; e: RoomEndReason };

/** What fan-out needs of the events service (plugins/app/events.ts). */
export interface Streams {
  readonly streams: number;
  localUsers(): IterableIterator<number>;
  sendUnstored(userIds: Iterable<number>, event: LiveEvent): number;
}

type Log = { warn(message: string): void };

export function createRoomFanout(
  db: Db,
  store: RoomStore,
  pubsub: PubSub,
  streams: Streams,
  now: () => Date,
  log: Log,
) {
  const publish = (message: Message) => pubsub.publish(ROOMS_CHANNEL, JSON.stringify(message));
  const warn = (what: string) => (error: Error) => log.warn(`rooms: ${what} failed: ${error.message}`);

  /** The room's listeners that have a stream here. */
  async function localListeners(roomId: number): Promise<number[]> {
    if (!streams.streams) return [];
    const here = new Set(streams.localUsers());
    return (await store.listenerIds(roomId)).filter((id) => here.has(id));
  }

  /** The club's followers and DJs that have a stream here. */
  async function localClubPeople(clubId: number): Promise<Set<number>> {
    const found = new Set<number>();
    if (!streams.streams) return found;
    const here = [...streams.localUsers()];
    for (let from = 0; from < here.length; from += LOCAL_IDS_PER_QUERY) {
      const ids = here.slice(from, from + LOCAL_IDS_PER_QUERY);
      const [followers, djs] = await Promise.all([
        db
          .select({ id: clubFollows.userId })
          .from(clubFollows)
          .where(and(eq(clubFollows.clubId, clubId), inArray(clubFollows.userId, ids))),
        db
          .select({ id: clubCurators.userId })
          .from(clubCurators)
          .where(
            and(eq(clubCurators.clubId, clubId), eq(clubCurators.isCurator, true), inArray(clubCurators.userId, ids)),
          ),
      ]);
      for (const row of [...followers, ...djs]) found.add(row.id);
    }
    return found;
  }

  // One read of a room's state at a time on this process, again if news came meanwhile: the
  // states go out in version order, and a burst of commands costs one read per burst.
  const reading = new Map<number, { again: boolean; done: Promise<void> }>();
  function sendState(roomId: number): Promise<void> {
    const running = reading.get(roomId);
    if (running) {
      running.again = true;
      return running.done;
    }
    const entry = { again: true, done: Promise.resolve() };
    reading.set(roomId, entry);
    entry.done = (async () => {
      try {
        while (entry.again) {
          entry.again = false;
          const to = await localListeners(roomId);
          if (!to.length) continue;
          const state = await store.state(roomId, now());
          if (state) streams.sendUnstored(to, { type: 'room', data: state });
        }
      } catch (error) {
        warn(`sending room ${roomId}`)(error as Error);
      } finally {
        reading.delete(roomId);
      }
    })();
    return entry.done;
  }

  // Joins and leaves of one room come together: one room_presence per ROOM_PRESENCE_EVENT_MS.
  const presenceTimers = new Map<number, NodeJS.Timeout>();
  function schedulePresence(roomId: number): void {
    if (presenceTimers.has(roomId) || !streams.streams) return;
    const timer = setTimeout(() => {
      presenceTimers.delete(roomId);
      void (async () => {
        const to = await localListeners(roomId);
        if (!to.length) return;
        const who = await store.presence(roomId);
        streams.sendUnstored(to, {
          type: 'room_presence',
          data: { room: roomId, ...who, server_time: now().getTime() },
        });
      })().catch(warn(`presence of room ${roomId}`));
    }, ROOM_PRESENCE_EVENT_MS);
    timer.unref();
    presenceTimers.set(roomId, timer);
  }

  async function heard(message: Message): Promise<void> {
    switch (message.k) {
      case 'state':
        return sendState(message.r);
      case 'presence':
        return schedulePresence(message.r);
      case 'reactions': {
        const to = await localListeners(message.r);
        const data: RoomReactionEvent = {
          room: message.r,
          reactions: message.l.map(([upclubuser, username, reaction]) => ({ upclubuser, username, reaction })),
          counts: message.c,
          server_time: now().getTime(),
        };
        if (to.length) streams.sendUnstored(to, { type: 'room_reaction', data });
        return;
      }
      case 'live': {
        const to = await localClubPeople(message.c);
        to.delete(message.s.upclubuser);
        streams.sendUnstored(to, {
          type: 'room_live',
          data: {
            room: message.r,
            club: message.c,
            club_name: message.n,
            started_by: message.s,
            text: ROOM_LIVE_TOAST.replace('{club}', message.n),
            link: `/clubs/${message.c}`,
          },
        });
        return;
      }
      case 'ended': {
        // The listeners first get the last state (live: false), then everyone concerned the end.
        const listeners = await localListeners(message.r);
        if (listeners.length) await sendState(message.r);
        const to = await localClubPeople(message.c);
        for (const id of listeners) to.add(id);
        streams.sendUnstored(to, {
          type: 'room_ended',
          data: { room: message.r, club: message.c, end_reason: message.e },
        });
        return;
      }
    }
  }

  // Reactions sent to this process are gathered per room and published as one message.
  const reactionBatches = new Map<number, { listed: Message & { k: 'reactions' }; bytes: number }>();
  function flushReactions(roomId: number): void {
    const batch = reactionBatches.get(roomId);
    reactionBatches.delete(roomId);
    if (batch) publish(batch.listed).catch(warn(`reactions of room ${roomId}`));
  }

  return {
    /** ROOMS_CHANNEL's handler. */
    heard(payload: string): void {
      let message: Message;
      try {
        message = JSON.parse(payload) as Message;
      } catch {
        return;
      }
      heard(message).catch(warn(`room news ${message.k}`));
    },

    /** What plays in the room changed (a command, the queue, an advance): its listeners get the state. */
    changed: (roomId: number) => publish({ k: 'state', r: roomId }),
    /** Someone came or went. */
    presenceChanged: (roomId: number) => publish({ k: 'presence', r: roomId }),
    live: (roomId: number, clubId: number, clubName: string, startedBy: RoomUser) =>
      publish({ k: 'live', r: roomId, c: clubId, n: clubName, s: startedBy }),
    ended: (roomId: number, clubId: number, reason: RoomEndReason) =>
      publish({ k: 'ended', r: roomId, c: clubId, e: reason }),

    /** A reaction, sent with the others of the next ROOM_REACTION_BATCH_MS. */
    react(roomId: number, user: RoomUser, reaction: RoomReaction): void {
      let batch = reactionBatches.get(roomId);
      if (!batch) {
        batch = { listed: { k: 'reactions', r: roomId, l: [], c: {} }, bytes: 0 };
        reactionBatches.set(roomId, batch);
        setTimeout(() => flushReactions(roomId), ROOM_REACTION_BATCH_MS).unref();
      }
      const counts = batch.listed.c;
      counts[reaction] = (counts[reaction] ?? 0) + 1;
      const entry: [number, string, RoomReaction] = [user.upclubuser, user.username, reaction];
      const size = Buffer.byteLength(JSON.stringify(entry));
      if (batch.listed.l.length < ROOM_REACTION_BATCH_LISTED && batch.bytes + size <= REACTIONS_MESSAGE_BYTES) {
        batch.listed.l.push(entry);
        batch.bytes += size;
      }
    },

    /** Sends what is gathered and stops the timers (the app is closing). */
    close(): void {
      for (const roomId of [...reactionBatches.keys()]) flushReactions(roomId);
      for (const timer of presenceTimers.values()) clearTimeout(timer);
      presenceTimers.clear();
    },
  };
}

export type RoomFanout = ReturnType<typeof createRoomFanout>;
