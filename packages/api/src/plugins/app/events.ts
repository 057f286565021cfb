import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { EVENTS_HEARTBEAT_MS, EVENTS_REPLAY_WINDOW_MS } from '@upclub/shared/constants';
import type { LiveEvent } from '@upclub/shared/types';
import type { Db, Tx } from '../../db/open';
import { userEvents } from '../../db/schema';
import { CHANNELS } from '../../lib/channels';
import { DEFAULT_EVENTS_LIMITS, type EventsLimits } from '../../options';
import { createSessionDeadlines, type SessionDeadlines } from './event-sessions';
import { createStreamRegistry, type Stream, type StreamOwner } from './event-streams';

// The live events of v1/events/ (Server-Sent Events). Every event is a row of user_events, so a
// client that reconnects with Last-Event-ID gets what it missed, from whichever process it
// reaches. The processes tell each other only "user U has events up to id I" (pubsub channel
// EVENTS_CHANNEL, a few bytes: far under NOTIFY's 8000-byte limit whatever the event holds);
// a process with streams of U then reads U's new rows once and writes them to each stream.
// A stream lives as long as its session, within per-user and per-address bounds, and only while
// its reader reads (event-streams.ts): a reader that stops is no longer written to (the table
// keeps what it misses), then dropped; it comes back with Last-Event-ID.

/** The pubsub channel of "new events for a user". */
export const EVENTS_CHANNEL = 'user_events';
/**
 * Users named in one EVENTS_CHANNEL message: a broadcast's batch of toasts is a few messages, not
 * one per user (ids of up to 10 digits: about 5.5 kB, under the pubsub payload limit).
 */
export const ANNOUNCE_USERS_PER_MESSAGE = 500;
/** How many events one read sends at most; a stream further behind reads again at once. */
const READ_BATCH = 200;
/** How often a process deletes events older than the replay window. */
const PRUNE_EVERY_MS = 10 * 60_000;

/** A stored event: its id and user. */
export interface StoredEvent {
  id: number;
  userId: number;
}

export interface EventsServiceOptions {
  heartbeatMs?: number;
  limits?: Partial<EventsLimits>;
  /** When sessions end (default: never; the app passes the auth_tokens reader). */
  deadlines?: SessionDeadlines;
  /** Where emit() stores its events (default: the service's db); the app passes its relaxedDb. */
  emitDb?: Db;
}

