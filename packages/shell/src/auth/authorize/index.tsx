import { lazy } from 'react';
import { streamingProvider } from '@upclub/shared/providers';

// Route authorize-spotify: where a signed-in user links the account of the deployment's provider.
// Each provider's page is a chunk of its own, so a deployment fetches only its own page (and, with
// it, only its own provider's code).

const SpotifyAuthorizePage = lazy(() =>
  import(/* webpackChunkName: "auth-authorize-spotify" */ './SpotifyAuthorizePage').then((m) => ({
    default: m.SpotifyAuthorizePage,
  })),
);
const MusicServerConnectPage = lazy(() =>
  import(/* webpackChunkName: "auth-authorize-opensubsonic" */ './MusicServerConnectPage').then((m) => ({
    default: m.MusicServerConnectPage,
  })),
);

/**
 * The one place that chooses a page by provider: Spotify's consent prompt, or the music server's
 * connect form. (The auth layout's Suspense shows nothing while the page loads.)
 */
export function AuthorizePage() {
  return streamingProvider().kind === 'opensubsonic' ? <MusicServerConnectPage /> : <SpotifyAuthorizePage />;
}
