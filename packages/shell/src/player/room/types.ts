import type { RoomCommand, RoomSession } from '@upclub/shared/bus';
import type { RoomControlBody, RoomState } from '@upclub/shared/types';
import type { RoomPlayback } from '../engine/RoomPlayback';

// The player's side of a club's room as the engine sees it. The code itself (./RoomLink, the
// follower, the leave question) is in the room's chunk, loaded when a room session first appears.

/**
 * What a user does with their player that a room has a say in:
 * - `toggle`, `pause`, `next`, `previous`, `seek`: the transport (bar, Now Playing, keys on them);
 * - `play`: playing a post or a list of their own (a card, a share link, Now Playing's Play).
 */
export type PlayerAction = 'toggle' | 'pause' | 'next' | 'previous' | 'seek' | 'play';

/** The room the player follows, as the bar and its dialogs show it. */
export interface RoomView {
  room: number;
  club: number;
  clubName: string;
  /** This user is one of the room's DJs: their transport controls the room. */
  dj: boolean;
  /** A listener's action waits for their answer: leave the room (then do it), or stay. */
  confirming: boolean;
  /** The room item playing (the player holds it as the post `roomPostId(songItem)`), or null. */
  songItem: number | null;
  /** The post that song came from, linked to with its comments (null: it came from song search). */
  songPost: number | null;
  /** That post's address (its share link), or null. */
  songPostPath: string | null;
}

/** What the room link needs from the page (the bus's room session and commands, the control call, who is signed in). */
export interface RoomLinkDeps {
  onRoomSession: (fn: (session: RoomSession | null) => void) => () => void;
  sendRoomCommand: (command: RoomCommand) => void;
  controlRoom: (room: number, body: RoomControlBody) => Promise<RoomState>;
  currentUserId: () => number | null;
}

/** The room link as the engine drives it (./RoomLink). */
export interface RoomLinkApi {
  readonly snapshot: RoomView | null;
  start(): void;
  stop(): void;
  /** Whether the room takes a user's action (sent to it, asked about, or answered); false: do it as usual. */
  takes(action: PlayerAction, run: () => void, positionMs?: number): boolean;
  /** "Leave the room": out of it, then the action that asked. */
  leaveAndRun(): void;
  /** "Stay": the action is dropped. */
  stay(): void;
}

export type RoomLinkClass = new (playback: RoomPlayback, deps: RoomLinkDeps, changed: () => void) => RoomLinkApi;

/** The engine's rooms: the link's needs, and how its chunk is loaded. */
export interface RoomsDeps extends RoomLinkDeps {
  load: () => Promise<{ RoomLink: RoomLinkClass }>;
}

/** A page without rooms (the engine's tests): no session ever comes. */
export const NO_ROOMS: RoomsDeps = {
  onRoomSession: () => () => undefined,
  sendRoomCommand: () => undefined,
  controlRoom: () => Promise.reject(new Error('No rooms here.')),
  currentUserId: () => null,
  load: () => Promise.reject(new Error('No rooms here.')),
};
