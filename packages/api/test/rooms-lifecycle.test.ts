import { ROOM_DJ_ABSENT_END_MS, ROOM_PRESENCE_TIMEOUT_MS } from '@upclub/shared/rooms';
import type { RoomEndedEvent, RoomState } from '@upclub/shared/types';
import { WRITE_LIMIT_REASON } from '../src/plugins/app/write-limit';
import { buildTestApp, createTestStore, fakeClock, loginAs, type TestApp } from './helpers';
import { FIXTURE_TRACKS, fixtureResolver } from './music';
import { control, liveRoom, queueTracks, roomCall, roomState, stateOf } from './rooms';
import { listening, ofType, openStream, type TestStream } from './sse';

// A room's life beyond its commands: it ends when no DJ is present for ROOM_DJ_ABSENT_END_MS,
// silent listeners leave, a restart keeps it, and two API processes serve the same room.

const [one, two] = FIXTURE_TRACKS;
const streams: TestStream[] = [];
afterEach(() => {
  for (const stream of streams.splice(0)) stream.close();
});

async function streamOf(base: string, headers: Record<string, string>): Promise<TestStream> {
  const stream = await openStream(base, headers);
  streams.push(stream);
  await stream.next(ofType('counts'));
  return stream;
}

describe('the sweeper (on the test’s clock)', () => {
  let t: TestApp;
  const clock = fakeClock();
  beforeAll(async () => {
    t = await buildTestApp({ trackResolver: fixtureResolver(), now: clock.now, rooms: { sweepMs: 3_600_000 } });
  });
  afterAll(() => t.close());

  it('ends a room ten minutes after its last DJ left, and tells its listeners', async () => {
    const { owner, follower, id } = await liveRoom(t.app);
    stateOf(await roomCall(t.app, id, 'join', follower.headers));
    const stream = await streamOf(await listening(t.app), follower.headers);
    expect((await roomCall(t.app, id, 'leave', owner.headers)).statusCode).toBe(204);
    // The follower keeps listening (heartbeats) while no DJ is there.
    clock.advance(ROOM_DJ_ABSENT_END_MS - 1_000);
    await roomCall(t.app, id, 'heartbeat', follower.headers);
    await t.app.rooms.sweep();
    expect(stateOf(await roomState(t.app, id, follower.headers)).live).toBe(true);
    clock.advance(1_000);
    await t.app.rooms.sweep();
    expect(stateOf(await roomState(t.app, id, follower.headers))).toMatchObject({ live: false, end_reason: 'no_dj' });
    const ended = await stream.next(ofType('room_ended'));
    expect(ended.data).toMatchObject({ room: id, end_reason: 'no_dj' } satisfies Partial<RoomEndedEvent>);
    // A second sweep (or another process's) ends nothing twice.
    await t.app.rooms.sweep();
    expect(stream.frames.filter((f) => f.event === 'room_ended')).toHaveLength(1);
  });

  it('a DJ present keeps it live: their heartbeats, or their commands', async () => {
    const { owner, curator, id } = await liveRoom(t.app);
    for (let i = 0; i < 3; i += 1) {
      clock.advance(ROOM_DJ_ABSENT_END_MS / 2);
      // The owner heartbeats; then the curator (not joined) commands.
      if (i % 2 === 0) await roomCall(t.app, id, 'heartbeat', owner.headers);
      else stateOf(await control(t.app, id, curator.headers, { action: 'pause' }));
      await t.app.rooms.sweep();
    }
    expect(stateOf(await roomState(t.app, id, owner.headers)).live).toBe(true);
  });

  it('takes out a listener unheard for the presence timeout; their heartbeat brings them back', async () => {
    const { owner, follower, id } = await liveRoom(t.app);
    stateOf(await roomCall(t.app, id, 'join', follower.headers));
    clock.advance(ROOM_PRESENCE_TIMEOUT_MS / 2);
    await roomCall(t.app, id, 'heartbeat', owner.headers);
    clock.advance(ROOM_PRESENCE_TIMEOUT_MS / 2 + 1);
    await t.app.rooms.sweep();
    const left = stateOf(await roomState(t.app, id, owner.headers));
    expect(left.listeners_sample.map((u) => u.upclubuser)).toEqual([owner.id]);
    await roomCall(t.app, id, 'heartbeat', follower.headers);
    expect(stateOf(await roomState(t.app, id, owner.headers)).listeners).toBe(2);
  });

  it('moves on a room whose song ended, once, whoever sweeps', async () => {
    const { owner, id } = await liveRoom(t.app);
    const before = await queueTracks(t.app, id, owner.headers, [one.id, two.id]);
    clock.advance(one.duration_ms!);
    await Promise.all([t.app.rooms.sweep(), t.app.rooms.sweep()]);
    const after = stateOf(await roomState(t.app, id, owner.headers));
    expect(after).toMatchObject({ current: { song: two.id }, version: before.version + 1 });
  });
});

