import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { noticeSuccess } from '@upclub/shared/bus';
import { catalogueKeys } from '@upclub/shared/queries/catalogue';
import { streamingProvider } from '@upclub/shared/providers';
import { POST_TYPE_PLAIN, type SongPost } from '@upclub/shared/types';
import { LIKED_SONGS_TEXT } from '../texts';

// The provider's liked songs (Spotify's saved tracks, a music server's starred songs) as the player uses them (spec §4 Like): liking a user post in the
// player also adds its track there, unliking removes it; a plain provider track (post_type 1) has
// no likes of its own, so its like is only its place in the provider's liked songs.

export const savedTrackKeys = {
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
    queryKey: savedTrackKeys.saved(trackId),
    queryFn: async () => (await streamingProvider().library.savedTracksContain([trackId]))[0] ?? false,
    enabled: Boolean(post && isPlainTrack(post)),
    staleTime: SAVED_TRACK_STALE_MS,
  });
}

/** Adds the post's track to the provider's liked songs, or removes it, with the notice of spec §8. */
export function useSaveTrackMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ post, saved }: { post: SongPost; saved: boolean }) => {
      const trackId = trackIdOf(post);
      const { library } = streamingProvider();
      await (saved ? library.saveTracks([trackId]) : library.removeSavedTracks([trackId]));
      queryClient.setQueryData(savedTrackKeys.saved(trackId), saved);
      // The song search shows the saved tracks on an empty query: it reads them afresh.
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.saved() });
      noticeSuccess(saved ? LIKED_SONGS_TEXT.added : LIKED_SONGS_TEXT.removed);
    },
  });
}
