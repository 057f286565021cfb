import type { Track } from '@upclub/shared/types';

/** A provider track, as the post pages' catalogue answers it (the shared builders are in @upclub/shared/testing). */
export const track = (id: string, name = `Track ${id}`): Track => ({
  id,
  name,
  uri: `spotify:track:${id}`,
  duration_ms: 200_000,
  artists: [{ id: `ar-${id}`, name: `Artist ${id}`, uri: `spotify:artist:ar-${id}` }],
  album: {
    id: `al-${id}`,
    name: `Album ${id}`,
    uri: `spotify:album:al-${id}`,
    total_tracks: 1,
    images: [],
    artists: [],
  },
});
