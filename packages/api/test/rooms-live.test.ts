import { ROOM_ERRORS, ROOM_LIVE_TOAST, ROOM_REACTIONS_PER_WINDOW } from '@upclub/shared/rooms';
import type { RoomReaction } from '@upclub/shared/types';
import type {
  RoomEndedEvent,
  RoomLiveEvent,
  RoomPresenceEvent,
  RoomReactionEvent,
  RoomState,
} from '@upclub/shared/types';
import { createListTrackResolver } from '../src/lib/track-resolver';
import { buildTestApp, newMember, type TestApp } from './helpers';
import { FIXTURE_TRACKS } from './music';
import { control, enqueue, liveRoom, queueTracks, roomCall, startRoom, stateOf } from './rooms';
import { listening, ofType, openStream, type TestStream } from './sse';

// The room events of v1/events/ (docs/rooms.md "Live events"): who hears what, coalesced
// presence and reactions, concurrent DJs, and the sweeper's advance on a real clock.

/** A song of a second and a half, so that the sweeper's advance is seen in a test. */
const SHORT = { ...FIXTURE_TRACKS[11], id: 'shortsong', uri: 'spotify:track:shortsong', duration_ms: 1_500 };
const [one, two, three] = FIXTURE_TRACKS;

let t: TestApp;
let base: string;
const streams: TestStream[] = [];
beforeAll(async () => {
  t = await buildTestApp({
    trackResolver: createListTrackResolver([...FIXTURE_TRACKS, SHORT]),
    rooms: { sweepMs: 100 },
  });
  base = await listening(t.app);
});
afterEach(() => {
  for (const stream of streams.splice(0)) stream.close();
});
afterAll(() => t.close());

async function streamOf(headers: Record<string, string>, url = base): Promise<TestStream> {
  const stream = await openStream(url, headers);
  streams.push(stream);
  await stream.next(ofType('counts'));
  return stream;
}

