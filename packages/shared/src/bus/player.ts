import type { PlaybackStatus, SongPost, TrackPage } from '@upclub/shared/types';
import { channel, stateChannel } from './bus';

// The player lives in the shell; any page drives it with these commands and watches its status.

export type PlayerCommand =
  /** Play `list[index]`, making `list` the current list (from `page`). */
  | { type: 'playList'; list: SongPost[]; index: number; page: TrackPage; openPlayer?: boolean }
  /** Play/pause the current post (starts `post` when it is not the current one). */
  | { type: 'toggle'; post?: SongPost; list?: SongPost[]; page?: TrackPage }
  | { type: 'pause' }
  | { type: 'next' }
  | { type: 'previous' }
  /** A post was deleted: the player moves past it or clears playback. */
  | { type: 'removed'; songPost: number }
  /** Open Now Playing on the current post (comments view when `view` says so). */
  | { type: 'open'; view?: 'player' | 'comments' }
  /** Play one post once the player is ready (share links, notifications). */
  | { type: 'playWhenReady'; post: SongPost; openPlayer?: boolean; view?: 'player' | 'comments' }
  /** A search modal opened: remember the playback (spec §4 Player). */
  | { type: 'saveSnapshot' }
  /** The search modal closed: restore the remembered playback if it changed meanwhile. */
  | { type: 'restoreSnapshot' };

const commands = channel<PlayerCommand>();
export const emitPlayerCommand = commands.emit;
export const onPlayerCommand = commands.on;

const status = stateChannel<PlaybackStatus>({
  post: null,
  playing: false,
  positionMs: 0,
  durationMs: 0,
  volume: 100,
  ready: false,
});
export const setPlaybackStatus = status.set;
export const getPlaybackStatus = status.get;
export const onPlaybackStatus = status.on;
