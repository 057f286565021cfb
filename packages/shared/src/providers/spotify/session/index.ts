// The Spotify session: the encrypted holder of the refresh token (local storage) and the access
// token it refreshes. The in-memory access token and the connected flag stay in the session area,
// which every page loads, so signing out forgets them without fetching this provider's code.
export {
  readProviderHolder,
  writeProviderHolder,
  type ProviderHolder,
  type ProviderHolderRead,
} from './provider-holder';
export * from './provider-access';
