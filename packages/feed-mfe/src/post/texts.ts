// Titles of the post creation screens (spec §2), quoted exactly.
export const POST_FROM_SPOTIFY = 'Post from your Spotify';
export const POST_FROM_PLAYLIST = 'Post from your Playlist';
