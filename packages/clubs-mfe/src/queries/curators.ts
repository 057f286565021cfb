import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  clubSearchUsername,
  getClubCuratorsAndRequests,
  inviteClubCurators,
  removeCuratorFromClub,
  respondToCuratorRequest,
  reportError,
} from '@upclub/shared/api';
import { noticeSuccess } from '@upclub/shared/bus';
import { CLUB_NOTICE, CURATOR_STATE } from '@upclub/shared/constants';
import { singlePage, usePagedItems } from '@upclub/shared/queries';
import type { ClubCurator, ClubUserSearchResult, Paged } from '@upclub/shared/types';
import { fillText } from '../texts';
import { patchClub } from './clubs';
import { clubKeys } from './keys';

// The owner's curator work (spec part 2 §4): the curators and requests, removing a curator,
// answering a request, and inviting users to curate.

/** Whom a notice names: their name, else their username. */
const nameOf = (entry: Pick<ClubCurator, 'name' | 'username'>) => entry.name || entry.username;

export function useCuratorsAndRequestsQuery(club: number) {
  return singlePage(
    useQuery({ queryKey: clubKeys.curatorsAndRequests(club), queryFn: () => getClubCuratorsAndRequests(club) }),
  );
}

interface EntryAction {
  entry: ClubCurator;
  clubName: string;
}

/** The curators and requests list without (or with a changed) entry. */
function useEntryUpdate(club: number) {
  const client = useQueryClient();
  return (curator: number, change: (entry: ClubCurator) => ClubCurator | null) =>
    client.setQueryData<ClubCurator[]>(clubKeys.curatorsAndRequests(club), (list) =>
      list?.flatMap((e) => {
        if (e.curator !== curator) return [e];
        const next = change(e);
        return next ? [next] : [];
      }),
    );
}

/** Removes a curator: '{name} is removed as a curator of {club}', the curator count from the answer. */
export function useRemoveCuratorMutation(club: number) {
  const client = useQueryClient();
  const update = useEntryUpdate(club);
  return useMutation({
    mutationFn: ({ entry }: EntryAction) => removeCuratorFromClub(entry.curator),
    onSuccess: (answer, { entry, clubName }) => {
      update(entry.curator, () => null);
      patchClub(client, club, (c) => ({ ...c, curators: answer.curators }));
      noticeSuccess(fillText(CLUB_NOTICE.curatorRemoved, { name: nameOf(entry), club: clubName }));
      void client.invalidateQueries({ queryKey: clubKeys.curators(club) });
    },
    onError: reportError,
  });
}

/**
 * Answers a request to curate: accepted (2), the entry becomes a curator, '{name} is now a curator
 * of {club}'; declined (1), it leaves the list, "You had just declined {user}'s request to curate {club}".
 */
export function useRespondToRequestMutation(club: number) {
  const client = useQueryClient();
  const update = useEntryUpdate(club);
  return useMutation({
    mutationFn: ({ entry, accept }: EntryAction & { accept: boolean }) =>
      respondToCuratorRequest(entry.curator, accept ? CURATOR_STATE.accepted : CURATOR_STATE.declined),
    onSuccess: (answer, { entry, clubName, accept }) => {
      if (accept) {
        update(entry.curator, (e) => ({ ...e, is_curator: true }));
        patchClub(client, club, (c) => ({ ...c, curators: answer.curators }));
        noticeSuccess(fillText(CLUB_NOTICE.curatorAdded, { name: nameOf(entry), club: clubName }));
        void client.invalidateQueries({ queryKey: clubKeys.curators(club) });
      } else {
        update(entry.curator, () => null);
        noticeSuccess(fillText(CLUB_NOTICE.requestDeclined, { user: entry.username, club: clubName }));
      }
    },
    onError: reportError,
  });
}

const usersOf = (page: Paged<ClubUserSearchResult>) => page.results;

/** Users to invite, by a search of at least one character (debounced by the modal). */
export function useClubUserSearchQuery(club: number, query: string) {
  const result = useInfiniteQuery({
    queryKey: clubKeys.userSearch(club, query),
    queryFn: ({ pageParam }) => clubSearchUsername(club, query, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next ?? undefined,
    enabled: query !== '',
  });
  return usePagedItems(result, usersOf);
}

/** Invites the chosen users: 'Invite to curate {club} sent'. */
export function useInviteCuratorsMutation(club: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ users }: { users: number[]; clubName: string }) => inviteClubCurators(club, users),
    onSuccess: (answer, { clubName }) => {
      noticeSuccess(fillText(CLUB_NOTICE.inviteSent, { club: answer.club_name || clubName }));
      void client.invalidateQueries({ queryKey: [...clubKeys.all, 'userSearch', club] });
    },
    onError: reportError,
  });
}
