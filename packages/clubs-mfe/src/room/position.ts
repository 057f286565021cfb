import type { RoomState } from '@upclub/shared/types';

// Where a room's song is now (docs/rooms.md "Position now"): computed from the state and the
// server's clock, so every listener's bar shows the same moment without asking the server.

/**
 * The position (ms) of the room's current song at `serverNow` (this page's clock plus its offset
 * from the server's): moving while it plays, still while paused, never past the song's length.
 */
export function positionAt(
  state: Pick<RoomState, 'current' | 'playing' | 'position_ms' | 'position_at'>,
  serverNow: number,
): number {
  if (!state.current) return 0;
  const moved = state.playing ? state.position_ms + Math.max(0, serverNow - state.position_at) : state.position_ms;
  const duration = state.current.track_details.duration_ms;
  return Math.max(0, duration ? Math.min(moved, duration) : moved);
}

/** Milliseconds as a player shows them: m:ss, or h:mm:ss past an hour. */
export function formatTime(ms: number): string {
  const total = Math.floor(Math.max(0, ms) / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
