import type { LiveEvent } from '@upclub/shared/types';
import type { LiveStatus } from '@upclub/shared/bus';
import { reconnectDelay } from './backoff';
import { createLiveClient, type LiveClientOptions } from './liveClient';

/** A server-sent stream the test writes to, as fetch's answer body reads it. */
class FakeStream {
  private queue: Uint8Array[] = [];
  private waiting: ((result: ReadableStreamReadResult<Uint8Array>) => void) | null = null;
  private failWaiting: ((error: Error) => void) | null = null;
  private done = false;
  private encoder = new TextEncoder();

  constructor(signal: AbortSignal) {
    signal.addEventListener('abort', () => this.failWaiting?.(new Error('aborted')));
  }

  write(text: string) {
    const chunk = this.encoder.encode(text);
    if (this.waiting) {
      const resolve = this.waiting;
      this.waiting = null;
      resolve({ done: false, value: chunk });
    } else this.queue.push(chunk);
  }

  end() {
    this.done = true;
    this.waiting?.({ done: true, value: undefined });
  }

  reader() {
    return {
      read: (): Promise<ReadableStreamReadResult<Uint8Array>> => {
        const next = this.queue.shift();
        if (next) return Promise.resolve({ done: false, value: next });
        if (this.done) return Promise.resolve({ done: true, value: undefined });
        return new Promise((resolve, reject) => {
          this.waiting = resolve;
          this.failWaiting = reject;
        });
      },
    };
  }
}

interface Call {
  url: string;
  headers: Record<string, string>;
  stream: FakeStream;
}

/** A fake fetch: each call answers with `answers[i]` (a status) or an open event stream. */
function fakeServer(answers: Array<number | 'stream' | 'network-error'> = []) {
  const calls: Call[] = [];
  const fetchFn = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const signal = init!.signal!;
    const stream = new FakeStream(signal);
    calls.push({ url: String(input), headers: init!.headers as Record<string, string>, stream });
    const answer = answers[calls.length - 1] ?? 'stream';
    if (answer === 'network-error') return Promise.reject(new TypeError('Failed to fetch'));
    const status = answer === 'stream' ? 200 : answer;
    return Promise.resolve({
      status,
      ok: status >= 200 && status < 300,
      headers: { get: () => (status === 200 ? 'text/event-stream; charset=utf-8' : 'application/json') },
      body: { getReader: () => stream.reader() },
    } as unknown as Response);
  });
  return { calls, fetchFn };
}

/** Lets pending promise callbacks (fetch answers, stream reads) run. */
const flush = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};

function setup(answers?: Array<number | 'stream' | 'network-error'>, options: Partial<LiveClientOptions> = {}) {
  const server = fakeServer(answers);
  const events: LiveEvent[] = [];
  const statuses: LiveStatus[] = [];
  const online: Array<() => void> = [];
  const client = createLiveClient({
    url: () => 'http://app.test/api/v1/events/',
    token: () => 'abc123',
    onEvent: (event) => events.push(event),
    onStatus: (status) => statuses.push(status),
    fetch: server.fetchFn as unknown as typeof fetch,
    random: () => 0.5,
    baseDelayMs: 1000,
    maxDelayMs: 30_000,
    idleTimeoutMs: 60_000,
    onOnline: (listener) => {
      online.push(listener);
      return () => online.splice(online.indexOf(listener), 1);
    },
    ...options,
  });
  return { ...server, client, events, statuses, online };
}

const counts = { notifications: 2, message_notifications: 0 };

describe('reconnectDelay', () => {
  it('doubles the wait per failed try, caps it, and jitters between half and all of it', () => {
    const at = (attempt: number, random: number) =>
      reconnectDelay(attempt, { baseMs: 1000, maxMs: 30_000, random: () => random });
    expect([0, 1, 2, 3, 4].map((n) => at(n, 1))).toEqual([1000, 2000, 4000, 8000, 16_000]);
    expect(at(10, 1)).toBe(30_000);
    expect(at(0, 0)).toBe(500);
    expect(at(3, 0.5)).toBe(6000);
  });
});

