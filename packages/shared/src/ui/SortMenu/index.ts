export { SortMenu, sortLabelOf, type SortMenuProps, type SortOption } from './SortMenu';
