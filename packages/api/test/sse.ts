import type { FastifyInstance } from 'fastify';

// A client of v1/events/ for tests: fetch with a streamed body (as the web client does), each
// frame parsed into {id, event, data}.

export interface Frame {
  id: number | null;
  event: string;
  data: unknown;
}

export interface TestStream {
  frames: Frame[];
  /** The HTTP status of the answer. */
  status: number;
  /** The first frame (from now on, or already received and not yet taken) matching. */
  next(match: (frame: Frame) => boolean, timeoutMs?: number): Promise<Frame>;
  /** Settles when the server ends the stream (or it is closed here). */
  ended: Promise<void>;
  close(): void;
}

/** The base URL of an app listening on a free port of 127.0.0.1 (started when needed). */
export async function listening(app: FastifyInstance): Promise<string> {
  const address = app.server.address();
  if (address && typeof address === 'object') return `http://127.0.0.1:${address.port}`;
  return app.listen({ host: '127.0.0.1', port: 0 });
}

export function parseFrame(text: string): Frame | null {
  let id: number | null = null;
  let event = 'message';
  const data: string[] = [];
  for (const line of text.split('\n')) {
    if (line.startsWith(':') || !line) continue;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'id') id = Number(value);
    else if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  return data.length ? { id, event, data: JSON.parse(data.join('\n')) } : null;
}

export async function openStream(
  baseUrl: string,
  headers: Record<string, string>,
  lastEventId?: number,
): Promise<TestStream> {
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}/api/v1/events/`, {
    headers: { ...headers, ...(lastEventId !== undefined && { 'last-event-id': String(lastEventId) }) },
    signal: controller.signal,
  });
  const frames: Frame[] = [];
  let taken = 0;
  const waiters = new Set<() => void>();
  let setEnded = () => {};
  const ended = new Promise<void>((resolve) => (setEnded = resolve));
  if (!res.body) setEnded();
  else {
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const frame = parseFrame(buffer.slice(0, end));
            buffer = buffer.slice(end + 2);
            if (frame) frames.push(frame);
          }
          for (const wake of waiters) wake();
        }
      } catch {
        // aborted
      } finally {
        setEnded();
      }
    })();
  }
  return {
    frames,
    status: res.status,
    next(match, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const look = () => {
          for (let i = taken; i < frames.length; i += 1) {
            if (match(frames[i])) {
              taken = i + 1;
              waiters.delete(look);
              clearTimeout(timer);
              resolve(frames[i]);
              return;
            }
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(look);
          reject(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(frames.slice(taken))}`));
        }, timeoutMs);
        waiters.add(look);
        look();
      });
    },
    ended,
    close: () => controller.abort(),
  };
}

/** A frame of one type. */
export const ofType =
  (event: string, match: (data: never) => boolean = () => true) =>
  (frame: Frame) =>
    frame.event === event && match(frame.data as never);
