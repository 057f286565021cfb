export { PostGrid, type PostGridProps } from './PostGrid';
export { PlayablePostGrid, type PlayablePostGridProps, type PostsQueryState } from './PlayablePostGrid';
export { rowsOf, type PostGridRow, type PostGridState } from './rows';
