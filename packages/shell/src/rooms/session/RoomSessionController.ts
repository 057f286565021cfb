import { statusOf } from '@upclub/shared/api';
import { ROOM_ERRORS, ROOM_HEARTBEAT_MS } from '@upclub/shared/rooms';
import type { LiveStatus, RoomCommand, RoomSession, RoomSessionStatus } from '@upclub/shared/bus';
import {
  ROOM_RESYNC_RETRY_MS,
  betterClockSample,
  clockSample,
  isNewerRoomState,
  type ClockSample,
} from '@upclub/shared/rooms';
import type { KeptRoom } from './keptRoom';
import type {
  RoomEndedEvent,
  RoomHeartbeat,
  RoomPresenceEvent,
  RoomReactionEvent,
  RoomState,
  UserDetails,
} from '@upclub/shared/types';

/** A call timed on this page's clock (`timedRoomCall` of @upclub/shared/api). */
export type Timed<T> = Promise<{ answer: T; sentAt: number; receivedAt: number }>;

/** Everything outside the session, injected so tests drive it with fakes and fake timers. */
export interface RoomSessionDeps {
  join: (room: number) => Timed<RoomState>;
  get: (room: number) => Timed<RoomState>;
  heartbeat: (room: number) => Timed<RoomHeartbeat>;
  leave: (room: number) => Promise<void>;
  /** What the pages and the player see (the bus's roomSession). */
  publish: (session: RoomSession | null) => void;
  reactions: (event: RoomReactionEvent) => void;
  /** Says something to the user ('This room has ended.'). */
  notice: (text: string) => void;
  /** What a failed join says on the session. */
  errorText: (error: unknown) => string;
  /** The live events of the page, by type. */
  onState: (fn: (state: RoomState) => void) => () => void;
  onPresence: (fn: (event: RoomPresenceEvent) => void) => () => void;
  onReactions: (fn: (event: RoomReactionEvent) => void) => () => void;
  onEnded: (fn: (event: RoomEndedEvent) => void) => () => void;
  onLiveStatus: (fn: (status: LiveStatus) => void) => () => void;
  onUser: (fn: (user: UserDetails | null) => void) => () => void;
  /** Keeps in this tab the room it is in (null: none), for a reload to come back into (`rejoin`). */
  keepRoom: (room: KeptRoom | null) => void;
  /** The room this tab kept before a reload, if any. */
  keptRoom: () => KeptRoom | null;
}

const IN_ROOM: readonly RoomSessionStatus[] = ['joining', 'listening', 'reconnecting'];

/**
 * The page's one room session (docs/rooms.md "What the browser does"): the pages ask with room
 * commands, and everything it knows is published as the bus's `roomSession` (the club's room view
 * draws it, the player follows it).
 * - join: the join call, timed for the clock offset; then a heartbeat every ROOM_HEARTBEAT_MS,
 *   each timed too (the offset keeps the estimate from the fastest round trip, as NTP does);
 * - the room's live events: a state replaces the held one only with a higher version; presence
 *   and reactions pass on; the end says so once and stops the heartbeat;
 * - the live stream down: 'reconnecting'; back: the room is read again at once (events are not
 *   replayed), and again every ROOM_RESYNC_RETRY_MS until it answers; a heartbeat that tells of a
 *   newer version, or of the room's end, has it read again too;
 * - leave: the leave call (best effort: presence times out anyway) and no session; signing out
 *   drops the session without a call (the token is gone).
 * One room at a time: joining another leaves the one before. The room it is in is kept in the
 * tab (`keepRoom`) from the join's answer until it is left, ends or is dropped, so that a reload
 * comes back into it (`rejoin`).
 */
export class RoomSessionController {
  private session: RoomSession | null = null;
  private clock: ClockSample | null = null;
  private liveOpen = false;
  /** Bumped by each join, leave and drop: an answer for an older one is not used. */
  private attempt = 0;
  private heartbeatTimer: ReturnType<typeof setInterval> | null = null;
  private resyncTimer: ReturnType<typeof setTimeout> | null = null;
  private offs: Array<() => void> = [];

