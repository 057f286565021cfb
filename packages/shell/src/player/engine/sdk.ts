/// <reference types="spotify-web-playback-sdk" />
import { providerConfig } from '@upclub/shared/provider';

/** The provider's player SDK namespace (`window.Spotify`, typed by @types/spotify-web-playback-sdk). */
export type PlaybackSdk = typeof Spotify;

let loading: Promise<PlaybackSdk> | null = null;

/**
 * Loads the provider's player script once per page (DESIGN §3) and resolves when it calls
 * `window.onSpotifyWebPlaybackSDKReady`. A failed load may be tried again.
 */
export function loadPlaybackSdk(url: string = providerConfig().sdkUrl): Promise<PlaybackSdk> {
  if (window.Spotify?.Player) return Promise.resolve(window.Spotify);
  loading ??= new Promise<PlaybackSdk>((resolve, reject) => {
    window.onSpotifyWebPlaybackSDKReady = () => resolve(window.Spotify);
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error(`The player script could not be loaded (${url})`));
    };
    document.head.appendChild(script);
  });
  return loading;
}
