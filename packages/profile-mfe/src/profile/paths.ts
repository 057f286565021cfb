import { facts } from '../routeFacts';

// The profile pages (spec part 2 §2 route table): the own profile at /profile, another's at
// /profile/{username}, each with its tabs below it. Tab names are words a username could also be:
// `/profile/likes` is one's own Up Votes, as `/profile/clubs` one's own clubs (the tab wins).

/** The tabs by the own profile's spec route names, with their path below the profile. */
export const PROFILE_TABS = {
  profile_posts: '',
  profile_clubs: 'clubs',
  profile_likes: 'likes',
  profile_followers: 'followers',
  profile_followings: 'followings',
} as const;
export type ProfileTab = keyof typeof PROFILE_TABS;
export const PROFILE_TAB_ORDER = Object.keys(PROFILE_TABS) as ProfileTab[];

/** `/profile`, `/profile/likes` (own: username null), `/profile/alex/followers`. */
export function profilePath(username: string | null, tab: ProfileTab = 'profile_posts'): string {
  const base =
    username === null ? facts.path('profile_posts') : `${facts.path('profile_posts')}/${encodeURIComponent(username)}`;
  return PROFILE_TABS[tab] ? `${base}/${PROFILE_TABS[tab]}` : base;
}

/** The messages page opening (or creating) a thread with a user (spec part 2 §2: `profile` carries the id after a colon). */
export function messageUserPath(user: { username: string; upclubuser: number }): string {
  const params = new URLSearchParams({ profile: `${user.username}:${user.upclubuser}` });
  return `/messages?${params.toString()}`;
}
