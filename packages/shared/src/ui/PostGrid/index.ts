export { PostGrid, type PostGridProps } from './PostGrid';
export { rowsOf, type PostGridRow, type PostGridState } from './rows';
