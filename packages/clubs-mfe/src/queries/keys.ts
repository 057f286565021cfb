import { DEFAULT_CLUB_SORT, type ClubSort, type FeedCategory } from '@upclub/shared/constants';

// The clubs remote's server data under one key factory (STYLE.md: `clubKeys.detail(id)`).

/** The three club lists of spec part 2 §7: every club, the user's owned and curated, the followed. */
export type ClubListKind = 'all' | 'owned' | 'followed';

export const clubKeys = {
  all: ['clubs'] as const,
  lists: () => [...clubKeys.all, 'list'] as const,
  listsOf: (kind: ClubListKind) => [...clubKeys.lists(), kind] as const,
  /** The followed list takes no search or sort: its key keeps the defaults. */
  list: (kind: ClubListKind, search = '', sort: ClubSort = DEFAULT_CLUB_SORT) =>
    [...clubKeys.listsOf(kind), search, sort] as const,
  detail: (id: number) => [...clubKeys.all, 'detail', id] as const,
  /** Every category of the club's posts. */
  posts: (id: number) => [...clubKeys.all, 'posts', id] as const,
  postsBy: (id: number, category: FeedCategory) => [...clubKeys.posts(id), category] as const,
  followers: (id: number) => [...clubKeys.all, 'followers', id] as const,
  curators: (id: number) => [...clubKeys.all, 'curators', id] as const,
  curatorsAndRequests: (id: number) => [...clubKeys.all, 'curatorsAndRequests', id] as const,
  userSearch: (id: number, query: string) => [...clubKeys.all, 'userSearch', id, query] as const,
  /** The club's live room (GET clubs/{club}/room/): its state, or a 404 when it has none. */
  room: (id: number) => [...clubKeys.all, 'room', id] as const,
  /** A room's listeners with their avatars, asked again for each change of its listener sample. */
  roomListeners: (room: number, sample: string) => [...clubKeys.all, 'roomListeners', room, sample] as const,
  /** The accent colours of a club's picture, by a short fingerprint of it (not the picture itself). */
  palette: (id: number, fingerprint: string) => [...clubKeys.all, 'palette', id, fingerprint] as const,
};
