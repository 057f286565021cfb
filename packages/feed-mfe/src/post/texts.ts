import { streamingProvider, type ProviderKind } from '@upclub/shared/providers';
// Titles of the post creation screens (spec §2), quoted exactly.
const POST_FROM_LIBRARY: Record<ProviderKind, string> = {
  spotify: 'Post from your Spotify',
  opensubsonic: 'Post from your music server',
};
/** The spec's 'Post from your Spotify', or the deployment's own music server. */
export const postFromLibraryText = (): string => POST_FROM_LIBRARY[streamingProvider().kind];
export const POST_FROM_PLAYLIST = 'Post from your Playlist';
