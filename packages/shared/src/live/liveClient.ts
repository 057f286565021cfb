import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { EVENTS_IDLE_TIMEOUT_MS, EVENTS_RECONNECT_BASE_MS, EVENTS_RECONNECT_MAX_MS } from '@upclub/shared/constants';
import type { LiveEvent, LiveEventType } from '@upclub/shared/types';
import type { LiveStatus } from '@upclub/shared/bus';
import { reconnectDelay } from './backoff';

const LIVE_EVENT_TYPES: readonly LiveEventType[] = [
  'notification',
  'counts',
  'message',
  'toast',
  'thread',
  // Listening rooms (docs/rooms.md): not stored, so they come without an id.
  'room',
  'room_presence',
  'room_reaction',
  'room_live',
  'room_ended',
];
const isLiveEventType = (type: string | undefined): type is LiveEventType =>
  LIVE_EVENT_TYPES.includes(type as LiveEventType);

export interface LiveClientOptions {
  /** The stream's address (read at each try, so a changed API base is followed). */
  url: () => string;
  /** The product token, sent as `Authorization: Token …` (never in the address). */
  token: () => string | null;
  onEvent: (event: LiveEvent) => void;
  onStatus?: (status: LiveStatus) => void;
  /** The server refused the token (401): the client stops; the session is over. */
  onUnauthorized?: () => void;
  fetch?: typeof fetch;
  random?: () => number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Silence (not even the heartbeat) this long means the connection is dead. */
  idleTimeoutMs?: number;
  /** Calls back when the browser comes back online (a retry then starts at once). */
  onOnline?: (listener: () => void) => () => void;
}

export interface LiveClient {
  start: () => void;
  stop: () => void;
  /** The id of the last event received: sent as Last-Event-ID on reconnection, so nothing is lost. */
  lastEventId: () => string | undefined;
}

const browserOnline = (listener: () => void) => {
  window.addEventListener('online', listener);
  return () => window.removeEventListener('online', listener);
};

/**
 * A Server-Sent Events client over fetch (the browser's EventSource cannot send the
 * Authorization header): one connection at a time, parsed by eventsource-parser. A stream that
 * ends, fails or falls silent is reconnected with exponential backoff and jitter, sending the last
 * event id as Last-Event-ID; a 401 stops it for good.
 */
export function createLiveClient({
  url,
  token,
  onEvent,
  onStatus = () => undefined,
  onUnauthorized = () => undefined,
  fetch: fetchFn = (input, init) => fetch(input, init),
  random = Math.random,
  baseDelayMs = EVENTS_RECONNECT_BASE_MS,
  maxDelayMs = EVENTS_RECONNECT_MAX_MS,
  idleTimeoutMs = EVENTS_IDLE_TIMEOUT_MS,
  onOnline = browserOnline,
}: LiveClientOptions): LiveClient {
  let running = false;
  let lastId: string | undefined;
  let attempt = 0;
  /** The server's `retry:` (ms) replaces the base wait. */
  let baseMs = baseDelayMs;
  let controller: AbortController | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  let stopOnline: () => void = () => undefined;
  let status: LiveStatus = 'off';

  const setStatus = (next: LiveStatus) => {
    if (next === status) return;
    status = next;
    onStatus(next);
  };

  const clearIdle = () => clearTimeout(idleTimer);
  /** Any byte (an event or the heartbeat's comment) proves the connection alive. */
  const armIdle = (current: AbortController) => {
    clearIdle();
    idleTimer = setTimeout(() => current.abort(new Error('live events: silent connection')), idleTimeoutMs);
  };

  const dispatch = (message: EventSourceMessage) => {
    // An empty id field resets the last id (as EventSource does); no id field keeps it.
    if (message.id !== undefined) lastId = message.id || undefined;
    if (!isLiveEventType(message.event)) return;
    let data: unknown;
    try {
      data = JSON.parse(message.data);
    } catch {
      return;
    }
    onEvent({ type: message.event, data } as LiveEvent);
  };

  const schedule = () => {
    if (!running) return;
    setStatus('down');
    const delay = reconnectDelay(attempt, { baseMs, maxMs: maxDelayMs, random });
    attempt += 1;
    retryTimer = setTimeout(() => void connect(), delay);
  };

  async function connect(): Promise<void> {
    const key = token();
    if (!running) return;
    if (!key) {
      schedule();
      return;
    }
    const current = new AbortController();
    controller = current;
    setStatus('connecting');
    armIdle(current);
    try {
      const response = await fetchFn(url(), {
        headers: {
          Accept: 'text/event-stream',
          Authorization: `Token ${key}`,
          ...(lastId !== undefined && { 'Last-Event-ID': lastId }),
        },
        cache: 'no-store',
        signal: current.signal,
      });
      if (response.status === 401) {
        stop();
        onUnauthorized();
        return;
      }
      const type = response.headers.get('content-type') ?? '';
      if (!response.ok || !response.body || !type.startsWith('text/event-stream')) {
        throw new Error(`live events: answer ${response.status} ${type}`);
      }
      attempt = 0;
      setStatus('open');
      const parser = createParser({
        onEvent: dispatch,
        onRetry: (ms) => {
          if (ms > 0) baseMs = ms;
        },
      });
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        armIdle(current);
        parser.feed(decoder.decode(value, { stream: true }));
      }
    } catch {
      // A refused, broken or silent connection: retried below, unless stopped.
    } finally {
      clearIdle();
      if (controller === current) controller = null;
    }
    if (running && controller === null) schedule();
  }

  function start() {
    if (running) return;
    running = true;
    attempt = 0;
    stopOnline = onOnline(() => {
      // Back online while waiting: try now instead of at the end of a long backoff.
      if (running && controller === null) {
        clearTimeout(retryTimer);
        attempt = 0;
        void connect();
      }
    });
    void connect();
  }

  function stop() {
    running = false;
    clearTimeout(retryTimer);
    clearIdle();
    stopOnline();
    const current = controller;
    controller = null;
    current?.abort();
    setStatus('off');
  }

  return { start, stop, lastEventId: () => lastId };
}
