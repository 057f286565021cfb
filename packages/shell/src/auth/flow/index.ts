// The authentication flows of spec §4 as plain functions (no React): testable on their own. The
// Spotify connect page's flow (./authorize) is imported by that page alone.
export * from './profile';
export * from './login';
export * from './signup';
export * from './recovery';
