import type { SpotifyRuntimeConfig } from '@upclub/shared/types';

/** The Spotify block of /config.json (only a Spotify deployment configures this area). */
export type ProviderConfig = SpotifyRuntimeConfig;

let current: ProviderConfig | null = null;

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/** Called once by the shell with /config.json's `provider` block, before anything mounts. */
export function configureProvider(config: ProviderConfig): void {
  current = {
    ...config,
    accountsUrl: withoutTrailingSlash(config.accountsUrl),
    apiUrl: withoutTrailingSlash(config.apiUrl),
  };
}

export function providerConfig(): ProviderConfig {
  if (!current) throw new Error('The streaming provider is not configured: call configureProvider() first.');
  return current;
}

/** Where the provider sends the user back (route authorize_spotify of this origin). */
export function providerRedirectUri(): string {
  return `${window.location.origin}/authorize-spotify`;
}
