import type { FeedCategory } from './feed';

// Clubs (spec part 2 §2, §4, §5, §9): the numbers and texts not named elsewhere in constants.
// Already in ./index: CLUB_DESCRIPTION_MAX_LENGTH, CLUB_PICTURE_MAX_CHARS, CLUB_THUMBNAIL_MAX_CHARS,
// the crop sizes, MY_CLUBS_SECTION_SIZE, USER_PICKER_MAX, CLUB_SORTS and DEFAULT_CLUB_SORT.

/** The longest club name the API stores (the spec sets none; the form says nothing past it). */
export const CLUB_NAME_MAX_LENGTH = 150;

/** The club posts tab starts on this category (part 2 §2: category dropdown, 'Newest' default). */
export const DEFAULT_CLUB_POST_CATEGORY: FeedCategory = 'new';

/**
 * State of a curator request or invite: invite_request_state of the respond calls and
 * curatorinviterequeststate of notifications ('1 declined, 2 accepted, otherwise pending').
 */
export const CURATOR_STATE = { pending: 0, declined: 1, accepted: 2 } as const;
/** What a respond call answers with: 1 declines, 2 accepts. */
export type CuratorAnswerState = typeof CURATOR_STATE.declined | typeof CURATOR_STATE.accepted;

/** The warning of a user picker (invite curators, new message, add members) at USER_PICKER_MAX. */
export const USER_PICKER_LIMIT_TEXT = {
  title: 'Exceed Limit',
  message: 'You cannot add more that 25 users',
} as const;

/** Success notices of the club calls (part 2 §4, §8), quoted exactly; `{x}` is filled in. */
export const CLUB_NOTICE = {
  created: 'Club successfully created',
  requestSent: 'Sent request to curate club',
  left: 'You have successfully left the club',
  inviteSent: 'Invite to curate {club} sent',
  curatorAdded: '{name} is now a curator of {club}',
  curatorRemoved: '{name} is removed as a curator of {club}',
  requestAccepted: "You had just accepted {user}'s request to curate {club}",
  requestDeclined: "You had just declined {user}'s request to curate {club}",
  inviteAccepted: 'You are now a curator of club {club}',
  inviteDeclined: "You had just declined {user}'s invite to curate {club}",
} as const;
