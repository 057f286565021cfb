// Its own entry point (@upclub/shared/ui/PagedList): the lists of pages and modals, with their
// status row and the load-more-at-end hook, load with them instead of with the kit's index.
export { PagedList, type PagedListProps } from './PagedList';
export { ListStatus, LIST_FAILED_TEXT, type ListStatusProps } from './ListStatus';
export { endRowsOf, type EndRow, type ListState } from './rows';
export { useLoadMoreAtEnd, LOAD_MORE_MARGIN } from './useLoadMoreAtEnd';
