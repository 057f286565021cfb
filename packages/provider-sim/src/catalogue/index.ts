export * from './catalogue';
export * from './objects';
export { accountPlaylists, defaultSavedTracks, findPlaylist, followedPlaylists } from './accounts';
export { demoTrackDetails, type DemoTrackDetails } from './demo';
export { artSvg, imageRoutes } from './images';
export { BASE62_ID, base62Id, createRandom, hashString, type Random } from './prng';
