// replaced by the playback helper: a placeholder that satisfies the type so this branch compiles.
import type { Playback } from '../capabilities';

const notHere = (): Promise<never> => Promise.reject(new Error('Spotify playback is not in this build yet.'));

export const spotifyPlayback: Playback = {
  loadPlayer: notHere,
  getToken: notHere,
  needsAuthorization: () => false,
  startPlayback: notHere,
  transferPlayback: notHere,
  getPlaybackState: notHere,
  setReinitializer: () => undefined,
  trackUri: (id) => `spotify:track:${id}`,
};
