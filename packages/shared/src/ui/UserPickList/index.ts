// Its own entry point (@upclub/shared/ui/UserPickList), not part of the UI kit's: only modals
// opened on demand use it, so it is loaded with them instead of on every page.
export { UserPickList, USER_PICK_HINT, type PickableUser, type UserPickListProps } from './UserPickList';
export { ChosenChips, type ChosenChip } from './ChosenChips';
export { ExceedLimitModal } from './ExceedLimitModal';
export { canPickAnother } from './pickerLimit';
export { PersonLine, type PersonLineProps } from './PersonLine';