  constructor(private readonly deps: RoomSessionDeps) {}

  start(): void {
    if (this.offs.length) return;
    const { deps } = this;
    this.offs = [
      deps.onState((state) => this.accept(state)),
      deps.onPresence((event) => this.presence(event)),
      deps.onReactions((event) => {
        if (event.room === this.session?.room && this.inRoom()) deps.reactions(event);
      }),
      deps.onEnded((event) => {
        if (event.room === this.session?.room) this.end();
      }),
      deps.onLiveStatus((status) => this.liveStatus(status)),
      deps.onUser((user) => {
        if (!user) this.drop();
      }),
    ];
  }

  stop(): void {
    this.offs.splice(0).forEach((off) => off());
    this.drop();
  }

  handle = (command: RoomCommand): void => {
    if (command.type === 'join') void this.join(command.room, command.club);
    else if (command.type === 'leave') this.leave();
    else this.accept(command.state);
  };

  /**
   * After a reload: the room this tab was in is joined again if it is still live (read first,
   * quietly, so that an ended or unknown room is only forgotten: no join refused, no notice).
   * Nothing is published until then, so the player plays nothing before the room's state is
   * known. A join asked meanwhile (the room page's) or signing out wins: the read is then dropped.
   */
  rejoin = (): void => {
    const kept = this.deps.keptRoom();
    if (kept) void this.readAndRejoin(kept);
  };

  // ---- joining and leaving ----

  private async readAndRejoin({ room, club }: KeptRoom): Promise<void> {
    if (this.session) return;
    const attempt = this.attempt;
    let state: RoomState;
    try {
      state = (await this.deps.get(room)).answer;
    } catch (error) {
      if (attempt === this.attempt && !this.session && statusOf(error) === 404) this.deps.keepRoom(null);
      return;
    }
    if (attempt !== this.attempt || this.session) return;
    if (state.live) void this.join(room, club);
    else this.deps.keepRoom(null);
  }

  private async join(room: number, club: number): Promise<void> {
    const held = this.session;
    if (held?.room === room && this.inRoom()) return;
    if (held && held.room !== room) this.leave();
    this.halt();
    const attempt = ++this.attempt;
    this.clock = null;
    this.set({ room, club, status: 'joining', state: null, clockOffsetMs: 0 });
    let joined: Awaited<Timed<RoomState>>;
    try {
      joined = await this.deps.join(room);
    } catch (error) {
      if (attempt !== this.attempt) return;
      this.deps.keepRoom(null);
      this.set({ ...this.current(), status: 'error', error: this.deps.errorText(error) });
      return;
    }
    if (attempt !== this.attempt) {
      // Left (or gone elsewhere) while the join was on its way: out again on the server too.
      if (this.session?.room !== room) void this.deps.leave(room).catch(() => undefined);
      return;
    }
    this.sample(joined);
    this.deps.keepRoom({ room, club });
    this.heartbeatTimer = setInterval(() => void this.beat(), ROOM_HEARTBEAT_MS);
    const session = this.current();
    const state = isNewerRoomState(session.state, joined.answer) ? joined.answer : (session.state ?? joined.answer);
    this.set({ ...session, state, status: this.liveOpen ? 'listening' : 'reconnecting' });
    if (!state.live) this.end();
  }

  private leave(): void {
    const held = this.session;
    if (!held) return;
    this.halt();
    this.attempt += 1;
    if (held.status !== 'error' && held.status !== 'ended') void this.deps.leave(held.room).catch(() => undefined);
    this.deps.keepRoom(null);
    this.set(null);
  }

  /** Signed out: no call (the token is gone), no session. */
  private drop(): void {
    this.halt();
    this.attempt += 1;
    if (!this.session) return;
    this.deps.keepRoom(null);
    this.set(null);
  }

  // ---- what the room says ----

