import { ROOM_PREVIOUS_RESTART_MS } from '@upclub/shared/rooms';

// What a room plays, as pure functions of its row and its songs: every command, the lazy advance
// on read and the sweeper's advance go through these, so they agree on the one rule of time
// (docs/rooms.md "The state of a room").

/** The playing part of a room row. Times are epoch milliseconds of the server's clock. */
export interface PlayState {
  currentItemId: number | null;
  /** The current entry's seq, or the last played one's when none is current. */
  cursorSeq: number;
  playing: boolean;
  positionMs: number;
  positionAt: number;
}

/** A queue entry as the rules need it. */
export interface Entry {
  id: number;
  seq: number;
  /** Null: unknown, the song plays until a DJ moves on. */
  durationMs: number | null;
}

/** The room's entries in seq order, with look-ups. */
export class Entries {
  readonly list: Entry[];
  constructor(entries: Entry[]) {
    this.list = [...entries].sort((a, b) => a.seq - b.seq);
  }
  byId(id: number | null): Entry | undefined {
    return id === null ? undefined : this.list.find((e) => e.id === id);
  }
  /** The first entry after `seq`. */
  after(seq: number): Entry | undefined {
    return this.list.find((e) => e.seq > seq);
  }
  /** The last entry before `seq` (or at it, with `orAt`). */
  before(seq: number, orAt = false): Entry | undefined {
    let found: Entry | undefined;
    for (const e of this.list) if (e.seq < seq || (orAt && e.seq === seq)) found = e;
    return found;
  }
  /** How many wait after the cursor. */
  waiting(state: PlayState): number {
    return this.list.filter((e) => e.seq > state.cursorSeq).length;
  }
}

/** The position now, capped at the song's length. */
export function positionNow(state: PlayState, durationMs: number | null, now: number): number {
  const at = state.playing ? state.positionMs + Math.max(0, now - state.positionAt) : state.positionMs;
  return durationMs === null ? at : Math.min(at, durationMs);
}

/** When the current song ends if nothing changes (null: paused, nothing current, length unknown). */
export function endsAt(state: PlayState, entries: Entries): number | null {
  const current = entries.byId(state.currentItemId);
  if (!state.playing || !current || current.durationMs === null) return null;
  return state.positionAt + current.durationMs - state.positionMs;
}

/** `entry` from `positionMs` at `at`, playing (or the room stops when there is none). */
function startAt(entry: Entry | undefined, state: PlayState, at: number, playing = true): PlayState {
  if (!entry) return { ...state, currentItemId: null, playing: false, positionMs: 0, positionAt: at };
  return { currentItemId: entry.id, cursorSeq: entry.seq, playing, positionMs: 0, positionAt: at };
}

/**
 * The songs that ended by `now` are done: each next one started the moment the one before
 * ended (not when someone looked), so every process and client computes the same position.
 */
export function advance(state: PlayState, entries: Entries, now: number): { state: PlayState; moved: boolean } {
  let next = state;
  let moved = false;
  for (let end = endsAt(next, entries); end !== null && end <= now; end = endsAt(next, entries)) {
    next = startAt(entries.after(next.cursorSeq), next, end);
    moved = true;
  }
  // A current entry that is gone (its adder's account deleted) counts as ended now.
  if (next.currentItemId !== null && !entries.byId(next.currentItemId)) {
    next = startAt(entries.after(next.cursorSeq), next, now, next.playing);
    moved = true;
  }
  return { state: next, moved };
}

/** play: from where it is or from `positionMs`; with nothing current, the next song. Null: nothing to play. */
export function play(state: PlayState, entries: Entries, now: number, positionMs?: number): PlayState | null {
  const current = entries.byId(state.currentItemId);
  if (!current) {
    const next = entries.after(state.cursorSeq);
    if (!next) return null;
    return { ...startAt(next, state, now), positionMs: clampTo(positionMs ?? 0, next) };
  }
  const from = positionMs === undefined ? positionNow(state, current.durationMs, now) : clampTo(positionMs, current);
  return { ...state, playing: true, positionMs: from, positionAt: now };
}

export function pause(state: PlayState, entries: Entries, now: number): PlayState {
  const current = entries.byId(state.currentItemId);
  return {
    ...state,
    playing: false,
    positionMs: positionNow(state, current?.durationMs ?? null, now),
    positionAt: now,
  };
}

/** seek: the same song at `positionMs` (the caller checked it is within the song), playing or not. */
export function seek(state: PlayState, now: number, positionMs: number): PlayState {
  return { ...state, positionMs, positionAt: now };
}

/** skip: the next song from its start, playing; none left: nothing current. */
export function skip(state: PlayState, entries: Entries, now: number): PlayState {
  return startAt(entries.after(state.cursorSeq), state, now);
}

/** previous: restart past ROOM_PREVIOUS_RESTART_MS, else the song played before (or restart). */
export function previous(state: PlayState, entries: Entries, now: number): PlayState {
  const current = entries.byId(state.currentItemId);
  const at = positionNow(state, current?.durationMs ?? null, now);
  // With nothing current the cursor is the last song played: that one is "the song before".
  const before = entries.before(state.cursorSeq, !current);
  if (current && (at > ROOM_PREVIOUS_RESTART_MS || !before)) return startAt(current, state, now, state.playing);
  if (!before) return state;
  return startAt(before, state, now);
}

/** A song added to a room with nothing current starts at once. */
export function added(state: PlayState, entries: Entries, now: number): PlayState {
  if (state.currentItemId !== null) return state;
  return startAt(entries.after(state.cursorSeq), state, now);
}

function clampTo(positionMs: number, entry: Entry): number {
  return entry.durationMs === null ? positionMs : Math.min(positionMs, entry.durationMs);
}
