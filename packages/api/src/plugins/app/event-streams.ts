import type { ServerResponse } from 'node:http';
import { EVENTS_RECONNECT_MAX_MS } from '@upclub/shared/constants';
import type { EventsLimits } from '../../options';
import type { SessionDeadlines } from './event-sessions';

// The open streams of one process (v1/events/), and what ends them besides their reader
// leaving: their session ending (revoked: at once; expired: within SWEEP_MS), a newer stream of
// the same user past the per-user bound, and a reader that stops reading. Writing is here too,
// because a write is where a reader that does not read shows.

/** How often streams are checked for an expired session or a stalled reader. */
export const SWEEP_MS = 1000;

/** One open stream. */
export interface Stream {
  userId: number;
  raw: ServerResponse;
  /** The id of the last event written to it. */
  lastId: number;
  /** sha256 of the token it was opened with; null: tied to no session (the service's own tests). */
  session: string | null;
  /** The client address it counts against; null: none. */
  address: string | null;
  /** When its session ends unless used meanwhile (then asked again); Infinity while unknown. */
  endsAt: number;
  /** A session check of it is running. */
  checking: boolean;
  /** Written to once it has its first event (events and beats wait until then). */
  started: boolean;
  /** Since when (Date.now()) it holds data its reader has not taken; null: drained. */
  stalledSince: number | null;
  /** Sweeps that found it stalled (since it last drained). */
  stalledSweeps: number;
  ended: boolean;
}

/** The streams of one user on this process, read together. */
export interface UserStreams {
  streams: Set<Stream>;
  /** A read is running; another was asked for meanwhile. */
  reading: boolean;
  again: boolean;
}

/** Who a stream is for, besides its user. */
export interface StreamOwner {
  /** sha256 of the request's token: the stream ends with that session. */
  session?: string | null;
  /** The client's address (request.ip): bounded per address. */
  address?: string | null;
}

