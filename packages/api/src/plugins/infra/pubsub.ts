import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { Client } from 'pg';
import { DEFAULT_TIMEOUTS, type Timeouts } from '../../timeouts';

// Messages between the API processes that share one database (cache invalidation, revoked
// tokens, live events). One transport per deployment:
// - Redis pub/sub when REDIS_URL is set;
// - PostgreSQL LISTEN/NOTIFY, on a connection of its own, when DATABASE_URL is set;
// - in this process only on the embedded database (PGlite belongs to one process).
// Every message goes out on one transport channel as an envelope {sender, channel, payload}.
// Handlers in the publishing process run at once, before `publish` resolves (the next request
// of this process must see the effect of a write); the transport's echo of our own messages is
// dropped.

export type PubSubHandler = (payload: string) => void;

export interface PubSub {
  /** Runs this process's handlers of `channel` now, then sends to the other processes. */
  publish(channel: string, payload: string): Promise<void>;
  /** Runs `handler` on every message of `channel` (from any process); returns the unsubscribe. */
  subscribe(channel: string, handler: PubSubHandler): () => void;
  /**
   * Runs `handler` after the transport reconnected: messages sent while it was down are lost,
   * so whoever caches on the strength of them should forget everything.
   */
  onReconnect(handler: () => void): () => void;
  /** Which transport carries the messages. */
  readonly kind: 'local' | 'postgres' | 'redis';
}

declare module 'fastify' {
  interface FastifyInstance {
    pubsub: PubSub;
  }
}

export interface PubSubOptions {
  /** A PostgreSQL server: LISTEN/NOTIFY on a connection of its own. */
  databaseUrl?: string;
  /** A Redis server (wins over databaseUrl). */
  redisUrl?: string;
  /** PostgreSQL: how long connecting and a NOTIFY may take (default DEFAULT_TIMEOUTS). */
  timeouts?: Partial<Pick<Timeouts, 'databaseConnectMs' | 'databaseStatementMs'>>;
  /** How the listening connection is checked (default DEFAULT_LIVENESS). */
  liveness?: Partial<Liveness>;
}

/**
 * The listening connection is asked a question every `everyMs` and taken for lost when it has
 * not answered in `timeoutMs`. A network cut between a process and the transport's server gives
 * no error, only silence: without the question the process would neither hear the messages sent
 * meanwhile nor know it missed them, and once the network came back they would trickle in at
 * TCP's retransmission pace (tens of seconds after a cut of that long), its caches stale until
 * then. Taken for lost, the connection is replaced as soon as the server can be reached, and
 * onReconnect's handlers drop what they cached.
 */
export interface Liveness {
  everyMs: number;
  timeoutMs: number;
}
export const DEFAULT_LIVENESS: Liveness = { everyMs: 5_000, timeoutMs: 5_000 };

/** The one transport channel (a PostgreSQL identifier, and a Redis channel name). */
export const TRANSPORT_CHANNEL = 'upclub_pubsub';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
export const MAX_PAYLOAD_BYTES = 7_000;
const RETRY_MIN_MS = 100;
const RETRY_MAX_MS = 5_000;

interface Envelope {
  /** The sending process (its own echo is dropped). */
  s: string;
  c: string;
  p: string;
}

interface Transport {
  send(envelope: string): Promise<void>;
  close(): Promise<void>;
}

type Log = { warn(message: string): void };

