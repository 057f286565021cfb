// The OpenSubsonic provider: any (Open)Subsonic music server, reached only through UpClub's API
// (/api/v1/music/*, docs/providers.md), which keeps each user's link. Its own chunk: the registry
// loads it on OpenSubsonic deployments only.
import type { StreamingProvider } from '../capabilities';
import { openSubsonicAccountLink } from './accountLink';
import { openSubsonicCatalogue } from './catalogue';
import { openSubsonicLibrary } from './library';
import { openSubsonicPlayback } from './playback';

export const openSubsonicProvider: StreamingProvider = {
  kind: 'opensubsonic',
  catalogue: openSubsonicCatalogue,
  library: openSubsonicLibrary,
  playback: openSubsonicPlayback,
  accountLink: openSubsonicAccountLink,
};

export { showConnectPage } from './accountLink';
export { configureOpenSubsonic, musicServerName } from './config';
export * from './api';
