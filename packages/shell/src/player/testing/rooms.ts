import type { RoomCommand, RoomSession } from '@upclub/shared/bus';
import { aRoomState } from '@upclub/shared/testing';
import type { RoomState } from '@upclub/shared/types';
import { RoomLink } from '../room/RoomLink';
import type { RoomsDeps } from '../room/types';

/**
 * The room session as the player sees it, driven by the test: `session(...)` publishes one (as the
 * page's room session would), `commands` lists what the player sent back (leave, apply), and the
 * room answers a DJ's control with `answer`.
 */
export function fakeRooms({ userId = 5, answer = aRoomState({ version: 2 }) } = {}) {
  const listeners = new Set<(session: RoomSession | null) => void>();
  let current: RoomSession | null = null;
  const commands: RoomCommand[] = [];
  const deps = {
    onRoomSession: (fn: (session: RoomSession | null) => void) => {
      listeners.add(fn);
      fn(current);
      return () => void listeners.delete(fn);
    },
    sendRoomCommand: jest.fn((command: RoomCommand) => void commands.push(command)),
    controlRoom: jest.fn(async (_room: number, _body: unknown) => answer),
    currentUserId: () => userId,
    load: jest.fn(async () => ({ RoomLink })),
  } satisfies RoomsDeps;
  const session = (value: RoomSession | null) => {
    current = value;
    listeners.forEach((fn) => fn(value));
  };
  /** The room (7 of club 3) listened to in `state`, the server clock the page's. */
  const listening = (state: RoomState = aRoomState({ server_time: Date.now(), position_at: Date.now() })) =>
    session({ room: state.room, club: state.club, status: 'listening', state, clockOffsetMs: 0 });
  return { deps, commands, session, listening };
}