export function createStreamRegistry(
  limits: EventsLimits,
  now: () => Date,
  log: { warn(message: string): void },
  deadlines?: SessionDeadlines,
) {
  const users = new Map<number, UserStreams>();
  const sessions = new Map<string, Set<Stream>>();
  const addresses = new Map<string, number>();
  let count = 0;

  /** Takes a stream out of every count (once): at its close, or when it is ended here. */
  function forget(stream: Stream): void {
    const entry = users.get(stream.userId);
    if (!entry?.streams.delete(stream)) return;
    count -= 1;
    if (!entry.streams.size && !entry.reading) users.delete(stream.userId);
    if (stream.session !== null) {
      const same = sessions.get(stream.session);
      same?.delete(stream);
      if (same && !same.size) sessions.delete(stream.session);
    }
    if (stream.address !== null) {
      const left = (addresses.get(stream.address) ?? 1) - 1;
      if (left > 0) addresses.set(stream.address, left);
      else addresses.delete(stream.address);
    }
  }

  /**
   * Ends a stream now. `drop` cuts the connection (what it holds unsent would otherwise still
   * wait for a reader that does not read); else the response ends after a last `text`.
   */
  function end(stream: Stream, how: 'end' | 'drop', text = ''): void {
    if (stream.ended) return;
    stream.ended = true;
    forget(stream);
    if (how === 'drop') stream.raw.destroy();
    else stream.raw.end(text);
  }

  /** Writes unless the stream has ended; drops it once its reader leaves too much unread. */
  function write(stream: Stream, text: string): void {
    const raw = stream.raw;
    if (stream.ended || raw.writableEnded || raw.destroyed) return;
    // false: past the high-water mark; the stream gets no events until it drains.
    if (!raw.write(text)) stream.stalledSince ??= Date.now();
    if ((raw.writableLength ?? 0) > limits.bufferBytes) end(stream, 'drop');
  }

  let checkFailing = false;
  /** Asks when these streams' sessions end; ends those whose session has. */
  async function recheck(streams: Stream[]): Promise<void> {
    const asked = streams.filter((s) => s.session !== null && !s.ended && !s.checking);
    if (!deadlines || !asked.length) return;
    for (const stream of asked) stream.checking = true;
    try {
      const ends = await deadlines([...new Set(asked.map((s) => s.session!))]);
      const at = now().getTime();
      for (const stream of asked) {
        const endsAt = ends.get(stream.session!);
        if (endsAt === undefined || endsAt <= at) end(stream, 'end');
        else stream.endsAt = endsAt;
      }
      checkFailing = false;
    } catch (error) {
      // Asked again at the next sweep (the deadlines are unchanged); told once per outage.
      if (!checkFailing) log.warn(`events: checking the sessions of streams failed: ${(error as Error).message}`);
      checkFailing = true;
    } finally {
      for (const stream of asked) stream.checking = false;
    }
  }

  // One timer for every stream (not one each): a session reaching its expiry (idle or
  // absolute) ends its streams within SWEEP_MS, and a reader that has not taken what it was
  // sent for stallMs is dropped (its socket and what it holds are freed).
  const sweep = setInterval(() => {
    const at = now().getTime();
    const real = Date.now();
    const due: Stream[] = [];
    for (const entry of users.values()) {
      for (const stream of entry.streams) {
        // Two sweeps at least: after a long pause of this process (a slow statement, GC) the
        // timer runs before the sockets' news, so a reader that did read would be dropped.
        const stalled = stream.stalledSince !== null && (stream.stalledSweeps += 1) >= 2;
        if (stalled && real - stream.stalledSince! >= limits.stallMs) end(stream, 'drop');
        else if (stream.endsAt <= at) due.push(stream);
      }
    }
    if (due.length) void recheck(due);
  }, SWEEP_MS);
  sweep.unref();

  return {
    users,
    write,
    end,
    recheck,

    get count(): number {
      return count;
    },

    /**
     * Counts a new stream of the user at once (before any wait, so that a burst of opens cannot
     * pass the bounds); past the user's bound their oldest stream gives way.
     */
    add(userId: number, raw: ServerResponse, owner: StreamOwner, onDrain: () => void): Stream {
      const stream: Stream = {
        userId,
        raw,
        lastId: 0,
        session: owner.session ?? null,
        address: owner.address ?? null,
        endsAt: Infinity,
        checking: false,
        started: false,
        stalledSince: null,
        stalledSweeps: 0,
        ended: false,
      };
      let entry = users.get(userId);
      if (!entry) users.set(userId, (entry = { streams: new Set(), reading: false, again: false }));
      entry.streams.add(stream);
      count += 1;
      if (stream.session !== null) {
        let same = sessions.get(stream.session);
        if (!same) sessions.set(stream.session, (same = new Set()));
        same.add(stream);
      }
      if (stream.address !== null) addresses.set(stream.address, (addresses.get(stream.address) ?? 0) + 1);
      raw.on('close', () => {
        stream.ended = true;
        forget(stream);
      });
      raw.on('drain', () => {
        stream.stalledSince = null;
        stream.stalledSweeps = 0;
        onDrain();
      });
      // The oldest is likely a tab or device left open. It is asked to wait a while before it
      // comes back, so that two clients past the bound do not take turns without end.
      for (const oldest of entry.streams) {
        if (entry.streams.size <= limits.perUser) break;
        end(oldest, 'end', `retry: ${EVENTS_RECONNECT_MAX_MS}\n\n`);
      }
      return stream;
    },

    /** Whether one more stream from this client address is within the bound. */
    admits(address: string): boolean {
      return limits.perAddress === 0 || (addresses.get(address) ?? 0) < limits.perAddress;
    },

    /** A session was revoked (logout): its streams end. */
    sessionEnded(hash: string): void {
      for (const stream of sessions.get(hash) ?? []) end(stream, 'end');
    },

    /**
     * Something of the user changed (every session revoked, a password reset, deleted, or only
     * a field): their streams whose session is gone end.
     */
    async userChanged(userId: number): Promise<void> {
      const entry = users.get(userId);
      if (entry) await recheck([...entry.streams]);
    },

    /** Revocations sent while the transport was down are lost: every stream's session is asked. */
    async recheckAll(): Promise<void> {
      await recheck([...users.values()].flatMap((entry) => [...entry.streams]));
    },

    /** Ends every stream and the sweep (the app is closing: a stream would keep it open). */
    closeAll(): void {
      clearInterval(sweep);
      for (const entry of users.values()) for (const stream of entry.streams) end(stream, 'end');
    },
  };
}

export type StreamRegistry = ReturnType<typeof createStreamRegistry>;
