import { aRoomState, httpError } from '@upclub/shared/testing';
import type { RoomState } from '@upclub/shared/types';
import { RoomSessionController } from './RoomSessionController';
import { fakeRoomWorld, settle, timed } from './testing';

// A reload in a club's room comes back into it without another Join (docs/rooms.md): the tab
// keeps which room it is in while it is in it, and the next start joins it again if it is live.

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** A session started with the live stream open, in a tab that kept room 7 of club 3 before a reload. */
function started(world = fakeRoomWorld()) {
  world.deps.keptRoom.mockReturnValue({ room: 7, club: 3 });
  const session = new RoomSessionController(world.deps);
  session.start();
  world.live.status.fire('open');
  return { session, ...world };
}

async function joined(world = fakeRoomWorld()) {
  const running = started(world);
  running.session.handle({ type: 'join', room: 7, club: 3 });
  await settle();
  return running;
}

/** A read of the room that answers when the test says. */
function heldRead(world: ReturnType<typeof fakeRoomWorld>) {
  let answer: (state: RoomState) => void = () => {};
  world.deps.get.mockImplementationOnce(
    () => new Promise((resolve) => (answer = (state) => resolve({ answer: state, sentAt: 0, receivedAt: 0 }))),
  );
  return (state: RoomState) => answer(state);
}

describe('what the tab keeps', () => {
  it('keeps the room once the join answered, not while it is on its way', async () => {
    const world = fakeRoomWorld();
    let answer: () => void = () => {};
    world.deps.join.mockImplementation(
      () => new Promise((resolve) => (answer = () => resolve({ answer: aRoomState(), sentAt: 0, receivedAt: 0 }))),
    );
    const { session, kept } = started(world);
    session.handle({ type: 'join', room: 7, club: 3 });
    await settle();
    expect(kept()).toBeUndefined();
    answer();
    await settle();
    expect(kept()).toEqual({ room: 7, club: 3 });
  });

  it('forgets it on leaving, and keeps the other room when the user goes to another', async () => {
    const { session, deps, kept } = await joined();
    deps.join.mockImplementation(() => timed(aRoomState({ room: 9, club: 4 })));
    session.handle({ type: 'join', room: 9, club: 4 });
    await settle();
    expect(kept()).toEqual({ room: 9, club: 4 });
    session.handle({ type: 'leave' });
    expect(kept()).toBeNull();
  });

  it("forgets it at the room's end", async () => {
    const { live, kept } = await joined();
    live.ended.fire({ room: 7, club: 3, end_reason: 'no_dj' });
    expect(kept()).toBeNull();
  });

  it('forgets it when the user signs out', async () => {
    const { live, kept } = await joined();
    live.user.fire(null);
    expect(kept()).toBeNull();
  });

  it('keeps nothing of a join that failed', async () => {
    const world = fakeRoomWorld();
    world.deps.join.mockRejectedValueOnce(httpError(409, { detail: 'This room has ended.' }));
    const { kept, last } = await joined(world);
    expect(last()).toMatchObject({ status: 'error' });
    expect(kept()).toBeNull();
  });

  it('keeps it when a user comes or is still unknown (only signing out forgets it)', () => {
    const { live, deps } = started();
    live.user.fire(null);
    expect(deps.keepRoom).not.toHaveBeenCalled();
  });
});

describe('the start after a reload', () => {
  it('reads the room, and joins it again when it is live: the player follows it', async () => {
    const world = fakeRoomWorld(aRoomState({ version: 4 }));
    const { session, deps, last, kept } = started(world);
    session.rejoin();
    await settle();
    expect(deps.get).toHaveBeenCalledWith(7);
    expect(deps.join).toHaveBeenCalledWith(7);
    expect(last()).toMatchObject({ room: 7, club: 3, status: 'listening', state: { version: 4 } });
    expect(kept()).toEqual({ room: 7, club: 3 });
  });

  it('says nothing before the room is known: no session (so nothing plays) until the read answered', async () => {
    const world = fakeRoomWorld();
    const answer = heldRead(world);
    const { session, sessions, deps, last } = started(world);
    session.rejoin();
    await settle();
    expect(sessions).toEqual([]);
    expect(deps.join).not.toHaveBeenCalled();
    answer(aRoomState());
    await settle();
    expect(sessions[0]).toMatchObject({ status: 'joining', state: null });
    expect(last()).toMatchObject({ status: 'listening', state: { version: 1 } });
  });

  it('forgets a room that ended meanwhile, quietly: no join, no session, no notice', async () => {
    const world = fakeRoomWorld();
    world.deps.get.mockImplementation(() => timed(aRoomState({ live: false, end_reason: 'dj' })));
    const { session, deps, sessions, kept } = started(world);
    session.rejoin();
    await settle();
    expect(deps.join).not.toHaveBeenCalled();
    expect(sessions).toEqual([]);
    expect(deps.notice).not.toHaveBeenCalled();
    expect(kept()).toBeNull();
  });

  it('forgets a room that is not there any more (404), quietly', async () => {
    const world = fakeRoomWorld();
    world.deps.get.mockRejectedValue(httpError(404, { detail: 'Not found.' }));
    const { session, deps, sessions, kept } = started(world);
    session.rejoin();
    await settle();
    expect(deps.join).not.toHaveBeenCalled();
    expect(sessions).toEqual([]);
    expect(kept()).toBeNull();
  });

  it('keeps the room when the read got no answer (offline): the next start tries again', async () => {
    const world = fakeRoomWorld();
    world.deps.get.mockRejectedValue(new Error('Network Error'));
    const { session, deps, sessions } = started(world);
    session.rejoin();
    await settle();
    expect(deps.join).not.toHaveBeenCalled();
    expect(sessions).toEqual([]);
    expect(deps.keepRoom).not.toHaveBeenCalled();
  });

  it("gives way to a join asked meanwhile (the room page's), joining once", async () => {
    const world = fakeRoomWorld();
    const answer = heldRead(world);
    const { session, deps, last } = started(world);
    session.rejoin();
    session.handle({ type: 'join', room: 7, club: 3 });
    await settle();
    answer(aRoomState());
    await settle();
    expect(deps.join).toHaveBeenCalledTimes(1);
    expect(last()).toMatchObject({ room: 7, status: 'listening' });
  });

  it('does not rejoin the room of a user who signed out meanwhile', async () => {
    const world = fakeRoomWorld();
    const answer = heldRead(world);
    const { session, deps, live, sessions } = started(world);
    session.rejoin();
    live.user.fire(null);
    answer(aRoomState());
    await settle();
    expect(deps.join).not.toHaveBeenCalled();
    expect(sessions).toEqual([]);
  });

  it('reads nothing in a tab that kept no room', async () => {
    const { session, deps, sessions } = started();
    deps.keptRoom.mockReturnValue(null);
    session.rejoin();
    await settle();
    expect(deps.get).not.toHaveBeenCalled();
    expect(sessions).toEqual([]);
  });

  it('reads nothing when the page is in a room already', async () => {
    const { session, deps } = await joined();
    session.rejoin();
    await settle();
    expect(deps.get).not.toHaveBeenCalled();
    expect(deps.join).toHaveBeenCalledTimes(1);
  });
});
