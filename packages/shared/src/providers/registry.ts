import type { ProviderKind, StreamingProvider } from './capabilities';

// The page's one provider. The shell loads it once, from /config.json's `provider.kind`, before
// anything mounts; each implementation is its own chunk, so a deployment fetches only its own.

let current: StreamingProvider | null = null;

const loaders: Record<ProviderKind, () => Promise<StreamingProvider>> = {
  spotify: () => import(/* webpackChunkName: "provider-spotify" */ './spotify').then((m) => m.spotifyProvider),
  opensubsonic: () =>
    import(/* webpackChunkName: "provider-opensubsonic" */ './opensubsonic').then((m) => m.openSubsonicProvider),
};

/** Loads and installs the provider of this deployment. */
export async function loadStreamingProvider(kind: ProviderKind): Promise<StreamingProvider> {
  const provider = await loaders[kind]();
  current = provider;
  return provider;
}

/** Installs a provider directly (tests, and the shell when it already holds one). */
export function setStreamingProvider(provider: StreamingProvider | null): void {
  current = provider;
}

/** The installed provider; throws before the shell has loaded it. */
export function streamingProvider(): StreamingProvider {
  if (!current) throw new Error('No streaming provider is loaded: call loadStreamingProvider() first.');
  return current;
}
