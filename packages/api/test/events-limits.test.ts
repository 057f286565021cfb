import net from 'node:net';
import { asc, eq } from 'drizzle-orm';
import { userEvents } from '../src/db/schema';
import { createEventsService, EVENTS_CHANNEL } from '../src/plugins/app/events';
import { SWEEP_MS } from '../src/plugins/app/event-streams';
import { buildTestApp, newMember, type TestApp } from './helpers';
import { post } from './music';
import { listening, ofType, openStream, type TestStream } from './sse';

// The bounds on live streams (v1/events/): per user (the oldest gives way), per client address
// (429), and per reader: one that stops reading is no longer written to, then dropped, and gets
// what it missed when it comes back with Last-Event-ID. A security review saw one account hold
// 6,000 streams and stalled readers grow the API's memory by 100 MB a minute.

const PER_USER = 2;
const PER_ADDRESS = 3;
const BUFFER_BYTES = 64 * 1024;
const STALL_MS = 1000;

let t: TestApp;
let base: string;
const streams: TestStream[] = [];
beforeAll(async () => {
  t = await buildTestApp({
    events: { perUser: PER_USER, perAddress: PER_ADDRESS, bufferBytes: BUFFER_BYTES, stallMs: STALL_MS },
  });
  base = await listening(t.app);
});
afterEach(async () => {
  for (const stream of streams.splice(0)) stream.close();
  // Every test starts with no stream counted against the one test address.
  await until(() => t.app.events.streams === 0);
});
afterAll(() => t.close());

async function until(done: () => boolean, ms = 5000): Promise<void> {
  for (const end = Date.now() + ms; !done();) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function streamOf(headers: Record<string, string>, lastEventId?: number): Promise<TestStream> {
  const stream = await openStream(base, headers, lastEventId);
  streams.push(stream);
  expect(stream.status).toBe(200);
  await stream.next(ofType('counts'));
  return stream;
}

const settled = (stream: TestStream, ms: number) =>
  Promise.race([stream.ended.then(() => 'ended'), new Promise((resolve) => setTimeout(() => resolve('open'), ms))]);

describe('the bounds on live streams', () => {
  it('ends a user’s oldest stream when one more than EVENTS_STREAMS_PER_USER opens', async () => {
    const [a, b] = await Promise.all([newMember(t.app), newMember(t.app)]);
    const oldest = await streamOf(a.headers);
    const kept = [await streamOf(a.headers)];
    expect(await settled(oldest, 300)).toBe('open');
    kept.push(await streamOf(a.headers));
    expect(await settled(oldest, 1000)).toBe('ended');
    expect(t.app.events.streams).toBe(PER_USER);
    await post(t.app, '/api/v1/follow/', { upclubuser_followee: a.id }, b.headers);
    for (const stream of kept) await stream.next(ofType('notification'));
  });

  it('answers 429 with Retry-After past EVENTS_STREAMS_PER_ADDRESS, and opens again once one closes', async () => {
    const users = await Promise.all([newMember(t.app), newMember(t.app)]);
    const open = [];
    for (let i = 0; i < PER_ADDRESS; i += 1) open.push(await streamOf(users[i % 2].headers));
    const refused = await fetch(`${base}/api/v1/events/`, { headers: users[1].headers });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { detail: string }).detail).toMatch(/live event streams/);
    open[0].close();
    await until(() => t.app.events.streams === PER_ADDRESS - 1);
    await streamOf(users[1].headers);
  });
});

/** A client that reads the answer's head and first event, then stops reading (its socket paused). */
function stalledReader(headers: Record<string, string>): Promise<{ closed: Promise<void>; socket: net.Socket }> {
  const { port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1');
    const closed = new Promise<void>((done) => socket.on('close', () => done()));
    let head = '';
    const onData = (chunk: Buffer) => {
      head += chunk.toString('latin1');
      if (!head.includes('event: counts')) return;
      socket.off('data', onData);
      socket.pause();
      resolve({ closed, socket });
    };
    socket.on('data', onData);
    socket.on('error', () => {});
    socket.on('connect', () =>
      socket.write(
        `GET /api/v1/events/ HTTP/1.1\r\nhost: 127.0.0.1\r\nauthorization: ${headers.authorization}\r\n\r\n`,
      ),
    );
    setTimeout(() => reject(new Error('no first event')), 5000).unref();
  });
}

