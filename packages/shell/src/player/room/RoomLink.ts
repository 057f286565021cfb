import type { RoomSession } from '@upclub/shared/bus';
import { roomSongPostPath } from '@upclub/shared/rooms';
import type { RoomControlBody, RoomState } from '@upclub/shared/types';
import type { RoomPlayback } from '../engine/RoomPlayback';
import { RoomFollower } from './RoomFollower';
import type { PlayerAction, RoomLinkApi, RoomLinkDeps, RoomView } from './types';

/**
 * A DJ dragging the progress slider seeks many times a second: the room is sent the position they
 * settle on, this long after the last move.
 */
export const DJ_SEEK_SETTLE_MS = 300;

/**
 * The player's side of the page's room session (the bus's `roomSession`, kept by ../../rooms):
 * while the session has a live room's state, the player is in room mode (`RoomPlayback`) and the
 * follower plays what the room plays; when the session ends, errs or goes, the player is the
 * listener's again.
 *
 * In a room, the user's own transport is the room's business (issue 25): a DJ's play, pause, next,
 * previous and seek are sent to the room as control commands (with the version they saw); a
 * listener's are asked about first ("Leave the room?"), and done once they left. A listener's Play
 * while the room plays and their player does not (a refused autoplay) plays the room again.
 */
export class RoomLink implements RoomLinkApi {
  private session: RoomSession | null = null;
  /** The room the player follows (room mode), or null. */
  private following: number | null = null;
  /** A room left from the player: its session is not followed again unless joined anew. */
  private left: number | null = null;
  private readonly follower: RoomFollower;
  private pending: (() => void) | null = null;
  private followed: { version: number; offset: number } | null = null;
  private view: RoomView | null = null;
  private off: (() => void) | null = null;
  private seekTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly playback: RoomPlayback,
    private readonly deps: RoomLinkDeps,
    private readonly changed: () => void,
  ) {
    this.follower = new RoomFollower(playback);
  }

  get snapshot(): RoomView | null {
    return this.view;
  }

  start(): void {
    this.off ??= this.deps.onRoomSession((session) => this.onSession(session));
  }

  stop(): void {
    this.off?.();
    this.off = null;
    if (this.seekTimer) clearTimeout(this.seekTimer);
    this.seekTimer = null;
    this.exit();
  }

  /**
   * Whether the room takes a user's action: sent to the room (a DJ), asked about (a listener), or
   * answered by playing the room again. False outside a room: the caller does it as usual.
   */
  takes(action: PlayerAction, run: () => void, positionMs?: number): boolean {
    const state = this.following === null ? null : (this.session?.state ?? null);
    if (!state) return false;
    if (action !== 'play' && this.isDj(state)) {
      this.control(state, action, positionMs);
      return true;
    }
    if (action === 'toggle' && state.playing && !this.playback.status.playing) {
      this.follower.rejoin();
      return true;
    }
    // A listener cannot seek the room (the slider is off for them).
    if (action === 'seek') return true;
    this.pending = run;
    this.publish();
    return true;
  }

  /** "Leave the room": out of it, the player is theirs again, and what they asked for is done. */
  leaveAndRun(): void {
    const run = this.pending;
    this.pending = null;
    this.left = this.following;
    this.exit();
    this.deps.sendRoomCommand({ type: 'leave' });
    run?.();
  }

  /** "Stay": the action is dropped. */
  stay(): void {
    this.pending = null;
    this.publish();
  }

  private onSession(session: RoomSession | null): void {
    this.session = session;
    if (!session) {
      this.left = null;
      this.exit();
      return;
    }
    if (session.room === this.left) {
      if (session.status !== 'joining') return;
      this.left = null;
    }
    if (session.status === 'joining') {
      if (this.following !== null && this.following !== session.room) this.exit();
      return;
    }
    if (session.status === 'ended' || session.status === 'error' || !session.state) {
      this.exit();
      return;
    }
    if (this.following !== session.room) this.enter(session.room);
    this.follow();
  }

  private enter(room: number): void {
    this.exit();
    this.following = room;
    this.playback.enterRoom();
    this.publish();
  }

  private exit(): void {
    this.pending = null;
    this.followed = null;
    if (this.following === null) return;
    this.following = null;
    this.follower.stop();
    this.playback.leaveRoom();
    this.publish();
  }

  /** The follower gets a state it has not had (a newer version, or a better clock offset). */
  private follow(): void {
    const session = this.session;
    if (!session?.state || this.following !== session.room) return;
    const next = { version: session.state.version, offset: session.clockOffsetMs };
    if (next.version !== this.followed?.version || next.offset !== this.followed.offset) {
      this.followed = next;
      this.follower.follow(session.state, session.clockOffsetMs);
    }
    this.publish();
  }

  private isDj(state: RoomState): boolean {
    const user = this.deps.currentUserId();
    return user !== null && state.djs.includes(user);
  }

  private control(state: RoomState, action: Exclude<PlayerAction, 'play'>, positionMs?: number): void {
    if (this.seekTimer) clearTimeout(this.seekTimer);
    this.seekTimer = null;
    if (action === 'seek') {
      const position = Math.max(0, Math.round(positionMs ?? 0));
      this.seekTimer = setTimeout(() => {
        this.seekTimer = null;
        const now = this.session?.state;
        if (now && this.following === now.room)
          this.send(now.room, { action: 'seek', position_ms: position, version: now.version });
      }, DJ_SEEK_SETTLE_MS);
      return;
    }
    this.send(state.room, { action: ROOM_ACTION_OF[action](state), version: state.version });
  }

  private send(room: number, body: RoomControlBody): void {
    this.deps.controlRoom(room, body).then(
      (answer) => this.deps.sendRoomCommand({ type: 'apply', state: answer }),
      // The API client has told why (not a DJ any more, a changed room, the empty queue).
      () => undefined,
    );
  }

  private publish(): void {
    const state = this.session?.state;
    const view: RoomView | null =
      this.following !== null && state
        ? {
            room: state.room,
            club: state.club,
            clubName: state.club_name,
            dj: this.isDj(state),
            confirming: this.pending !== null,
            songItem: state.current?.item ?? null,
            songPost: state.current?.song_post ?? null,
            songPostPath: postPathOf(state.current?.song_post ?? null),
          }
        : null;
    const same =
      view === this.view ||
      (view !== null &&
        this.view !== null &&
        (Object.keys(view) as Array<keyof RoomView>).every((key) => view[key] === this.view?.[key]));
    if (same) return;
    this.view = view;
    this.changed();
  }
}

const postPathOf = (songPost: number | null) => (songPost === null ? null : roomSongPostPath(songPost));

/** The room's control action for a DJ's transport action. */
const ROOM_ACTION_OF: Record<Exclude<PlayerAction, 'play'>, (state: RoomState) => RoomControlBody['action']> = {
  toggle: (state) => (state.playing ? 'pause' : 'play'),
  pause: () => 'pause',
  next: () => 'skip',
  previous: () => 'previous',
  seek: () => 'seek',
};
