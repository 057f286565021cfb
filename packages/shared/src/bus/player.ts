import type { PlaybackStatus, SongPost, TrackPage } from '@upclub/shared/types';
import { startupBufferedChannel, stateChannel } from './bus';

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
  /** Open Now Playing on the current post. */
  | { type: 'open' }
  /**
   * Show a post and its comments in Now Playing, whatever plays: the one way to open a post's
   * comments (a card, a toast, a notification row). It never starts, stops or changes playback;
   * playing the post is the user's choice, from the Play control there (from `from`'s list when
   * given, the list the post was shown in).
   */
  | { type: 'openComments'; post: SongPost; from?: PostListOrigin }
  /** Play one post once the player is ready (share links, notifications about the post itself). */
  | { type: 'playWhenReady'; post: SongPost; openPlayer?: boolean }
  /** A search modal opened: remember the playback (spec §4 Player). */
  | { type: 'saveSnapshot' }
  /** The search modal closed: restore the remembered playback if it changed meanwhile. */
  | { type: 'restoreSnapshot' };

/** The list a post was shown in, so playing it from its comments plays that list from it. */
export interface PostListOrigin {
  list: SongPost[];
  page: TrackPage;
}

// Kept until the player's inbox first listens: a page that asks for a play while the page starts
// (a share link's post answered before the chrome mounted) still gets it played.
const commands = startupBufferedChannel<PlayerCommand>();
export const emitPlayerCommand = commands.emit;
export const onPlayerCommand = commands.on;

/** Opens `post`'s comments without interrupting what plays (see the `openComments` command). */
export const openPostComments = (post: SongPost, from?: PostListOrigin) =>
  commands.emit(from ? { type: 'openComments', post, from } : { type: 'openComments', post });

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
