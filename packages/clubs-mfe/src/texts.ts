import type { ClubSort, FeedCategory } from '@upclub/shared/constants';
import type { SortOption } from '@upclub/shared/ui/SortMenu';

// Texts of the clubs remote that the spec quotes (part 2 §2, §4, §5, §8), exactly; the shared
// ones (notices, 'Exceed Limit') live in @upclub/shared/constants.

export const CLUBS_TEXT = {
  allClubs: 'All Clubs',
  myClubs: 'My Clubs',
  ownerAndCurator: 'Owner & Curator',
  following: 'Following',
  createClub: 'Create Club',
  findClub: 'Find club',
  seeMore: 'See More',
  emptyTitle: "Oops! There's nothing here yet!",
  emptyText: 'Create or find clubs using the buttons below.',
  createAClub: 'Create a Club',
  findClubs: 'Find Clubs',
  noClubsFound: 'No Clubs Found',
} as const;

/** The club sort dropdown (part 2 §2), mostpopular first as the default. */
export const CLUB_SORT_OPTIONS: ReadonlyArray<SortOption<ClubSort>> = [
  { value: 'alphabetical', label: 'Alphabetical' },
  { value: 'recentlyadded', label: 'Recently Added' },
  { value: 'mostpopular', label: 'Most Popular' },
];

/** The club posts' category dropdown (part 2 §2 Club detail). */
export const CLUB_POST_CATEGORIES: ReadonlyArray<SortOption<FeedCategory>> = [
  { value: 'trending', label: 'Trending' },
  { value: 'new', label: 'Newest' },
  { value: 'tod', label: "Today's Top" },
  { value: 'tow', label: 'Weekly Hottest' },
  { value: 'tom', label: 'Monthly Best' },
  { value: 'toy', label: 'Yearly Rising' },
  { value: 'atg', label: 'All Time Greatest' },
];

export const CLUB_TEXT = {
  posts: 'Posts',
  followers: 'Followers',
  curators: 'Curators',
  follow: 'Follow',
  following: 'Following',
  curating: 'Curating',
  admin: 'Admin',
  requestToCurate: 'Request to Curate',
  // Beyond the spec (issue 22): a request sent and not yet answered, in place of Request to Curate.
  requestPending: 'Curator request pending',
  leaveClub: 'Leave Club',
  manageCurators: 'Manage Curators',
  inviteCurators: 'Invite Curators',
  noFollowers: 'No followers found',
  noCurators: 'No curators found',
} as const;

export const SETTINGS_TEXT = {
  title: 'Club Settings',
  name: 'Club Name',
  description: 'Description (400 characters limit)',
  save: 'Save Changes',
  unsavedPicture: 'Unsaved club picture – Please click on the ✓ to save the image or ✘ to cancel.',
} as const;

/** '{name} is now a curator of {club}' with its values. */
export function fillText(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
