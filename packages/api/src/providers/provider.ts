import type { TrackDetails } from '@upclub/shared/types';
import type { TrackResolver } from '../lib/track-resolver';

// The one seam of the API between what every deployment does (posts, feeds, the track cache,
// search) and where its music comes from (PROVIDER, docs/providers.md): the app asks the
// deployment's provider, never which provider it is.

/** The providers a deployment may choose (PROVIDER). */
export const PROVIDER_KINDS = ['spotify', 'opensubsonic'] as const;
export type ProviderKind = (typeof PROVIDER_KINDS)[number];

/** How many songs the demo posts draw on. */
export const DEMO_TRACK_COUNT = 48;

export interface MusicProvider {
  kind: ProviderKind;
  /** Looks a posted track up once (then cached in the tracks table). */
  trackResolver: TrackResolver;
  /** Songs for the demo posts of a seeded start (none when the provider cannot say). */
  demoTracks(count: number): Promise<TrackDetails[]>;
}
