import type { ProviderKind } from './capabilities';

/**
 * What the page must know of a provider before its code has loaded: the facts the shell decides
 * with at start (the mobile notice, the premium check) and the track URIs the player and the
 * feed name. Each implementation reads its own line here, so they are said once.
 */
export interface ProviderTraits {
  /** Whether the provider needs a premium account (Spotify) before the app opens. */
  requiresPremium: boolean;
  /** Whether the spec's mobile notice blocks the app (the provider cannot play in mobile browsers). */
  blocksMobile: boolean;
  /** What a track id is prefixed with to make the URI a device plays. */
  trackUriPrefix: string;
}

export const PROVIDER_TRAITS: Record<ProviderKind, ProviderTraits> = {
  spotify: { requiresPremium: true, blocksMobile: true, trackUriPrefix: 'spotify:track:' },
  opensubsonic: { requiresPremium: false, blocksMobile: false, trackUriPrefix: 'opensubsonic:track:' },
};
