// The session: product token and flags, PKCE progress, next page, and the streaming
// provider access (encrypted holder in local storage, access token in memory).
export * from './keys';
export * from './token';
export * from './storage';
export * from './state';
export {
  getProviderAccessToken,
  setProviderAccess,
  clearProviderAccess,
  PROVIDER_TOKEN_EXPIRY_MARGIN_MS,
} from './access-token';
export {
  readProviderHolder,
  writeProviderHolder,
  type ProviderHolder,
  type ProviderHolderRead,
} from './provider-holder';
export * from './provider-access';
