import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import {
  createClub,
  followClub,
  getAllClubs,
  getAllFollowedClubs,
  getAllOwnedAndCuratedClubs,
  getClub,
  leaveClub,
  requestToCurate,
  unfollowClub,
  updateClub,
  reportError,
} from '@upclub/shared/api';
import { noticeSuccess } from '@upclub/shared/bus';
import { CLUB_NOTICE, DEFAULT_CLUB_SORT, type ClubSort } from '@upclub/shared/constants';
import { usePagedItems } from '@upclub/shared/queries';
import type { Club, Paged, UpdateClubBody } from '@upclub/shared/types';
import { clubKeys, type ClubListKind } from './keys';

// Clubs: the three lists, one club, and what a user does to a club (follow, request to curate,
// leave, create, change its settings). Every answer patches each cached copy of the club.

export type ClubPages = InfiniteData<Paged<Club>, unknown>;

export interface ClubListQuery {
  search: string;
  sort: ClubSort;
}

const fetchList = (kind: ClubListKind, { search, sort }: ClubListQuery, next: string | null) => {
  switch (kind) {
    case 'all':
      return getAllClubs({ searchstring: search, category: sort }, next);
    case 'owned':
      return getAllOwnedAndCuratedClubs({ searchstring: search, category: sort }, next);
    case 'followed':
      return getAllFollowedClubs(next);
  }
};

const clubsOf = (page: Paged<Club>) => page.results;

/** A club list, paged by its next links; `count` is the whole list's when the API says it. */
export function useClubListQuery(kind: ClubListKind, query: ClubListQuery = { search: '', sort: DEFAULT_CLUB_SORT }) {
  const { search, sort } = kind === 'followed' ? { search: '', sort: DEFAULT_CLUB_SORT } : query;
  const result = useInfiniteQuery({
    queryKey: clubKeys.list(kind, search, sort),
    queryFn: ({ pageParam }) => fetchList(kind, { search, sort }, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next ?? undefined,
  });
  const list = usePagedItems(result, clubsOf);
  const first = result.data?.pages[0];
  const count = first ? (first.count ?? list.items.length + (first.next ? 1 : 0)) : undefined;
  return { ...list, count };
}

export function useClubQuery(id: number) {
  return useQuery({ queryKey: clubKeys.detail(id), queryFn: () => getClub(id) });
}

/** Applies `change` to every cached copy of club `id`: its page and the lists holding it. */
export function patchClub(client: QueryClient, id: number, change: (club: Club) => Club): void {
  client.setQueryData<Club>(clubKeys.detail(id), (club) => (club ? change(club) : club));
  client.setQueriesData<ClubPages>({ queryKey: clubKeys.lists() }, (data) => {
    if (!data?.pages.some((page) => page.results.some((c) => c.club === id))) return data;
    return {
      ...data,
      pages: data.pages.map((page) =>
        page.results.some((c) => c.club === id)
          ? { ...page, results: page.results.map((c) => (c.club === id ? change(c) : c)) }
          : page,
      ),
    };
  });
}

/**
 * Follow and unfollow (spec part 2 §4): the button switches at once, the follower count comes
 * from the answer; a failure puts the button back and says nothing (§8).
 */
export function useFollowClubMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ club, follow }: { club: number; follow: boolean }) =>
      follow ? followClub(club) : unfollowClub(club),
    onMutate: ({ club, follow }) => patchClub(client, club, (c) => ({ ...c, followed: follow })),
    onSuccess: (answer) =>
      patchClub(client, answer.club, (c) => ({ ...c, followed: answer.followed, followers: answer.followers })),
    onError: (_error, { club, follow }) => patchClub(client, club, (c) => ({ ...c, followed: !follow })),
    onSettled: (_answer, _error, { club }) => {
      void client.invalidateQueries({ queryKey: clubKeys.listsOf('followed') });
      void client.invalidateQueries({ queryKey: clubKeys.followers(club) });
    },
  });
}

/**
 * Request to Curate: 'Sent request to curate club', and every copy of the club shows the request
 * as pending (the API's requested_to_curate says so after a reload), so it is not offered again.
 */
export function useRequestToCurateMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (club: number) => requestToCurate(club),
    onSuccess: (answer) => {
      patchClub(client, answer.club, (c) => ({ ...c, requested_to_curate: true }));
      noticeSuccess(CLUB_NOTICE.requestSent);
      void client.invalidateQueries({ queryKey: clubKeys.curatorsAndRequests(answer.club) });
    },
    onError: (error, club) => {
      reportError(error);
      // A copy older than the user's request or curatorship (made in another tab): read it anew.
      void client.invalidateQueries({ queryKey: clubKeys.detail(club) });
      void client.invalidateQueries({ queryKey: clubKeys.lists() });
    },
  });
}

/** Leave Club (a curator): the curator count from the answer, 'You have successfully left the club'. */
export function useLeaveClubMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (club: number) => leaveClub(club),
    onSuccess: (answer) => {
      patchClub(client, answer.club, (c) => ({ ...c, is_curator: false, curators: answer.curators }));
      noticeSuccess(CLUB_NOTICE.left);
      void client.invalidateQueries({ queryKey: clubKeys.listsOf('owned') });
      void client.invalidateQueries({ queryKey: clubKeys.curators(answer.club) });
    },
    onError: reportError,
  });
}

/** Create club: 'Club successfully created'; a failure only stops the loader (the call is quiet). */
export function useCreateClubMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (clubName: string) => createClub(clubName),
    onSuccess: (club) => {
      client.setQueryData(clubKeys.detail(club.club), club);
      noticeSuccess(CLUB_NOTICE.created);
      void client.invalidateQueries({ queryKey: clubKeys.lists() });
    },
  });
}

/** Club settings: only the changed fields go (spec part 2 §5); the answer replaces every copy. */
export function useUpdateClubMutation(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateClubBody) => updateClub(id, changes),
    onSuccess: (answer) => {
      patchClub(client, id, (c) => ({
        ...c,
        club_name: answer.club_name,
        club_description: answer.club_description,
        thumbnail_picture: answer.thumbnail_picture,
        ...(answer.club_picture !== undefined && { club_picture: answer.club_picture }),
      }));
    },
    onError: reportError,
  });
}
