import type { LiveStatus } from '@upclub/shared/bus';
import type { LiveClient, LiveClientOptions } from '@upclub/shared/live';
import type { LiveEvent } from '@upclub/shared/types';
import { sharedLiveClient, type SharedStreamDeps, type StreamRelay, type TabChannel } from './sharedStream';

/** One browser: a lock granted to one holder at a time, in the order asked; a channel to the other tabs. */
function browser() {
  const queue: Array<() => Promise<void>> = [];
  let held = false;
  const grant = () => {
    if (held) return;
    const next = queue.shift();
    if (!next) return;
    held = true;
    void next().then(() => {
      held = false;
      grant();
    });
  };
  const listeners = new Set<(message: StreamRelay) => void>();
  const streams: Array<LiveClient & { options: LiveClientOptions; stopped: boolean }> = [];

  /** A tab of the app: its own shared client, its events and statuses. */
  const tab = (onJoined = jest.fn()) => {
    const heard: LiveEvent[] = [];
    const statuses: LiveStatus[] = [];
    let mine: ((message: StreamRelay) => void) | null = null;
    const channel: TabChannel = {
      // A tab does not hear its own messages (BroadcastChannel).
      post: (message) =>
        [...listeners].filter((l) => l !== mine).forEach((l) => l(JSON.parse(JSON.stringify(message)) as StreamRelay)),
      listen: (listener) => {
        mine = listener;
        listeners.add(listener);
      },
      close: () => void (mine && listeners.delete(mine)),
    };
    const deps: SharedStreamDeps = {
      lock: (_name, run) => {
        queue.push(run);
        grant();
      },
      openChannel: () => channel,
      onJoined,
    };
    const client = sharedLiveClient(
      'upclub-live-7',
      { url: () => '/events', token: () => 'tok', onEvent: (e) => heard.push(e), onStatus: (s) => statuses.push(s) },
      (options) => {
        const stream = {
          options,
          stopped: false,
          start: () => options.onStatus?.('connecting'),
          stop: () => {
            stream.stopped = true;
            options.onStatus?.('off');
          },
          lastEventId: () => undefined,
        };
        streams.push(stream);
        return stream;
      },
      deps,
    );
    client.start();
    return { client, heard, statuses, onJoined };
  };
  return { tab, streams };
}

const toast: LiveEvent = {
  type: 'toast',
  data: { id: 1, toast_type: 'comment', text: 'sam commented: hi', link: null, thumbnail_picture: null },
} as LiveEvent;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the live stream shared by the tabs of one user', () => {
  it('is opened once for three tabs, whose every event and status reach each tab', async () => {
    const { tab, streams } = browser();
    const first = tab();
    const second = tab();
    const third = tab();
    await flush();
    // One connection of the browser's six, whatever the number of tabs.
    expect(streams).toHaveLength(1);
    streams[0].options.onStatus?.('open');
    streams[0].options.onEvent(toast);
    for (const each of [first, second, third]) {
      expect(each.heard).toEqual([toast]);
      expect(each.statuses.at(-1)).toBe('open');
    }
    // The tabs that joined ask for the counts the stream sent before they listened.
    expect(second.onJoined).toHaveBeenCalledTimes(1);
    expect(third.onJoined).toHaveBeenCalledTimes(1);
    expect(first.onJoined).not.toHaveBeenCalled();
  });

  it('tells a tab opened later whether the stream is open', async () => {
    const { tab, streams } = browser();
    tab();
    await flush();
    streams[0].options.onStatus?.('open');
    const later = tab();
    expect(later.statuses).toEqual(['connecting', 'open']);
    expect(later.onJoined).toHaveBeenCalledTimes(1);
  });

  it('passes to another tab when the holding tab stops, which opens its own connection', async () => {
    const { tab, streams } = browser();
    const first = tab();
    const second = tab();
    await flush();
    streams[0].options.onStatus?.('open');
    first.client.stop();
    await flush();
    expect(streams[0].stopped).toBe(true);
    expect(streams).toHaveLength(2);
    // The leaving tab's 'off' is its own: the other went on from 'open' to its own connection.
    expect(second.statuses).toEqual(['connecting', 'open', 'connecting']);
    streams[1].options.onEvent(toast);
    expect(second.heard).toEqual([toast]);
    expect(first.heard).toEqual([]);
  });
});