describe('a reader that stops reading', () => {
  it('is dropped (no longer written to meanwhile), and gets every missed event back after Last-Event-ID', async () => {
    const a = await newMember(t.app);
    const reader = await stalledReader(a.headers);
    // Big events fill the socket's buffers quickly; on the old code the process kept them all.
    const padding = 'x'.repeat(16 * 1024);
    let emitted = 0;
    const dropped = () => t.app.events.streams === 0;
    while (!dropped() && emitted < 600) {
      await t.app.events.emit(
        Array.from({ length: 10 }, () => ({
          userId: a.id,
          event: { type: 'counts', data: { notifications: 0, message_notifications: 0, padding } } as never,
        })),
      );
      emitted += 10;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await until(dropped, STALL_MS + 2 * SWEEP_MS);
    // The reader notices once it reads again: what reached its socket, then the end.
    reader.socket.resume();
    await reader.closed;

    const ids = (
      await t.app.db
        .select({ id: userEvents.id })
        .from(userEvents)
        .where(eq(userEvents.userId, a.id))
        .orderBy(asc(userEvents.id))
    ).map((row) => row.id);
    expect(ids).toHaveLength(emitted);
    // The client comes back with the last id it had (none here: every event is missed).
    const again = await streamOf(a.headers, 0);
    // Megabytes of replay: slow on a busy machine.
    for (const id of ids) expect((await again.next((f) => f.id !== null, 20_000)).id).toBe(id);
  });
});

describe('the events service’s writes', () => {
  /** A hijacked response whose reader reads only when told: `full` makes writes wait. */
  function slowResponse() {
    const written: string[] = [];
    const handlers: Record<string, Array<() => void>> = {};
    const raw = {
      full: false,
      writableLength: 0,
      writableEnded: false,
      destroyed: false,
      write(text: string) {
        written.push(text);
        if (raw.full) raw.writableLength += text.length;
        return !raw.full;
      },
      end: () => {
        raw.writableEnded = true;
        for (const close of handlers.close ?? []) close();
      },
      destroy: () => {
        raw.destroyed = true;
        for (const close of handlers.close ?? []) close();
      },
      on: (event: string, handler: () => void) => {
        (handlers[event] ??= []).push(handler);
        return raw;
      },
      /** The reader takes everything. */
      drain() {
        raw.full = false;
        raw.writableLength = 0;
        for (const drained of handlers.drain ?? []) drained();
      },
    };
    const ids = () => [...written.join('').matchAll(/^id: (\d+)$/gm)].map((m) => Number(m[1]));
    return { raw, written, ids };
  }

  const counts = { type: 'counts', data: { notifications: 0, message_notifications: 0 } } as const;
  const event = (n: number) => ({ type: 'counts', data: { notifications: n, message_notifications: 0 } }) as const;

  it('writes nothing more to a stream until its reader takes the last write, then what it missed', async () => {
    const a = await newMember(t.app);
    const service = createEventsService(t.app.db, t.app.pubsub, t.app.log, () => new Date(), {
      limits: { bufferBytes: BUFFER_BYTES, stallMs: 60_000 },
    });
    const unsubscribe = t.app.pubsub.subscribe(EVENTS_CHANNEL, (payload) => service.heard(payload));
    const stream = slowResponse();
    try {
      await service.open(a.id, stream.raw as never, null, counts);
      stream.raw.full = true;
      await service.emit([{ userId: a.id, event: event(1) }]);
      await until(() => stream.ids().length === 1);
      await service.emit([{ userId: a.id, event: event(2) }]);
      await service.emit([{ userId: a.id, event: event(3) }]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(stream.ids()).toHaveLength(1);
      stream.raw.drain();
      await until(() => stream.ids().length === 3);
      expect([...stream.ids()].sort((x, y) => x - y)).toEqual(stream.ids());
    } finally {
      unsubscribe();
      service.closeAll();
    }
  });

  it('drops a stream whose reader took nothing for EVENTS_STALL_SECONDS, or left more than EVENTS_BUFFER_KB unread', async () => {
    const a = await newMember(t.app);
    const service = createEventsService(t.app.db, t.app.pubsub, t.app.log, () => new Date(), {
      limits: { bufferBytes: 100, stallMs: 300 },
    });
    const unsubscribe = t.app.pubsub.subscribe(EVENTS_CHANNEL, (payload) => service.heard(payload));
    const stalled = slowResponse();
    const overfull = slowResponse();
    try {
      await service.open(a.id, stalled.raw as never, null, counts);
      stalled.raw.full = true;
      await service.emit([{ userId: a.id, event: event(1) }]);
      await until(() => stalled.raw.destroyed, STALL_MS + 2 * SWEEP_MS);
      expect(service.streams).toBe(0);

      await service.open(a.id, overfull.raw as never, null, counts);
      overfull.raw.full = true;
      overfull.raw.writableLength = 90;
      await service.emit([{ userId: a.id, event: event(2) }]);
      await until(() => overfull.raw.destroyed, 1000);
      expect(service.streams).toBe(0);
    } finally {
      unsubscribe();
      service.closeAll();
    }
  });
});
