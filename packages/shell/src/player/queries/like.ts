import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { likeSongPost, unlikeSongPost } from '@upclub/shared/api';
import { emitPostChanged, noticeSuccess } from '@upclub/shared/bus';
import { removeSavedTracks, saveTracks, savedTracksContain } from '@upclub/shared/streaming';
import { POST_TYPE_PLAIN, type SongPost } from '@upclub/shared/types';
import { LIKED_SONGS_TEXT } from '../texts';

// Likes from the player (spec §4 Like): a user post is liked through the API (every list follows
// through emitPostChanged) and its track is added to or removed from the provider's liked songs;
// a plain provider track (post_type 1) has no likes, so only the provider's liked songs change.

export const likeKeys = {
  saved: (trackId: string) => ['provider', 'savedTrack', trackId] as const,
};

/** Saved-state answers are kept a minute: the player asks again for each new track. */
const SAVED_TRACK_STALE_MS = 60_000;

const trackIdOf = (post: SongPost) => post.track_details?.id ?? post.song;
export const isPlainTrack = (post: SongPost) => post.post_type === POST_TYPE_PLAIN;

/** Whether a plain track is in the provider's liked songs (the like state the player shows for it). */
export function useSavedTrackQuery(post: SongPost | null) {
  const trackId = post ? trackIdOf(post) : '';
  return useQuery({
    queryKey: likeKeys.saved(trackId),
    queryFn: async () => (await savedTracksContain([trackId]))[0] ?? false,
    enabled: Boolean(post && isPlainTrack(post)),
    staleTime: SAVED_TRACK_STALE_MS,
  });
}

/** Spec §4: the count moves by one at once; formatted counts ('1.2K') wait for the server's. */
function bumped(formatted: string, delta: 1 | -1): string {
  return /^\d+$/.test(formatted) ? String(Math.max(0, Number(formatted) + delta)) : formatted;
}

async function setProviderSaved(queryClient: ReturnType<typeof useQueryClient>, post: SongPost, saved: boolean) {
  const trackId = trackIdOf(post);
  await (saved ? saveTracks : removeSavedTracks)([trackId]);
  queryClient.setQueryData(likeKeys.saved(trackId), saved);
  noticeSuccess(saved ? LIKED_SONGS_TEXT.added : LIKED_SONGS_TEXT.removed);
}

export function useToggleLikeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ post, like }: { post: SongPost; like: boolean }) => {
      if (isPlainTrack(post)) {
        await setProviderSaved(queryClient, post, like);
        return;
      }
      emitPostChanged({ songPost: post.song_post, liked: like, formatted_likes: bumped(post.formatted_likes, like ? 1 : -1) });
      try {
        const answer = await (like ? likeSongPost : unlikeSongPost)(post.song_post);
        emitPostChanged({ songPost: post.song_post, liked: like, formatted_likes: answer.song_post_formatted_likes });
      } catch (error) {
        // The API client has shown what went wrong; the post goes back to the truth.
        emitPostChanged({ songPost: post.song_post, liked: post.liked, formatted_likes: post.formatted_likes });
        throw error;
      }
      // The provider's liked songs follow; a failure there leaves the product's like in place.
      await setProviderSaved(queryClient, post, like).catch(() => undefined);
    },
  });
}
