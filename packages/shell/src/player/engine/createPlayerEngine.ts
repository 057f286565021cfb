import { navigateToUrl } from 'single-spa';
import { openOverlay, setPlaybackStatus } from '@upclub/shared/bus';
import { ProviderSessionError, ensureProviderAccessToken } from '@upclub/shared/session';
import { getPlaybackState, setPlayerReinitializer, startPlayback, transferPlayback } from '@upclub/shared/streaming';
import { readPlayerState, readVolume, writePlayerState, writeVolume } from '../storage/playerStorage';
import { PlayerEngine } from './PlayerEngine';
import { savePendingPlay, takePendingPlay } from './pendingPlay';
import { loadPlaybackSdk } from './sdk';

/** The page's player wired to the real SDK, provider client, bus and storage. */
export function createPlayerEngine(): PlayerEngine {
  return new PlayerEngine({
    loadSdk: () => loadPlaybackSdk(),
    getToken: (options) => ensureProviderAccessToken(options),
    isSessionError: (error) => error instanceof ProviderSessionError,
    startPlayback,
    transferPlayback,
    getPlaybackState,
    publishStatus: setPlaybackStatus,
    navigate: (url) => {
      if (window.location.pathname !== url) navigateToUrl(url);
    },
    premiumRequired: () => openOverlay({ type: 'premiumRequired' }),
    loadState: readPlayerState,
    saveState: writePlayerState,
    loadVolume: readVolume,
    saveVolume: writeVolume,
    savePendingPlay,
    takePendingPlay,
    setReinitializer: setPlayerReinitializer,
  });
}
