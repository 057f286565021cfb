import type { RoomReactionEvent, RoomState } from '@upclub/shared/types';
import { channel, startupBufferedChannel, stateChannel } from './bus';

// A club's listening room, as the page lives it. The shell holds the one room session of the
// page (joining, the clock offset, heartbeats, the room's events, and the player following the
// room); the pages (the club's room view in clubs-mfe) ask for it with these commands and show
// what `roomSession` says. A page never drives the player for a room itself.

export type RoomCommand =
  /** Join this room (leaving another one first) and let the player follow it. */
  | { type: 'join'; room: number; club: number }
  /** Leave the room: the player stops following it and is the listener's again. */
  | { type: 'leave' }
  /** A DJ's control answered with a newer state: apply it now rather than wait for its event. */
  | { type: 'apply'; state: RoomState };

// Kept until the shell's room gate first listens (it starts with the signed-in chrome): a page
// that joins as it mounts is not lost.
const commands = startupBufferedChannel<RoomCommand>();
export const sendRoomCommand = commands.emit;
export const onRoomCommand = commands.on;

/**
 * - `joining`: the join call is on its way;
 * - `listening`: in the room, the player following it;
 * - `reconnecting`: the live stream is down; the room is fetched again when it is back;
 * - `ended`: the room ended (by a DJ or for lack of one): the player stopped;
 * - `error`: the join failed (`error` says why); the page offers Retry.
 */
export type RoomSessionStatus = 'joining' | 'listening' | 'reconnecting' | 'ended' | 'error';

export interface RoomSession {
  room: number;
  club: number;
  status: RoomSessionStatus;
  /** The newest state (highest version) heard, or null before the join answered. */
  state: RoomState | null;
  /** The estimated offset of the server's clock from this page's (ms): serverNow = Date.now() + offset. */
  clockOffsetMs: number;
  error?: string;
}

const session = stateChannel<RoomSession | null>(null);
export const setRoomSession = session.set;
export const getRoomSession = session.get;
export const onRoomSession = session.on;

/** Reactions of the room the page is in, as they arrive (the view floats them). */
const reactions = channel<RoomReactionEvent>();
export const emitRoomReactions = reactions.emit;
export const onRoomReactions = reactions.on;
