/** Local storage keys of spec part 1 §3, named once. */
export const STORAGE_KEYS = {
  token: 'token',
  authenticated: 'is_authenticated',
  providerConnected: 'is_spotify_connected',
  authorizeState: 'authorize_state',
  codeVerifier: 'code_verifier',
  authorizeCode: 'authorize_code',
  /** Not written: the refresh token lives only in the encrypted holder below; cleared on a provider reset. */
  providerRefreshToken: 'spotify_refresh_token',
  providerAccessHolder: 'spotify_access',
  /** Fallback key material of the holder when IndexedDB is missing (see providers/spotify/session/holder-crypto.ts). */
  providerHolderSecret: 'spotify_access_secret',
  resetUsername: 'reset_username',
  nextPage: 'next_page',
  recentUserSearch: 'recent_user_search',
  recentPostSearch: 'recent_post_search',
  recentClubSearch: 'recent_club_search',
  /** A stored track list that visiting messages removes (spec part 2 §3 "Local storage"). */
  messageTrackUris: 'message_track_uris',
  playerVolume: 'player_volume',
  currentTrackPage: 'current_track_page',
  currentPostList: 'current_post_list',
  repeat: 'repeat',
  shuffle: 'shuffle',
  /** A play that failed for a token reason, replayed after the user authorizes again (spec §4 Player). */
  pendingPlay: 'pending_play',
  appVersion: 'app_version',
  apiVersion: 'api_version',
} as const;
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