  /** A state from an answer, an event or a DJ's command: the newest version is kept; presence comes from the last. */
  private accept(state: RoomState): void {
    const held = this.session;
    if (!held || state.room !== held.room || held.status === 'error') return;
    if (!isNewerRoomState(held.state, state)) {
      if (held.state) this.presence({ ...state, room: held.room });
      return;
    }
    this.set({ ...held, state });
    if (!state.live && held.status !== 'joining') this.end();
  }

  private presence({
    room,
    listeners,
    listeners_sample,
  }: Pick<RoomPresenceEvent, 'room' | 'listeners' | 'listeners_sample'>): void {
    const held = this.session;
    if (!held?.state || room !== held.room) return;
    this.set({ ...held, state: { ...held.state, listeners, listeners_sample } });
  }

  /** The room ended (a DJ ended it, or no DJ was present): said once; the heartbeat stops. */
  private end(): void {
    const held = this.session;
    if (!held || held.status === 'ended' || held.status === 'error') return;
    this.halt();
    this.deps.keepRoom(null);
    this.set({ ...held, status: 'ended' });
    this.deps.notice(ROOM_ERRORS.ended);
  }

  // ---- staying in sync ----

  private liveStatus(status: LiveStatus): void {
    const wasOpen = this.liveOpen;
    this.liveOpen = status === 'open';
    const held = this.session;
    if (!held || (held.status !== 'listening' && held.status !== 'reconnecting')) return;
    if (!this.liveOpen && held.status === 'listening') this.set({ ...held, status: 'reconnecting' });
    else if (this.liveOpen && !wasOpen) void this.resync();
  }

  /** Reads the room again (after the stream came back, or a missed change), until it answers. */
  private async resync(): Promise<void> {
    const held = this.session;
    if (!held || !this.inRoom()) return;
    if (this.resyncTimer) clearTimeout(this.resyncTimer);
    this.resyncTimer = null;
    const attempt = this.attempt;
    let read: Awaited<Timed<RoomState>>;
    try {
      read = await this.deps.get(held.room);
    } catch {
      if (attempt === this.attempt && this.inRoom()) {
        this.resyncTimer = setTimeout(() => void this.resync(), ROOM_RESYNC_RETRY_MS);
      }
      return;
    }
    if (attempt !== this.attempt) return;
    this.sample(read);
    const now = this.current();
    if (now.status === 'reconnecting' && this.liveOpen) this.set({ ...now, status: 'listening' });
    this.accept(read.answer);
  }

  private async beat(): Promise<void> {
    const held = this.session;
    if (!held || !this.inRoom()) return;
    const attempt = this.attempt;
    let answer: Awaited<Timed<RoomHeartbeat>>;
    try {
      answer = await this.deps.heartbeat(held.room);
    } catch {
      return; // the next one tries again; presence allows three misses
    }
    if (attempt !== this.attempt) return;
    this.sample(answer);
    const version = this.session?.state?.version ?? -1;
    if (!answer.answer.live || answer.answer.version > version) void this.resync();
  }

  /** A timed answer: the clock offset keeps the better estimate (published with the next change, or now). */
  private sample({
    answer,
    sentAt,
    receivedAt,
  }: {
    answer: { server_time: number };
    sentAt: number;
    receivedAt: number;
  }) {
    this.clock = betterClockSample(this.clock, clockSample(sentAt, receivedAt, answer.server_time));
    const held = this.session;
    if (held && held.clockOffsetMs !== this.clock.offsetMs) this.set(held);
  }

  // ---- the session ----

  private inRoom(): boolean {
    return this.session !== null && IN_ROOM.includes(this.session.status);
  }

  private current(): RoomSession {
    if (!this.session) throw new Error('No room session');
    return this.session;
  }

  private halt(): void {
    if (this.heartbeatTimer) clearInterval(this.heartbeatTimer);
    if (this.resyncTimer) clearTimeout(this.resyncTimer);
    this.heartbeatTimer = null;
    this.resyncTimer = null;
  }

  private set(session: RoomSession | null): void {
    this.session = session && { ...session, clockOffsetMs: this.clock?.offsetMs ?? 0 };
    this.deps.publish(this.session);
  }
}
