import { STORAGE_KEYS } from '@upclub/shared/session';
import {
  RECENT_CLUB_SEARCH_MAX,
  RECENT_POST_SEARCH_MAX,
  RECENT_SEARCH_PAGE_USERS,
  RECENT_SEARCHES_SHOWN,
} from '@upclub/shared/constants';

/** The search page's tabs (spec part 2 §2 Search page). */
export type SearchTab = 'all' | 'posts' | 'users' | 'clubs';

// The §3 keys: each tab keeps its own list. The All tab searches posts and users first, so it
// shares the posts list (what the header's 'Search posts and users' box also fills).
const keyOf: Record<SearchTab, string> = {
  all: STORAGE_KEYS.recentPostSearch,
  posts: STORAGE_KEYS.recentPostSearch,
  users: STORAGE_KEYS.recentUserSearch,
  clubs: STORAGE_KEYS.recentClubSearch,
};

/** How many searches each list keeps (part 2 §9): 4 posts, 4 users on this page, 5 clubs. */
const keptOf: Record<SearchTab, number> = {
  all: RECENT_POST_SEARCH_MAX,
  posts: RECENT_POST_SEARCH_MAX,
  users: RECENT_SEARCH_PAGE_USERS,
  clubs: RECENT_CLUB_SEARCH_MAX,
};

/** The tab's whole kept list, newest first; anything unreadable reads as none. */
function readKept(tab: SearchTab): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(keyOf[tab]) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter((q): q is string => typeof q === 'string' && q.trim() !== '').slice(0, keptOf[tab]);
  } catch {
    return [];
  }
}

/** The recent searches the tab shows, newest first (up to 4 of what it keeps). */
export function readRecent(tab: SearchTab): string[] {
  return readKept(tab).slice(0, RECENT_SEARCHES_SHOWN);
}

/** Keeps a search first in the tab's list, once, trimmed to what the list keeps; answers what the tab shows. */
export function rememberSearch(tab: SearchTab, query: string): string[] {
  const q = query.trim();
  if (!q) return readRecent(tab);
  const next = [q, ...readKept(tab).filter((old) => old.toLowerCase() !== q.toLowerCase())].slice(0, keptOf[tab]);
  try {
    localStorage.setItem(keyOf[tab], JSON.stringify(next));
  } catch {
    // Storage full or blocked: the search still runs, it is only not remembered.
  }
  return next.slice(0, RECENT_SEARCHES_SHOWN);
}
