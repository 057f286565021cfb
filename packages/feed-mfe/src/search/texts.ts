// Texts of the search page, quoted from spec part 2 §2 and ui-strings.txt.
export const SEARCH_TEXT = {
  title: 'Search',
  input: 'Search posts and users',
  tabsLabel: 'Search filters',
  results: 'Search Results',
  recent: 'Recent Searches',
  seeMore: 'See More',
  tabs: { all: 'All', posts: 'Posts', users: 'Users', clubs: 'Clubs' },
} as const;

/** How many of each kind the All tab shows (spec part 2 §2 Search page). */
export const ALL_TAB_SHOWN = { users: 4, posts: 4, clubs: 5 } as const;
