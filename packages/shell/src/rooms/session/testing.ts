import type { LiveStatus, RoomSession } from '@upclub/shared/bus';
import { aRoomState } from '@upclub/shared/testing';
import type {
  RoomEndedEvent,
  RoomHeartbeat,
  RoomPresenceEvent,
  RoomReactionEvent,
  RoomState,
  UserDetails,
} from '@upclub/shared/types';
import type { KeptRoom } from './keptRoom';
import type { RoomSessionDeps } from './RoomSessionController';

type Listener<T> = (value: T) => void;

/** A source of events a test fires by hand (`fire`), with the listeners the session added. */
function source<T>() {
  const listeners = new Set<Listener<T>>();
  return {
    on: (fn: Listener<T>) => {
      listeners.add(fn);
      return () => void listeners.delete(fn);
    },
    fire: (value: T) => listeners.forEach((fn) => fn(value)),
    get count() {
      return listeners.size;
    },
  };
}

/** A timed answer: sent at `sentAt`, answered `roundTripMs` later. */
export const timed = <T>(answer: T, sentAt = 0, roundTripMs = 0) =>
  Promise.resolve({ answer, sentAt, receivedAt: sentAt + roundTripMs });

/**
 * The room session's outside world as jest mocks: the API answers the room (7, version 1, server
 * clock = page clock) by default; `sessions` lists everything published; the live sources fire.
 */
export function fakeRoomWorld(state: RoomState = aRoomState()) {
  const sessions: Array<RoomSession | null> = [];
  const live = {
    state: source<RoomState>(),
    presence: source<RoomPresenceEvent>(),
    reactions: source<RoomReactionEvent>(),
    ended: source<RoomEndedEvent>(),
    status: source<LiveStatus>(),
    user: source<UserDetails | null>(),
  };
  const heartbeat: RoomHeartbeat = { room: state.room, live: true, version: state.version, server_time: 0 };
  const deps = {
    join: jest.fn((_room: number) => timed(state)),
    get: jest.fn((_room: number) => timed(state)),
    heartbeat: jest.fn((_room: number) => timed(heartbeat)),
    leave: jest.fn(async (_room: number) => undefined),
    publish: jest.fn((session: RoomSession | null) => void sessions.push(session)),
    reactions: jest.fn(),
    notice: jest.fn(),
    errorText: jest.fn(() => 'This room has ended.'),
    onState: live.state.on,
    onPresence: live.presence.on,
    onReactions: live.reactions.on,
    onEnded: live.ended.on,
    onLiveStatus: live.status.on,
    onUser: live.user.on,
    keepRoom: jest.fn((_room: KeptRoom | null) => undefined),
    keptRoom: jest.fn((): KeptRoom | null => null),
  } satisfies RoomSessionDeps;
  const last = () => sessions[sessions.length - 1];
  /** What the tab keeps for a reload now (the last keepRoom), undefined before any. */
  const kept = () => deps.keepRoom.mock.calls.at(-1)?.[0];
  return { deps, live, sessions, last, kept };
}

/** Lets the session's awaited calls settle. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 6; i += 1) await Promise.resolve();
}
