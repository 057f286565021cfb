import type { RuntimeConfig } from '@upclub/shared/types';
import type { ProviderKind, StreamingProvider } from './capabilities';

// The page's one provider. The shell loads it once, from /config.json's `provider.kind`, before
// anything mounts; each implementation is its own chunk, so a deployment fetches only its own.

let current: StreamingProvider | null = null;

const loaders: Record<ProviderKind, () => Promise<StreamingProvider>> = {
  spotify: () =>
    import(/* webpackChunkName: "provider-spotify" */ '@upclub/shared/providers/spotify').then(
      (m) => m.spotifyProvider,
    ),
  opensubsonic: () =>
    import(/* webpackChunkName: "provider-opensubsonic" */ '@upclub/shared/providers/opensubsonic').then(
      (m) => m.openSubsonicProvider,
    ),
};

/** Loads and installs the provider of this deployment. */
export async function loadStreamingProvider(kind: ProviderKind): Promise<StreamingProvider> {
  const provider = await loaders[kind]();
  current = provider;
  return provider;
}

/** The provider block of /config.json. */
export type ProviderRuntimeConfig = RuntimeConfig['provider'];

/** The provider a config names (configs written before providers had kinds name none: Spotify). */
export const providerKindOf = (config: ProviderRuntimeConfig): ProviderKind => config.kind ?? 'spotify';

/**
 * Loads the configured provider, gives it its part of the config (the Spotify addresses, the music
 * server's name) and installs it. The shell awaits this before anything mounts.
 */
export async function startStreamingProvider(config: ProviderRuntimeConfig): Promise<StreamingProvider> {
  if (config.kind === 'opensubsonic') {
    const provider = await loadStreamingProvider('opensubsonic');
    (await import('@upclub/shared/providers/opensubsonic')).configureOpenSubsonic(config);
    return provider;
  }
  const provider = await loadStreamingProvider('spotify');
  (await import('@upclub/shared/providers/spotify')).configureProvider(config);
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