describe('createLiveClient', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sends the token in the Authorization header, never in the address', async () => {
    const { client, calls } = setup();
    client.start();
    await flush();
    expect(calls[0].url).toBe('http://app.test/api/v1/events/');
    expect(calls[0].headers).toEqual({ Accept: 'text/event-stream', Authorization: 'Token abc123' });
    client.stop();
  });

  it('publishes typed events, split over chunks, and ignores unknown types, comments and bad JSON', async () => {
    const { client, calls, events, statuses } = setup();
    client.start();
    await flush();
    expect(statuses).toEqual(['connecting', 'open']);
    const stream = calls[0].stream;
    stream.write(': heartbeat\n\n');
    stream.write('id: 1\nevent: counts\ndata: {"notifications":2,');
    stream.write('"message_notifications":0}\n\n');
    stream.write('id: 2\nevent: something-new\ndata: {}\n\n');
    stream.write('id: 3\nevent: counts\ndata: not json\n\n');
    stream.write(
      'id: 4\nevent: toast\ndata: {"toast_type":"like","text":"bo liked your post","link":"/notifications","thumbnail_picture":null}\n\n',
    );
    await flush();
    expect(events).toEqual([
      { type: 'counts', data: counts },
      {
        type: 'toast',
        data: { toast_type: 'like', text: 'bo liked your post', link: '/notifications', thumbnail_picture: null },
      },
    ]);
    expect(client.lastEventId()).toBe('4');
    client.stop();
    expect(statuses.at(-1)).toBe('off');
  });

  it('publishes the listening rooms’ events, which carry no id and leave the last one as it was', async () => {
    const { client, calls, events } = setup();
    client.start();
    await flush();
    const stream = calls[0].stream;
    stream.write('id: 7\nevent: counts\ndata: {"notifications":2,"message_notifications":0}\n\n');
    stream.write('event: room_ended\ndata: {"room":3,"club":5,"end_reason":"dj"}\n\n');
    await flush();
    expect(events.at(-1)).toEqual({ type: 'room_ended', data: { room: 3, club: 5, end_reason: 'dj' } });
    expect(client.lastEventId()).toBe('7');
    client.stop();
  });

  it('reconnects after the stream ends, sending the last event id as Last-Event-ID', async () => {
    const { client, calls, statuses } = setup();
    client.start();
    await flush();
    calls[0].stream.write('id: 41\nevent: counts\ndata: {"notifications":1,"message_notifications":0}\n\n');
    calls[0].stream.end();
    await flush();
    expect(statuses.at(-1)).toBe('down');
    // The first retry after a stream that was open waits the base, jittered (0.5 -> 750 ms).
    jest.advanceTimersByTime(749);
    await flush();
    expect(calls).toHaveLength(1);
    jest.advanceTimersByTime(1);
    await flush();
    expect(calls).toHaveLength(2);
    expect(calls[1].headers['Last-Event-ID']).toBe('41');
    expect(statuses.at(-1)).toBe('open');
    client.stop();
  });

  it('backs off exponentially while tries fail, and starts over once connected', async () => {
    const { client, calls, statuses } = setup([503, 'network-error', 502, 'stream', 'stream']);
    client.start();
    await flush();
    expect(statuses).toEqual(['connecting', 'down']);
    const waits = [750, 1500, 3000];
    for (const [index, wait] of waits.entries()) {
      jest.advanceTimersByTime(wait - 1);
      await flush();
      expect(calls).toHaveLength(index + 1);
      jest.advanceTimersByTime(1);
      await flush();
      expect(calls).toHaveLength(index + 2);
    }
    expect(statuses.at(-1)).toBe('open');
    calls[3].stream.end();
    await flush();
    jest.advanceTimersByTime(750);
    await flush();
    expect(calls).toHaveLength(5);
    client.stop();
  });

  it("takes the server's retry field as the base wait", async () => {
    const { client, calls } = setup();
    client.start();
    await flush();
    calls[0].stream.write('retry: 4000\n\n');
    calls[0].stream.end();
    await flush();
    jest.advanceTimersByTime(2999);
    await flush();
    expect(calls).toHaveLength(1);
    jest.advanceTimersByTime(1);
    await flush();
    expect(calls).toHaveLength(2);
    client.stop();
  });

  it('drops a connection silent for longer than the idle timeout and connects again', async () => {
    const { client, calls, statuses } = setup();
    client.start();
    await flush();
    jest.advanceTimersByTime(59_000);
    calls[0].stream.write(': heartbeat\n\n');
    await flush();
    jest.advanceTimersByTime(59_000);
    await flush();
    expect(statuses.at(-1)).toBe('open');
    jest.advanceTimersByTime(1000);
    await flush();
    expect(statuses.at(-1)).toBe('down');
    jest.advanceTimersByTime(750);
    await flush();
    expect(calls).toHaveLength(2);
    client.stop();
  });

  it('stops for good on 401 and says so', async () => {
    const onUnauthorized = jest.fn();
    const { client, calls, statuses } = setup([401], { onUnauthorized });
    client.start();
    await flush();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(statuses.at(-1)).toBe('off');
    jest.advanceTimersByTime(120_000);
    await flush();
    expect(calls).toHaveLength(1);
  });

  it('tries at once when the browser comes back online', async () => {
    const { client, calls, online } = setup(['network-error', 'network-error', 'network-error', 'stream']);
    client.start();
    await flush();
    jest.advanceTimersByTime(750);
    await flush();
    jest.advanceTimersByTime(1500);
    await flush();
    expect(calls).toHaveLength(3);
    online.forEach((listener) => listener());
    await flush();
    expect(calls).toHaveLength(4);
    client.stop();
  });

  it('closes the connection and schedules nothing once stopped', async () => {
    const { client, calls, statuses } = setup();
    client.start();
    await flush();
    client.stop();
    await flush();
    jest.advanceTimersByTime(120_000);
    await flush();
    expect(calls).toHaveLength(1);
    expect(statuses).toEqual(['connecting', 'open', 'off']);
  });
});
