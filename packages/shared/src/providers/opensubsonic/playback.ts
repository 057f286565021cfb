import { http } from '@upclub/shared/api';
import type { Playback } from '../capabilities';
import { PROVIDER_TRAITS } from '../traits';
import { isNotLinked } from './api';
import { AUDIO_DEVICE_ID, activeAudioPlayer, audioPlayerFactory } from './audioPlayer';

// Playback on an OpenSubsonic server: this page's audio element streams each track from the API's
// media proxy. There is no account-wide player to move here, no premium tier, and no OAuth: the
// API holds the user's link to the server and answers 409 `not_linked` when there is none.

const URI_PREFIX = PROVIDER_TRAITS.opensubsonic.trackUriPrefix;
/** What the player's token getter is given: the audio element needs no credential of its own. */
const NO_TOKEN = 'opensubsonic';

/** The track id of an `opensubsonic:track:<id>` URI. */
export function trackIdOfUri(uri: string): string {
  if (!uri.startsWith(URI_PREFIX)) throw new Error(`Not a track of this provider: ${uri}`);
  return uri.slice(URI_PREFIX.length);
}

/** The API's base as an absolute URL (the client's base may be a path of this origin, `/api/`). */
const apiBase = () => new URL(http.defaults.baseURL, window.location.href);

/**
 * A signed URL of the track's audio: the API answers a path under its base or an absolute URL.
 * Quiet: a 409 sends the user to link again (the engine's rule), which says more than a notice.
 */
export async function streamUrl(trackId: string): Promise<string> {
  const { data } = await http.post<{ url: string }>(
    `v1/music/tracks/${encodeURIComponent(trackId)}/stream/`,
    undefined,
    { quiet: true },
  );
  return new URL(data.url, apiBase()).href;
}

export const openSubsonicPlayback: Playback = {
  loadPlayer: () => Promise.resolve(audioPlayerFactory),
  getToken: () => Promise.resolve(NO_TOKEN),
  needsAuthorization: isNotLinked,
  startPlayback: async (deviceId, body) => {
    const player = activeAudioPlayer();
    const uri = body.uris[0];
    if (!player || deviceId !== AUDIO_DEVICE_ID) throw new Error('The audio player is not connected.');
    if (!uri) throw new Error('No track to play.');
    const id = trackIdOfUri(uri);
    await player.start({ id, uri }, streamUrl, body.position_ms ?? 0);
  },
  // The page's audio element is the only device.
  transferPlayback: () => Promise.resolve(),
  getPlaybackState: () => Promise.resolve(null),
  // The audio player never needs re-creating on a provider's say-so.
  setReinitializer: () => undefined,
  trackUri: (id) => `${URI_PREFIX}${id}`,
};
