// The streaming provider: configuration, PKCE authorization and the token endpoint.
export * from './pkce';
export * from './config';
export * from './authorize';
export * from './token';
