// The navigation away to the provider's consent page lives with the Spotify provider; the auth
// tests stub it here.
export { browser } from '@upclub/shared/providers/spotify';
