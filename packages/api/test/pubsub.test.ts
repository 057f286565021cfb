import { randomBytes } from 'node:crypto';
import net from 'node:net';
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

/**
 * A TCP relay to a server on 127.0.0.1 whose network can be cut: while cut nothing passes either
 * way and new connections wait, with no error (a cut network is silent); mended, what was held
 * goes through, as TCP's retransmissions would deliver it.
 */
async function cuttableRelay(port: number) {
  let isCut = false;
  const held: Array<() => void> = [];
  const sockets = new Set<net.Socket>();
  const later = (step: () => void) => (isCut ? held.push(step) : step());
  const server = net.createServer((inbound) => {
    sockets.add(inbound);
    later(() => {
      if (inbound.destroyed) return;
      const outbound = net.connect(port, '127.0.0.1');
      sockets.add(outbound);
      const end = () => {
        inbound.destroy();
        outbound.destroy();
      };
      for (const [from, to] of [
        [inbound, outbound],
        [outbound, inbound],
      ]) {
        from.on('data', (chunk: Buffer) => later(() => to.destroyed || to.write(chunk)));
        from.on('close', end).on('error', end);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    cut: () => (isCut = true),
    mend() {
      isCut = false;
      for (const step of held.splice(0)) step();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Asked every 100 ms, lost after 300 ms without an answer: a cut of a second is well past it. */
const QUICK_LIVENESS = { everyMs: 100, timeoutMs: 300 };

describe('pubsub when the network to its server is cut (no error, only silence)', () => {
  async function cutAndMend(transport: 'postgres' | 'redis') {
    const direct = transport === 'redis' ? new URL(REDIS_URL) : new URL(SERVER_URL!);
    const relay = await cuttableRelay(Number(direct.port || (transport === 'redis' ? 6379 : 5432)));
    const viaRelay = Object.assign(new URL(direct.href), { hostname: '127.0.0.1', port: String(relay.port) }).href;
    const target = transport === 'redis' ? { redisUrl: viaRelay } : { databaseUrl: viaRelay };
    const pubsub = await createPubSub(
      { ...target, timeouts: { databaseConnectMs: 500 }, liveness: QUICK_LIVENESS },
      silent,
    );
    const other = await createPubSub(
      transport === 'redis' ? { redisUrl: REDIS_URL } : { databaseUrl: SERVER_URL },
      silent,
    );
    try {
      let reconnects = 0;
      pubsub.onReconnect(() => reconnects++);
      relay.cut();
      await sleep(1_000);
      expect(reconnects).toBe(0);
      relay.mend();
      // Taken for lost during the cut, the connection is replaced once the server can be reached:
      // the caches hear that they may have missed messages. (Without the check, the old
      // connection would just resume, and what it missed would trickle in, or not.)
      for (let waited = 0; reconnects === 0 && waited < 5_000; waited += 50) await sleep(50);
      expect(reconnects).toBe(1);
      const channel = channelName();
      const heard = nextMessage(pubsub, channel);
      await other.publish(channel, 'after the cut');
      expect(await heard).toBe('after the cut');
    } finally {
      await pubsub.close();
      await other.close();
      await relay.close();
    }
  }

  it('over PostgreSQL: takes the silent listener for lost, and reconnects once the network is back', async () => {
    if (!SERVER_URL) return;
    await cutAndMend('postgres');
  });

  it('over Redis: takes the silent subscriber for lost, and reconnects once the network is back', async () => {
    if (!redisUp) return;
    await cutAndMend('redis');
  });
});
