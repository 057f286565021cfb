import type { LiveToast, Notification, NotificationsCount } from '@upclub/shared/types';
import { eq } from 'drizzle-orm';
import { EVENTS_REPLAY_WINDOW_MS } from '@upclub/shared/constants';
import { userEvents } from '../src/db/schema';
import { ANNOUNCE_USERS_PER_MESSAGE, createEventsService, EVENTS_CHANNEL } from '../src/plugins/app/events';
import { createClub } from './clubs';
import { buildTestApp, createTestStore, newMember, type TestApp } from './helpers';
import { fixtureResolver, post, postSong } from './music';
import { listening, ofType, openStream, type Frame, type TestStream } from './sse';

// v1/events/: the signed-in user's live events (Server-Sent Events), only their own, replayed
// after Last-Event-ID, and across two API processes on one PostgreSQL (DATABASE_URL).

let t: TestApp;
let base: string;
const streams: TestStream[] = [];
beforeAll(async () => {
  t = await buildTestApp({ trackResolver: fixtureResolver() });
  base = await listening(t.app);
});
afterEach(() => {
  for (const stream of streams.splice(0)) stream.close();
});
afterAll(() => t.close());

async function streamOf(headers: Record<string, string>, lastEventId?: number, url = base): Promise<TestStream> {
  const stream = await openStream(url, headers, lastEventId);
  streams.push(stream);
  // The counts at connect time come first: the stream is registered once they arrive.
  await stream.next(ofType('counts'));
  return stream;
}

const follow = (followee: number, headers: { authorization: string }) =>
  post(t.app, '/api/v1/follow/', { upclubuser_followee: followee }, headers);

type NotificationData = { notification: Notification; counts: NotificationsCount };

