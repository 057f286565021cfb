import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { createClub, getAllOwnedAndCuratedClubs } from '@upclub/shared/api';
import type { ClubSort } from '@upclub/shared/constants';
import { usePagedItems } from '@upclub/shared/queries';
import type { Club, Paged } from '@upclub/shared/types';

// The club picker's data: the clubs the user may post into (owned or curated) and creating one.

/** The picker lists the newest clubs first (spec part 2 §2: category recentlyadded). */
export const CLUB_PICKER_SORT: ClubSort = 'recentlyadded';

/** A reopened picker refetches after this (a club may have been created or left elsewhere). */
export const CLUB_PICKER_STALE_MS = 30_000;

export const clubKeys = {
  all: ['clubs'] as const,
  ownedAndCurated: (searchstring: string) => ['clubs', 'ownedAndCurated', CLUB_PICKER_SORT, searchstring] as const,
};

const results = (page: Paged<Club>) => page.results;

/** The signed-in user's owned and curated clubs matching `searchstring` (all of them when empty). */
export function useOwnedAndCuratedClubsQuery(searchstring: string) {
  const query = useInfiniteQuery({
    queryKey: clubKeys.ownedAndCurated(searchstring),
    queryFn: ({ pageParam }) => getAllOwnedAndCuratedClubs({ category: CLUB_PICKER_SORT, searchstring }, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page: Paged<Club>) => page.next ?? undefined,
    staleTime: CLUB_PICKER_STALE_MS,
  });
  return usePagedItems<Paged<Club>, Club>(query, results);
}

/** v1/createclub/ (quiet: a failure only stops the loader, spec part 2 §8); every club list refetches. */
export function useCreateClubMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (clubName: string) => createClub(clubName),
    onSuccess: () => void client.invalidateQueries({ queryKey: clubKeys.all }),
  });
}
