// Spotify's authorization: its configuration, PKCE, the consent URL and the token endpoint.
// Tests that fake the token endpoint mock this module (`@upclub/shared/providers/spotify/authorization`
// in jest), so the Spotify code imports these through it, never from the files behind it.
export * from './pkce';
export * from './config';
export * from './authorize';
export * from './token';
