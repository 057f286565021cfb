import { getUnreadCounts, onLiveEvent, onNotice, onUnauthorized, setUnreadCounts } from '@upclub/shared/bus';
import type { Notice } from '@upclub/shared/bus';
import type { LiveClient, LiveClientOptions } from '@upclub/shared/live';
import { aMessage, aUser, busRecorder } from '@upclub/shared/testing';
import type { LiveEvent, UserDetails } from '@upclub/shared/types';
import { createLiveClient } from '@upclub/shared/live';
import { loadLiveClient, startLiveSession } from './liveSession';

jest.mock('@upclub/shared/live', () => ({ createLiveClient: jest.fn() }));

const collect = busRecorder();

function setup(token: string | null = 'tok') {
  let emitUser: (user: UserDetails | null) => void = () => undefined;
  const clients: Array<LiveClient & { options: LiveClientOptions; userId: number; started: number; stopped: number }> =
    [];
  const counts = { started: 0, stopped: 0 };
  const stop = startLiveSession({
    onUser: (listener) => {
      emitUser = listener;
      return () => (emitUser = () => undefined);
    },
    token: () => token,
    createClient: (options, userId) => {
      const client = {
        options,
        userId,
        started: 0,
        stopped: 0,
        start: () => void (client.started += 1),
        stop: () => void (client.stopped += 1),
        lastEventId: () => undefined,
      };
      clients.push(client);
      return client;
    },
    startCounts: () => {
      counts.started += 1;
      return () => void (counts.stopped += 1);
    },
  });
  return { clients, counts, stop, signIn: (user: UserDetails | null) => emitUser(user) };
}

describe('startLiveSession', () => {
  beforeEach(() => setUnreadCounts({ notifications: 0, message_notifications: 0 }));

  it('opens one connection when a user signs in and closes it on sign-out', () => {
    const { clients, counts, signIn } = setup();
    signIn(aUser());
    expect(clients).toHaveLength(1);
    expect(clients[0].started).toBe(1);
    expect(counts.started).toBe(1);
    // The same user's details again (a profile refresh) keep the connection.
    signIn(aUser({ first_name: 'Adele' }));
    expect(clients).toHaveLength(1);
    signIn(null);
    expect(clients[0].stopped).toBe(1);
    expect(counts.stopped).toBe(1);
  });

  it('names the user, whose tabs share one stream', () => {
    const { clients, signIn } = setup();
    signIn(aUser({ upclubuser: 42 }));
    expect(clients[0].userId).toBe(42);
  });

  it('makes a new connection for another user', () => {
    const { clients, signIn } = setup();
    signIn(aUser({ upclubuser: 1 }));
    signIn(aUser({ upclubuser: 2 }));
    expect(clients).toHaveLength(2);
    expect(clients[0].stopped).toBe(1);
    expect(clients[1].started).toBe(1);
  });

  it('opens nothing without a token', () => {
    const { clients, signIn } = setup(null);
    signIn(aUser());
    expect(clients).toHaveLength(0);
  });

  it('puts the counts of events on the markers at once, then publishes the events on the bus', () => {
    const seen = collect<LiveEvent>(onLiveEvent);
    const { clients, signIn, stop } = setup();
    signIn(aUser());
    const counts = { notifications: 4, message_notifications: 1 };
    clients[0].options.onEvent({ type: 'counts', data: counts });
    expect(getUnreadCounts()).toEqual(counts);
    const message = {
      type: 'message',
      data: { messagethread: 3, message: aMessage(1, 3), counts: { ...counts, message_notifications: 2 } },
    } as const;
    clients[0].options.onEvent(message);
    expect(getUnreadCounts()).toEqual({ notifications: 4, message_notifications: 2 });
    expect(seen).toEqual([{ type: 'counts', data: counts }, message]);
    stop();
    expect(clients[0].stopped).toBe(1);
  });

  it("says 'Unauthorized session.' when the stream is refused, then ends the session", () => {
    const order: string[] = [];
    const notices = collect<Notice>(onNotice);
    const stopListening = onUnauthorized(() => order.push(`unauthorized after ${notices.length} notice`));
    const { clients, signIn, stop } = setup();
    signIn(aUser());
    clients[0].options.onUnauthorized?.();
    expect(notices).toEqual([{ kind: 'error', text: 'Unauthorized session.' }]);
    expect(order).toEqual(['unauthorized after 1 notice']);
    stopListening();
    stop();
  });
});

describe('loadLiveClient', () => {
  const fake = () => ({ start: jest.fn(), stop: jest.fn(), lastEventId: () => '7' });
  const options = (statuses: string[]): LiveClientOptions => ({
    url: () => '/events',
    token: () => 'tok',
    onEvent: () => undefined,
    onStatus: (status) => void statuses.push(status),
  });

  it("says 'connecting' at once, then starts the client it fetched", async () => {
    const real = fake();
    jest.mocked(createLiveClient).mockReturnValue(real);
    const statuses: string[] = [];
    const client = loadLiveClient(options(statuses));
    client.start();
    expect(statuses).toEqual(['connecting']);
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(real.start).toHaveBeenCalledTimes(1);
    expect(client.lastEventId()).toBe('7');
    client.stop();
    expect(real.stop).toHaveBeenCalledTimes(1);
  });

  it('never starts a client stopped before it arrived, and says the stream is off', async () => {
    const real = fake();
    jest.mocked(createLiveClient).mockReturnValue(real);
    const statuses: string[] = [];
    const client = loadLiveClient(options(statuses));
    client.start();
    client.stop();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(real.start).not.toHaveBeenCalled();
    expect(statuses).toEqual(['connecting', 'off']);
  });
});
