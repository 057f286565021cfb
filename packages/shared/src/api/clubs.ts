import type { ClubSort, CuratorAnswerState, FeedCategory } from '@upclub/shared/constants';
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
  Paged,
  SongPost,
  UpdateClubBody,
} from '@upclub/shared/types';
import { http } from './client';

// One function per Clubs call of spec part 2 §7. Paged calls take either the first page's
// arguments or the `next` URL of the previous answer, which the client follows as is.

const follow = <T>(next: string) => http.get<Paged<T>>(next).then((r) => r.data);

/** The query of the club lists: an empty search is left out. */
export interface ClubListQuery {
  searchstring?: string;
  category?: ClubSort;
}

const listParams = ({ searchstring, category }: ClubListQuery) => ({
  ...(searchstring?.trim() && { searchstring: searchstring.trim() }),
  ...(category && { category }),
});

/** Quiet: a failed creation only stops the loader (spec §8). */
export const createClub = (clubName: string) =>
  http.post<Club>('v1/createclub/', { club_name: clubName }, { quiet: true }).then((r) => r.data);

/** Every club, searched by name and sorted (mostpopular by default). */
export const getAllClubs = (query: ClubListQuery = {}, next?: string | null) =>
  next
    ? follow<Club>(next)
    : http.get<Paged<Club>>('v1/getallclubs/', { params: listParams(query) }).then((r) => r.data);

/** The clubs a user owns or curates (the signed-in user's without `upclubuser`). */
export const getAllOwnedAndCuratedClubs = (
  query: ClubListQuery & { upclubuser?: number } = {},
  next?: string | null,
) =>
  next
    ? follow<Club>(next)
    : http
        .get<Paged<Club>>('v1/getallownedandcuratedclubs/', {
          params: { ...listParams(query), ...(query.upclubuser !== undefined && { upclubuser: query.upclubuser }) },
        })
        .then((r) => r.data);

/** The clubs the signed-in user follows, newest follow first. */
export const getAllFollowedClubs = (next?: string | null) =>
  next ? follow<Club>(next) : http.get<Paged<Club>>('v1/getallfollowedclubs/').then((r) => r.data);

export const getClub = (id: number) => http.get<Club>(`v1/getclub/${id}`).then((r) => r.data);

/** Only the changed fields (spec part 2 §5). */
export const updateClub = (id: number, changes: UpdateClubBody) =>
  http.patch<Club>(`v1/updateclub/${id}`, changes).then((r) => r.data);

/** The club's posts by category, paged like the feed. */
export const getClubSongPosts = (club: number, category: FeedCategory, next?: string | null) =>
  next
    ? follow<SongPost>(next)
    : http.get<Paged<SongPost>>(`v1/getclubsongposts/${club}/${category}`).then((r) => r.data);

export const getClubFollowers = (id: number, next?: string | null) =>
  next ? follow<ClubFollower>(next) : http.get<Paged<ClubFollower>>(`v1/getclubfollowers/${id}`).then((r) => r.data);

export const getClubCurators = (id: number, next?: string | null) =>
  next ? follow<ClubCurator>(next) : http.get<Paged<ClubCurator>>(`v1/getclubcurators/${id}`).then((r) => r.data);

/** Owner only: the curators (the owner first) and the pending requests. */
export const getClubCuratorsAndRequests = (id: number) =>
  http.get<ClubCurator[]>(`v1/getclubcuratorsandrequests/${id}`).then((r) => r.data);

export const removeCuratorFromClub = (curator: number) =>
  http.patch<CuratorsCountResponse>(`v1/removecuratorfromclub/${curator}`, {}).then((r) => r.data);

export const respondToCuratorRequest = (curator: number, state: CuratorAnswerState) =>
  http
    .patch<CuratorRequestAnswer>(`v1/respondtocuratorrequest/${curator}`, { invite_request_state: state })
    .then((r) => r.data);

export const respondToCuratorInvite = (id: number, state: CuratorAnswerState) =>
  http
    .patch<CuratorInviteAnswer>(`v1/respondtocuratorinvite/${id}`, { invite_request_state: state })
    .then((r) => r.data);

/** Owner only: users to invite, with whether they curate or are invited already. */
export const clubSearchUsername = (club: number, searchstring: string, next?: string | null) =>
  next
    ? follow<ClubUserSearchResult>(next)
    : http
        .get<Paged<ClubUserSearchResult>>(`v1/clubsearchusername/${club}`, { params: listParams({ searchstring }) })
        .then((r) => r.data);

export const inviteClubCurators = (club: number, invitedusers: number[]) =>
  http.post<InviteClubCuratorsResponse>('v1/inviteclubcurators/', { club, invitedusers }).then((r) => r.data);

/** Quiet: follow and unfollow failures show nothing (spec §8). */
export const followClub = (club: number) =>
  http.post<FollowClubResponse>('v1/followclub/', { club }, { quiet: true }).then((r) => r.data);

export const unfollowClub = (club: number) =>
  http.post<FollowClubResponse>('v1/unfollowclub/', { club }, { quiet: true }).then((r) => r.data);

export const requestToCurate = (club: number) =>
  http.post<CuratorRequestResponse>('v1/requesttocurate/', { club }).then((r) => r.data);

export const leaveClub = (club: number) =>
  http.patch<CuratorsCountResponse>(`v1/leaveclub/${club}`, {}).then((r) => r.data);
