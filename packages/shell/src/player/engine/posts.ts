import type { DeviceTrack } from '@upclub/shared/providers';
import type { SongPost } from '@upclub/shared/types';

// Small facts about posts that the engine's parts share.

/** The provider URI the device plays for a post (posts without track details carry the track id). */
export const trackUriOf = (post: SongPost, trackUri: (id: string) => string) =>
  post.track_details?.uri ?? trackUri(post.song);
const trackIdOf = (post: SongPost) => post.track_details?.id ?? post.song;

/** Whether the device's track is the post's track (directly or through track relinking). */
export function sdkTrackIs(
  track: DeviceTrack | null | undefined,
  post: SongPost,
  trackUri: (id: string) => string,
): boolean {
  if (!track) return false;
  const id = trackIdOf(post);
  const uri = trackUriOf(post, trackUri);
  return track.id === id || track.uri === uri || track.linked_from?.id === id || track.linked_from?.uri === uri;
}

export const samePost = (a: SongPost | null, b: SongPost | null) => (a?.song_post ?? null) === (b?.song_post ?? null);