/** Settles as `question` does, or fails after `ms` without its answer. */
function answersWithin(question: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    question.then(() => undefined),
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer to the liveness check within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** The handlers of this process, by channel. */
class Hub {
  readonly channels = new Map<string, Set<PubSubHandler>>();
  readonly reconnects = new Set<() => void>();

  constructor(private readonly log: Log) {}

  deliver(channel: string, payload: string): void {
    for (const handler of this.channels.get(channel) ?? []) {
      try {
        handler(payload);
      } catch (error) {
        this.log.warn(`pubsub handler of ${channel} failed: ${(error as Error).message}`);
      }
    }
  }

  reconnected(): void {
    for (const handler of this.reconnects) handler();
  }
}

/**
 * LISTEN on a dedicated client, reconnecting (with backoff) when it errors, ends or stops
 * answering the liveness check.
 */
async function postgresTransport(
  url: string,
  onMessage: (text: string) => void,
  hub: Hub,
  log: Log,
  timeouts: Pick<Timeouts, 'databaseConnectMs' | 'databaseStatementMs'>,
  liveness: Liveness,
) {
  let client: Client | null = null;
  let closed = false;
  let retryMs = RETRY_MIN_MS;
  let timer: NodeJS.Timeout | undefined;
  // A replaced client may still deliver what was held up in the network: it is not heard (the
  // reconnect already told the caches to forget).
  const retired = new WeakSet<Client>();

  async function connect(): Promise<void> {
    // A publish is awaited by the write that made it: a silent server must not hold it.
    const next = new Client({
      connectionString: url,
      connectionTimeoutMillis: timeouts.databaseConnectMs,
      query_timeout: timeouts.databaseStatementMs,
      keepAlive: true,
    });
    // Without a listener an 'error' would crash the process; the client is replaced instead.
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next, new Error('connection ended')));
    next.on('notification', (message) => {
      if (retired.has(next)) return;
      if (message.channel === TRANSPORT_CHANNEL && message.payload !== undefined) onMessage(message.payload);
    });
    await next.connect();
    await next.query(`LISTEN ${TRANSPORT_CHANNEL}`);
    client = next;
    retryMs = RETRY_MIN_MS;
  }

  function lost(which: Client, error: Error): void {
    if (closed || client !== which) return;
    client = null;
    retired.add(which);
    log.warn(`pubsub: PostgreSQL listener lost (${error.message}), reconnecting`);
    which.end().catch(() => {});
    retry();
  }

  function retry(): void {
    clearTimeout(timer);
    timer = setTimeout(() => {
      connect().then(
        () => hub.reconnected(),
        (error: Error) => {
          log.warn(`pubsub: PostgreSQL listener reconnect failed (${error.message})`);
          retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
          retry();
        },
      );
    }, retryMs);
    timer.unref();
  }

  // The listener's connection runs one query at a time: pg takes a query on a busy client only
  // through a path it deprecates (issue 24's load test warned of it). Publishes and the liveness
  // check made at once take their turns here, in the order they were made, as pg's own queue did.
  let turns: Promise<unknown> = Promise.resolve();
  function inTurn<T>(work: () => Promise<T>): Promise<T> {
    const turn = turns.then(work, work);
    turns = turn.catch(() => undefined);
    return turn;
  }
  function notifyOnListener(args: string[]): Promise<boolean> {
    return inTurn(async () => {
      if (!client) return false;
      try {
        await client.query('select pg_notify($1, $2)', args);
        return true;
      } catch {
        // The listener died under us: sent on a connection of its own instead.
        return false;
      }
    });
  }

  let checking = false;
  const check = setInterval(() => {
    const current = client;
    if (!current || checking) return;
    checking = true;
    // Timed from now, not from its turn: a publish stuck in a silent network counts against it.
    answersWithin(
      inTurn(() => current.query('select 1')),
      liveness.timeoutMs,
    )
      .catch((error: Error) => lost(current, error))
      .finally(() => (checking = false));
  }, liveness.everyMs);
  check.unref();

  try {
    await connect();
  } catch (error) {
    clearInterval(check);
    throw error;
  }
  return {
    async send(envelope: string) {
      const args = [TRANSPORT_CHANNEL, envelope];
      if (await notifyOnListener(args)) return;
      // The listener is reconnecting. The write that publishes has committed already: failing
      // here would answer an error for a done write (and a retry would double it). NOTIFY works
      // from any session, so a connection of its own carries this one.
      const once = new Client({ connectionString: url });
      once.on('error', () => {});
      await once.connect();
      try {
        await once.query('select pg_notify($1, $2)', args);
      } finally {
        await once.end().catch(() => {});
      }
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      clearInterval(check);
      await client?.end().catch(() => {});
      client = null;
    },
  } satisfies Transport;
}

/**
 * Two connections (a subscribed one cannot publish); ioredis reconnects and resubscribes, and
 * the subscribed one is made to when it stops answering the liveness check (PING).
 */
