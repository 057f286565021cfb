// replaced by the playback helper: a placeholder that satisfies the type so this branch compiles.
import type { Playback } from '../capabilities';

const notHere = (): Promise<never> => Promise.reject(new Error('OpenSubsonic playback is not in this build yet.'));

export const openSubsonicPlayback: Playback = {
  loadPlayer: notHere,
  getToken: notHere,
  needsAuthorization: () => false,
  startPlayback: notHere,
  transferPlayback: notHere,
  getPlaybackState: async () => null,
  setReinitializer: () => undefined,
  trackUri: (id) => `opensubsonic:track:${id}`,
};
