import {
  getPlaybackState,
  needsReauthorization,
  setPlayerReinitializer,
  startPlayback,
  transferPlayback,
} from './webApi';
import type { Playback } from '../capabilities';
import { PROVIDER_TRAITS } from '../traits';
import { loadPlaybackSdk } from './sdk';
import { ProviderSessionError, ensureProviderAccessToken } from './session';

/**
 * Playback on Spotify: the Web Playback SDK makes this page's device, and the Web API starts
 * tracks on it and moves the account's playback here (spec §4 Player).
 */
export const spotifyPlayback: Playback = {
  loadPlayer: () => loadPlaybackSdk(),
  getToken: (options) => ensureProviderAccessToken(options),
  /**
   * Spec §8 "Other streaming account errors": the grant is gone, or the provider refused with a
   * 403 other than its premium-required reason.
   */
  needsAuthorization: (error) => error instanceof ProviderSessionError || needsReauthorization(error),
  startPlayback: (deviceId, body) => startPlayback(deviceId, body),
  transferPlayback: (deviceId, play) => transferPlayback(deviceId, play),
  getPlaybackState: () => getPlaybackState(),
  setReinitializer: (fn) => setPlayerReinitializer(fn),
  trackUri: (id) => `${PROVIDER_TRAITS.spotify.trackUriPrefix}${id}`,
};