/** One SSE frame: `id:` (when stored), `event:`, one `data:` line of JSON. */
export function sseFrame(event: LiveEvent, id?: number): string {
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`;
}

export function createEventsService(
  db: Db,
  pubsub: { publish(channel: string, payload: string): Promise<void> },
  log: { warn(message: string): void },
  now: () => Date,
  options: number | EventsServiceOptions = {},
) {
  const {
    heartbeatMs = EVENTS_HEARTBEAT_MS,
    limits = {},
    deadlines,
    emitDb = db,
  } = typeof options === 'number' ? { heartbeatMs: options } : options;
  const bounds: EventsLimits = { ...DEFAULT_EVENTS_LIMITS, ...limits };
  const registry = createStreamRegistry(bounds, now, log, deadlines);
  const { users, write } = registry;

  /** Writes each stream of the user the events after its last one. */
  async function readFor(userId: number): Promise<void> {
    const entry = users.get(userId);
    if (!entry) return;
    if (entry.reading) {
      entry.again = true;
      return;
    }
    entry.reading = true;
    try {
      do {
        entry.again = false;
        // A stream whose reader has not taken the last write waits for 'drain' (which reads
        // again): the table, not this process's memory, holds what it has not been sent yet.
        const ready = [...entry.streams].filter((s) => s.started && s.stalledSince === null);
        if (!ready.length) break;
        const from = Math.min(...ready.map((s) => s.lastId));
        const rows = await db
          .select({ id: userEvents.id, type: userEvents.type, data: userEvents.data })
          .from(userEvents)
          .where(and(eq(userEvents.userId, userId), gt(userEvents.id, from)))
          .orderBy(asc(userEvents.id))
          .limit(READ_BATCH);
        for (const stream of ready) {
          let text = '';
          for (const row of rows) {
            if (row.id <= stream.lastId) continue;
            text += sseFrame({ type: row.type, data: row.data } as LiveEvent, row.id);
            stream.lastId = row.id;
            // In pieces well under the drop bound, each only once the last was taken: a reader
            // that stops gets no more than one piece past its socket's buffers.
            if (text.length >= bounds.bufferBytes / 4) {
              write(stream, text);
              text = '';
              if (stream.stalledSince !== null) break;
            }
          }
          if (text) write(stream, text);
        }
        if (rows.length === READ_BATCH) entry.again = true;
      } while (entry.again);
    } catch (error) {
      log.warn(`events: reading the events of user ${userId} failed: ${(error as Error).message}`);
    } finally {
      entry.reading = false;
      // Its last stream closed during the read (which kept the entry): nothing holds it now.
      if (!entry.streams.size && users.get(userId) === entry) users.delete(userId);
    }
  }

  let lastPrune = 0;
  async function prune(): Promise<void> {
    const at = now().getTime();
    if (at - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = at;
    await db.delete(userEvents).where(lt(userEvents.createdAt, new Date(at - EVENTS_REPLAY_WINDOW_MS)));
  }

  // One timer for every stream (not one each): the heartbeat keeps proxies from closing idle
  // streams and lets the client notice a dead one.
  const heartbeat = setInterval(() => {
    for (const entry of users.values()) {
      // A stalled stream is not idle: data waits for its reader already.
      for (const stream of entry.streams)
        if (stream.started && stream.stalledSince === null) write(stream, ': heartbeat\n\n');
    }
    prune().catch((error: Error) => log.warn(`events: pruning old events failed: ${error.message}`));
  }, heartbeatMs);
  heartbeat.unref();

  /**
   * Stores events in the caller's transaction (a broadcast batch stores them with its progress);
   * announce() the rows once it has committed.
   */
  async function store(tx: Db | Tx, events: Array<{ userId: number; event: LiveEvent }>): Promise<StoredEvent[]> {
    if (!events.length) return [];
    return tx
      .insert(userEvents)
      .values(events.map(({ userId, event }) => ({ userId, type: event.type, data: event.data })))
      .returning({ id: userEvents.id, userId: userEvents.userId });
  }

  /** Tells every process (this one included) to send these stored events. */
  async function announce(rows: StoredEvent[]): Promise<void> {
    const newest = new Map<number, number>();
    for (const row of rows) newest.set(row.userId, Math.max(row.id, newest.get(row.userId) ?? 0));
    const entries = [...newest];
    if (entries.length === 1) {
      const [[userId, id]] = entries;
      await pubsub.publish(EVENTS_CHANNEL, JSON.stringify({ u: userId, i: id }));
      return;
    }
    const users = entries.map(([userId]) => userId);
    for (let from = 0; from < users.length; from += ANNOUNCE_USERS_PER_MESSAGE) {
      await pubsub.publish(
        EVENTS_CHANNEL,
        JSON.stringify({ us: users.slice(from, from + ANNOUNCE_USERS_PER_MESSAGE) }),
      );
    }
  }

  return {
    /** Open streams on this process. */
    get streams(): number {
      return registry.count;
    },

    /** Stores events for their users and tells every process (this one included) to send them. */
    async emit(events: Array<{ userId: number; event: LiveEvent }>): Promise<void> {
      await announce(await store(emitDb, events));
    },

    store,
    announce,

    /** The users with a stream on this process (whom a fan-out of this process may reach). */
    localUsers(): IterableIterator<number> {
      return users.keys();
    },

    /**
     * Writes an event that is not stored (no `id:`, not replayed: the room events, whose state
     * is in its own rows) to the streams of these users on this process. A stream that has not
     * started, or whose reader is not reading, misses it: its client reads the room again.
     */
    sendUnstored(userIds: Iterable<number>, event: LiveEvent): number {
      let text: string | null = null;
      let sent = 0;
      for (const userId of userIds) {
        for (const stream of users.get(userId)?.streams ?? []) {
          if (!stream.started || stream.stalledSince !== null) continue;
          text ??= sseFrame(event);
          write(stream, text);
          sent += 1;
        }
      }
      return sent;
    },

    /** Every stream reads again (events announced while the transport was down reached none here). */
    catchUp(): void {
      for (const userId of users.keys()) void readFor(userId);
    },

    /** A message of EVENTS_CHANNEL: a user (`u`) or several (`us`) have new events. */
    heard(payload: string): void {
      let message: { u?: unknown; us?: unknown };
      try {
        message = JSON.parse(payload) as { u?: unknown; us?: unknown };
      } catch {
        return;
      }
      const named = Array.isArray(message.us) ? (message.us as unknown[]) : [message.u];
      for (const userId of named) if (typeof userId === 'number' && users.has(userId)) void readFor(userId);
    },

    /**
     * Starts a stream for a user on a hijacked response. With `lastEventId` it first replays the
     * user's events after it (within the replay window); without, it starts after the newest.
     * `first` is written before anything else (not stored: the counts at connect time).
     */
    async open(
      userId: number,
      raw: Stream['raw'],
      lastEventId: number | null,
      first: LiveEvent,
      owner: StreamOwner = {},
    ): Promise<void> {
      const stream = registry.add(userId, raw, owner, () => void readFor(userId));
      // The session may have ended between the request's authentication and now (a revocation
      // heard before the stream was counted missed it): asked once it is counted.
      const checked = registry.recheck([stream]);
      // The user's newest event, and the oldest one still inside the replay window.
      const since = new Date(now().getTime() - EVENTS_REPLAY_WINDOW_MS);
      const [row] = await db
        .select({
          newest: sql<string | null>`max(${userEvents.id})`,
          oldestKept: sql<
            string | null
          >`min(${userEvents.id}) filter (where ${userEvents.createdAt} > ${since.toISOString()}::timestamptz)`,
        })
        .from(userEvents)
        .where(eq(userEvents.userId, userId));
      const newest = Number(row?.newest ?? 0);
      let lastId = newest;
      // A Last-Event-ID past the newest event is not one of ours (another database): start from now.
      if (lastEventId !== null && lastEventId <= newest) {
        // Events past the window are gone: replay starts at the oldest one kept.
        const oldestKept = row?.oldestKept === null || row?.oldestKept === undefined ? null : Number(row.oldestKept);
        lastId = oldestKept === null ? newest : Math.max(lastEventId, oldestKept - 1);
      }
      await checked;
      if (stream.ended) return;
      stream.lastId = lastId;
      stream.started = true;
      write(stream, `retry: 3000\n\n${sseFrame(first)}`);
      // Anything stored after lastId (a replay, or an event raised while this stream opened).
      await readFor(userId);
    },

    admits: registry.admits,
    sessionEnded: registry.sessionEnded,
    userChanged: registry.userChanged,
    recheckAll: registry.recheckAll,

    /** Ends every stream (the app is closing: a stream would keep the server open). */
    closeAll(): void {
      clearInterval(heartbeat);
      registry.closeAll();
    },
  };
}

export type EventsService = ReturnType<typeof createEventsService>;

declare module 'fastify' {
  interface FastifyInstance {
    events: EventsService;
  }
}

export default fp(
  async (app) => {
    const { now, session, events: limits } = app.config;
    const events = createEventsService(app.db, app.pubsub, app.log, now, {
      limits,
      deadlines: createSessionDeadlines(app.db, session),
      // The events of a write already made durable: no second wait for the WAL flush.
      emitDb: app.relaxedDb,
    });
    app.decorate('events', events);
    const warn = (error: Error) => app.log.warn(`events: ${error.message}`);
    // The messages that revoke sessions (lib/channels.ts, sent by the tokens repository) reach
    // every process: each ends its own streams of those sessions.
    const unsubscribe = [
      app.pubsub.subscribe(EVENTS_CHANNEL, (payload) => events.heard(payload)),
      app.pubsub.subscribe(CHANNELS.tokenRevoked, (hash) => events.sessionEnded(hash)),
      app.pubsub.subscribe(CHANNELS.userChanged, (id) => void events.userChanged(Number(id)).catch(warn)),
      app.pubsub.onReconnect(() => {
        events.catchUp();
        void events.recheckAll().catch(warn);
      }),
    ];
    app.addHook('preClose', async () => {
      for (const stop of unsubscribe) stop();
      events.closeAll();
    });
  },
  { name: 'events', dependencies: ['db', 'config', 'pubsub'] },
);
