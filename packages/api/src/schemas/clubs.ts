import { z } from 'zod';
import { CLUB_SORTS, CURATOR_STATE, DEFAULT_CLUB_SORT, SEARCH_QUERY_MAX_LENGTH } from '@upclub/shared/constants';
import type {
  Club,
  ClubCurator,
  ClubFollower,
  ClubUserSearchResult,
  CuratorInviteAnswer,
  CuratorRequestAnswer,
  CuratorRequestResponse,
  CuratorsCountResponse,
  FollowClubResponse,
  InviteClubCuratorsResponse,
} from '@upclub/shared/types';
import { pageQuerySchema } from '../lib/paging';
import { rowIdParam } from './common';

// Request queries and response bodies of the Clubs calls (spec part 2 §3, §7); each response
// checked against @upclub/shared's types below.

const id = () => z.number().int();

export const clubSchema = z.object({
  club: id().describe('Club id'),
  club_name: z.string(),
  club_description: z.string(),
  club_owner: id().describe('The owner’s user id'),
  club_owner_name: z.string().describe('The owner’s first and last name'),
  club_owner_username: z.string(),
  club_owner_thumbnail: z.string().nullable(),
  club_picture: z
    .string()
    .nullable()
    .optional()
    .describe('base64 PNG data URL: in getclub, createclub and updateclub only'),
  thumbnail_picture: z.string().nullable().describe('base64 PNG data URL'),
  created_at: z.string().describe('ISO time'),
  curators: id().describe('How many curators, the owner included'),
  followers: id(),
  posts: id(),
  followed: z.boolean().describe('Whether the signed-in user follows the club'),
  is_curator: z.boolean().describe('Whether the signed-in user curates the club (the owner does)'),
  requested_to_curate: z
    .boolean()
    .describe('Whether the signed-in user’s request to curate the club waits for the owner’s answer'),
  live_room: z
    .object({ room: id(), listeners: id(), started_at: z.string().describe('ISO time') })
    .nullable()
    .describe('The club’s live listening room (docs/rooms.md), or null'),
});

export const clubCuratorSchema = z.object({
  curator: id().describe('The entry’s id (removecuratorfromclub, respondtocuratorrequest)'),
  upclubuser: id(),
  username: z.string(),
  name: z.string().describe('First and last name'),
  thumbnail_picture: z.string().nullable(),
  is_curator: z.boolean().describe('false: a request to curate'),
});

export const clubUserSearchResultSchema = clubCuratorSchema.extend({
  curator: id().nullable().describe('Their entry in the club (a curator or a request), or null'),
  is_invited: z.boolean().describe('An invite to curate the club waits for their answer'),
});

export const clubFollowerSchema = z.object({
  upclubuser: id(),
  username: z.string(),
  name: z.string(),
  thumbnail_picture: z.string().nullable(),
  followers: id().describe('How many follow this user'),
  posts: id().describe('How many posts this user made'),
  followed: z.boolean().describe('Whether the signed-in user follows this user'),
});

export const followClubResponseSchema = z.object({ club: id(), followers: id(), followed: z.boolean() });

export const curatorsCountSchema = z.object({ club: id(), curators: id().describe('The club’s curators afterwards') });

const answerState = z.union([z.literal(CURATOR_STATE.declined), z.literal(CURATOR_STATE.accepted)]);

export const curatorRequestResponseSchema = clubCuratorSchema.extend({ club: id(), club_name: z.string() });

export const curatorRequestAnswerSchema = curatorRequestResponseSchema.extend({
  curatorrequest: id(),
  curatorinviterequeststate: answerState.describe('1 declined, 2 accepted'),
  curators: id(),
});

export const curatorInviteAnswerSchema = z.object({
  curatorinvite: id(),
  curatorinviterequeststate: answerState.describe('1 declined, 2 accepted'),
  club: id(),
  club_name: z.string(),
  upclubuser: id().describe('The inviter'),
  username: z.string().describe('The inviter’s username'),
  is_curator: z.boolean().describe('Whether the signed-in user curates the club now'),
  curators: id(),
});

export const inviteClubCuratorsResponseSchema = z.object({
  club: id(),
  club_name: z.string(),
  invitedusers: z
    .array(id())
    .describe('The users invited by this call (curators and users invited already are left out)'),
});

/** The query of the club lists: part of the name, and the sort of spec part 2 §2. */
export const clubListQuerySchema = pageQuerySchema.extend({
  searchstring: z.string().trim().max(SEARCH_QUERY_MAX_LENGTH).optional(),
  category: z.enum(CLUB_SORTS).default(DEFAULT_CLUB_SORT),
});

/** A club id in a path. */
export const clubParams = z.object({ club: rowIdParam() });

// The answers must stay what the client's types say.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const checks: [
  Same<z.infer<typeof clubSchema>, Club>,
  Same<z.infer<typeof clubCuratorSchema>, ClubCurator>,
  Same<z.infer<typeof clubUserSearchResultSchema>, ClubUserSearchResult>,
  Same<z.infer<typeof clubFollowerSchema>, ClubFollower>,
  Same<z.infer<typeof followClubResponseSchema>, FollowClubResponse>,
  Same<z.infer<typeof curatorsCountSchema>, CuratorsCountResponse>,
  Same<z.infer<typeof curatorRequestResponseSchema>, CuratorRequestResponse>,
  Same<z.infer<typeof curatorRequestAnswerSchema>, CuratorRequestAnswer>,
  Same<z.infer<typeof curatorInviteAnswerSchema>, CuratorInviteAnswer>,
  Same<z.infer<typeof inviteClubCuratorsResponseSchema>, InviteClubCuratorsResponse>,
] = [true, true, true, true, true, true, true, true, true, true];
void checks;
