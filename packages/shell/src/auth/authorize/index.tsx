import { lazy } from 'react';
import { loadedStreamingProvider, streamingProvider } from '@upclub/shared/providers';

// Route authorize-spotify: where a signed-in user links the account of the deployment's provider.
// Each provider's page is a chunk of its own, so a deployment fetches only its own page (and, with
// it, only its own provider's code).

// Each page calls its provider's own code (PKCE, the server's name), so the provider is loaded and
// configured with the page.
const SpotifyAuthorizePage = lazy(async () => {
  const [page] = await Promise.all([
    import(/* webpackChunkName: "auth-authorize-spotify" */ './SpotifyAuthorizePage'),
    loadedStreamingProvider(),
  ]);
  return { default: page.SpotifyAuthorizePage };
});
const MusicServerConnectPage = lazy(async () => {
  const [page] = await Promise.all([
    import(/* webpackChunkName: "auth-authorize-opensubsonic" */ './MusicServerConnectPage'),
    loadedStreamingProvider(),
  ]);
  return { default: page.MusicServerConnectPage };
});

/**
 * The one place that chooses a page by provider: Spotify's consent prompt, or the music server's
 * connect form. (The auth layout's Suspense shows nothing while the page loads.)
 */
export function AuthorizePage() {
  return streamingProvider().kind === 'opensubsonic' ? <MusicServerConnectPage /> : <SpotifyAuthorizePage />;
}
