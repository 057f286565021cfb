import type { ClubSort, FeedCategory } from '@upclub/shared/constants';

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

export const SORT_FEED_BY = 'Sort Feed By:';

/** The club sort dropdown (part 2 §2), mostpopular first as the default. */
export const CLUB_SORT_OPTIONS: ReadonlyArray<{ sort: ClubSort; label: string }> = [
  { sort: 'alphabetical', label: 'Alphabetical' },
  { sort: 'recentlyadded', label: 'Recently Added' },
  { sort: 'mostpopular', label: 'Most Popular' },
];

/** The club posts' category dropdown (part 2 §2 Club detail). */
export const CLUB_POST_CATEGORIES: ReadonlyArray<{ category: FeedCategory; label: string }> = [
  { category: 'trending', label: 'Trending' },
  { category: 'new', label: 'Newest' },
  { category: 'tod', label: "Today's Top" },
  { category: 'tow', label: 'Weekly Hottest' },
  { category: 'tom', label: 'Monthly Best' },
  { category: 'toy', label: 'Yearly Rising' },
  { category: 'atg', label: 'All Time Greatest' },
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
