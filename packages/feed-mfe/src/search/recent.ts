import { STORAGE_KEYS } from '@upclub/shared/session';
import { RECENT_SEARCH_PAGE_USERS } from '@upclub/shared/constants';

/** The search page's tabs (spec part 2 §2 Search page). */
export type SearchTab = 'all' | 'posts' | 'users' | 'clubs';

/** How many recent searches each tab keeps and shows (issue 12: 4 per tab). */
export const RECENT_SEARCHES_SHOWN = RECENT_SEARCH_PAGE_USERS;

// The §3 keys: each tab keeps its own list. The All tab searches posts and users first, so it
// shares the posts list (what the header's 'Search posts and users' box also fills).
const keyOf: Record<SearchTab, string> = {
  all: STORAGE_KEYS.recentPostSearch,
  posts: STORAGE_KEYS.recentPostSearch,
  users: STORAGE_KEYS.recentUserSearch,
  clubs: STORAGE_KEYS.recentClubSearch,
};

/** The tab's recent searches, newest first; anything unreadable reads as none. */
export function readRecent(tab: SearchTab): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(keyOf[tab]) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter((q): q is string => typeof q === 'string' && q.trim() !== '').slice(0, RECENT_SEARCHES_SHOWN);
  } catch {
    return [];
  }
}

/** Keeps a search first in the tab's list, once, trimmed to what the tab shows. */
export function rememberSearch(tab: SearchTab, query: string): string[] {
  const q = query.trim();
  if (!q) return readRecent(tab);
  const next = [q, ...readRecent(tab).filter((old) => old.toLowerCase() !== q.toLowerCase())].slice(
    0,
    RECENT_SEARCHES_SHOWN,
  );
  try {
    localStorage.setItem(keyOf[tab], JSON.stringify(next));
  } catch {
    // Storage full or blocked: the search still runs, it is only not remembered.
  }
  return next;
}
