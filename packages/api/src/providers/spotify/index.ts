import { createHttpTrackResolver, unconfiguredTrackResolver, type ProviderCredentials } from '../../lib/track-resolver';
import type { MusicProvider } from '../provider';

// A Spotify deployment (the default): tracks are looked up at the Web API with the app's client
// credentials (lib/track-resolver.ts); without them, posting answers 502. Its demo tracks are
// known only to the one-process server (its emulator's catalogue), which passes them in.

export function spotifyProvider(credentials: ProviderCredentials | undefined): MusicProvider {
  return {
    kind: 'spotify',
    trackResolver: credentials ? createHttpTrackResolver(credentials) : unconfiguredTrackResolver,
    demoTracks: async () => [],
  };
}
