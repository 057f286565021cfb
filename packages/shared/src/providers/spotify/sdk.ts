import type { DevicePlayerFactory } from '../capabilities';
import { providerConfig } from './authorization';

/**
 * The window as the provider's player script changes it. Typed here through the seam's device
 * types, not the SDK's own declarations, so nothing above the seam depends on them.
 */
type SdkWindow = Window & { Spotify?: DevicePlayerFactory; onSpotifyWebPlaybackSDKReady?: () => void };

let loading: Promise<DevicePlayerFactory> | null = null;

/** The player script's address in this deployment's config (only a Spotify deployment configures it). */
const sdkUrl = (): string => providerConfig().sdkUrl;

/**
 * Loads the provider's player script once per page (DESIGN §3) and resolves when it calls
 * `window.onSpotifyWebPlaybackSDKReady`. A failed load may be tried again.
 */
export function loadPlaybackSdk(url?: string): Promise<DevicePlayerFactory> {
  const page = window as SdkWindow;
  if (page.Spotify?.Player) return Promise.resolve(page.Spotify);
  loading ??= new Promise<DevicePlayerFactory>((resolve, reject) => {
    const src = url ?? sdkUrl();
    page.onSpotifyWebPlaybackSDKReady = () => {
      if (page.Spotify) resolve(page.Spotify);
      else reject(new Error('The player script did not define its player.'));
    };
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error(`The player script could not be loaded (${src})`));
    };
    document.head.appendChild(script);
  });
  return loading;
}
