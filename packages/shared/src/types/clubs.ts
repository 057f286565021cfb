import type { CuratorAnswerState } from '@upclub/shared/constants';
import type { LiveRoomSummary } from './rooms';

// Clubs, curators and club followers (spec part 2 §3). Field names are the API's.

/** A club as getclub and the club lists answer it. */
export interface Club {
  club: number;
  club_name: string;
  club_description: string;
  /** The owner's user id. */
  club_owner: number;
  /** The owner's first and last name. */
  club_owner_name: string;
  club_owner_username: string;
  club_owner_thumbnail: string | null;
  /**
   * The full picture (base64 PNG data URL, up to CLUB_PICTURE_MAX_CHARS): in the answers of
   * getclub, createclub and updateclub only; lists carry the thumbnail.
   */
  club_picture?: string | null;
  /** base64 PNG data URL, up to CLUB_THUMBNAIL_MAX_CHARS. */
  thumbnail_picture: string | null;
  /** ISO time. */
  created_at: string;
  /** How many curators, the owner included. */
  curators: number;
  followers: number;
  posts: number;
  /** Whether the signed-in user follows the club. */
  followed: boolean;
  /** Whether the signed-in user curates the club (the owner does). */
  is_curator: boolean;
  /**
   * Whether the signed-in user asked to curate the club and the owner has not answered yet (beyond
   * the spec: the menu shows the request as pending instead of offering it again).
   */
  requested_to_curate: boolean;
  /** The club's listening room while it is live (docs/rooms.md), else null. */
  live_room: LiveRoomSummary | null;
}

/** A curator of a club, or a request to curate it (is_curator false). */
export interface ClubCurator {
  /** The id removecuratorfromclub (a curator) or respondtocuratorrequest (a request) takes. */
  curator: number;
  upclubuser: number;
  username: string;
  /** First and last name. */
  name: string;
  thumbnail_picture: string | null;
  is_curator: boolean;
}

/** A user of the invite curators modal's search (clubsearchusername). */
export interface ClubUserSearchResult {
  /** Their curator entry (a curator or a pending request), or null. */
  curator: number | null;
  upclubuser: number;
  username: string;
  name: string;
  thumbnail_picture: string | null;
  is_curator: boolean;
  /** An invite to curate the club waits for their answer. */
  is_invited: boolean;
}

/** A row of the club's followers tab (a follow-list user). */
export interface ClubFollower {
  upclubuser: number;
  username: string;
  name: string;
  thumbnail_picture: string | null;
  /** How many follow this user. */
  followers: number;
  /** How many posts this user made. */
  posts: number;
  /** Whether the signed-in user follows this user. */
  followed: boolean;
}

export interface CreateClubBody {
  club_name: string;
}

/** Only the changed fields; pictures only when changed (null removes them). */
export interface UpdateClubBody {
  club_name?: string;
  club_description?: string;
  club_picture?: string | null;
  thumbnail_picture?: string | null;
}

/** followclub, unfollowclub, requesttocurate. */
export interface ClubBody {
  club: number;
}

export interface InviteClubCuratorsBody {
  club: number;
  invitedusers: number[];
}

export interface RespondToCuratorBody {
  invite_request_state: CuratorAnswerState;
}

/** followclub and unfollowclub. */
export interface FollowClubResponse {
  club: number;
  followers: number;
  followed: boolean;
}

/** leaveclub and removecuratorfromclub: the club's curators afterwards. */
export interface CuratorsCountResponse {
  club: number;
  curators: number;
}

/** requesttocurate: the new request, as the manage curators list shows it. */
export interface CuratorRequestResponse extends ClubCurator {
  club: number;
  club_name: string;
}

/** respondtocuratorrequest: the requester's entry after the answer (a curator when accepted). */
export interface CuratorRequestAnswer extends ClubCurator {
  club: number;
  club_name: string;
  curatorrequest: number;
  curatorinviterequeststate: CuratorAnswerState;
  curators: number;
}

/** respondtocuratorinvite: the invite after the answer, with who sent it. */
export interface CuratorInviteAnswer {
  curatorinvite: number;
  curatorinviterequeststate: CuratorAnswerState;
  club: number;
  club_name: string;
  /** The inviter. */
  upclubuser: number;
  username: string;
  is_curator: boolean;
  curators: number;
}

export interface InviteClubCuratorsResponse {
  club: number;
  club_name: string;
  /** The users invited by this call (curators and users already invited are left out). */
  invitedusers: number[];
}

/**
 * What a club notification stores (kinds curatorinvite, curatorrequest and clubfollow); the
 * actor (username, thumbnail_picture, upclubuser) is the notification's own.
 */
export interface ClubNotificationPayload {
  club: number;
  club_name: string;
  /** curatorrequest notifications: the request, answered with respondtocuratorrequest. */
  curatorrequest?: number;
  /** curatorinvite notifications: the invite, answered with respondtocuratorinvite. */
  curatorinvite?: number;
  /** 1 declined, 2 accepted, otherwise (0) pending; kept up to date when answered. */
  curatorinviterequeststate?: number;
}
