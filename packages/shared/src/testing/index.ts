// Typed fixture builders for the tests of every browser package ('@upclub/shared/testing'). Only
// tests import this area: it is in no bundle and out of the Node build (tsconfig.build.json).
import type {
  Club,
  Message,
  MessageThread,
  OffsetPage,
  Paged,
  SongPost,
  TrackDetails,
  UserDetails,
  UserSearchResult,
} from '@upclub/shared/types';

/** A user post of song `trk{id}` by alex, with no track details, likes, comments or club. */
export const songPost = (id: number, overrides: Partial<SongPost> = {}): SongPost => ({
  song_post: id,
  song: `trk${id}`,
  title: `Song ${id}`,
  upclubuser: 2,
  username: 'alex',
  first_name: 'Alex',
  last_name: 'Doe',
  thumbnail_picture: null,
  post_type: 2,
  track_details: null,
  comment: '',
  mentions: [],
  formatted_likes: '0',
  formatted_comments_count: '0',
  liked: false,
  post_age: '1h',
  club: null,
  club_name: null,
  ...overrides,
});

/** The track details a feed answer embeds, for track `id`, named `name`, by `Artist {n}`. */
export const trackDetails = (id: string, name: string, n: number | string = id): TrackDetails => ({
  id,
  name,
  uri: `spotify:track:${id}`,
  artists: [{ name: `Artist ${n}` }],
  album: { images: [{ url: `https://img.test/${n}.jpg` }] },
  duration_ms: 180_000,
});

/** A signed-in user's details (ada, id 7, no pictures). */
export const aUser = (overrides: Partial<UserDetails> = {}): UserDetails => ({
  upclubuser: 7,
  username: 'ada',
  first_name: 'Ada',
  last_name: 'L',
  user_type: 0,
  profile_picture: null,
  thumbnail_picture: null,
  ...overrides,
});

/** Club `id` ('Club {id}'), owned by alex (id 2), with 1 curator, 3 followers and 2 posts; not followed. */
export const aClub = (id: number, overrides: Partial<Club> = {}): Club => ({
  club: id,
  club_name: `Club ${id}`,
  club_description: `About club ${id}`,
  club_owner: 2,
  club_owner_name: 'Alex Doe',
  club_owner_username: 'alex',
  club_owner_thumbnail: null,
  thumbnail_picture: null,
  created_at: '2026-11-01T10:00:00Z',
  curators: 1,
  followers: 3,
  posts: 2,
  followed: false,
  is_curator: false,
  requested_to_curate: false,
  live_room: null,
  ...overrides,
});

/** A page of the API's `next`-linked results; `count` only where the call answers one. */
export const paged = <T>(results: T[], next: string | null = null, count?: number): Paged<T> => ({
  next,
  results,
  ...(count !== undefined && { count }),
});

/** An axios-like failure with an answer of `status` (what the api client rejects with). */
export const httpError = (status: number, data: unknown = {}) =>
  Object.assign(new Error(`Request failed with status code ${status}`), {
    isAxiosError: true,
    response: { status, data },
  });

/** A message thread `id` with these other members, read, its newest message a text from the first of them. */
export const aMessageThread = (
  id: number,
  members: UserSearchResult[],
  overrides: Partial<MessageThread> = {},
): MessageThread => ({
  messagethread: id,
  messagethreadname: null,
  members: { upclubusers_count: members.length, upclubusers: members },
  latest_message: members.length
    ? { upclubuser: members[0].upclubuser, username: members[0].username, text: 'hello', song_post: null }
    : null,
  already_read: true,
  notification_age: '1h',
  song_post: null,
  is_group: members.length > 1,
  ...overrides,
});

/** Text message `id` of thread `thread` from alex (id 2), sent at `created_at`. */
export const aMessage = (id: number, thread: number, overrides: Partial<Message> = {}): Message => ({
  message: id,
  messagethread: thread,
  text: `Message ${id}`,
  thesongpost: null,
  created_at: '2026-11-22T10:00:00.000Z',
  upclubuser: 2,
  username: 'alex',
  thumbnail_picture: null,
  song: null,
  song_post: null,
  ...overrides,
});

/** A provider page of `items` at `offset`; `more` says whether a next page exists. */
export const offsetPage = <T>(
  items: T[],
  { offset = 0, more = false }: { offset?: number; more?: boolean } = {},
): OffsetPage<T> => ({
  href: 'https://provider.test/page',
  items,
  limit: 10,
  next: more ? `https://provider.test/next?offset=${offset + 10}` : null,
  offset,
  previous: null,
  total: items.length + (more ? 10 : 0),
});

/**
 * A recorder of what a bus subscription sees: `const collect = busRecorder()` in a test file,
 * then `const seen = collect(onNotice)`; every subscription is dropped after each test.
 */
export function busRecorder() {
  const offs: Array<() => void> = [];
  afterEach(() => offs.splice(0).forEach((off) => off()));
  return function collect<T>(on: (fn: (v: T) => void) => () => void): T[] {
    const seen: T[] = [];
    offs.push(on((v) => seen.push(v)));
    return seen;
  };
}

/** What a bus subscription sees during each test: one array, emptied before each test. */
export function recordEachTest<T>(on: (fn: (v: T) => void) => () => void): T[] {
  const seen: T[] = [];
  let off = () => {};
  beforeEach(() => {
    seen.length = 0;
    off = on((v) => seen.push(v));
  });
  afterEach(() => off());
  return seen;
}

export { itShowsTitles } from './routes';

export { axeViolations } from './axe';
export { renderRemote, renderWithProviders, signInAs, testQueryClient, type RenderRemoteOptions } from './renderRemote';
export { answerEveryRequest, throttleEveryRequest } from './api';

export { fakeStreamingProvider, type FakeStreamingProvider } from './provider';
export { aRoomItem, aRoomState } from './rooms';
