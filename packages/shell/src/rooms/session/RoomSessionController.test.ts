import { ROOM_ERRORS, ROOM_HEARTBEAT_MS } from '@upclub/shared/rooms';
import { ROOM_RESYNC_RETRY_MS } from '@upclub/shared/rooms';
import { aRoomState } from '@upclub/shared/testing';
import { RoomSessionController } from './RoomSessionController';
import { fakeRoomWorld, settle, timed } from './testing';

// The page's room session as a state machine: join, the room's events, the live stream going
// down and coming back, the heartbeat, the end, leaving (docs/rooms.md "What the browser does").

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** A session started with the live stream open, joined to room 7 of club 3. */
async function joined(world = fakeRoomWorld()) {
  const session = new RoomSessionController(world.deps);
  session.start();
  world.live.status.fire('open');
  session.handle({ type: 'join', room: 7, club: 3 });
  await settle();
  return { session, ...world };
}

describe('joining', () => {
  it('says it is joining, then listens with the room state and the clock offset of the timed join', async () => {
    const world = fakeRoomWorld();
    // Sent at 1000, answered at 1100; the server read 1_000_000 in between: offset 998_950.
    world.deps.join.mockImplementation(() => timed(aRoomState(), 1000, 100));
    const { sessions, last } = await joined(world);
    expect(sessions[0]).toEqual({ room: 7, club: 3, status: 'joining', state: null, clockOffsetMs: 0 });
    expect(last()).toMatchObject({ room: 7, club: 3, status: 'listening', state: { version: 1 } });
    expect(last()?.clockOffsetMs).toBe(998_950);
  });

  it('joins once however often asked, and leaves one room for another', async () => {
    const { session, deps, last } = await joined();
    session.handle({ type: 'join', room: 7, club: 3 });
    await settle();
    expect(deps.join).toHaveBeenCalledTimes(1);
    deps.join.mockImplementation(() => timed(aRoomState({ room: 9, club: 4 })));
    session.handle({ type: 'join', room: 9, club: 4 });
    await settle();
    expect(deps.leave).toHaveBeenCalledWith(7);
    expect(last()).toMatchObject({ room: 9, status: 'listening' });
  });

  it('says why a join failed, and joins again when asked (Retry)', async () => {
    const world = fakeRoomWorld();
    world.deps.join.mockRejectedValueOnce(new Error('409'));
    const { session, last, deps } = await joined(world);
    expect(last()).toMatchObject({ status: 'error', error: ROOM_ERRORS.ended, state: null });
    session.handle({ type: 'join', room: 7, club: 3 });
    await settle();
    expect(deps.join).toHaveBeenCalledTimes(2);
    expect(last()).toMatchObject({ status: 'listening' });
  });

  it('is reconnecting when it joined while the live stream was not open', async () => {
    const world = fakeRoomWorld();
    const session = new RoomSessionController(world.deps);
    session.start();
    world.live.status.fire('connecting');
    session.handle({ type: 'join', room: 7, club: 3 });
    await settle();
    expect(world.last()).toMatchObject({ status: 'reconnecting' });
    world.live.status.fire('open');
    await settle();
    expect(world.deps.get).toHaveBeenCalledWith(7);
    expect(world.last()).toMatchObject({ status: 'listening' });
  });
});

describe("the room's events", () => {
  it('keeps the newest version only, whatever order states come in', async () => {
    const { live, session, last } = await joined();
    live.state.fire(aRoomState({ version: 3, position_ms: 3000 }));
    live.state.fire(aRoomState({ version: 2, position_ms: 2000 }));
    session.handle({ type: 'apply', state: aRoomState({ version: 3, position_ms: 9999 }) });
    expect(last()?.state).toMatchObject({ version: 3, position_ms: 3000 });
    session.handle({ type: 'apply', state: aRoomState({ version: 4, position_ms: 4000 }) });
    expect(last()?.state).toMatchObject({ version: 4, position_ms: 4000 });
  });

  it("ignores another room's states, and takes presence from whatever came last", async () => {
    const { live, last } = await joined();
    live.state.fire(aRoomState({ room: 8, version: 9 }));
    expect(last()?.state).toMatchObject({ room: 7, version: 1 });
    const sample = [{ upclubuser: 5, username: 'bo' }];
    live.presence.fire({ room: 7, listeners: 2, listeners_sample: sample, server_time: 0 });
    expect(last()?.state).toMatchObject({ version: 1, listeners: 2, listeners_sample: sample });
    live.state.fire(aRoomState({ version: 1, listeners: 3 }));
    expect(last()?.state).toMatchObject({ version: 1, listeners: 3 });
  });

  it("passes on the room's reactions, not another room's", async () => {
    const { live, deps } = await joined();
    const reactions = { room: 7, reactions: [], counts: { heart: 3 }, server_time: 0 };
    live.reactions.fire(reactions);
    live.reactions.fire({ ...reactions, room: 8 });
    expect(deps.reactions.mock.calls).toEqual([[reactions]]);
  });
});

