import type {
  PlaybackState as ProviderPlaybackState,
  PlaybackStatus,
  PlayerState,
  SongPost,
  TrackPage,
} from '@upclub/shared/types';
import type { DevicePlayerFactory } from '@upclub/shared/providers';

/** The route of the streaming authorization (spec route authorize_spotify). */
export const AUTHORIZE_ROUTE = '/authorize-spotify';

/** A play kept while the user authorizes again (spec §4 Player), replayed once the device is ready. */
export interface SavedPlay {
  post: SongPost;
  list: SongPost[];
  page: TrackPage | null;
}

/** Everything outside the engine, injected so tests drive it with fakes. */
export interface EngineDeps {
  /** Loads what makes the page's device player (the provider's SDK, or UpClub's audio player). */
  loadPlayer: () => Promise<DevicePlayerFactory>;
  /** The provider access token (`force` after an authentication error); throws when the user must authorize again. */
  getToken: (options?: { force?: boolean }) => Promise<string>;
  /**
   * Whether an error means "authorize again" (the provider's rule: on Spotify the grant is gone
   * or a 403 other than premium required; on OpenSubsonic the account is not linked).
   */
  needsAuthorization: (error: unknown) => boolean;
  startPlayback: (deviceId: string, body: { uris: string[]; position_ms?: number }) => Promise<unknown>;
  transferPlayback: (deviceId: string, play?: boolean) => Promise<unknown>;
  getPlaybackState: () => Promise<ProviderPlaybackState | null>;
  /** The URI a track id is played by (a post without track details carries only the id). */
  trackUri: (id: string) => string;
  publishStatus: (status: PlaybackStatus) => void;
  navigate: (url: string) => void;
  premiumRequired: () => void;
  /** Spec §8: 'Please check your internet connection.' */
  networkNotice: () => void;
  loadState: () => PlayerState;
  saveState: (state: PlayerState) => void;
  loadVolume: () => number;
  saveVolume: (volume: number) => void;
  savePendingPlay: (play: SavedPlay) => void;
  takePendingPlay: () => SavedPlay | null;
  /** Registers how the provider client re-creates the player after a 404 (no active device). */
  setReinitializer: (fn: (() => Promise<void>) | null) => void;
  random?: () => number;
}

/** What the player's commands (./PlaybackCommands, ./RoomPlayback) need from outside. */
export type CommandDeps = Pick<
  EngineDeps,
  | 'startPlayback'
  | 'trackUri'
  | 'needsAuthorization'
  | 'navigate'
  | 'saveState'
  | 'saveVolume'
  | 'savePendingPlay'
  | 'takePendingPlay'
  | 'random'
>;
