import { controlRoom } from '@upclub/shared/rooms/api';
import { getCurrentUser, onRoomSession, sendRoomCommand, setPlaybackStatus } from '@upclub/shared/bus';
import { streamingProvider, type Playback } from '@upclub/shared/providers';
import { readPlayerState, readVolume, writePlayerState, writeVolume } from '../storage/playerStorage';
import { navigateTo, networkNotice, premiumRequired } from '../pageEffects';
import { loadRoomChunk } from '../../rooms/roomGate';
import { PlayerEngine } from './PlayerEngine';
import { savePendingPlay, takePendingPlay } from './pendingPlay';

/**
 * The page's player wired to the deployment's playback (the provider the shell loaded before
 * anything mounted), the bus and storage. One engine for every provider: only `playback` differs.
 */
export function createPlayerEngine(playback: Playback = streamingProvider().playback): PlayerEngine {
  return new PlayerEngine(
    {
      loadPlayer: () => playback.loadPlayer(),
      getToken: (options) => playback.getToken(options),
      needsAuthorization: (error) => playback.needsAuthorization(error),
      startPlayback: (deviceId, body) => playback.startPlayback(deviceId, body),
      transferPlayback: (deviceId, play) => playback.transferPlayback(deviceId, play),
      getPlaybackState: () => playback.getPlaybackState(),
      setReinitializer: (fn) => playback.setReinitializer(fn),
      trackUri: (id) => playback.trackUri(id),
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
    },
    {
      onRoomSession,
      sendRoomCommand,
      controlRoom,
      currentUserId: () => getCurrentUser()?.upclubuser ?? null,
      // The player's side of a room comes with the room's chunk, fetched when the page first joins one.
      load: loadRoomChunk,
    },
  );
}
