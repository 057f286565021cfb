import { and, isNull, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RoomState } from '@upclub/shared/types';
import type { Db } from '../../../db/open';
import { clubRooms } from '../../../db/schema';
import { notFound } from '../../../errors';
import { createRoomCommands } from './commands';
import { createRoomFanout, ROOMS_CHANNEL } from './fanout';
import { createRoomPresence } from './presence';
import { createRoomStore } from './store';
import type { RoomTimings } from './timings';

// Club listening rooms (docs/rooms.md): `app.rooms` for the routes, and each process's sweeper.

/** The rooms whose song has ended by `at` (the partial index of live rooms keeps this small). */
async function dueRooms(db: Db, at: Date): Promise<number[]> {
  const rows = await db
    .select({ id: clubRooms.id })
    .from(clubRooms)
    .where(and(isNull(clubRooms.endedAt), lte(clubRooms.endsAt, at)));
  return rows.map((r) => r.id);
}

declare module 'fastify' {
  interface FastifyInstance {
    rooms: ReturnType<typeof createRooms>;
  }
}

function createRooms(app: FastifyInstance, timings: RoomTimings) {
  const { db, config } = app;
  const now = config.now;
  const store = createRoomStore(db, app.tracks.detailsOf);
  const fanout = createRoomFanout(db, store, app.pubsub, app.events, now, app.log);
  const deps = { db, store, fanout, access: app.clubs.access, now };
  const commands = createRoomCommands(deps);
  const presence = createRoomPresence({ ...deps, rateWindows: app.rateWindows });

  /** The room's state, its ended song moved on first (a read that finds it due does the advance). */
  async function fresh(roomId: number): Promise<RoomState> {
    let room = await store.row(roomId);
    if (!room) throw notFound();
    const at = now();
    if (!room.endedAt && room.endsAt && room.endsAt <= at && (await commands.advance(roomId))) {
      room = await store.row(roomId);
    }
    return (await store.state(roomId, at, room!))!;
  }

  /**
   * One sweep: songs that ended move on, silent listeners go, rooms without a DJ end. Safe on
   * several processes at once: an advance skips a room another holds, a delete or an end's
   * conditional UPDATE takes each row once.
   */
  async function sweep(): Promise<void> {
    const at = now();
    for (const roomId of await dueRooms(db, at)) await commands.advance(roomId);
    await presence.prune(new Date(at.getTime() - timings.presenceTimeoutMs));
    await commands.endAbsent(new Date(at.getTime() - timings.djAbsentEndMs));
  }

  return { store, fanout, commands, presence, fresh, sweep, timings };
}

export default fp(
  async (app) => {
    const timings = app.config.rooms;
    const rooms = createRooms(app, timings);
    app.decorate('rooms', rooms);
    const unsubscribe = app.pubsub.subscribe(ROOMS_CHANNEL, (payload) => rooms.fanout.heard(payload));

    let sweeping: Promise<void> | null = null;
    let failing = false;
    const timer = setInterval(() => {
      // A slow sweep (a busy database) is not run twice at once.
      if (sweeping) return;
      sweeping = rooms
        .sweep()
        .then(() => {
          failing = false;
        })
        .catch((error: Error) => {
          // Told once per outage: the next sweep tries again.
          if (!failing) app.log.warn(`rooms: sweeping failed: ${error.message}`);
          failing = true;
        })
        .finally(() => {
          sweeping = null;
        });
    }, timings.sweepMs);
    timer.unref();

    app.addHook('preClose', async () => {
      clearInterval(timer);
      unsubscribe();
      rooms.fanout.close();
      // The database closes after this: a sweep under way finishes first.
      await sweeping;
    });
  },
  { name: 'rooms', dependencies: ['db', 'config', 'pubsub', 'events', 'clubs', 'tracks', 'rate-windows'] },
);
