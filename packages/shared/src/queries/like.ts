import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { likeSongPost, unlikeSongPost } from '@upclub/shared/api';
import { emitPostChanged } from '@upclub/shared/bus';
import type { LikeResponse, SongPost } from '@upclub/shared/types';
import { bumpFormattedCount } from './postChange';

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
 * The like of a user post (spec §4 Like), for the post card and the player: it flips at once and
 * moves the count by one, then shows the server's count; a failed call puts the old state back
 * (the API client has already said what went wrong). Every step goes to each copy of the post
 * through emitPostChanged (the lists' caches, the player).
 */
export function useLike(post: SongPost, { afterToggle }: LikeOptions = {}) {
  const { song_post: songPost, liked, formatted_likes } = post;
  const [shown, setShown] = useState<LikeState>({ liked, formatted_likes });

  // The post's copy changes when another view likes it: follow it (while rendering, against the
  // copy seen last).
  const [copy, setCopy] = useState<LikeState>({ liked, formatted_likes });
  if (copy.liked !== liked || copy.formatted_likes !== formatted_likes) {
    setCopy({ liked, formatted_likes });
    setShown({ liked, formatted_likes });
  }

  const mutation = useMutation({
    mutationFn: async (before: LikeState) => {
      const show = (state: LikeState) => {
        setShown(state);
        emitPostChanged({ songPost, ...state });
      };
      const like = !before.liked;
      show({ liked: like, formatted_likes: bumpFormattedCount(before.formatted_likes, like ? 1 : -1) });
      let answer: LikeResponse;
      try {
        answer = await (like ? likeSongPost : unlikeSongPost)(songPost);
      } catch (error) {
        show(before);
        throw error;
      }
      show({ liked: like, formatted_likes: answer.song_post_formatted_likes });
      await afterToggle?.(like).catch(() => undefined);
    },
  });

  const toggle = () => {
    if (!mutation.isPending) mutation.mutate(shown);
  };
  return { ...shown, pending: mutation.isPending, toggle };
}
