import { randomBytes } from 'node:crypto';
import { createPubSub, type PubSub } from '../src/plugins/infra/pubsub';
import { buildTestApp, createTestStore, terminateConnections, type TestApp, type TestStore } from './helpers';

// app.pubsub: messages between the API processes of one deployment. In this process on PGlite;
// across processes (here: two apps) over PostgreSQL's LISTEN/NOTIFY or Redis.

const SERVER_URL = process.env.DATABASE_URL;
// Redis for these tests: REDIS_URL, or the local one the machine runs (skipped when unreachable).
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const silent = { warn: () => {} };

/** A channel no other test run uses (a Redis server may be shared). */
const channelName = () => `test:${randomBytes(6).toString('hex')}`;

/** Resolves with the next message of `channel` on `pubsub`. */
function nextMessage(pubsub: PubSub, channel: string, timeoutMs = 5_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`no message on ${channel} within ${timeoutMs} ms`));
    }, timeoutMs);
    const stop = pubsub.subscribe(channel, (payload) => {
      clearTimeout(timer);
      stop();
      resolve(payload);
    });
  });
}

async function redisReachable(): Promise<boolean> {
  try {
    const pubsub = await createPubSub({ redisUrl: REDIS_URL }, silent);
    await pubsub.close();
    return true;
  } catch {
    return false;
  }
}

describe('pubsub in one process (PGlite)', () => {
  it('runs the handlers of a channel before publish resolves, and no more after unsubscribing', async () => {
    const pubsub = await createPubSub({}, silent);
    const seen: string[] = [];
    const other: string[] = [];
    const stop = pubsub.subscribe('a', (p) => seen.push(p));
    pubsub.subscribe('b', (p) => other.push(p));
    await pubsub.publish('a', 'one');
    expect(seen).toEqual(['one']);
    stop();
    await pubsub.publish('a', 'two');
    expect(seen).toEqual(['one']);
    expect(other).toEqual([]);
    expect(pubsub.kind).toBe('local');
    await pubsub.close();
  });

  it('keeps delivering when one handler throws', async () => {
    const pubsub = await createPubSub({}, silent);
    const seen: string[] = [];
    pubsub.subscribe('a', () => {
      throw new Error('boom');
    });
    pubsub.subscribe('a', (p) => seen.push(p));
    await pubsub.publish('a', 'x');
    expect(seen).toEqual(['x']);
    await pubsub.close();
  });

  it('refuses payloads PostgreSQL could not carry', async () => {
    const pubsub = await createPubSub({}, silent);
    await expect(pubsub.publish('a', 'x'.repeat(7_001))).rejects.toThrow(/over 7000 bytes/);
    await pubsub.close();
  });
});

/** Two apps on one store: what one publishes, the other hears, once, and the publisher too. */
function describeAcrossApps(label: string, enabled: () => boolean, extra: () => { redisUrl?: string }) {
  describe(label, () => {
    let store: TestStore;
    let a: TestApp;
    let b: TestApp;

    beforeAll(async () => {
      if (!enabled()) return;
      store = await createTestStore();
      a = await buildTestApp({ store, ...extra() });
      b = await buildTestApp({ store, ...extra() });
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
      await store?.drop();
    });

    it('carries a message from one app to the other, and runs the publisher’s own handlers once', async () => {
      if (!enabled()) return;
      const channel = channelName();
      const own: string[] = [];
      a.app.pubsub.subscribe(channel, (p) => own.push(p));
      const heard = nextMessage(b.app.pubsub, channel);
      await a.app.pubsub.publish(channel, 'hello "there"\n');
      expect(await heard).toBe('hello "there"\n');
      // The transport's echo to the publisher is dropped: still exactly one delivery.
      await new Promise((r) => setTimeout(r, 200));
      expect(own).toEqual(['hello "there"\n']);
    });
  });
}

let redisUp = false;
beforeAll(async () => {
  redisUp = await redisReachable();
});

describeAcrossApps(
  'pubsub across two apps over PostgreSQL (DATABASE_URL)',
  () => Boolean(SERVER_URL),
  () => ({}),
);
describeAcrossApps(
  'pubsub across two apps over Redis',
  () => redisUp,
  () => ({ redisUrl: REDIS_URL }),
);

describe('pubsub over PostgreSQL after its listener connection is lost', () => {
  it('reconnects, says so, and carries messages again', async () => {
    if (!SERVER_URL) return;
    const store = await createTestStore();
    const a = await buildTestApp({ store });
    const b = await buildTestApp({ store });
    try {
      expect(b.app.pubsub.kind).toBe('postgres');
      const reconnected = new Promise<void>((resolve) => b.app.pubsub.onReconnect(resolve));
      // Every listener of this database (a's and b's) is cut off.
      expect(await terminateConnections(store, { listenersOnly: true })).toBeGreaterThanOrEqual(2);
      await reconnected;
      const channel = channelName();
      const heard = nextMessage(b.app.pubsub, channel);
      // a may still be reconnecting: retry its publish until it goes through.
      for (let i = 0; ; i++) {
        try {
          await a.app.pubsub.publish(channel, 'after');
          break;
        } catch (error) {
          if (i > 50) throw error;
          await new Promise((r) => setTimeout(r, 100));
        }
      }
      expect(await heard).toBe('after');
    } finally {
      await a.close();
      await b.close();
      await store.drop();
    }
  });
});