describe('v1/events/', () => {
  it('answers 401 without a valid token', async () => {
    expect((await t.app.inject({ url: '/api/v1/events/' })).statusCode).toBe(401);
    const res = await fetch(`${base}/api/v1/events/`, { headers: { authorization: `Token ${'0'.repeat(40)}` } });
    expect(res.status).toBe(401);
  });

  it('is an event stream that starts with the counts', async () => {
    const a = await newMember(t.app);
    const res = await fetch(`${base}/api/v1/events/`, { headers: a.headers });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('cache-control')).toContain('no-cache');
    await res.body?.cancel();
  });

  it('delivers a notification, its counts and its toast to the right user only', async () => {
    const [a, b, c] = await Promise.all([newMember(t.app), newMember(t.app), newMember(t.app)]);
    const aStream = await streamOf(a.headers);
    const cStream = await streamOf(c.headers);
    await follow(a.id, b.headers);
    const note = await aStream.next(ofType('notification'));
    expect(note.id).toEqual(expect.any(Number));
    expect(note.data).toMatchObject({
      notification: { notification_type: 'follow', username: b.username, upclubuser: b.id, followed: false },
      counts: { notifications: 1, message_notifications: 0 },
    });
    const toast = await aStream.next(ofType('toast'));
    expect(toast.data).toEqual({
      toast_type: 'follow',
      text: `${b.username} started following you`,
      link: `/profile/${b.username}`,
      thumbnail_picture: null,
    } satisfies LiveToast);
    expect(toast.id!).toBeGreaterThan(note.id!);
    // C heard nothing of it (only their own counts at connect).
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(cStream.frames.map((f) => f.event)).toEqual(['counts']);
  });

  it('toasts each toast type with a link to its target', async () => {
    const [a, b] = await Promise.all([newMember(t.app), newMember(t.app)]);
    const song = await postSong(t.app, a.headers, { title: 'Sunny' });
    const aStream = await streamOf(a.headers);
    await post(t.app, '/api/v1/likesongpost/', { song_post: song.song_post }, b.headers);
    await post(
      t.app,
      '/api/v1/postfirstlevelcomment/',
      { song_post: song.song_post, text: 'Great', mentions: [] },
      b.headers,
    );
    // The notifications page's words: the track's name, the comment quoted.
    const track = song.track_details!.name;
    const like = await aStream.next(ofType('toast', (d: LiveToast) => d.toast_type === 'like'));
    expect(like.data).toMatchObject({
      text: `${b.username} up voted your post ${track}`,
      link: `/discover/?share_post=${song.song_post}`,
    });
    const comment = await aStream.next(ofType('toast', (d: LiveToast) => d.toast_type === 'comment'));
    expect(comment.data).toMatchObject({ text: `${b.username} commented on your post ${track}: “Great”` });
  });

  it('words a curator request and invite as the notifications page does', async () => {
    const [a, b] = await Promise.all([newMember(t.app), newMember(t.app)]);
    const club = await createClub(t.app, a.headers, 'Night Owls');
    const bClub = await createClub(t.app, b.headers, 'Early Birds');
    const aStream = await streamOf(a.headers);
    await post(t.app, '/api/v1/requesttocurate/', { club: club.club }, b.headers);
    await post(t.app, '/api/v1/inviteclubcurators/', { club: bClub.club, invitedusers: [a.id] }, b.headers);
    const request = await aStream.next(ofType('toast', (d: LiveToast) => d.toast_type === 'curatorrequest'));
    expect(request.data).toMatchObject({
      text: `${b.username} requested to curate Night Owls`,
      link: '/notifications',
    });
    const invite = await aStream.next(ofType('toast', (d: LiveToast) => d.toast_type === 'curatorinvite'));
    expect(invite.data).toMatchObject({ text: `${b.username} invited you to curate Early Birds` });
  });

  it('sends a message event (and toast) to the thread’s members only', async () => {
    const [a, b, c] = await Promise.all([newMember(t.app), newMember(t.app), newMember(t.app)]);
    const song = await postSong(t.app, b.headers, { title: 'Shared' });
    const aStream = await streamOf(a.headers);
    const cStream = await streamOf(c.headers);
    await post(t.app, '/api/v1/sharepost/', { upclubusers: [a.id], song_post: song.song_post }, b.headers);
    const message = await aStream.next(ofType('message'));
    expect(message.data).toMatchObject({
      messagethread: expect.any(Number),
      message: {
        song_post: song.song_post,
        upclubuser: b.id,
        username: b.username,
        thesongpost: { song_post: song.song_post, title: 'Shared' },
      },
      counts: { notifications: 0, message_notifications: 1 },
    });
    const thread = (message.data as { messagethread: number }).messagethread;
    expect((await aStream.next(ofType('toast'))).data).toMatchObject({
      toast_type: 'message',
      text: `${b.username} sent you "Shared"`,
      link: `/messages/${thread}`,
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(cStream.frames.map((f) => f.event)).toEqual(['counts']);
  });

  it('sends the new counts to every stream of the user on clearnotifications', async () => {
    const [a, b] = await Promise.all([newMember(t.app), newMember(t.app)]);
    await follow(a.id, b.headers);
    const tab1 = await streamOf(a.headers);
    const tab2 = await streamOf(a.headers);
    expect(tab1.frames[0].data).toEqual({ notifications: 1, message_notifications: 0 });
    await post(t.app, '/api/v1/clearnotifications/', {}, a.headers);
    for (const tab of [tab1, tab2]) {
      expect((await tab.next(ofType('counts'))).data).toEqual({ notifications: 0, message_notifications: 0 });
    }
  });

  it('replays what was missed after Last-Event-ID, and only that', async () => {
    const [a, b, c] = await Promise.all([newMember(t.app), newMember(t.app), newMember(t.app)]);
    const first = await streamOf(a.headers);
    await follow(a.id, b.headers);
    const seen = await first.next(ofType('toast'));
    first.close();
    // Missed while away.
    await follow(a.id, c.headers);
    const song = await postSong(t.app, a.headers);
    await post(t.app, '/api/v1/likesongpost/', { song_post: song.song_post }, c.headers);

    const again = await streamOf(a.headers, seen.id!);
    const replayed: Frame[] = [];
    for (let i = 0; i < 4; i += 1) replayed.push(await again.next((f) => f.id !== null));
    expect(replayed.map((f) => f.event)).toEqual(['notification', 'toast', 'notification', 'toast']);
    expect(replayed.map((f) => (f.data as NotificationData).notification?.notification_type).filter(Boolean)).toEqual([
      'follow',
      'like',
    ]);
    const ids = replayed.map((f) => f.id!);
    expect([...ids].sort((x, y) => x - y)).toEqual(ids);
    expect(ids[0]).toBeGreaterThan(seen.id!);
    // A new stream without Last-Event-ID starts from now.
    const fresh = await streamOf(a.headers);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fresh.frames.map((f) => f.event)).toEqual(['counts']);
  });

  it('replays nothing older than the replay window, and nothing for a Last-Event-ID past the newest', async () => {
    const [a, b, c] = await Promise.all([newMember(t.app), newMember(t.app), newMember(t.app)]);
    await follow(a.id, b.headers);
    await t.app.db
      .update(userEvents)
      .set({ createdAt: new Date(Date.now() - EVENTS_REPLAY_WINDOW_MS - 60_000) })
      .where(eq(userEvents.userId, a.id));
    await follow(a.id, c.headers);
    const replay = await streamOf(a.headers, 0);
    const first = await replay.next((f) => f.id !== null);
    expect((first.data as NotificationData).notification.username).toBe(c.username);
    const future = await streamOf(a.headers, first.id! + 1_000_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(future.frames.map((f) => f.event)).toEqual(['counts']);
    // And it still gets what comes next.
    const d = await newMember(t.app);
    await follow(a.id, d.headers);
    expect((await future.next(ofType('notification'))).data).toMatchObject({ notification: { username: d.username } });
  });

  it('ignores a Last-Event-ID that is not a number', async () => {
    const a = await newMember(t.app);
    const res = await fetch(`${base}/api/v1/events/`, { headers: { ...a.headers, 'last-event-id': 'abc' } });
    expect(res.status).toBe(200);
    await res.body?.cancel();
  });
});

const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres('two API processes on one PostgreSQL', () => {
  it('an event raised on one reaches a stream on the other; when that one goes, the other replays what was missed', async () => {
    const store = await createTestStore();
    // Through Redis when REDIS_URL is set, else LISTEN/NOTIFY.
    const transport = process.env.REDIS_URL ? { redisUrl: process.env.REDIS_URL } : {};
    const one = await buildTestApp({ store, trackResolver: fixtureResolver(), ...transport });
    const two = await buildTestApp({ store, trackResolver: fixtureResolver(), ...transport });
    expect(two.app.pubsub.kind).toBe(process.env.REDIS_URL ? 'redis' : 'postgres');
    try {
      const [urlOne] = [await listening(one.app)];
      const [a, b] = await Promise.all([newMember(one.app), newMember(one.app)]);
      const stream = await openStream(urlOne, a.headers);
      streams.push(stream);
      await stream.next(ofType('counts'));
      const started = Date.now();
      const res = await two.app.inject({
        method: 'POST',
        url: '/api/v1/follow/',
        payload: { upclubuser_followee: a.id },
        headers: b.headers,
      });
      expect(res.statusCode).toBe(200);
      const note = await stream.next(ofType('notification'));
      expect(Date.now() - started).toBeLessThan(2_000);
      expect((note.data as NotificationData).notification.username).toBe(b.username);
      await stream.next(ofType('toast'));
      // Process one goes away mid-stream; what happens meanwhile is raised on process two.
      const urlTwo = await listening(two.app);
      await one.close();
      const song = await postSong(two.app, a.headers);
      await two.app.inject({
        method: 'POST',
        url: '/api/v1/likesongpost/',
        payload: { song_post: song.song_post },
        headers: b.headers,
      });
      // The client reconnects to process two with the last id it got: nothing is lost.
      const lastSeen = stream.frames.filter((f) => f.id !== null).at(-1)!.id!;
      const replay = await openStream(urlTwo, a.headers, lastSeen);
      streams.push(replay);
      const like = await replay.next(ofType('notification'));
      expect((like.data as NotificationData).notification).toMatchObject({
        notification_type: 'like',
        song_post: song.song_post,
      });
      expect(like.id!).toBeGreaterThan(lastSeen);
    } finally {
      for (const stream of streams.splice(0)) stream.close();
      await one.close().catch(() => {});
      await two.close();
      await store.drop();
    }
  });
});

describe('the events service', () => {
  /** A stand-in for a hijacked response: what was written, and its close. */
  function fakeResponse() {
    const written: string[] = [];
    const closers: Array<() => void> = [];
    const raw = {
      writableEnded: false,
      destroyed: false,
      write: (text: string) => written.push(text) > 0,
      end: () => {
        raw.writableEnded = true;
        for (const close of closers) close();
      },
      on: (event: string, handler: () => void) => {
        if (event === 'close') closers.push(handler);
        return raw;
      },
    };
    return { raw, written };
  }

  it('beats on every stream with one timer, and forgets a stream once it closes', async () => {
    const user = await newMember(t.app);
    const service = createEventsService(t.app.db, t.app.pubsub, t.app.log, () => new Date(), 40);
    const one = fakeResponse();
    const two = fakeResponse();
    const counts = { type: 'counts', data: { notifications: 0, message_notifications: 0 } } as const;
    await service.open(user.id, one.raw as never, null, counts);
    await service.open(user.id, two.raw as never, null, counts);
    expect(service.streams).toBe(2);
    expect(one.written[0]).toBe(`retry: 3000\n\nevent: counts\ndata: ${JSON.stringify(counts.data)}\n\n`);
    await new Promise((resolve) => setTimeout(resolve, 150));
    for (const stream of [one, two])
      expect(stream.written.filter((w) => w === ': heartbeat\n\n').length).toBeGreaterThan(1);
    one.raw.end();
    expect(service.streams).toBe(1);
    service.closeAll();
    expect(two.raw.writableEnded).toBe(true);
    expect(service.streams).toBe(0);
  });

  it('writes an event once to each stream of its user, in id order', async () => {
    const [a, b] = await Promise.all([newMember(t.app), newMember(t.app)]);
    const service = createEventsService(t.app.db, t.app.pubsub, t.app.log, () => new Date());
    const stream = fakeResponse();
    const other = fakeResponse();
    const counts = { type: 'counts', data: { notifications: 0, message_notifications: 0 } } as const;
    await service.open(a.id, stream.raw as never, null, counts);
    await service.open(b.id, other.raw as never, null, counts);
    const unsubscribe = t.app.pubsub.subscribe(EVENTS_CHANNEL, (payload) => service.heard(payload));
    try {
      await service.emit([
        { userId: a.id, event: { type: 'counts', data: { notifications: 1, message_notifications: 0 } } },
        { userId: a.id, event: { type: 'counts', data: { notifications: 2, message_notifications: 0 } } },
      ]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const frames = stream.written
        .join('')
        .split('\n\n')
        .filter((f) => f.startsWith('id:'));
      expect(frames.map((f) => JSON.parse(f.split('data: ')[1]).notifications)).toEqual([1, 2]);
      expect(other.written.join('')).not.toContain('id:');
    } finally {
      unsubscribe();
      service.closeAll();
    }
  });

  it("announces a broadcast's many users in a few messages, and each of their streams gets its event", async () => {
    const [a, b] = await Promise.all([newMember(t.app), newMember(t.app)]);
    const service = createEventsService(t.app.db, t.app.pubsub, t.app.log, () => new Date());
    const counts = { type: 'counts', data: { notifications: 0, message_notifications: 0 } } as const;
    const streams = [fakeResponse(), fakeResponse()];
    await service.open(a.id, streams[0].raw as never, null, counts);
    await service.open(b.id, streams[1].raw as never, null, counts);
    const messages: string[] = [];
    const unsubscribe = t.app.pubsub.subscribe(EVENTS_CHANNEL, (payload) => {
      messages.push(payload);
      service.heard(payload);
    });
    try {
      const toast = { type: 'counts', data: { notifications: 7, message_notifications: 0 } } as const;
      const stored = await service.store(t.app.db, [
        { userId: a.id, event: toast },
        { userId: b.id, event: toast },
      ]);
      // Users of other processes (no stream here) fill the batch past two messages.
      const elsewhere = Array.from({ length: 2 * ANNOUNCE_USERS_PER_MESSAGE }, (_, i) => ({
        id: 1_000_000 + i,
        userId: 1_000_000 + i,
      }));
      await service.announce([...stored, ...elsewhere]);
      expect(messages).toHaveLength(3);
      expect(messages.flatMap((m) => (JSON.parse(m) as { us: number[] }).us)).toHaveLength(2 + elsewhere.length);
      await new Promise((resolve) => setTimeout(resolve, 200));
      for (const stream of streams) {
        const frames = stream.written
          .join('')
          .split('\n\n')
          .filter((f) => f.startsWith('id:'));
        expect(frames.map((f) => JSON.parse(f.split('data: ')[1]).notifications)).toEqual([7]);
      }
    } finally {
      unsubscribe();
      service.closeAll();
    }
  });
});
