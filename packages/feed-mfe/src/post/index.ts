// The post-a-song pages (spec part 1 §2 Post creation), one chunk of the feed remote.
export { PostHomePage } from './home';
export { PostPlaylistPage } from './playlist';
export { PostTracksPage } from './tracks';
