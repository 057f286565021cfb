// The old path of the Spotify Web API calls, kept while the player engine still imports it (the
// playback capability replaces those imports). The code lives in providers/spotify/webApi; every
// other reader goes through @upclub/shared/providers.
export * from '@upclub/shared/providers/spotify';
