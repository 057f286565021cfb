// One person of the journey across hosts: their requests and their live events stream go to
// their current host; a host that cannot be reached (the connection is refused or unreachable,
// so the request never left) is given up for the next one, as a client with a list of
// addresses, or a load balancer's health check, would. The stream is the web client's own
// (createLiveClient of @upclub/shared/live): it notices a silent connection, reconnects to the
// current host and sends Last-Event-ID. Every frame and every connection is recorded.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freshFetch } from './http.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const requireApi = createRequire(path.join(root, 'packages/api/package.json'));
const { createLiveClient } = requireApi('@upclub/shared/live');
const { EVENTS_HEARTBEAT_MS } = requireApi('@upclub/shared/constants');

/** A stream silent past one heartbeat and this much is dead (the web client waits longer). */
export const STREAM_SILENCE_MS = EVENTS_HEARTBEAT_MS + 5_000;
/** A request with no answer in this long has an unknown outcome: the journey fails. */
const REQUEST_TIMEOUT_MS = 20_000;
/** Errors of a connection that was never made: the request did not leave, so another host may take it. */
const NOT_SENT = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH']);

/** Parses the SSE text of one connection into frames as they come (comment lines skipped). */
async function recordFrames(body, onFrame) {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += value;
      for (let end; (end = buffer.indexOf('\n\n')) >= 0;) {
        const frame = { id: null, event: 'message', data: '' };
        for (const line of buffer.slice(0, end).split('\n')) {
          const [field, ...rest] = line.split(':');
          const value = rest.join(':').replace(/^ /, '');
          if (field === 'id') frame.id = Number(value);
          else if (field === 'event') frame.event = value;
          else if (field === 'data') frame.data += value;
        }
        buffer = buffer.slice(end + 2);
        if (frame.data) onFrame({ ...frame, data: JSON.parse(frame.data) });
      }
    }
  } catch {
    // the connection ended (aborted, cut): the live client reconnects
  }
}

/**
 * A person with `hosts` ([{label, address}]) in order of preference from `home` (an index) and
 * the API's `port` on each.
 */
export function createPerson(name, hosts, home, port) {
  let current = home;
  const person = {
    name,
    id: 0,
    token: null,
    /** Hosts given up: {at, from, to, why}. */
    moves: [],
    /** Every frame received: {id, event, data, host, at}. */
    frames: [],
    /** Every stream connection answered: {host, lastEventId, at}. */
    connections: [],
    get host() {
      return hosts[current];
    },
  };
  const base = () => `http://${hosts[current].address}:${port}`;
  const giveUp = (k, why) => {
    if (k !== current) return;
    current = (current + 1) % hosts.length;
    person.moves.push({ at: Date.now(), from: hosts[k].label, to: hosts[current].label, why });
  };

  /** One request, on the next host when the current one cannot be reached. Resolves {status, body}. */
  person.call = async (method, url, body) => {
    for (let tries = 0; tries < hosts.length; tries++) {
      const k = current;
      try {
        const res = await freshFetch(base() + url, {
          method,
          headers: {
            ...(body !== undefined && { 'content-type': 'application/json' }),
            ...(person.token && { authorization: `Token ${person.token}` }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        const text = await res.text();
        return { status: res.status, body: text ? JSON.parse(text) : null, host: hosts[k].label };
      } catch (error) {
        if (!NOT_SENT.has(error.code)) throw new Error(`${name}: ${method} ${url} got no answer: ${error.message}`);
        giveUp(k, `${method} ${url}: ${error.code}`);
      }
    }
    throw new Error(`${name}: ${method} ${url}: no host could be reached`);
  };

  const live = createLiveClient({
    url: () => `${base()}/api/v1/events/`,
    token: () => person.token,
    onEvent: () => {},
    onUnauthorized: () => person.moves.push({ at: Date.now(), why: 'the stream answered 401' }),
    onOnline: () => () => {},
    idleTimeoutMs: STREAM_SILENCE_MS,
    fetch: async (url, init) => {
      const k = current;
      let res;
      try {
        res = await freshFetch(url, init);
      } catch (error) {
        if (NOT_SENT.has(error.code)) giveUp(k, `the stream: ${error.code}`);
        throw error;
      }
      const host = hosts[k].label;
      if (res.status === 200) {
        person.connections.push({ host, lastEventId: init.headers['Last-Event-ID'], at: Date.now() });
      }
      if (!res.body) return res;
      const [mine, theirs] = res.body.tee();
      void recordFrames(mine, (frame) => person.frames.push({ ...frame, host, at: Date.now() }));
      return new Response(theirs, { status: res.status, headers: res.headers });
    },
  });
  person.startStream = () => live.start();
  person.stopStream = () => live.stop();
  person.lastEventId = () => live.lastEventId();
  return person;
}
