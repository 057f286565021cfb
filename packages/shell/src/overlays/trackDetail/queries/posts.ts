import { useMutation } from '@tanstack/react-query';
import { postSong } from '@upclub/shared/api';
import type { PostSongBody } from '@upclub/shared/types';

/** v1/postsong/ (the caller raises the notices: a failure shows the server's detail, spec §8). */
export function usePostSongMutation() {
  return useMutation({ mutationFn: (body: PostSongBody) => postSong(body) });
}
