// Its own entry point (@upclub/shared/ui/DropdownMenu): the signed-in chrome's account menu and
// the cards' menus load it; the signed-out pages never do.
export {
  DropdownMenu,
  DropdownMenuItem,
  DropdownMenuSeparator,
  type DropdownMenuProps,
  type DropdownMenuItemProps,
} from './DropdownMenu';
