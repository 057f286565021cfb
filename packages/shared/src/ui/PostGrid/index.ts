// Its own entry point (@upclub/shared/ui/PostGrid): only the pages that list posts draw it.
export { PostGrid, type PostGridProps } from './PostGrid';
export { type PostGridColumns } from './columns';
export { PlayablePostGrid, type PlayablePostGridProps, type PostsQueryState } from './PlayablePostGrid';
export { rowsOf, type PostGridRow, type PostGridState } from './rows';
