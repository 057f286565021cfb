import { applyPostChange as withChange } from '@upclub/shared/queries';
import { PLAYER_POST_CHANGE_DELAY_MS } from '@upclub/shared/constants';
import type { PostChange, PostListOrigin } from '@upclub/shared/bus';
import type { SongPost } from '@upclub/shared/types';

export type NowPlayingView = 'player' | 'comments';

export interface NowPlaying {
  open: boolean;
  view: NowPlayingView;
  /** The post Now Playing shows: follows the current post PLAYER_POST_CHANGE_DELAY_MS after it changes. */
  post: SongPost | null;
  /**
   * The post was opened for its comments while another one plays: it stays shown whatever plays,
   * with a Play control instead of the transport, until it is the current post.
   */
  chosen: boolean;
  /** Where a chosen post was shown (its Play control plays that list from it). */
  from?: PostListOrigin;
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
  private value: NowPlaying = { open: false, view: 'player', post: null, chosen: false };
  private followTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly deps: NowPlayingDeps) {}

  get snapshot(): NowPlaying {
    return this.value;
  }

  /** On start: closed, on the restored post. */
  restore(post: SongPost | null): void {
    this.cancelFollow();
    this.value = { open: false, view: 'player', post, chosen: false };
  }

  /** Opens on the current post (or the post shown last when nothing is current). */
  open(view: NowPlayingView = 'player'): void {
    this.cancelFollow();
    this.value = { open: true, view, post: this.deps.current() ?? this.value.post, chosen: false };
  }

  /**
   * Opens on `post`'s comments. The current post opens as `open` does; another one is shown as
   * chosen: playback is left as it is, and the post stays while the current one changes.
   */
  openComments(post: SongPost, from?: PostListOrigin): void {
    if (this.deps.current()?.song_post === post.song_post) {
      this.open('comments');
      return;
    }
    this.cancelFollow();
    this.value = { open: true, view: 'comments', post, chosen: true, ...(from && { from }) };
  }

  /** Closes; false when it was closed already. */
  close(): boolean {
    if (!this.value.open) return false;
    this.cancelFollow();
    const { from: _from, ...rest } = this.value;
    this.value = { ...rest, open: false, chosen: false };
    return true;
  }

  setView(view: NowPlayingView): void {
    this.value = { ...this.value, view };
  }

  /** The current post changed: shown at once while closed, after 500 ms while open (spec §4). */
  currentChanged(): void {
    if (this.value.chosen) {
      // A chosen post stays; once it plays (its Play control), it is simply the current one.
      const current = this.deps.current();
      if (current?.song_post === this.value.post?.song_post) this.value = this.unchosen(current);
      return;
    }
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

  private unchosen(post: SongPost | null): NowPlaying {
    const { from: _from, ...rest } = this.value;
    return { ...rest, post, chosen: false };
  }

  private cancelFollow(): void {
    if (this.followTimer) clearTimeout(this.followTimer);
    this.followTimer = null;
  }
}