async function redisTransport(url: string, onMessage: (text: string) => void, hub: Hub, log: Log, liveness: Liveness) {
  const options = { maxRetriesPerRequest: 2, lazyConnect: true } as const;
  const pub = new Redis(url, options);
  const sub = new Redis(url, options);
  for (const conn of [pub, sub]) conn.on('error', (error: Error) => log.warn(`pubsub: Redis ${error.message}`));
  let ready = false;
  sub.on('ready', () => {
    // The first 'ready' is the start; any later one follows a lost connection.
    if (ready) hub.reconnected();
    ready = true;
  });
  sub.on('message', (channel: string, text: string) => {
    if (channel === TRANSPORT_CHANNEL) onMessage(text);
  });
  let checking = false;
  const check = setInterval(() => {
    if (sub.status !== 'ready' || checking) return;
    checking = true;
    answersWithin(sub.ping(), liveness.timeoutMs)
      .catch((error: Error) => {
        if (sub.status !== 'ready') return;
        log.warn(`pubsub: Redis subscriber lost (${error.message}), reconnecting`);
        // ioredis reconnects and resubscribes; its next 'ready' tells the caches to forget.
        sub.disconnect(true);
      })
      .finally(() => (checking = false));
  }, liveness.everyMs);
  check.unref();
  try {
    await Promise.all([pub.connect(), sub.connect()]);
    await sub.subscribe(TRANSPORT_CHANNEL);
  } catch (error) {
    clearInterval(check);
    pub.disconnect();
    sub.disconnect();
    throw error;
  }
  return {
    async send(envelope: string) {
      await pub.publish(TRANSPORT_CHANNEL, envelope);
    },
    async close() {
      clearInterval(check);
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  } satisfies Transport;
}

/** A PubSub over the transport the options name (in-process without one). */
export async function createPubSub(options: PubSubOptions, log: Log): Promise<PubSub & { close(): Promise<void> }> {
  const self = randomBytes(8).toString('hex');
  const hub = new Hub(log);
  const onMessage = (text: string) => {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(text) as Envelope;
    } catch {
      return;
    }
    if (envelope.s === self || typeof envelope.c !== 'string' || typeof envelope.p !== 'string') return;
    hub.deliver(envelope.c, envelope.p);
  };
  const kind = options.redisUrl ? 'redis' : options.databaseUrl ? 'postgres' : 'local';
  const liveness = { ...DEFAULT_LIVENESS, ...options.liveness };
  const transport: Transport | null = options.redisUrl
    ? await redisTransport(options.redisUrl, onMessage, hub, log, liveness)
    : options.databaseUrl
      ? await postgresTransport(
          options.databaseUrl,
          onMessage,
          hub,
          log,
          { ...DEFAULT_TIMEOUTS, ...options.timeouts },
          liveness,
        )
      : null;

  return {
    kind,
    async publish(channel, payload) {
      if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) {
        throw new Error(`pubsub: a payload of ${channel} is over ${MAX_PAYLOAD_BYTES} bytes`);
      }
      hub.deliver(channel, payload);
      if (transport) await transport.send(JSON.stringify({ s: self, c: channel, p: payload } satisfies Envelope));
    },
    subscribe(channel, handler) {
      let handlers = hub.channels.get(channel);
      if (!handlers) hub.channels.set(channel, (handlers = new Set()));
      // A handler subscribed twice runs twice: each subscription is its own wrapper.
      const own: PubSubHandler = (payload) => handler(payload);
      handlers.add(own);
      return () => {
        handlers.delete(own);
        if (!handlers.size && hub.channels.get(channel) === handlers) hub.channels.delete(channel);
      };
    },
    onReconnect(handler) {
      const own = () => handler();
      hub.reconnects.add(own);
      return () => hub.reconnects.delete(own);
    },
    close: async () => {
      await transport?.close();
    },
  };
}

/** `app.pubsub`, closed with the app. */
export default fp<PubSubOptions>(
  async (app, options) => {
    const pubsub = await createPubSub(options, app.log);
    app.decorate('pubsub', pubsub);
    app.addHook('onClose', () => pubsub.close());
  },
  { name: 'pubsub' },
);
