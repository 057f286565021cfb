import type { AccountLink, Catalogue, Library, Playback, StreamingProvider } from '@upclub/shared/providers';

type Mocked<T> = { [K in keyof T]: T[K] extends (...args: infer A) => infer R ? jest.Mock<R, A> : T[K] };

/** A provider whose every capability call is a jest mock (set answers per test). */
export interface FakeStreamingProvider extends StreamingProvider {
  catalogue: Mocked<Catalogue>;
  library: Mocked<Library>;
  playback: Mocked<Playback>;
  accountLink: Mocked<AccountLink>;
}

const unanswered = (name: string) =>
  jest.fn(() => Promise.reject(new Error(`${name}: no answer set by the test`))) as jest.Mock;

/**
 * A fake of the capabilities for the tests of the pages that read them (install it with
 * setStreamingProvider). Calls no test answered fail, so a forgotten answer shows.
 */
export function fakeStreamingProvider(kind: StreamingProvider['kind'] = 'spotify'): FakeStreamingProvider {
  return {
    kind,
    catalogue: {
      search: unanswered('search'),
      getTrack: unanswered('getTrack'),
      getArtist: unanswered('getArtist'),
      getArtistTopTracks: unanswered('getArtistTopTracks'),
      getAlbum: unanswered('getAlbum'),
      getAlbumTracks: unanswered('getAlbumTracks'),
      getMyPlaylists: unanswered('getMyPlaylists'),
      getPlaylistTracks: unanswered('getPlaylistTracks'),
    },
    library: {
      getSavedTracks: unanswered('getSavedTracks'),
      savedTracksContain: unanswered('savedTracksContain'),
      saveTracks: unanswered('saveTracks'),
      removeSavedTracks: unanswered('removeSavedTracks'),
    },
    playback: {
      loadPlayer: unanswered('loadPlayer'),
      getToken: unanswered('getToken'),
      needsAuthorization: jest.fn((_error: unknown) => false),
      startPlayback: unanswered('startPlayback'),
      transferPlayback: unanswered('transferPlayback'),
      getPlaybackState: unanswered('getPlaybackState'),
      setReinitializer: jest.fn(),
      trackUri: jest.fn((id: string) => `${kind}:track:${id}`),
    },
    accountLink: {
      connect: unanswered('connect'),
      unlink: unanswered('unlink'),
      requiresPremium: kind === 'spotify',
      blocksMobile: kind === 'spotify',
    },
  };
}
