// The posting pages, one chunk the routes load on demand (routes.tsx).
export { PostHomePage } from './home';
export { PostPlaylistPage } from './playlist';
export { PostTracksPage } from './tracks';
