export { PostGrid, type PostGridProps } from './PostGrid';
export { type PostGridColumns } from './PostGrid.styles';
export { rowsOf, type PostGridRow, type PostGridState } from './rows';
