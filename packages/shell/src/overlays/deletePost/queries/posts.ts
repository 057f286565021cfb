import { useMutation } from '@tanstack/react-query';
import { deleteSong } from '@upclub/shared/api';

/** v1/deletesong/{id} (the API client shows what the server says on failure). */
export function useDeletePostMutation() {
  return useMutation({ mutationFn: (songPost: number) => deleteSong(songPost) });
}
