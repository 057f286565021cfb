// Its own entry point (@upclub/shared/ui/SortMenu): only the lists that can be sorted draw it.
export { SortMenu, sortLabelOf, type SortMenuProps, type SortOption } from './SortMenu';
