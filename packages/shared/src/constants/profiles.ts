import type { FeedCategory } from './feed';

// Profiles and following (spec part 2 §2 Profile page, §4 Following a user, §8, §9), quoted exactly.

/** The sorts of a profile's posts and up-voted posts (part 2 §9), Newest first and by default. */
export const PROFILE_POST_SORTS = [
  { value: 'new', label: 'Newest' },
  { value: 'tod', label: "Today's Top" },
  { value: 'tow', label: 'Weekly Hottest' },
  { value: 'tom', label: 'Monthly Best' },
  { value: 'toy', label: 'Yearly Rising' },
  { value: 'atg', label: 'All Time Greatest' },
] as const satisfies ReadonlyArray<{ value: FeedCategory; label: string }>;
export type ProfilePostSort = (typeof PROFILE_POST_SORTS)[number]['value'];
export const DEFAULT_PROFILE_POST_SORT: ProfilePostSort = 'new';

/** A profile's post grids show five cards a row (part 2 §2: "five columns per row in the grids"). */
export const PROFILE_GRID_COLUMNS = 5;

/** Success notices of following a user (part 2 §4, §8): `{user}` is the username. */
export const FOLLOW_NOTICE = {
  followed: 'You are now following {user}',
  unfollowed: 'You had just unfollowed {user}',
} as const;

/** The no-data texts of the follow lists (part 2 §8). */
export const FOLLOW_LIST_EMPTY = {
  followers: 'No followers found',
  /** The spec words only the followers' text; the followings list says the same of its people. */
  followings: 'No followings found',
} as const;

/** The profile save's blocking alert while a crop waits for ✓ or ✘ (part 2 §4, §8). */
export const UNSAVED_PROFILE_PICTURE = 'Unsaved profile picture';

/** The profile picture's crop shrinks by this many pixels a step until it fits (part 2 §5). */
export const PROFILE_CROP_SHRINK_STEP_PX = 2;
