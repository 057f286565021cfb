import { setPlaybackStatus } from '@upclub/shared/bus';
import { ProviderSessionError, ensureProviderAccessToken } from '@upclub/shared/session';
import {
  getPlaybackState,
  needsReauthorization,
  setPlayerReinitializer,
  startPlayback,
  transferPlayback,
} from '@upclub/shared/streaming';
import { readPlayerState, readVolume, writePlayerState, writeVolume } from '../storage/playerStorage';
import { navigateTo, networkNotice, premiumRequired } from '../pageEffects';
import { PlayerEngine } from './PlayerEngine';
import { savePendingPlay, takePendingPlay } from './pendingPlay';
import { loadPlaybackSdk } from './sdk';

/**
 * Whether a failed provider call means the user must authorize again (spec §8 "Other streaming
 * account errors"): the grant is gone, or a 403 other than the provider's premium-required reason.
 */
export const needsAuthorization = (error: unknown): boolean =>
  error instanceof ProviderSessionError || needsReauthorization(error);

/** The page's player wired to the real SDK, provider client, bus and storage. */
export function createPlayerEngine(): PlayerEngine {
  return new PlayerEngine({
    loadSdk: () => loadPlaybackSdk(),
    getToken: (options) => ensureProviderAccessToken(options),
    needsAuthorization,
    startPlayback,
    transferPlayback,
    getPlaybackState,
    publishStatus: setPlaybackStatus,
    navigate: navigateTo,
    premiumRequired,
    networkNotice,
    loadState: readPlayerState,
    saveState: writePlayerState,
    loadVolume: readVolume,
    saveVolume: writeVolume,
    savePendingPlay,
    takePendingPlay,
    setReinitializer: setPlayerReinitializer,
  });
}
