// The session every page needs: product token and flags, PKCE progress, next page, and the
// streaming provider's in-memory access token. The Spotify provider's own session (the encrypted
// refresh-token holder, refreshing) lives in providers/spotify/session, loaded with its chunk.
export * from './keys';
export * from './token';
export * from './storage';
export * from './state';
export { markSessionEnded, takeSessionEnded, forgetSessionEnded } from './ended';
export { ROOM_SESSION_KEY, hasKeptRoom, forgetRoom } from './room';
export {
  getProviderAccessToken,
  setProviderAccess,
  clearProviderAccess,
  PROVIDER_TOKEN_EXPIRY_MARGIN_MS,
} from './access-token';