const roomEvent = (match: (s: RoomState) => boolean = () => true) => ofType('room', match);
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('room events', () => {
  it('a DJ command reaches every listener as the whole state; others hear nothing of it', async () => {
    const { owner, follower, stranger, id } = await liveRoom(t.app);
    const [listening, outside] = [await streamOf(follower.headers), await streamOf(stranger.headers)];
    stateOf(await roomCall(t.app, id, 'join', follower.headers));
    const answer = stateOf(await enqueue(t.app, id, owner.headers, { song: one.id }), 201);
    const heard = await listening.next(roomEvent());
    expect({ ...(heard.data as RoomState), server_time: 0 }).toEqual({ ...answer, server_time: 0 });
    // Not stored: no id, nothing to replay.
    expect(heard.id).toBeNull();
    await wait(300);
    expect(outside.frames.map((f) => f.event)).toEqual(['counts']);
  });

  it('going live is told to the club’s followers and curators, not to its starter or strangers; the end too', async () => {
    const { club, owner, curator, follower, stranger } = await (async () => {
      const roles = await liveRoom(t.app, 'Live Club');
      stateOf(await roomCall(t.app, roles.id, 'end', roles.owner.headers));
      return roles;
    })();
    const [s0, s1, s2, s3] = await Promise.all([owner, curator, follower, stranger].map((m) => streamOf(m.headers)));
    const room = stateOf(await startRoom(t.app, club.club, owner.headers), 201);
    for (const stream of [s1, s2]) {
      const live = await stream.next(ofType('room_live'));
      expect(live.data).toEqual({
        room: room.room,
        club: club.club,
        club_name: 'Live Club',
        started_by: { upclubuser: owner.id, username: owner.username },
        text: ROOM_LIVE_TOAST.replace('{club}', 'Live Club'),
        link: `/clubs/${club.club}`,
      } satisfies RoomLiveEvent);
    }
    stateOf(await roomCall(t.app, room.room, 'join', stranger.headers));
    stateOf(await roomCall(t.app, room.room, 'end', curator.headers));
    // The stranger listened: the last state, then the end.
    const last = await s3.next(roomEvent((s) => !s.live));
    expect(last.data).toMatchObject({ live: false, end_reason: 'dj' });
    const endOf = (d: RoomEndedEvent) => d.room === room.room;
    expect((await s3.next(ofType('room_ended', endOf))).data).toEqual({
      room: room.room,
      club: club.club,
      end_reason: 'dj',
    });
    await s2.next(ofType('room_ended', endOf));
    await s0.next(ofType('room_ended', endOf));
    expect(s0.frames.some((f) => f.event === 'room_live')).toBe(false);
    expect(s3.frames.some((f) => f.event === 'room_live')).toBe(false);
  });

  it('joins and leaves reach the listeners as presence events, coming together in one', async () => {
    const { owner, id } = await liveRoom(t.app);
    const dj = await streamOf(owner.headers);
    const others = await Promise.all([1, 2, 3].map(() => newMember(t.app)));
    await Promise.all(others.map((m) => roomCall(t.app, id, 'join', m.headers)));
    const full = (d: RoomPresenceEvent) => d.listeners === 4;
    const presence = (await dj.next(ofType('room_presence', full))).data as RoomPresenceEvent;
    expect(presence.room).toBe(id);
    // The first to join (the owner) first; the others in the order they came.
    const sample = presence.listeners_sample.map((u) => u.upclubuser);
    expect(sample[0]).toBe(owner.id);
    expect([...sample].sort()).toEqual([owner.id, ...others.map((m) => m.id)].sort());
    // Ten changes within ROOM_PRESENCE_EVENT_MS: one event.
    const before = dj.frames.filter((f) => f.event === 'room_presence').length;
    for (let i = 0; i < 10; i += 1) await t.app.rooms.fanout.presenceChanged(id);
    await wait(1_500);
    expect(dj.frames.filter((f) => f.event === 'room_presence')).toHaveLength(before + 1);
  });

  it('reactions come together in one event, and past the rate a reaction is a 429', async () => {
    const { owner, follower, id } = await liveRoom(t.app);
    const dj = await streamOf(owner.headers);
    stateOf(await roomCall(t.app, id, 'join', follower.headers));
    for (const reaction of ['heart', 'heart', 'fire']) {
      expect((await roomCall(t.app, id, 'react', follower.headers, { reaction })).statusCode).toBe(204);
    }
    // One event per ROOM_REACTION_BATCH_MS (a slow machine may split the three over two).
    const got: RoomReactionEvent = { room: id, reactions: [], counts: {}, server_time: 0 };
    while (got.reactions.length < 3) {
      const batch = (await dj.next(ofType('room_reaction'))).data as RoomReactionEvent;
      expect(batch.room).toBe(id);
      got.reactions.push(...batch.reactions);
      for (const [kind, n] of Object.entries(batch.counts) as Array<[RoomReaction, number]>) {
        got.counts[kind] = (got.counts[kind] ?? 0) + n;
      }
    }
    expect(got.counts).toEqual({ heart: 2, fire: 1 });
    expect(got.reactions).toEqual(
      ['heart', 'heart', 'fire'].map((reaction) => ({
        upclubuser: follower.id,
        username: follower.username,
        reaction,
      })),
    );
    for (let i = 3; i < ROOM_REACTIONS_PER_WINDOW; i += 1) {
      expect((await roomCall(t.app, id, 'react', follower.headers, { reaction: 'clap' })).statusCode).toBe(204);
    }
    const refused = await roomCall(t.app, id, 'react', follower.headers, { reaction: 'clap' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toEqual(expect.any(String));
    expect(refused.json().detail).toContain(ROOM_ERRORS.reactingTooFast);
  });

  it('two DJs commanding at once get one order: consecutive versions, heard in that order', async () => {
    const { owner, curator, follower, id } = await liveRoom(t.app);
    const seen = await queueTracks(t.app, id, owner.headers, [one.id, two.id, three.id]);
    stateOf(await roomCall(t.app, id, 'join', follower.headers));
    const stream = await streamOf(follower.headers);
    const actions = ['pause', 'play', 'skip', 'previous', 'pause'];
    const answers = await Promise.all(
      actions.flatMap((action) => [
        control(t.app, id, owner.headers, { action }),
        control(t.app, id, curator.headers, { action }),
      ]),
    );
    const versions = answers.map((res) => stateOf(res).version).sort((a, b) => a - b);
    expect(versions).toEqual(Array.from({ length: 10 }, (_, i) => seen.version + 1 + i));
    const last = seen.version + 10;
    await stream.next(roomEvent((s) => s.version === last));
    const heard = stream.frames.filter((f) => f.event === 'room').map((f) => (f.data as RoomState).version);
    expect(heard).toEqual([...heard].sort((a, b) => a - b));
  });

  it('a song that ends moves on with no one asking: the listeners hear it', async () => {
    const { owner, follower, id } = await liveRoom(t.app);
    stateOf(await roomCall(t.app, id, 'join', follower.headers));
    const stream = await streamOf(follower.headers);
    const first = stateOf(await enqueue(t.app, id, owner.headers, { song: SHORT.id }), 201);
    stateOf(await enqueue(t.app, id, owner.headers, { song: two.id }), 201);
    const moved = await stream.next(
      roomEvent((s) => s.current?.song === two.id),
      5_000,
    );
    expect(moved.data).toMatchObject({
      position_ms: 0,
      position_at: first.position_at + SHORT.duration_ms,
      playing: true,
    });
  });
});
