import { useEffect, useRef, useState } from 'react';
import { likeSongPost, unlikeSongPost } from '@upclub/shared/api';
import { emitPostChanged } from '@upclub/shared/bus';
import type { SongPost } from '@upclub/shared/types';
import { bumpFormattedCount } from './format';

export interface LikeState {
  liked: boolean;
  formatted_likes: string;
}

/**
 * The card's like toggle (spec §4 Like): flips at once and moves the count by one, then shows the
 * server's count and tells every list (emitPostChanged); a failed call puts the old state back.
 */
export function useLike(post: SongPost) {
  const [state, setState] = useState<LikeState>({ liked: post.liked, formatted_likes: post.formatted_likes });
  const [pending, setPending] = useState(false);
  const mounted = useRef(true);

  // The list's copy changes when another view likes the post: follow it.
  useEffect(() => {
    setState({ liked: post.liked, formatted_likes: post.formatted_likes });
  }, [post.liked, post.formatted_likes]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const toggle = async () => {
    if (pending) return;
    const before = state;
    const liked = !before.liked;
    setState({ liked, formatted_likes: bumpFormattedCount(before.formatted_likes, liked ? 1 : -1) });
    setPending(true);
    try {
      const answer = await (liked ? likeSongPost : unlikeSongPost)(post.song_post);
      const next = { liked, formatted_likes: answer.song_post_formatted_likes };
      if (mounted.current) setState(next);
      emitPostChanged({ songPost: post.song_post, ...next });
    } catch {
      // The API client has already shown what went wrong; the count goes back to the truth.
      if (mounted.current) setState(before);
    } finally {
      if (mounted.current) setPending(false);
    }
  };

  return { ...state, pending, toggle };
}