describe('the live stream', () => {
  it('goes reconnecting when the stream is down, and reads the room again as soon as it is back', async () => {
    const { live, deps, last } = await joined();
    live.status.fire('down');
    expect(last()).toMatchObject({ status: 'reconnecting' });
    deps.get.mockImplementation(() => timed(aRoomState({ version: 5 })));
    live.status.fire('connecting');
    expect(deps.get).not.toHaveBeenCalled();
    live.status.fire('open');
    await settle();
    expect(deps.get).toHaveBeenCalledTimes(1);
    expect(last()).toMatchObject({ status: 'listening', state: { version: 5 } });
  });

  it('tries the read again every second until it answers (a process failed over)', async () => {
    const { live, deps, last } = await joined();
    live.status.fire('down');
    deps.get.mockRejectedValueOnce(new Error('502')).mockImplementation(() => timed(aRoomState({ version: 2 })));
    live.status.fire('open');
    await settle();
    expect(last()).toMatchObject({ status: 'reconnecting' });
    jest.advanceTimersByTime(ROOM_RESYNC_RETRY_MS);
    await settle();
    expect(deps.get).toHaveBeenCalledTimes(2);
    expect(last()).toMatchObject({ status: 'listening', state: { version: 2 } });
  });
});

describe('the heartbeat', () => {
  it('beats every 30 s, refines the clock offset with a faster round trip, and stops on leaving', async () => {
    const world = fakeRoomWorld();
    world.deps.join.mockImplementation(() => timed(aRoomState({ server_time: 10_400 }), 10_000, 400));
    const { deps, session, last } = await joined(world);
    expect(last()?.clockOffsetMs).toBe(200);
    deps.heartbeat.mockImplementation(() =>
      timed({ room: 7, live: true, version: 1, server_time: 50_100 }, 50_000, 40),
    );
    jest.advanceTimersByTime(ROOM_HEARTBEAT_MS);
    await settle();
    expect(deps.heartbeat).toHaveBeenCalledWith(7);
    expect(last()?.clockOffsetMs).toBe(80);
    expect(deps.get).not.toHaveBeenCalled();
    session.handle({ type: 'leave' });
    jest.advanceTimersByTime(ROOM_HEARTBEAT_MS * 3);
    expect(deps.heartbeat).toHaveBeenCalledTimes(1);
  });

  it('reads the room again when a heartbeat tells of a version it has not heard of', async () => {
    const { deps, last } = await joined();
    deps.heartbeat.mockImplementation(() => timed({ room: 7, live: true, version: 4, server_time: 0 }));
    deps.get.mockImplementation(() => timed(aRoomState({ version: 4 })));
    jest.advanceTimersByTime(ROOM_HEARTBEAT_MS);
    await settle();
    expect(deps.get).toHaveBeenCalledTimes(1);
    expect(last()?.state).toMatchObject({ version: 4 });
  });
});

describe('the end', () => {
  it('ends on room_ended: said once, the heartbeat stops, the session stays until left', async () => {
    const { live, deps, last, session } = await joined();
    live.ended.fire({ room: 7, club: 3, end_reason: 'dj' });
    live.state.fire(aRoomState({ version: 2, live: false, end_reason: 'dj' }));
    expect(last()).toMatchObject({ status: 'ended', state: { live: false } });
    expect(deps.notice.mock.calls).toEqual([[ROOM_ERRORS.ended]]);
    jest.advanceTimersByTime(ROOM_HEARTBEAT_MS);
    expect(deps.heartbeat).not.toHaveBeenCalled();
    session.handle({ type: 'leave' });
    expect(deps.leave).not.toHaveBeenCalled();
    expect(last()).toBeNull();
  });

  it('ends on a state that is no longer live, and when a heartbeat says the room is over', async () => {
    const first = await joined();
    first.live.state.fire(aRoomState({ version: 2, live: false }));
    expect(first.last()).toMatchObject({ status: 'ended' });

    const second = await joined();
    second.deps.heartbeat.mockImplementation(() => timed({ room: 7, live: false, version: 2, server_time: 0 }));
    second.deps.get.mockImplementation(() => timed(aRoomState({ version: 2, live: false })));
    jest.advanceTimersByTime(ROOM_HEARTBEAT_MS);
    await settle();
    expect(second.last()).toMatchObject({ status: 'ended' });
  });
});

describe('leaving', () => {
  it('leaves on the server and has no session any more', async () => {
    const { session, deps, last } = await joined();
    session.handle({ type: 'leave' });
    expect(deps.leave).toHaveBeenCalledWith(7);
    expect(last()).toBeNull();
  });

  it('leaves on the server a join that answered after the user left', async () => {
    const world = fakeRoomWorld();
    let answer: (value: {
      answer: ReturnType<typeof aRoomState>;
      sentAt: number;
      receivedAt: number;
    }) => void = () => {};
    world.deps.join.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const session = new RoomSessionController(world.deps);
    session.start();
    session.handle({ type: 'join', room: 7, club: 3 });
    session.handle({ type: 'leave' });
    answer({ answer: aRoomState(), sentAt: 0, receivedAt: 0 });
    await settle();
    expect(world.deps.leave.mock.calls).toEqual([[7], [7]]);
    expect(world.last()).toBeNull();
  });

  it('drops the session without a call when the user signs out', async () => {
    const { live, deps, last } = await joined();
    live.user.fire(null);
    expect(deps.leave).not.toHaveBeenCalled();
    expect(last()).toBeNull();
    jest.advanceTimersByTime(ROOM_HEARTBEAT_MS);
    expect(deps.heartbeat).not.toHaveBeenCalled();
  });
});
