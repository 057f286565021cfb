// The Spotify provider: the streaming service's Web API (catalogue, library), its Web Playback
// SDK (playback) and PKCE authorization (account link). Its own chunk: the registry loads it on
// Spotify deployments only.
import type { StreamingProvider } from '../capabilities';
import { spotifyAccountLink } from './accountLink';
import { spotifyCatalogue } from './catalogue';
import { spotifyLibrary } from './library';
import { spotifyPlayback } from './playback';

export const spotifyProvider: StreamingProvider = {
  kind: 'spotify',
  catalogue: spotifyCatalogue,
  library: spotifyLibrary,
  playback: spotifyPlayback,
  accountLink: spotifyAccountLink,
};

export * from './authorization';
export { browser, exchangeForUser, startAuthorization } from './consent';
export * from './session';
export * from './webApi';
