import type {
  Album,
  Artist,
  CatalogueType,
  OffsetPage,
  PlaybackState,
  Playlist,
  PlaylistTrack,
  SavedTrack,
  SearchResults,
  Track,
} from '@upclub/shared/types';

// The seam between UpClub and the music service a deployment uses (README "Providers"). Each
// capability is one interface; each provider (./spotify, ./opensubsonic) implements all four in its
// own folder, and the page loads only the configured one (./registry). Everything above this seam
// (the song search overlay, the post pages, the player engine, the connect step) reads the
// capabilities and never asks which provider it runs on.

/** The providers a deployment may choose (PROVIDER). */
export type ProviderKind = 'spotify' | 'opensubsonic';

/** Songs, artists, albums and playlists to find and post. Lists page by offset and limit. */
export interface Catalogue {
  search(q: string, types: CatalogueType[], offset: number, limit: number): Promise<SearchResults>;
  getTrack(id: string): Promise<Track>;
  getArtist(id: string): Promise<Artist>;
  getArtistTopTracks(id: string): Promise<Track[]>;
  getAlbum(id: string): Promise<Album>;
  getAlbumTracks(id: string, offset: number, limit: number): Promise<OffsetPage<Omit<Track, 'album'>>>;
  getMyPlaylists(offset: number, limit: number): Promise<OffsetPage<Playlist>>;
  getPlaylistTracks(id: string, offset: number, limit: number): Promise<OffsetPage<PlaylistTrack>>;
}

/** The user's own library: saved tracks (Spotify) or starred songs (OpenSubsonic). */
export interface Library {
  getSavedTracks(offset: number, limit: number): Promise<OffsetPage<SavedTrack>>;
  savedTracksContain(ids: string[]): Promise<boolean[]>;
  saveTracks(ids: string[]): Promise<void>;
  removeSavedTracks(ids: string[]): Promise<void>;
}

/** What a device player reports when it is ready. */
export interface DeviceReady {
  device_id: string;
}

/** The current track as a device player reports it (a subset of the Web Playback SDK's). */
export interface DeviceTrack {
  id: string | null;
  uri: string;
  linked_from?: { id: string | null; uri: string | null };
}

/** A device player's state (the subset of the Web Playback SDK's state the engine reads). */
export interface DeviceState {
  paused: boolean;
  position: number;
  duration: number;
  track_window: { current_track: DeviceTrack | null };
}

/** The events a device player raises (the Web Playback SDK's names). */
export interface DeviceEvents {
  ready: DeviceReady;
  not_ready: DeviceReady;
  player_state_changed: DeviceState | null;
  initialization_error: { message: string };
  authentication_error: { message: string };
  account_error: { message: string };
  playback_error: { message: string };
}

/** A player in this page: the provider's SDK player, or UpClub's own audio element. */
export interface DevicePlayer {
  connect(): Promise<boolean>;
  disconnect(): void;
  addListener<E extends keyof DeviceEvents>(event: E, callback: (payload: DeviceEvents[E]) => void): boolean;
  removeListener(event: keyof DeviceEvents): boolean;
  pause(): Promise<void>;
  resume(): Promise<void>;
  seek(positionMs: number): Promise<void>;
  setVolume(volume: number): Promise<void>;
  activateElement?(): Promise<void>;
  /** What it plays now, where and whether paused (the Web Playback SDK has it; a club's room reads it to measure drift). */
  getCurrentState?(): Promise<DeviceState | null>;
  /**
   * Plays faster or slower (1: normal), pitch kept: how a club's room catches up quietly. Only a
   * player that can do it has it (UpClub's audio element; not the Web Playback SDK).
   */
  setPlaybackRate?(rate: number): Promise<void>;
}

export interface DevicePlayerOptions {
  name: string;
  /** 0-1 */
  volume: number;
  getOAuthToken: (callback: (token: string) => void) => void;
}

/** How a device player is made (the SDK's namespace, or the audio player's class). */
export interface DevicePlayerFactory {
  Player: new (options: DevicePlayerOptions) => DevicePlayer;
}

/**
 * Playing songs in this page. One engine (shell/src/player) drives either implementation: it makes
 * a device player, waits for it to be ready, and starts tracks on it by URI.
 */
export interface Playback {
  /** Loads what makes the page's device player (the provider's SDK script, or nothing to load). */
  loadPlayer(): Promise<DevicePlayerFactory>;
  /** A credential for the device player; throws when the user must connect again. */
  getToken(options?: { force?: boolean }): Promise<string>;
  /** Whether a failed call means the user must connect the account again. */
  needsAuthorization(error: unknown): boolean;
  startPlayback(deviceId: string, body: { uris: string[]; position_ms?: number }): Promise<unknown>;
  /** Moves playback to this page's device (a no-op where the provider has no other devices). */
  transferPlayback(deviceId: string, play?: boolean): Promise<unknown>;
  /** What the account plays anywhere (null: nothing, or the provider has no such notion). */
  getPlaybackState(): Promise<PlaybackState | null>;
  /** How the provider client re-creates the player after a "no active device" answer. */
  setReinitializer(fn: (() => Promise<void>) | null): void;
  /** The URI a track id is played by (`spotify:track:<id>`, `opensubsonic:track:<id>`). */
  trackUri(id: string): string;
}

/** How login step 3 ended: connected now, or the user has more to do (consent, a form). */
export type ConnectOutcome = 'connected' | 'authorizing';

/** Linking the user's account at the music service, and unlinking it. */
export interface AccountLink {
  /** Login step 3 for `username`: reuse what this browser or the server holds, else start linking. */
  connect(username: string): Promise<ConnectOutcome>;
  /** Forgets the link (the unlink button of the profile settings). */
  unlink(): Promise<void>;
  /** Whether this provider needs a premium account (Spotify) before the app opens. */
  readonly requiresPremium: boolean;
  /** Whether the spec's mobile notice blocks the app (the provider cannot play in mobile browsers). */
  readonly blocksMobile: boolean;
}

/** One provider: the four capabilities. */
export interface StreamingProvider {
  kind: ProviderKind;
  catalogue: Catalogue;
  library: Library;
  playback: Playback;
  accountLink: AccountLink;
}
