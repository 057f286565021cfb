import type { AccountLink, Catalogue, Library, Playback, ProviderKind, StreamingProvider } from './capabilities';
import { PROVIDER_TRAITS } from './traits';

// The provider as the page holds it from the start: its traits at once, its code (a chunk of its
// own) on the first call that needs it. Nothing on a first visit asks the provider anything (the
// login form, a feed), so its code stays out of the first load; a song search, a play or the
// connect step fetch it once.

/** The names of `T`'s methods that answer with a promise. */
type AsyncMethodsOf<T> = {
  [K in keyof T]: T[K] extends (...args: never[]) => Promise<unknown> ? K : never;
}[keyof T];

/** `T`'s promise-answering methods, each loading the implementation before it calls it. */
const deferred =
  <T>(load: () => Promise<T>) =>
  <K extends AsyncMethodsOf<T>>(names: readonly K[]): Pick<T, K> => {
    const methods = {} as Pick<T, K>;
    for (const name of names) {
      const call = async (...args: unknown[]) => {
        const target = await load();
        return (target[name] as (...a: unknown[]) => Promise<unknown>).apply(target, args);
      };
      methods[name] = call as T[K];
    }
    return methods;
  };

/** A provider whose code comes on first use, and the way to ask for that code now. */
export interface LazyProvider extends StreamingProvider {
  /** The implementation, loaded (and configured) if it was not yet. */
  loaded(): Promise<StreamingProvider>;
}

/** A provider of `kind` whose implementation `load` fetches on first use (once; again after a failed load). */
export function lazyProvider(kind: ProviderKind, load: () => Promise<StreamingProvider>): LazyProvider {
  const traits = PROVIDER_TRAITS[kind];
  let loaded: StreamingProvider | null = null;
  let loading: Promise<StreamingProvider> | null = null;
  let reinitializer: (() => Promise<void>) | null = null;

  const implementation = (): Promise<StreamingProvider> => {
    loading ??= load().then(
      (provider) => {
        loaded = provider;
        if (reinitializer) provider.playback.setReinitializer(reinitializer);
        return provider;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const part =
    <C extends keyof Omit<StreamingProvider, 'kind'>>(capability: C) =>
    async () =>
      (await implementation())[capability];

  const catalogue: Catalogue = deferred(part('catalogue'))([
    'search',
    'getTrack',
    'getArtist',
    'getArtistTopTracks',
    'getAlbum',
    'getAlbumTracks',
    'getMyPlaylists',
    'getPlaylistTracks',
  ]);
  const library: Library = deferred(part('library'))([
    'getSavedTracks',
    'savedTracksContain',
    'saveTracks',
    'removeSavedTracks',
  ]);
  const playback: Playback = {
    ...deferred(part('playback'))(['loadPlayer', 'getToken', 'startPlayback', 'transferPlayback', 'getPlaybackState']),
    // An error to judge came from a call, which loaded the implementation.
    needsAuthorization: (error) => loaded?.playback.needsAuthorization(error) ?? false,
    setReinitializer: (fn) => {
      reinitializer = fn;
      loaded?.playback.setReinitializer(fn);
    },
    trackUri: (id) => `${traits.trackUriPrefix}${id}`,
  };
  const accountLink: AccountLink = {
    ...deferred(part('accountLink'))(['connect', 'unlink']),
    requiresPremium: traits.requiresPremium,
    blocksMobile: traits.blocksMobile,
  };
  return { kind, catalogue, library, playback, accountLink, loaded: implementation };
}
