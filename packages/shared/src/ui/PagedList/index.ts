export { PagedList, type PagedListProps } from './PagedList';
export { ListStatus, LIST_FAILED_TEXT, type ListStatusProps } from './ListStatus';
export { endRowsOf, type EndRow, type ListState } from './rows';
