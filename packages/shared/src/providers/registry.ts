import type { RuntimeConfig } from '@upclub/shared/types';
import type { ProviderKind, StreamingProvider } from './capabilities';
import { lazyProvider, type LazyProvider } from './lazyProvider';

// The page's one provider, from /config.json's `provider.kind`. Each implementation is its own
// chunk, so a deployment fetches only its own, and only when first asked.

let current: StreamingProvider | null = null;
let installed: LazyProvider | null = null;

/** The provider block of /config.json. */
export type ProviderRuntimeConfig = RuntimeConfig['provider'];

/** The provider a config names (configs written before providers had kinds name none: Spotify). */
export const providerKindOf = (config: ProviderRuntimeConfig): ProviderKind => config.kind ?? 'spotify';

/**
 * Installs the configured provider at once, as a lazy one (./lazyProvider): its code is fetched,
 * and given its part of the config (the Spotify addresses, the music server's name), on the first
 * call that needs it. The shell does this before anything mounts.
 */
export function startStreamingProvider(config: ProviderRuntimeConfig): StreamingProvider {
  const provider =
    config.kind === 'opensubsonic'
      ? lazyProvider('opensubsonic', async () => {
          const implementation = await import('@upclub/shared/providers/opensubsonic');
          implementation.configureOpenSubsonic(config);
          return implementation.openSubsonicProvider;
        })
      : lazyProvider('spotify', async () => {
          const implementation = await import('@upclub/shared/providers/spotify');
          implementation.configureProvider(config);
          return implementation.spotifyProvider;
        });
  current = provider;
  installed = provider;
  return provider;
}

/**
 * The installed provider's implementation, loaded and configured: for the pages that call their
 * provider's own code (the connect pages), which must not run before its config is given.
 */
export async function loadedStreamingProvider(): Promise<StreamingProvider> {
  if (installed && current === installed) return installed.loaded();
  return streamingProvider();
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
