import type { SongPost } from './posts';

// The player's state (spec part 1 §3 "Player state").

export type RepeatMode = 'none' | 'all' | 'track';

/** Which page a post list came from, so a restored list can be reloaded or labelled. */
export interface TrackPage {
  name: string;
  params?: Record<string, string | number>;
}

export interface PlayerState {
  /** The list being played, each with its `order`. */
  list: SongPost[];
  /** Whether the list is open in the player (Now Playing). */
  open: boolean;
  page: TrackPage | null;
  /** Index in `list` of the current post, or -1. */
  index: number;
  current: SongPost | null;
  repeat: RepeatMode;
  shuffle: boolean;
  /** Set when next wrapped from the end: the next play starts paused. */
  pauseNext: boolean;
}

/** What the player bar and the post cards show of the playback. */
export interface PlaybackStatus {
  post: SongPost | null;
  playing: boolean;
  positionMs: number;
  durationMs: number;
  volume: number;
  ready: boolean;
}
