import { useRef, useState } from 'react';
import { likeSongPost, unlikeSongPost } from '@upclub/shared/api';
import { emitPostChanged } from '@upclub/shared/bus';
import type { LikeResponse, SongPost } from '@upclub/shared/types';

// The like needs no query client (it caches nothing: each copy of the post follows
// emitPostChanged). It lives with the queries, which every signed-in page has, rather than with
// the post card, so the player's like button does not bring the card's entry with it.

export interface LikeState {
  liked: boolean;
  formatted_likes: string;
}

export interface LikeOptions {
  /**
   * Runs once the server has the like or unlike (the player then changes the provider's liked
   * songs); the toggle is pending until it ends, and its failure leaves the like in place.
   */
  afterToggle?: (liked: boolean) => Promise<unknown>;
}

/**
 * A count after one more or one less, before the server answers (spec §4: the count changes by
 * 1). Formatted counts ('1.2K') cannot be moved by one, so they stay until the server's comes.
 */
export function bumpFormattedCount(formatted: string, delta: 1 | -1): string {
  if (!/^\d+$/.test(formatted)) return formatted;
  return String(Math.max(0, Number(formatted) + delta));
}

/**
 * The like of a user post (spec §4 Like), for the post card and the player: it flips at once and
 * moves the count by one, then shows the server's count; a failed call puts the old state back
 * (the API client has already said what went wrong). Every step goes to each copy of the post
 * through emitPostChanged (the lists' caches, the player).
 */
export function useLike(post: SongPost, { afterToggle }: LikeOptions = {}) {
  const { song_post: songPost, liked, formatted_likes } = post;
  const [shown, setShown] = useState<LikeState>({ liked, formatted_likes });
  const [pending, setPending] = useState(false);
  // A ref as well as the state: two clicks in one frame must not both start a call.
  const busy = useRef(false);

  // The post's copy changes when another view likes it: follow it (while rendering, against the
  // copy seen last).
  const [copy, setCopy] = useState<LikeState>({ liked, formatted_likes });
  if (copy.liked !== liked || copy.formatted_likes !== formatted_likes) {
    setCopy({ liked, formatted_likes });
    setShown({ liked, formatted_likes });
  }

  const run = async (before: LikeState) => {
    const show = (state: LikeState) => {
      setShown(state);
      emitPostChanged({ songPost, ...state });
    };
    const like = !before.liked;
    show({ liked: like, formatted_likes: bumpFormattedCount(before.formatted_likes, like ? 1 : -1) });
    let answer: LikeResponse;
    try {
      answer = await (like ? likeSongPost : unlikeSongPost)(songPost);
    } catch {
      show(before);
      return;
    }
    show({ liked: like, formatted_likes: answer.song_post_formatted_likes });
    await afterToggle?.(like).catch(() => undefined);
  };

  const toggle = () => {
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    void run(shown).finally(() => {
      busy.current = false;
      setPending(false);
    });
  };
  return { ...shown, pending, toggle };
}
