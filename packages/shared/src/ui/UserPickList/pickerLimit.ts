import { USER_PICKER_MAX } from '@upclub/shared/constants';

/**
 * Whether a user picker may take one more (spec part 2 §5): the selected users plus those already
 * disabled (curating or invited, members already) must stay fewer than USER_PICKER_MAX.
 */
export const canPickAnother = (selected: number, disabled: number): boolean =>
  selected + 1 + disabled < USER_PICKER_MAX;
