import { applyPostChange as withChange } from '@upclub/shared/queries';
import { PLAYER_POST_CHANGE_DELAY_MS } from '@upclub/shared/constants';
import type { PostChange } from '@upclub/shared/bus';
import type { SongPost } from '@upclub/shared/types';

export type NowPlayingView = 'player' | 'comments';

export interface NowPlaying {
  open: boolean;
  view: NowPlayingView;
  /** The post Now Playing shows: follows the current post PLAYER_POST_CHANGE_DELAY_MS after it changes. */
  post: SongPost | null;
}

export interface NowPlayingDeps {
  /** The player's current post. */
  current: () => SongPost | null;
  /** Called when the state changed by itself (the delayed post change). */
  changed: () => void;
}

/**
 * The Now Playing modal's state (spec §4 Player): whether it is open, on which view, and which
 * post it shows. While it is open, a new current post is shown 500 ms after it became current;
 * while it is closed, the shown post follows at once.
 *
 * The methods only change the state; the engine publishes it after each call.
 */
export class NowPlayingState {
  private value: NowPlaying = { open: false, view: 'player', post: null };
  private followTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly deps: NowPlayingDeps) {}

  get snapshot(): NowPlaying {
    return this.value;
  }

  /** On start: closed, on the restored post. */
  restore(post: SongPost | null): void {
    this.cancelFollow();
    this.value = { open: false, view: 'player', post };
  }

  /** Opens on the current post (or the post shown last when nothing is current). */
  open(view: NowPlayingView = 'player'): void {
    this.cancelFollow();
    this.value = { open: true, view, post: this.deps.current() ?? this.value.post };
  }

  /** Closes; false when it was closed already. */
  close(): boolean {
    if (!this.value.open) return false;
    this.cancelFollow();
    this.value = { ...this.value, open: false };
    return true;
  }

  setView(view: NowPlayingView): void {
    this.value = { ...this.value, view };
  }

  /** The current post changed: shown at once while closed, after 500 ms while open (spec §4). */
  currentChanged(): void {
    if (!this.value.open) {
      this.value = { ...this.value, post: this.deps.current() ?? this.value.post };
      return;
    }
    this.cancelFollow();
    this.followTimer = setTimeout(() => {
      this.followTimer = null;
      const current = this.deps.current();
      if (!current) return;
      this.value = { ...this.value, post: current };
      this.deps.changed();
    }, PLAYER_POST_CHANGE_DELAY_MS);
  }

  /** A post changed elsewhere (like, comment count): true when it is the one shown. */
  applyPostChange(change: PostChange): boolean {
    const shown = this.value.post;
    if (shown?.song_post !== change.songPost) return false;
    this.value = { ...this.value, post: withChange(shown, change) };
    return true;
  }

  /** Drops the pending post change (the engine stops). */
  stop(): void {
    this.cancelFollow();
  }

  private cancelFollow(): void {
    if (this.followTimer) clearTimeout(this.followTimer);
    this.followTimer = null;
  }
}
