import type { LiveStatus } from '@upclub/shared/bus';
import type { LiveClient, LiveClientOptions } from '@upclub/shared/live';
import type { LiveEvent } from '@upclub/shared/types';

// Why one stream per browser, not one per tab: over HTTP/1.1 a browser keeps at most six
// connections to one host, for all its tabs together, and the event stream holds one for as long
// as the tab is open (the provider emulator's device stream, on the same host, holds another).
// Three tabs of the app took all six: every other request of every tab (a post's comments, a
// toast's post, a page's script) waited in the browser without ever being sent, and Now Playing
// stayed at 'Loading comments'. So the tabs of one user elect one of them (a Web Lock) to hold the
// stream, and it passes each event and status to the others (a BroadcastChannel).

/** What the tab holding the stream tells the others, and what a tab joining asks. */
export type StreamRelay =
  | { kind: 'event'; event: LiveEvent }
  | { kind: 'status'; status: LiveStatus }
  | { kind: 'unauthorized' }
  | { kind: 'hello' };

export interface TabChannel {
  post: (message: StreamRelay) => void;
  listen: (listener: (message: StreamRelay) => void) => void;
  close: () => void;
}

export interface SharedStreamDeps {
  /** Runs `held` once this tab holds the lock `name`, until the promise it returns settles (navigator.locks). */
  lock: (name: string, held: () => Promise<void>) => void;
  openChannel: (name: string) => TabChannel;
  /** A tab that hears the stream through another: told once when it first hears it open. */
  onJoined?: () => void;
}

/** The browser's Web Locks and BroadcastChannel, or null where either is missing (a stream per tab then). */
export function browserTabs(): Omit<SharedStreamDeps, 'onJoined'> | null {
  if (typeof navigator === 'undefined' || !navigator.locks || typeof BroadcastChannel === 'undefined') return null;
  return {
    lock: (name, held) => void navigator.locks.request(name, held).catch(() => undefined),
    openChannel: (name) => {
      const channel = new BroadcastChannel(name);
      return {
        post: (message) => channel.postMessage(message),
        listen: (listener) => {
          channel.onmessage = (event: MessageEvent<StreamRelay>) => listener(event.data);
        },
        close: () => channel.close(),
      };
    },
  };
}

/**
 * A live client shared by the tabs of one user (`name`): the tab holding the lock runs the real
 * client made by `create` and relays it; the others wait for the lock, hearing the events and the
 * status it relays. When the holder's tab closes or stops, the lock passes to a waiting tab,
 * whose own client connects.
 */
export function sharedLiveClient(
  name: string,
  options: LiveClientOptions,
  create: (options: LiveClientOptions) => LiveClient,
  { lock, openChannel, onJoined = () => undefined }: SharedStreamDeps,
): LiveClient {
  const { onEvent, onStatus = () => undefined, onUnauthorized = () => undefined } = options;
  let running = false;
  let holder: LiveClient | null = null;
  let release: (() => void) | null = null;
  let channel: TabChannel | null = null;
  let status: LiveStatus = 'off';
  let joined = false;

  const setStatus = (next: LiveStatus) => {
    if (next === status) return;
    status = next;
    onStatus(next);
  };

  const hear = (message: StreamRelay) => {
    if (holder) {
      // A tab joining learns at once whether the stream is open.
      if (message.kind === 'hello') channel?.post({ kind: 'status', status });
      return;
    }
    if (message.kind === 'event') onEvent(message.event);
    else if (message.kind === 'unauthorized') onUnauthorized();
    else if (message.kind === 'status') {
      setStatus(message.status);
      // The stream's first event (the counts) went out before this tab listened.
      if (message.status === 'open' && !joined) {
        joined = true;
        onJoined();
      }
    }
  };

  const hold = () =>
    new Promise<void>((resolve) => {
      if (!running) {
        resolve();
        return;
      }
      release = resolve;
      holder = create({
        ...options,
        onEvent: (event) => {
          onEvent(event);
          channel?.post({ kind: 'event', event });
        },
        onStatus: (next) => {
          setStatus(next);
          // The holder stopping says nothing: the next holder's client says 'connecting' itself.
          if (running) channel?.post({ kind: 'status', status: next });
        },
        onUnauthorized: () => {
          onUnauthorized();
          channel?.post({ kind: 'unauthorized' });
        },
      });
      holder.start();
    });

  return {
    start() {
      if (running) return;
      running = true;
      joined = false;
      channel = openChannel(name);
      channel.listen(hear);
      setStatus('connecting');
      channel.post({ kind: 'hello' });
      lock(name, hold);
    },
    stop() {
      if (!running) return;
      running = false;
      holder?.stop();
      holder = null;
      release?.();
      release = null;
      channel?.close();
      channel = null;
      setStatus('off');
    },
    lastEventId: () => holder?.lastEventId(),
  };
}

/** `create`'s client for the user `userId`, one for all their tabs where the browser can share it. */
export function tabSharedClient(
  userId: number,
  options: LiveClientOptions,
  create: (options: LiveClientOptions) => LiveClient,
  onJoined: () => void,
): LiveClient {
  const tabs = browserTabs();
  if (!tabs) return create(options);
  return sharedLiveClient(`upclub-live-${userId}`, options, create, { ...tabs, onJoined });
}
