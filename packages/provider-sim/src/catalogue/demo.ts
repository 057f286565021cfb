import { getCatalogue, sample } from './catalogue';
import { imageObjects } from './objects';
import { createRandom } from './prng';

/** The shape of the API's `TrackDetails` (packages/shared/src/types/posts.ts). */
export interface DemoTrackDetails {
  id: string;
  name: string;
  uri: string;
  artists: Array<{ name: string }>;
  album: { images: Array<{ url: string; height: number | null; width: number | null }> };
  duration_ms: number;
}

/**
 * `count` real catalogue tracks (the same ones on every start) as the API stores them in posts,
 * with image URLs under `publicUrl` (the emulator's public base, e.g. http://host/provider).
 */
export function demoTrackDetails(publicUrl: string, count: number): DemoTrackDetails[] {
  const base = publicUrl.replace(/\/+$/, '');
  const catalogue = getCatalogue();
  return sample(createRandom('demo-posts'), catalogue.tracks, count).map((track) => ({
    id: track.id,
    name: track.name,
    uri: `spotify:track:${track.id}`,
    artists: track.artistIds.map((id) => ({ name: catalogue.artist(id)!.name })),
    album: { images: imageObjects(base, 'album', track.albumId) },
    duration_ms: track.durationMs,
  }));
}
