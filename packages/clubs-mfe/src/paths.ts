import { facts } from './routeFacts';

// The clubs remote's pages (spec part 2 §2 route table): the top-level paths come from the route
// facts, the sub-lists and tabs below them belong to this remote's router.

const clubs = facts.path('all_clubs');

/** The club lists by spec route name. */
export const CLUB_LIST_PATHS = {
  all_clubs: clubs,
  my_clubs: `${clubs}/my-clubs`,
  owned_clubs: `${clubs}/owned-clubs`,
  followed_clubs: `${clubs}/followed-clubs`,
} as const;
export type ClubListRoute = keyof typeof CLUB_LIST_PATHS;

/** The club page's tabs by spec route name: their path below `/clubs/{id}`. */
export const CLUB_TAB_PATHS = { club_posts: '', club_followers: 'followers', club_curators: 'curators' } as const;
export type ClubTab = keyof typeof CLUB_TAB_PATHS;

/** `/clubs/4`, `/clubs/4/followers`. */
export function clubPath(id: number, tab: ClubTab = 'club_posts'): string {
  const base = facts.path('club_posts').replace(':id', String(id));
  return CLUB_TAB_PATHS[tab] ? `${base}/${CLUB_TAB_PATHS[tab]}` : base;
}

/**
 * The club's listening room (issue 25): below the club's page, but a page of its own (not a
 * tab), so the remote's router matches it before the club page's nested tabs.
 */
export const CLUB_ROOM_SEGMENT = 'room';

/** `/clubs/4/room`. */
export const roomPath = (id: number): string => `${clubPath(id)}/${CLUB_ROOM_SEGMENT}`;

/** The query a new club opens with: its settings dialog opens once (spec part 2 §2). */
export const NEW_CLUB_PARAM = { name: 'state', value: 'new' } as const;

/** Router state a club list hands to the club page: where its back link returns to. */
export interface FromList {
  from: ClubListRoute;
}

export const isFromList = (state: unknown): state is FromList =>
  typeof state === 'object' &&
  state !== null &&
  typeof (state as FromList).from === 'string' &&
  (state as FromList).from in CLUB_LIST_PATHS;