describe('the write limit', () => {
  it('counts a DJ’s commands (each reaches every listener); joining and heartbeats are not writes', async () => {
    const t = await buildTestApp({ trackResolver: fixtureResolver(), writeLimit: { perMinute: 4, perHour: 100 } });
    try {
      const { curator, follower, id } = await liveRoom(t.app);
      // The curator's request to curate was one write: three commands fit, the fourth does not.
      stateOf(await roomCall(t.app, id, 'queue', curator.headers, { song: one.id }), 201);
      stateOf(await control(t.app, id, curator.headers, { action: 'pause' }));
      stateOf(await control(t.app, id, curator.headers, { action: 'play' }));
      const refused = await control(t.app, id, curator.headers, { action: 'skip' });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().detail).toContain(WRITE_LIMIT_REASON);
      for (let i = 0; i < 5; i += 1)
        expect((await roomCall(t.app, id, 'heartbeat', follower.headers)).statusCode).toBe(200);
      stateOf(await roomCall(t.app, id, 'join', follower.headers));
    } finally {
      await t.close();
    }
  });
});

describe('a restart', () => {
  it('keeps the room: a new app on the same database serves the same state', async () => {
    const store = await createTestStore({ persistent: true });
    const clock = fakeClock();
    const options = { store, trackResolver: fixtureResolver(), now: clock.now, rooms: { sweepMs: 3_600_000 } };
    let first: TestApp | null = await buildTestApp(options);
    try {
      const { owner, id } = await liveRoom(first.app);
      await queueTracks(first.app, id, owner.headers, [one.id, two.id]);
      clock.advance(20_000);
      const before = stateOf(await control(first.app, id, owner.headers, { action: 'pause' }));
      await first.close();
      first = null;
      const second = await buildTestApp(options);
      try {
        const again = await loginAs(second.app, owner.username);
        const after: RoomState = stateOf(await roomState(second.app, id, again.headers));
        expect(after).toEqual(before);
        const played = stateOf(await control(second.app, id, again.headers, { action: 'play' }));
        expect(played).toMatchObject({ version: before.version + 1, position_ms: 20_000, playing: true });
      } finally {
        await second.close();
      }
    } finally {
      await first?.close();
      await store.drop();
    }
  });
});

const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres('two API processes on one PostgreSQL', () => {
  it('a listener streaming from one hears a DJ command made on the other; when that one goes, the other serves the room', async () => {
    const store = await createTestStore();
    // Through Redis when REDIS_URL is set, else LISTEN/NOTIFY.
    const transport = process.env.REDIS_URL ? { redisUrl: process.env.REDIS_URL } : {};
    const options = { store, trackResolver: fixtureResolver(), ...transport };
    const one_ = await buildTestApp(options);
    const two_ = await buildTestApp(options);
    try {
      const { owner, curator, follower, id } = await liveRoom(one_.app);
      stateOf(await roomCall(one_.app, id, 'join', follower.headers));
      const stream = await streamOf(await listening(two_.app), follower.headers);
      const started = Date.now();
      const answer = stateOf(await roomCall(one_.app, id, 'queue', owner.headers, { song: one.id }), 201);
      const heard = await stream.next(ofType('room', (s: RoomState) => s.version === answer.version));
      expect(Date.now() - started).toBeLessThan(2_000);
      expect((heard.data as RoomState).current?.song).toBe(one.id);
      // DJs on both processes at once: one order, consecutive versions.
      const answers = await Promise.all([
        control(one_.app, id, owner.headers, { action: 'pause' }),
        control(two_.app, id, curator.headers, { action: 'play' }),
        control(one_.app, id, curator.headers, { action: 'pause' }),
        control(two_.app, id, owner.headers, { action: 'play' }),
      ]);
      const states = answers.map((res) => stateOf(res)).sort((a, b) => a.version - b.version);
      expect(states.map((s) => s.version)).toEqual([1, 2, 3, 4].map((n) => answer.version + n));
      await stream.next(ofType('room', (s: RoomState) => s.version === answer.version + 4));
      // The room is what the last command in that order left, on either process.
      expect(stateOf(await roomState(two_.app, id, follower.headers))).toMatchObject({
        version: answer.version + 4,
        playing: states[3].playing,
      });
      // Process two goes away: its listener comes back on process one, reads the room again and
      // hears what follows there.
      await two_.close();
      await stream.ended;
      const back = await streamOf(await listening(one_.app), follower.headers);
      expect(stateOf(await roomState(one_.app, id, follower.headers)).version).toBe(answer.version + 4);
      stateOf(await roomCall(one_.app, id, 'end', owner.headers));
      await back.next(ofType('room', (s: RoomState) => !s.live));
      await back.next(ofType('room_ended'));
    } finally {
      await one_.close();
      await two_.close().catch(() => {});
      await store.drop();
    }
  });
});
